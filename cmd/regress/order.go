package main

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// alternatives splits a -bench pattern as the testing package does: into
// alternatives at each '|' and, within each, into one pattern per level of
// the benchmark name at each '/', except inside brackets or parentheses or
// after a backslash. "A/x|B" gives [[A x] [B]].
func alternatives(pattern string) [][]string {
	var alts [][]string
	var levels []string
	brackets, parens := 0, 0
	for i := 0; i < len(pattern); {
		switch pattern[i] {
		case '[':
			brackets++
		case ']':
			brackets = max(0, brackets-1)
		case '(':
			if brackets == 0 {
				parens++
			}
		case ')':
			if brackets == 0 {
				parens--
			}
		case '\\':
			i++
		case '/', '|':
			if brackets == 0 && parens == 0 {
				levels = append(levels, pattern[:i])
				if pattern[i] == '|' {
					alts = append(alts, levels)
					levels = nil
				}
				pattern = pattern[i+1:]
				i = 0
				continue
			}
		}
		i++
	}
	return append(alts, append(levels, pattern))
}

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

// restrictLevels returns the -bench pattern that selects, of what pattern
// selects, only the benchmarks whose first levels are named names: for
// each alternative of pattern whose levels match the names they stand
// beside (an alternative with fewer levels matches every name below
// them), the anchored names followed by the alternative's levels below
// them. It returns "" when no alternative matches, and an error naming
// -bench for a level that is not a regular expression.
func restrictLevels(pattern string, names ...string) (string, error) {
	var out []string
	for _, levels := range alternatives(pattern) {
		match := true
		for i, level := range levels[:min(len(levels), len(names))] {
			re, err := regexp.Compile(level)
			if err != nil {
				return "", fmt.Errorf("-bench %s: %v", harness.Excerpt(pattern), err)
			}
			match = match && re.MatchString(names[i])
		}
		if !match {
			continue
		}
		alt := make([]string, 0, len(levels)+len(names))
		for _, name := range names {
			alt = append(alt, "^"+regexp.QuoteMeta(name)+"$")
		}
		if len(levels) > len(names) {
			alt = append(alt, levels[len(names):]...)
		}
		out = append(out, strings.Join(alt, "/"))
	}
	return strings.Join(out, "|"), nil
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
	for line := range strings.Lines(out) {
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
