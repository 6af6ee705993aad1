package main

import (
	"fmt"
	"strings"
	"testing"
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
		{"block 1", 0, 2, all, []*side{a, b}, "old:X$×1 new:X$×2 old:X$×1 new:Y$×1 old:Y$×2 new:Y$×1"},
		{"block 2", 2, 2, all, []*side{a, b}, "new:X$×1 old:X$×2 new:X$×1 old:Y$×1 new:Y$×2 old:Y$×1"},
		{"odd last round", 4, 1, all, []*side{a, b}, "old:X$×1 new:X$×1 new:Y$×1 old:Y$×1"},
		{"benchmark on one side", 0, 2, onlyA, []*side{a, b}, "old:X$×1 new:X$×2 old:X$×1 old:Y$×2"},
		{"one side", 0, 2, all, []*side{b}, "new:X$×2 new:Y$×2"},
	}
	for _, tt := range tests {
		if got := str(schedule(tt.first, tt.n, tops, pats, tt.has, tt.sides...)); got != tt.want {
			t.Errorf("%s: schedule == %s; want %s", tt.name, got, tt.want)
		}
	}
}
