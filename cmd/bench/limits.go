package main

import (
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/internal/benchexpr"
	"github.com/bitbench/bitbench/internal/results"
)

// Ranges of bench's numeric flags (README, "Limits").
const (
	maxCount = 1000 // -count
	maxPin   = 4095 // -pin: a CPU number
)

// parallelName is the top-level benchmark of pass 2.
const parallelName = "BenchmarkParallelPerft"

// parallelBench returns the -bench expression of pass 2: the parallel
// perft rows that expr selects and nothing else (benchexpr.Restrict: each
// alternative whose top level matches BenchmarkParallelPerft, anchored to
// it, its lower levels kept); "" (no second pass) when none does. "." and
// "" select it all.
func parallelBench(expr string) string {
	p, err := benchexpr.Restrict(expr, parallelName)
	if err != nil {
		return ""
	}
	return p
}

// incomplete returns why the run's output data is not a results file: it
// holds no benchmark result, or a benchmark has fewer samples than -count
// asked; "" when it is complete.
func incomplete(data []byte, name string, count int) string {
	set, err := results.Read(strings.NewReader(string(data)), name)
	if err != nil {
		return err.Error()
	}
	for _, r := range set.Rows {
		if r.N < count {
			return fmt.Sprintf("Benchmark%s (%s) has %d of the %d samples asked", r.Name, r.Unit, r.N, count)
		}
	}
	return ""
}
