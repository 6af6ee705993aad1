package cpulist

import (
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []int
	}{
		{"0", []int{0}},
		{"1,0", []int{0, 1}},
		{"0-3,6", []int{0, 1, 2, 3, 6}},
		{"4095", []int{4095}},
		{"2-2", []int{2}},
	} {
		got, err := Parse(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("Parse(%q) == %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tt := range []struct{ in, says string }{
		{"", "empty"},
		{" ", "empty"},
		{"-1", `"-1" is not a CPU number`},
		{"a", `"a" is not`},
		{"0,,1", `"" is not`},
		{"3-1", `"3-1" is not`},
		{"0-", `"0-" is not`},
		{"4096", "above 4095"},
		{"0-5000", "above 4095"},
		{"0,1,0", "CPU 0 is named twice"},
		{"0-2,1", "CPU 1 is named twice"},
		{"1 ", `"1 " is not`},
	} {
		got, err := Parse(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.says) {
			t.Errorf("Parse(%q) == %v, %v; want an error saying %q", tt.in, got, err, tt.says)
		}
	}
}

func TestFormat(t *testing.T) {
	for _, tt := range []struct {
		in   []int
		want string
	}{
		{nil, ""},
		{[]int{1}, "1"},
		{[]int{0, 1}, "0-1"},
		{[]int{0, 1, 2, 3, 6, 8, 9}, "0-3,6,8-9"},
	} {
		if got := Format(tt.in); got != tt.want {
			t.Errorf("Format(%v) == %q; want %q", tt.in, got, tt.want)
		}
		if len(tt.in) > 0 {
			if back, err := Parse(Format(tt.in)); err != nil || !slices.Equal(back, tt.in) {
				t.Errorf("Parse(Format(%v)) == %v, %v", tt.in, back, err)
			}
		}
	}
}

// TestParseFlag: a -pin value is None (no CPUs) or a list; a bad one's
// error says what a valid value is. FormatFlag writes what it reads.
func TestParseFlag(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []int
		err  string
	}{
		{"-1", nil, ""},
		{"0-1", []int{0, 1}, ""},
		{"2,0", []int{0, 2}, ""},
		{"-2", nil, `"-2" is not a CPU number or a range such as 0-3; want a CPU list such as 1, 0,1 or 0-3 (CPUs 0 to 4095, each once), or -1 for no pinning`},
		{"", nil, "empty; want a CPU list"},
	} {
		got, err := ParseFlag(tt.in)
		if !slices.Equal(got, tt.want) || tt.err == "" && err != nil || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("ParseFlag(%q) == %v, %v; want %v, error %q", tt.in, got, err, tt.want, tt.err)
		}
		if err == nil {
			if back := FormatFlag(got); back != tt.in && !(tt.in == "2,0" && back == "0,2") {
				t.Errorf("FormatFlag(%v) == %q; want %q", got, back, tt.in)
			}
		}
	}
}
