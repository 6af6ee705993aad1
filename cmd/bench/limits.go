package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/bitbench/bitbench/internal/results"
)

// Ranges of bench's numeric flags (README, "Limits").
const (
	maxCount = 1000 // -count
	maxPin   = 4095 // -pin: a CPU number
)

// splitBenchRegexp splits a -bench expression into its per-level patterns
// as the testing package does: at each '/' outside brackets and
// parentheses (counted as testing counts them), a '\' escaping the next
// character. "[/]" is one level.
func splitBenchRegexp(expr string) []string {
	var parts []string
	brackets, parens, start := 0, 0, 0
	for i := 0; i < len(expr); i++ {
		switch expr[i] {
		case '\\':
			i++
		case '[':
			brackets++
		case ']':
			brackets = max(brackets-1, 0) // an unmatched ']' is a literal
		case '(':
			if brackets == 0 {
				parens++
			}
		case ')':
			if brackets == 0 {
				parens--
			}
		case '/':
			if brackets == 0 && parens == 0 {
				parts = append(parts, expr[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, expr[start:])
}

// parallelName is the top-level benchmark of pass 2.
const parallelName = "BenchmarkParallelPerft"

// parallelBench returns the -bench expression of pass 2: the parallel
// perft rows that expr selects and nothing else, "^BenchmarkParallelPerft$"
// followed by expr's patterns below the top level; "" (no second pass) when
// expr's top-level pattern does not match BenchmarkParallelPerft. "." and
// "" select it.
func parallelBench(expr string) string {
	parts := splitBenchRegexp(expr)
	if re, err := regexp.Compile(parts[0]); err != nil || !re.MatchString(parallelName) {
		return ""
	}
	return strings.Join(append([]string{"^" + parallelName + "$"}, parts[1:]...), "/")
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
