package gen

import (
	"reflect"
	"strings"
	"testing"
)

func TestReadList(t *testing.T) {
	data := "# comment\n\nmagic 1.5 1.3 1.7\n  naive\t1.046 1.014 1.092\n"
	got, err := ReadList([]byte(data), "list.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Figure{
		"magic": {"magic", 1.5, 1.3, 1.7},
		"naive": {"naive", 1.046, 1.014, 1.092},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ReadList == %v; want %v", got, want)
	}
}

func TestReadListErrors(t *testing.T) {
	tests := []struct{ data, want string }{
		{"magic 1.5 1.3\n", "list.txt:1: want 4 fields"},
		{"# c\nmagic 1.5 1.3 1.7 x\n", "list.txt:2: want 4 fields"},
		{"magic 1.5 x 1.7\n", `list.txt:1: magic: "x" is not a positive number`},
		{"magic 1.5 -1 1.7\n", `list.txt:1: magic: "-1" is not a positive number`},
		{"magic NaN 1 1.7\n", `list.txt:1: magic: "NaN" is not a positive number`},
		{"magic 1.2 1.3 1.7\n", "list.txt:1: magic: ratio 1.2 outside its interval [1.3, 1.7]"},
		{"magic 1.8 1.3 1.7\n", "list.txt:1: magic: ratio 1.8 outside its interval"},
		{"magic 1.5 1.3 1.7\nmagic 1.5 1.3 1.7\n", "list.txt:2: technique magic listed twice"},
	}
	for _, tt := range tests {
		_, err := ReadList([]byte(tt.data), "list.txt")
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("ReadList(%q) error == %v; want one starting %q", tt.data, err, tt.want)
		}
	}
}

func TestKeep(t *testing.T) {
	tests := []struct {
		f    Figure
		want bool
	}{
		{Figure{"a", 1.30, 1.20, 1.40}, true},
		{Figure{"b", 1.051, 1.001, 1.1}, true},
		{Figure{"c", 1.05, 1.01, 1.1}, false}, // not more than 5% faster
		{Figure{"d", 1.10, 1.00, 1.2}, false}, // interval reaches 1
		{Figure{"e", 0.90, 0.85, 0.95}, false},
	}
	for _, tt := range tests {
		if got := tt.f.Keep(); got != tt.want {
			t.Errorf("%+v.Keep() == %v; want %v", tt.f, got, tt.want)
		}
	}
}

func TestKept(t *testing.T) {
	targets := []Target{{Name: "fast"}, {Name: "slow"}, {Name: "new"}}
	list := map[string]Figure{
		"fast": {"fast", 1.3, 1.2, 1.4},
		"slow": {"slow", 1.02, 0.99, 1.05},
	}
	kept, dropped := Kept(targets, list)
	if len(kept) != 1 || kept[0].Name != "fast" {
		t.Errorf("Kept: kept %v; want only fast", kept)
	}
	if len(dropped) != 2 || !strings.HasPrefix(dropped[0], "slow: ratio 1.02") || dropped[1] != "new: not in "+ListFile {
		t.Errorf("Kept: dropped %q; want slow's figure and new not listed", dropped)
	}
}
