package benchexpr

import (
	"fmt"
	"strings"
	"testing"
)

func TestAlternatives(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"A/x|B", "[[A x] [B]]"},
		{"[/]", "[[[/]]]"},
		{"(a/b|c)/d", "[[(a/b|c) d]]"},
		{`a\/b/c`, `[[a\/b c]]`},
		{"a]/b", "[[a] b]]"},
		{"", "[[]]"},
	} {
		if got := fmt.Sprint(Alternatives(tt.in)); got != tt.want {
			t.Errorf("Alternatives(%q) == %s; want %s", tt.in, got, tt.want)
		}
	}
}

func TestRestrict(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{".", "^BenchmarkParallelPerft$"},
		{"BenchmarkTableBytes/impl=magic$|BenchmarkParallelPerft", "^BenchmarkParallelPerft$"},
		{"Perft/impl=magic|Parallel/impl=pext", "^BenchmarkParallelPerft$/impl=magic|^BenchmarkParallelPerft$/impl=pext"},
		{"Slider", ""},
	} {
		if got, err := Restrict(tt.in, "BenchmarkParallelPerft"); got != tt.want || err != nil {
			t.Errorf("Restrict(%q) == %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	if err := Check("a/b|c/("); err == nil || !strings.Contains(err.Error(), `-bench "a/b|c/("`) {
		t.Errorf("Check(bad) == %v; want an error naming -bench", err)
	}
}

// FuzzAlternatives: any -bench expression splits into alternatives and
// levels that join back to it; Restrict and Check never panic, and what
// Restrict returns selects only the named benchmark.
func FuzzAlternatives(f *testing.F) {
	for _, seed := range []string{".", "", "[/]", "BenchmarkTableBytes/impl=magic$|BenchmarkParallelPerft", `a\/b/(c/d)/[e]/]`, "(", "a|b|", "x\\"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		var alts []string
		for _, levels := range Alternatives(expr) {
			alts = append(alts, strings.Join(levels, "/"))
		}
		if strings.Join(alts, "|") != expr {
			t.Fatalf("Alternatives(%q) == %q; does not join back", expr, Alternatives(expr))
		}
		_ = Check(expr)
		p, err := Restrict(expr, "BenchmarkParallelPerft")
		if err != nil || p == "" {
			return
		}
		for _, levels := range Alternatives(p) {
			if levels[0] != "^BenchmarkParallelPerft$" {
				t.Fatalf("Restrict(%q) == %q: alternative %q", expr, p, levels)
			}
		}
	})
}
