package gate

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// ErrNoResults is returned (wrapped, with the file name) by [Read] and
// [ReadFile] when the input holds no benchmark result line at all: an empty
// file, or a test run whose filter matched no benchmark.
var ErrNoResults = errors.New("no benchmark results")

// A Key names one measured quantity: a benchmark and one of its units.
type Key struct {
	// Name is the full benchmark name without the "Benchmark" prefix and
	// without the -GOMAXPROCS suffix, e.g. "Slider/impl=magic/piece=rook".
	Name string
	// Unit is the unit as written in the file, e.g. "ns/op" or "Mnodes/s".
	Unit string
}

// String returns "name unit".
func (k Key) String() string { return k.Name + " " + k.Unit }

// A Set is every measurement read from one results file (or the
// concatenated output of several runs).
type Set struct {
	// Source names where the set was read from, for messages.
	Source string
	// Values holds, for each key, the values in the order read.
	Values map[Key][]float64
	// Config holds the file configuration lines ("goos", "cpu", "commit",
	// "pext", …), the first value seen for each key.
	Config map[string]string
	// Better holds the direction declared by "Unit <unit> better=…"
	// metadata lines, by unit as written.
	Better map[string]Direction
	// Procs holds the distinct GOMAXPROCS suffixes seen ("8" for
	// "BenchmarkX-8"); empty when names carry none.
	Procs map[string]bool
}

// Keys returns the keys of s sorted by name, then unit.
func (s *Set) Keys() []Key {
	return slices.SortedFunc(maps.Keys(s.Values), func(a, b Key) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Unit, b.Unit))
	})
}

// ReadFile reads the results file at path; see [Read].
func ReadFile(path string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Read parses benchmark results in the Go benchmark format from r; source
// names the input in messages. A malformed benchmark line is an error of
// type *benchfmt.SyntaxError naming source and line ("old.txt:7: missing
// units"); an input with no result line at all wraps [ErrNoResults]. Other
// lines (PASS, ok, test output) are ignored, as the format prescribes.
func Read(r io.Reader, source string) (*Set, error) {
	s := &Set{
		Source: source,
		Values: map[Key][]float64{},
		Config: map[string]string{},
		Better: map[string]Direction{},
		Procs:  map[string]bool{},
	}
	br := benchfmt.NewReader(r, source)
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.UnitMetadata:
			if rec.Key != "better" {
				continue
			}
			switch rec.Value {
			case "higher":
				s.Better[rec.OrigUnit] = HigherIsBetter
			case "lower":
				s.Better[rec.OrigUnit] = LowerIsBetter
			default:
				file, line := rec.Pos()
				return nil, fmt.Errorf("%s:%d: unit %s: better=%q; want higher or lower", file, line, rec.OrigUnit, rec.Value)
			}
		case *benchfmt.Result:
			s.add(rec)
		}
	}
	if err := br.Err(); err != nil {
		return nil, err
	}
	if len(s.Values) == 0 {
		return nil, fmt.Errorf("%s: %w", source, ErrNoResults)
	}
	return s, nil
}

func (s *Set) add(res *benchfmt.Result) {
	for _, c := range res.Config {
		if _, seen := s.Config[c.Key]; c.File && !seen {
			s.Config[c.Key] = string(c.Value)
		}
	}
	base, parts := res.Name.Parts()
	name := string(base)
	for _, p := range parts {
		if p[0] == '-' {
			s.Procs[string(p[1:])] = true
			continue
		}
		name += string(p)
	}
	for _, v := range res.Values {
		unit, val := v.Unit, v.Value
		if v.OrigUnit != "" {
			unit, val = v.OrigUnit, v.OrigValue
		}
		k := Key{name, unit}
		s.Values[k] = append(s.Values[k], val)
	}
}
