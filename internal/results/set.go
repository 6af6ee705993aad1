package results

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
	"golang.org/x/perf/benchmath"
)

// Row is one benchmark of a results file: its name split into the base
// ("Slider", benchfmt drops "Benchmark") and key=value parts, the GOMAXPROCS it ran with, and
// one unit's samples summarised.
type Row struct {
	Bench string            // base name without "Benchmark", such as "Slider"
	Keys  map[string]string // sub-benchmark keys: "impl", "piece", "load", "op", "pos", …
	Order []string          // the keys of Keys in name order
	Procs int               // GOMAXPROCS from the name's -N suffix; 1 when absent
	Unit  string            // unit as written in the file, such as "ns/lookup"
	Stat  benchmath.Summary // median and its confidence interval (benchmath.AssumeNothing)
	N     int               // number of samples
}

// Set is the content of one results file.
type Set struct {
	Config map[string]string // file configuration keys, last value wins: commit, go, goamd64, pext, cpu, …
	Rows   []Row             // in order of first appearance
}

// confidence is the confidence level of the intervals, benchstat's default.
const confidence = 0.95

// Read parses benchmark results in the benchfmt format from r (name is the
// file name used in errors) and summarises every (benchmark, unit) pair with
// benchmath. A syntax error names the file and line; input without any
// benchmark result is an error too.
func Read(r io.Reader, name string) (*Set, error) {
	type id struct {
		name string
		unit string
	}
	var (
		order   []id
		samples = map[id][]float64{}
		set     = &Set{Config: map[string]string{}}
	)
	br := benchfmt.NewReader(r, name)
	for br.Scan() {
		switch rec := br.Result(); rec := rec.(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.Result:
			for _, c := range rec.Config {
				if c.File {
					set.Config[c.Key] = string(c.Value)
				}
			}
			for _, v := range rec.Values {
				unit, val := v.Unit, v.Value
				if v.OrigUnit != "" {
					unit, val = v.OrigUnit, v.OrigValue
				}
				k := id{rec.Name.String(), unit}
				if _, ok := samples[k]; !ok {
					order = append(order, k)
				}
				samples[k] = append(samples[k], val)
			}
		}
	}
	if err := br.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(order) == 0 {
		return nil, fmt.Errorf("%s: no benchmark results", name)
	}
	for _, k := range order {
		bench, keys, order, procs := splitName(k.name)
		vals := samples[k]
		set.Rows = append(set.Rows, Row{
			Bench: bench, Keys: keys, Order: order, Procs: procs, Unit: k.unit, N: len(vals),
			Stat: benchmath.AssumeNothing.Summary(benchmath.NewSample(vals, &benchmath.DefaultThresholds), confidence),
		})
	}
	return set, nil
}

// ReadFile reads the results file at path; see Read.
func ReadFile(path string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// splitName splits a full benchmark name as benchfmt.Name.Parts does.
// Positional parts (without '=') are kept under their position, "#1" …
func splitName(full string) (bench string, keys map[string]string, order []string, procs int) {
	base, parts := benchfmt.Name(full).Parts()
	keys, procs = map[string]string{}, 1
	for i, p := range parts {
		s := string(p)
		switch {
		case strings.HasPrefix(s, "-"):
			if n, err := strconv.Atoi(s[1:]); err == nil {
				procs = n
			}
		default:
			s = strings.TrimPrefix(s, "/")
			k, v, ok := strings.Cut(s, "=")
			if !ok {
				k, v = "#"+strconv.Itoa(i+1), s
			}
			keys[k] = v
			order = append(order, k)
		}
	}
	return string(base), keys, order, procs
}

// Filter selects rows: Bench and Unit must match when not empty, Procs when
// not 0, and every key of Keys must have the given value ("" means the key
// must be absent).
type Filter struct {
	Bench, Unit string
	Procs       int
	Keys        map[string]string
}

// Select returns the rows of s that f selects, in file order.
func (s *Set) Select(f Filter) []Row {
	var out []Row
	for _, r := range s.Rows {
		if f.Bench != "" && r.Bench != f.Bench || f.Unit != "" && r.Unit != f.Unit || f.Procs != 0 && r.Procs != f.Procs {
			continue
		}
		ok := true
		for k, v := range f.Keys {
			if r.Keys[k] != v {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, r)
		}
	}
	return out
}

// Values returns the distinct values of key k among rows, in order of first
// appearance; rows without k are skipped.
func Values(rows []Row, k string) []string {
	var out []string
	for _, r := range rows {
		if v, ok := r.Keys[k]; ok && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}
