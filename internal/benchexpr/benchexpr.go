// Package benchexpr reads go test -bench expressions as the testing
// package reads them, for the commands that run the root package's
// benchmarks in parts: cmd/regress (one top-level benchmark, or group, at
// a time) and cmd/bench (the parallel perft in a pass of its own).
//
// The model. An expression is a list of alternatives separated by '|', and
// each alternative a list of patterns, one per level of the benchmark name,
// separated by '/'; neither separator counts inside brackets or
// parentheses or after a backslash. A benchmark runs when, for some
// alternative, each of its levels matches the pattern beside it (an
// alternative with fewer patterns than levels matches every level below).
// "A/x|B" selects the sub-benchmarks of A that match x, and all of B.
package benchexpr

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// Alternatives splits a -bench pattern as the testing package does: into
// alternatives at each '|' and, within each, into one pattern per level of
// the benchmark name at each '/', except inside brackets or parentheses or
// after a backslash. "A/x|B" gives [[A x] [B]].
func Alternatives(pattern string) [][]string {
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

// Restrict returns the -bench pattern that selects, of what pattern
// selects, only the benchmarks whose first levels are named names: for
// each alternative of pattern whose levels match the names they stand
// beside (an alternative with fewer levels matches every name below
// them), the anchored names followed by the alternative's levels below
// them. It returns "" when no alternative matches, and an error naming
// -bench for a level that is not a regular expression.
func Restrict(pattern string, names ...string) (string, error) {
	var out []string
	for _, levels := range Alternatives(pattern) {
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

// Check compiles every level of every alternative of pattern, as the
// testing package does before running anything; the error names -bench.
func Check(pattern string) error {
	for _, levels := range Alternatives(pattern) {
		for _, level := range levels {
			if _, err := regexp.Compile(level); err != nil {
				return fmt.Errorf("-bench %s: %v", harness.Excerpt(pattern), err)
			}
		}
	}
	return nil
}
