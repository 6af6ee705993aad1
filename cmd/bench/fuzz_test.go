package main

import (
	"strings"
	"testing"
)

// FuzzBenchExpr: any -bench expression is split into levels that join
// back to it, and pass 2's expression is empty or the parallel perft alone
// with the levels below the top kept; checkBenchRegexp never panics.
func FuzzBenchExpr(f *testing.F) {
	for _, seed := range []string{".", "", "[/]", "BenchmarkTableBytes/impl=magic$|BenchmarkParallelPerft", `a\/b/(c/d)/[e]/]`, "(", "Perft/impl=magic/pos=start"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		parts := splitBenchRegexp(expr)
		if strings.Join(parts, "/") != expr {
			t.Fatalf("splitBenchRegexp(%q) == %q; does not join back", expr, parts)
		}
		if p := parallelBench(expr); p != "" {
			want := strings.Join(append([]string{"^BenchmarkParallelPerft$"}, parts[1:]...), "/")
			if p != want {
				t.Fatalf("parallelBench(%q) == %q; want %q", expr, p, want)
			}
		}
		_ = checkBenchRegexp(expr)
	})
}
