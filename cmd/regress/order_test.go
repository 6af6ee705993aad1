package main

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

func TestAlternatives(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{".", "[[.]]"},
		{"Slider", "[[Slider]]"},
		{"Slider/impl=magic/", "[[Slider impl=magic ]]"},
		{"Slider/impl=magic/|Perft/impl=magic/", "[[Slider impl=magic ] [Perft impl=magic ]]"},
		{"(A|B)/x", "[[(A|B) x]]"},
		{"[/|]/x", "[[[/|] x]]"},
		{`A\/B/x`, `[[A\/B x]]`},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(alternatives(tt.in)); got != tt.want {
			t.Errorf("alternatives(%q) == %s; want %s", tt.in, got, tt.want)
		}
	}
}

func TestRestrictGroup(t *testing.T) {
	tests := []struct {
		pattern, group, want string
	}{
		{".", "Slider/impl=magic", "^BenchmarkSlider$/^impl=magic$"},
		{".", "Sum", "^BenchmarkSum$"},
		{"Sum/x", "Sum", "^BenchmarkSum$/x"},
		{"Slider/./piece=rook", "Slider/impl=magic", "^BenchmarkSlider$/^impl=magic$/piece=rook"},
		{"Slider/impl=shift", "Slider/impl=magic", ""},
		{"Perft/./pos=start$|Slider/.", "Slider/impl=pext-hw", "^BenchmarkSlider$/^impl=pext-hw$"},
		{"Slider/a/b|Slider/impl/c", "Slider/impl=x.y", "^BenchmarkSlider$/^impl=x\\.y$/c"},
	}
	for _, tt := range tests {
		got, err := restrictGroup(tt.pattern, tt.group)
		if err != nil || got != tt.want {
			t.Errorf("restrictGroup(%q, %q) == %q, %v; want %q", tt.pattern, tt.group, got, err, tt.want)
		}
	}
	if _, err := restrictGroup("Slider/(", "Slider/impl=magic"); err == nil || !strings.Contains(err.Error(), "-bench") {
		t.Errorf("restrictGroup(bad regexp) error == %v; want one naming -bench", err)
	}
}

func TestGroup(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"Slider/impl=magic/piece=rook/load=random", "Slider/impl=magic"},
		{"Perft/impl=magic", "Perft/impl=magic"},
		{"Sum", "Sum"},
	} {
		if got := group(tt.name); got != tt.want {
			t.Errorf("group(%q) == %q; want %q", tt.name, got, tt.want)
		}
	}
}

func TestRestrict(t *testing.T) {
	tests := []struct {
		pattern, top, want string
	}{
		{".", "BenchmarkSlider", "^BenchmarkSlider$"},
		{"Slider/impl=magic/", "BenchmarkSlider", "^BenchmarkSlider$/impl=magic/"},
		{"Slider/impl=magic/", "BenchmarkPerft", ""},
		{"Slider/impl=magic/|Perft/impl=magic/", "BenchmarkPerft", "^BenchmarkPerft$/impl=magic/"},
		{"Slider/x|Sl/y", "BenchmarkSlider", "^BenchmarkSlider$/x|^BenchmarkSlider$/y"},
		{"^BenchmarkSlider$", "BenchmarkSliderBatch", ""},
	}
	for _, tt := range tests {
		got, err := restrict(tt.pattern, tt.top)
		if err != nil || got != tt.want {
			t.Errorf("restrict(%q, %q) == %q, %v; want %q", tt.pattern, tt.top, got, err, tt.want)
		}
	}
	if _, err := restrict("Slider/x|(", "BenchmarkSlider"); err == nil || !strings.Contains(err.Error(), "-bench \"Slider/x|(\"") {
		t.Errorf("restrict(bad regexp) error == %v; want one naming -bench", err)
	}
}

// TestSchedule: each side runs each benchmark once per round; two rounds
// run in ABBA order per benchmark, the first side alternating between
// benchmarks and between blocks.
func TestSchedule(t *testing.T) {
	a, b := &side{label: "old"}, &side{label: "new"}
	all := func(*side, string) bool { return true }
	onlyA := func(s *side, top string) bool { return s == a || top != "BenchmarkY" }
	tops, pats := []string{"BenchmarkX", "BenchmarkY"}, []string{"^BenchmarkX$", "^BenchmarkY$"}
	str := func(ls []launch) string {
		var parts []string
		for _, l := range ls {
			parts = append(parts, fmt.Sprintf("%s:%s×%d", l.side.label, strings.TrimPrefix(l.pattern, "^Benchmark"), l.count))
		}
		return strings.Join(parts, " ")
	}
	tests := []struct {
		name     string
		first, n int
		has      func(*side, string) bool
		sides    []*side
		want     string
	}{
		{"block 1", 0, 2, all, []*side{a, b}, "old:X$×1 new:X$×1 new:X$×1 old:X$×1 new:Y$×1 old:Y$×1 old:Y$×1 new:Y$×1"},
		{"block 2", 2, 2, all, []*side{a, b}, "new:X$×1 old:X$×1 old:X$×1 new:X$×1 old:Y$×1 new:Y$×1 new:Y$×1 old:Y$×1"},
		{"odd last round", 4, 1, all, []*side{a, b}, "old:X$×1 new:X$×1 new:Y$×1 old:Y$×1"},
		{"benchmark on one side", 0, 2, onlyA, []*side{a, b}, "old:X$×1 new:X$×1 new:X$×1 old:X$×1 old:Y$×1 old:Y$×1"},
		{"one side", 0, 2, all, []*side{b}, "new:X$×2 new:Y$×2"},
	}
	for _, tt := range tests {
		if got := str(schedule(tt.first, tt.n, tops, pats, tt.has, tt.sides...)); got != tt.want {
			t.Errorf("%s: schedule == %s; want %s", tt.name, got, tt.want)
		}
	}
}

// selects reports whether go test -bench pattern runs the benchmark name
// (full name with the "Benchmark" prefix), as the testing package matches:
// some alternative whose pattern for each level matches that level of the
// name; levels past the pattern's are all run.
func selects(t *testing.T, pattern, name string) bool {
	t.Helper()
	levels := strings.Split(name, "/")
	for _, alt := range alternatives(pattern) {
		ok := true
		for i, p := range alt[:min(len(alt), len(levels))] {
			ok = ok && regexp.MustCompile(p).MatchString(levels[i])
		}
		if ok {
			return true
		}
	}
	return false
}

// newestResults reads the newest committed results file of the
// project's machine, whose names the gate set and docs/gate.md are checked
// against, and returns its path and contents.
func newestResults(t *testing.T) (string, *results.Set) {
	t.Helper()
	path, err := results.Newest("../../results/intel-xeon-emerald-rapids")
	if err != nil {
		t.Fatal(err)
	}
	set, err := results.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, set
}

// TestDefaultBench checks the gate set against the benchmark names of the
// newest committed results file: the rook and bishop lookups on random
// occupancy and perft from the start position of every technique, and
// nothing else.
func TestDefaultBench(t *testing.T) {
	path, set := newestResults(t)
	// Variants are sub-benchmarks at the impl level: impl=magic,
	// impl=magic-iface, impl=magic-batch…
	variants := map[string]bool{}
	var got []string
	for _, k := range set.Keys() {
		if k.Unit != "cpu-ns/lookup" && k.Unit != "cpu-Mnodes/s" {
			continue
		}
		if top, rest, _ := strings.Cut(k.Name, "/"); top == "Slider" || top == "Perft" {
			variants[top+"/"+strings.Split(rest, "/")[0]] = true
		}
		if selects(t, defaultBench, "Benchmark"+k.Name) {
			got = append(got, k.Name)
		}
	}
	var want []string
	for v := range variants {
		if strings.HasPrefix(v, "Perft/") {
			want = append(want, v+"/pos=start")
		} else {
			want = append(want, v+"/piece=rook/load=random", v+"/piece=bishop/load=random")
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if len(variants) < 30 || !slices.Equal(got, want) {
		t.Errorf("defaultBench selects, of %s (%d variants):\n%s\nwant:\n%s", path, len(variants), strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
