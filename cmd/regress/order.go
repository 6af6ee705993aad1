package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/bitbench/bitbench/internal/benchexpr"
)

// alternatives is benchexpr.Alternatives: "A/x|B" gives [[A x] [B]].
func alternatives(pattern string) [][]string { return benchexpr.Alternatives(pattern) }

// restrict returns the -bench pattern that selects, of what pattern
// selects, only the benchmarks under the top-level benchmark top
// ("BenchmarkSlider"): one anchored alternative per alternative of pattern
// whose first level matches top, keeping the levels below. It returns ""
// when no alternative matches top, and an error for a level that is not a
// regular expression.
func restrict(pattern, top string) (string, error) {
	return restrictLevels(pattern, top)
}

// restrictGroup returns the -bench pattern that selects, of what pattern
// selects, only the benchmarks of group g as group writes it
// ("Slider/impl=magic"): one alternative per alternative of pattern whose
// first level matches the top-level benchmark and whose second, if any,
// matches the sub-benchmark, both replaced by their anchored names. It
// returns "" when no alternative matches.
func restrictGroup(pattern, g string) (string, error) {
	return restrictLevels(pattern, strings.Split("Benchmark"+g, "/")...)
}

// restrictLevels is benchexpr.Restrict: the part of pattern under the
// benchmarks whose first levels are named names.
func restrictLevels(pattern string, names ...string) (string, error) {
	return benchexpr.Restrict(pattern, names...)
}

// benchmarks lists the side's top-level benchmarks that pattern selects,
// in the binary's order, with the pattern restricted to each.
func (s *side) benchmarks(ctx context.Context, pattern string) (names, patterns []string, err error) {
	if s.bin == "" {
		return nil, nil, nil
	}
	out, err := s.exec(ctx, io.Discard, "-test.list", "^Benchmark")
	if err != nil {
		return nil, nil, fmt.Errorf("listing the benchmarks of the %s: %w", s.name, err)
	}
	for line := range strings.Lines(out.stdout) {
		name := strings.TrimSpace(line)
		if !strings.HasPrefix(name, "Benchmark") {
			continue
		}
		p, err := restrict(pattern, name)
		if err != nil {
			return nil, nil, err
		}
		if p != "" {
			names, patterns = append(names, name), append(patterns, p)
		}
	}
	return names, patterns, nil
}

// A launch is one launch of a side's binary on one top-level benchmark.
type launch struct {
	side    *side
	pattern string
	count   int
}

// schedule returns the launches of the rounds from first (0-based) to
// first+n-1, n being 1 or 2, for the top-level benchmarks tops with their
// restricted patterns. Each side runs each benchmark once per round. With
// two sides and two rounds each benchmark runs in ABBA order, A, B, B, A,
// each run a launch of its own, so that a drift in the machine's speed
// during the block hits both sides alike and no two samples share a
// process. Which side is A alternates from one benchmark to
// the next and from one block to the next. A side that lacks a benchmark
// skips it; with one side, its runs of a block go in one launch.
func schedule(first, n int, tops []string, patterns []string, has func(*side, string) bool, sides ...*side) []launch {
	var out []launch
	for i, top := range tops {
		order := sides
		if len(sides) == 2 && (i+first/2)%2 == 1 {
			order = []*side{sides[1], sides[0]}
		}
		add := func(s *side, count int) {
			if has(s, top) {
				out = append(out, launch{s, patterns[i], count})
			}
		}
		switch {
		case len(order) == 1:
			add(order[0], n)
		case n == 2:
			add(order[0], 1)
			add(order[1], 1)
			add(order[1], 1)
			add(order[0], 1)
		default:
			add(order[0], 1)
			add(order[1], 1)
		}
	}
	return out
}
