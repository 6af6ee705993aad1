package results

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestBuildOf(t *testing.T) {
	for _, tt := range []struct {
		cfg        map[string]string
		build, des string
	}{
		{map[string]string{}, "v1", "v1"},                              // before builds were recorded; another arch
		{map[string]string{"goamd64": "v1"}, "v1", "v1"},               // no pgo line: off
		{map[string]string{"goamd64": "v1", "pgo": "off"}, "v1", "v1"}, //
		{map[string]string{"goamd64": "v3", "pgo": "off"}, "v3", "v3"}, //
		{map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:1a2b3c4d5e6f"}, "pgo", "pgo (GOAMD64 v3, profile bench.pprof sha256:1a2b3c4d5e6f)"},
		{map[string]string{"pgo": "bench.pprof sha256:1a2b3c4d5e6f"}, "pgo", "pgo (GOAMD64 v1, profile bench.pprof sha256:1a2b3c4d5e6f)"},
	} {
		if got := BuildOf(tt.cfg); got != tt.build {
			t.Errorf("BuildOf(%v) == %q; want %q", tt.cfg, got, tt.build)
		}
		if got := BuildDesc(tt.cfg); got != tt.des {
			t.Errorf("BuildDesc(%v) == %q; want %q", tt.cfg, got, tt.des)
		}
	}
}

func TestSameBuild(t *testing.T) {
	v1 := map[string]string{"goamd64": "v1"}
	for _, tt := range []struct {
		a, b map[string]string
		same bool
	}{
		{v1, map[string]string{}, true}, // no goamd64 line is v1
		{v1, map[string]string{"goamd64": "v1", "pgo": "off"}, true},
		{v1, map[string]string{"goamd64": "v3"}, false},
		{map[string]string{"goamd64": "v3"}, map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:aa"}, false},
		{map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:aa"}, map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:bb"}, false},
		{map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:aa"}, map[string]string{"goamd64": "v3", "pgo": "bench.pprof sha256:aa"}, true},
	} {
		err := SameBuild("old.txt", tt.a, "new.txt", tt.b)
		if tt.same != (err == nil) {
			t.Errorf("SameBuild(%v, %v) == %v; want same %v", tt.a, tt.b, err, tt.same)
		}
		if err != nil && (!errors.Is(err, ErrBuild) || !strings.Contains(err.Error(), "old.txt is build "+BuildDesc(tt.a)) || !strings.Contains(err.Error(), "new.txt is build "+BuildDesc(tt.b))) {
			t.Errorf("SameBuild(%v, %v) == %q; want ErrBuild naming both files and builds", tt.a, tt.b, err)
		}
	}
}

func TestBuildFileName(t *testing.T) {
	day := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for _, tt := range []struct{ commit, build, want string }{
		{"abc1234", "v1", "2026-12-01-abc1234.txt"},
		{"abc1234", "v3", "2026-12-01-abc1234-v3.txt"},
		{"abc1234-dirty", "pgo", "2026-12-01-abc1234-dirty-pgo.txt"},
		{"abc1234", "v5", ""},
		{"abc1234", "", ""},
		{"abc1234-v3", "v1", ""}, // would read back as build v3
	} {
		got, err := BuildFileName(day, tt.commit, tt.build)
		if got != tt.want || (err == nil) != (tt.want != "") {
			t.Errorf("BuildFileName(%q, %q) == %q, %v; want %q", tt.commit, tt.build, got, err, tt.want)
		}
		if err != nil && !errors.Is(err, ErrName) {
			t.Errorf("BuildFileName(%q, %q) error %v; want one wrapping ErrName", tt.commit, tt.build, err)
		}
		if tt.want == "" {
			continue
		}
		if b, ok := BuildOfName(got); !ok || b != tt.build {
			t.Errorf("BuildOfName(%q) == %q, %v; want %q, true", got, b, ok, tt.build)
		}
		if k, _ := parseFileName(got); k.commit != tt.commit {
			t.Errorf("parseFileName(%q).commit == %q; want %q", got, k.commit, tt.commit)
		}
	}
	for name, want := range map[string]string{"2026-12-01-abc-v3-2.txt": "v3", "2026-12-01-abc-2.txt": "v1", "2026-12-01-abc-pgo.txt": "pgo", "2026-12-01-abc-v9.txt": "v1"} {
		if b, _ := BuildOfName(name); b != want {
			t.Errorf("BuildOfName(%q) == %q; want %q", name, b, want)
		}
	}
}

// oneResult is the smallest file that holds results: one benchmark line.
const oneResult = "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t2 ns/lookup\n"

// TestNewestPerBuild checks that a newer file of another build is never
// the newest of the default build, and that Latest lists every build.
func TestNewestPerBuild(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "cpu-a")
	for _, f := range []string{"2026-11-29-aaa.txt", "2026-11-30-bbb-v3.txt", "2026-11-30-bbb-pgo.txt", "2026-12-01-ccc-v3.txt", "2026-12-01-ccc-v3-2.txt"} {
		write(t, dir, f, oneResult)
	}
	write(t, root, "cpu-b/2026-12-01-ddd-v3.txt", oneResult) // no default-build file
	for _, tt := range []struct{ build, want string }{
		{"v1", "2026-11-29-aaa.txt"}, {"v3", "2026-12-01-ccc-v3-2.txt"}, {"pgo", "2026-11-30-bbb-pgo.txt"},
	} {
		got, err := NewestOf(dir, tt.build)
		if err != nil || filepath.Base(got) != tt.want {
			t.Errorf("NewestOf(cpu-a, %s) == %s, %v; want %s", tt.build, got, err, tt.want)
		}
	}
	if got, _ := Newest(dir); filepath.Base(got) != "2026-11-29-aaa.txt" {
		t.Errorf("Newest(cpu-a) == %s; want the default build's 2026-11-29-aaa.txt", got)
	}
	if _, err := NewestOf(dir, "v2"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("NewestOf(cpu-a, v2) error %v; want os.ErrNotExist", err)
	}
	latest, err := Latest(root)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range latest {
		var bs []string
		for _, b := range c.Builds {
			bs = append(bs, b.Build+"="+filepath.Base(b.Path))
		}
		got = append(got, c.Slug+":"+filepath.Base(c.Path)+":"+strings.Join(bs, ","))
	}
	want := []string{
		"cpu-a:2026-11-29-aaa.txt:v1=2026-11-29-aaa.txt,v3=2026-12-01-ccc-v3-2.txt,pgo=2026-11-30-bbb-pgo.txt",
		"cpu-b:2026-12-01-ddd-v3.txt:v3=2026-12-01-ddd-v3.txt",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Latest ==\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
