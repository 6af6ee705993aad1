package results

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/bitbench/bitbench/harness"
)

// Errors of Read and ReadFile, matched with errors.Is.
var (
	// ErrNoResults: the input holds no benchmark result line at all (an
	// empty file, or a run whose -bench filter matched nothing).
	ErrNoResults = errors.New("no benchmark results")
	// ErrValue: a measurement is NaN, infinite or negative, or an
	// iteration count is negative. Such a value would poison every
	// statistic computed from the file, so the file is refused.
	ErrValue = errors.New("bad measurement")
	// ErrPartial: the file is a run's partial output (its name ends in
	// PartialSuffix), kept after a failure or an interrupt; it is never
	// read as results.
	ErrPartial = errors.New("partial output of an interrupted or failed run, not a results file")
	// ErrLine: a line is longer than MaxLine bytes.
	ErrLine = errors.New("line too long")
	// ErrCount: a benchmark has more samples than the file's "count:"
	// line says each has (a pass run twice, or lines copied in).
	ErrCount = errors.New("more samples than the count line says")
	// ErrBenchName: a benchmark name holds a character go test never
	// prints in one (a control character such as ESC, which would reach a
	// terminal or a generated page raw).
	ErrBenchName = errors.New("bad benchmark name")
	// ErrTooMany: the input names more than MaxKeys distinct benchmark
	// and unit pairs.
	ErrTooMany = errors.New("too many benchmarks")
)

// MaxValue is the largest measurement Read accepts: no benchmark here
// measures anything near it (a year is about 3e16 ns), and a chart or a
// ratio of larger values would lose its meaning.
const MaxValue = 1e18

// MinValue is the smallest measurement above zero Read accepts, as written
// in the file (zero itself is a real value: 0 B/op): a ratio of MaxValue
// to it is still a finite number, which a chart can place.
const MinValue = 1e-12

// MaxKeys is the most distinct (benchmark, unit) pairs Read accepts in one
// input; a full run has about 700.
const MaxKeys = 10000

// MaxLine is the longest line Read accepts, in bytes. Real benchmark lines
// are a few hundred bytes; the bound keeps memory bounded on any input.
const MaxLine = 60000

// MaxWarnings is how many ignored lines Read reports one by one; the rest
// are counted in one last warning.
const MaxWarnings = 10

// Key names one measured quantity: a benchmark and one of its units.
type Key struct {
	// Name is the full benchmark name without the "Benchmark" prefix and
	// without the -GOMAXPROCS suffix: "Slider/impl=magic/piece=rook".
	Name string
	// Unit is the unit as written in the file: "ns/op", "Mnodes/s".
	Unit string
}

// String returns "name unit".
func (k Key) String() string { return k.Name + " " + k.Unit }

// Set is the content of one results file.
type Set struct {
	Source string            // the name given to Read: the file, or a description
	Config map[string]string // file configuration keys, last value wins: commit, go, goamd64, pext, cpu, …
	Rows   []Row             // in order of first appearance
	// Better holds the direction declared by "Unit <unit> better=higher"
	// or "better=lower" metadata lines, by unit as written.
	Better map[string]string
	// Procs holds the distinct -N suffixes of the names ("8" for
	// "BenchmarkX-8"); empty when the names carry none.
	Procs map[string]bool
	// Warnings name the lines that were ignored: neither a benchmark
	// result, nor configuration, nor a line go test prints around them
	// ("PASS", "ok …", indented log lines). Each is "file:line: …"; after
	// MaxWarnings of them a last one counts the rest. Callers print them.
	Warnings []string

	byImpl map[string][]Row // implRows's index, built on first use
}

// Read parses benchmark results in the benchfmt format from r (name is the
// file name used in errors) and summarises every (benchmark, unit) pair with
// benchmath. Errors name the file and line: a malformed benchmark line (a
// *benchfmt.SyntaxError), a value that is NaN, infinite or negative
// (ErrValue), a line over MaxLine bytes (ErrLine). Input without any
// benchmark result wraps ErrNoResults. Lines that are not part of the
// format are skipped and listed in Set.Warnings. Echoed input is cut with
// harness.Excerpt. Read never lets a non-finite value reach a statistic.
func Read(r io.Reader, name string) (*Set, error) {
	if name == "" {
		name = "<input>"
	}
	var (
		order   []string // row ids in first-appearance order
		samples = map[string][]float64{}
		hosts   = map[string][]float64{} // each sample's host (HostUnit; 0: none)
		origins = map[string][]origin{}  // where each sample came from
		seq     []origin                 // every result line in order
		set     = &Set{Source: name, Config: map[string]string{}, Better: map[string]string{}, Procs: map[string]bool{}}
		lines   = newLineFilter(r, name)
	)
	br := benchfmt.NewReader(lines, name)
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.UnitMetadata:
			if rec.Key != "better" {
				continue
			}
			if rec.Value != "higher" && rec.Value != "lower" {
				file, line := rec.Pos()
				return nil, fmt.Errorf("%s:%d: unit %s: better=%s; want higher or lower", file, line, harness.Excerpt(rec.OrigUnit), harness.Excerpt(rec.Value))
			}
			set.Better[rec.OrigUnit] = rec.Value
		case *benchfmt.Result:
			if err := checkResult(rec); err != nil {
				return nil, err
			}
			for _, c := range rec.Config {
				if c.File {
					set.Config[c.Key] = string(c.Value)
				}
			}
			full := rec.Name.String()
			_, line := rec.Pos()
			sig := full + "\x00" + resultSig(rec)
			seq = append(seq, origin{sig, line})
			host := hostOf(rec)
			for _, v := range rec.Values {
				unit, val := v.Unit, v.Value
				if v.OrigUnit != "" {
					unit, val = v.OrigUnit, v.OrigValue
				}
				id := full + "\x00" + unit
				if _, ok := samples[id]; !ok {
					if len(order) == MaxKeys {
						return nil, fmt.Errorf("%s:%d: %w: more than %d distinct benchmark and unit pairs", name, line, ErrTooMany, MaxKeys)
					}
					order = append(order, id)
				}
				samples[id] = append(samples[id], val)
				hosts[id] = append(hosts[id], host)
				origins[id] = append(origins[id], origin{sig, line})
			}
		}
	}
	if err := br.Err(); err != nil {
		if lines.err != nil {
			return nil, lines.err
		}
		return nil, err
	}
	for k, v := range lines.trailer {
		set.Config[k] = v
	}
	set.Warnings = lines.warnings()
	if len(order) == 0 {
		if lines.nul {
			return nil, fmt.Errorf("%s: %w: the input holds NUL bytes (UTF-16? save it as UTF-8)", name, ErrNoResults)
		}
		if len(set.Warnings) > 0 {
			return nil, fmt.Errorf("%s: %w; %d line(s) ignored, the first: %s", name, ErrNoResults, lines.count(), set.Warnings[0])
		}
		return nil, fmt.Errorf("%s: %w", name, ErrNoResults)
	}
	limit, quiet, err := QuietLimit(set.Config)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	count, hasCount := countLine(set.Config)
	var repeats []string
	copied := copiedLines(seq)
	for _, id := range order {
		full, unit, _ := strings.Cut(id, "\x00")
		name, bench, keys, korder, procs, suffix := splitName(full)
		if suffix != "" {
			set.Procs[suffix] = true
		}
		vals, orig := samples[id], origins[id]
		if quiet {
			if v, o := quietOnly(vals, orig, hosts[id], limit); len(v) > 0 {
				vals, orig = v, o
			} else {
				lines.ignored = append(lines.ignored, fmt.Sprintf("%s: Benchmark%s %s: no slice under the quiet limit; every slice counts (the run marks such a row)", name, excerptName(benchfmt.Name(full)), harness.Excerpt(unit)))
			}
		}
		vals, w := dropRepeats(set.Source, full, vals, orig, copied)
		repeats = append(repeats, w...)
		if hasCount && len(vals) > count {
			return nil, fmt.Errorf("%s:%d: Benchmark%s: sample %d of %s: %w (count: %d): a pass run twice, or lines copied in",
				set.Source, orig[count].line, excerptName(benchfmt.Name(full)), count+1, harness.Excerpt(unit), ErrCount, count)
		}
		set.Rows = append(set.Rows, Row{
			Name: name, Bench: bench, Keys: keys, Order: korder, Procs: procs, Unit: unit, N: len(vals), Values: vals,
			Stat: SummaryOf(vals),
		})
	}
	set.Warnings = capWarnings(set.Source, append(lines.ignored, repeats...), lines.more)
	return set, nil
}

// checkResult refuses a result whose iteration count is negative or whose
// values are not finite and non-negative, naming file, line and benchmark.
func checkResult(rec *benchfmt.Result) error {
	file, line := rec.Pos()
	for _, r := range string(rec.Name) {
		if !strconv.IsPrint(r) {
			return fmt.Errorf("%s:%d: Benchmark%s: %w: character %s (go test writes such characters escaped)", file, line, excerptName(rec.Name), ErrBenchName, harness.QuoteRune(r))
		}
	}
	for _, v := range rec.Values {
		for _, r := range v.Unit + v.OrigUnit {
			if !strconv.IsPrint(r) {
				return fmt.Errorf("%s:%d: Benchmark%s: unit %s: %w: character %s", file, line, excerptName(rec.Name), harness.Excerpt(cmp.Or(v.OrigUnit, v.Unit)), ErrBenchName, harness.QuoteRune(r))
			}
		}
	}
	if rec.Iters < 0 {
		return fmt.Errorf("%s:%d: Benchmark%s: iteration count %d: %w: want a count ≥ 0", file, line, excerptName(rec.Name), rec.Iters, ErrValue)
	}
	for _, v := range rec.Values {
		unit, val := v.Unit, v.Value
		if v.OrigUnit != "" {
			unit, val = v.OrigUnit, v.OrigValue
		}
		switch {
		case math.IsNaN(val) || math.IsInf(val, 0) || math.IsNaN(v.Value) || math.IsInf(v.Value, 0):
			return fmt.Errorf("%s:%d: Benchmark%s: %v %s: %w: not a finite number", file, line, excerptName(rec.Name), val, harness.Excerpt(unit), ErrValue)
		case val < 0:
			return fmt.Errorf("%s:%d: Benchmark%s: %v %s: %w: negative", file, line, excerptName(rec.Name), val, harness.Excerpt(unit), ErrValue)
		case val > MaxValue || v.Value > MaxValue:
			return fmt.Errorf("%s:%d: Benchmark%s: %v %s: %w: above %g, more than any benchmark measures", file, line, excerptName(rec.Name), val, harness.Excerpt(unit), ErrValue, MaxValue)
		case val > 0 && val < MinValue:
			return fmt.Errorf("%s:%d: Benchmark%s: %v %s: %w: above 0 but below %g, less than any benchmark measures", file, line, excerptName(rec.Name), val, harness.Excerpt(unit), ErrValue, MinValue)
		}
	}
	return nil
}

// excerptName quotes a benchmark name for a message, cut as harness.Excerpt
// cuts, without the quotes when the name is short and plain.
func excerptName(n benchfmt.Name) string {
	q := harness.Excerpt(string(n))
	if s := string(n); q == strconv.Quote(s) && q == `"`+s+`"` && !strings.ContainsAny(s, " \t") {
		return s // short, and nothing in it needed escaping
	}
	return q
}

// ReadFile reads the results file at path; see Read. A path ending in
// PartialSuffix is refused with ErrPartial without being opened.
func ReadFile(path string) (*Set, error) {
	if strings.HasSuffix(path, PartialSuffix) {
		return nil, fmt.Errorf("%s: %w", path, ErrPartial)
	}
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// splitName splits a full benchmark name as benchfmt.Name.Parts does: the
// name without the -N suffix, the base, its keys and their order,
// GOMAXPROCS (1 when absent) and the suffix as written ("" when absent).
// Positional parts (without '=') are kept under their position, "#1" …
func splitName(full string) (name, bench string, keys map[string]string, order []string, procs int, suffix string) {
	base, parts := benchfmt.Name(full).Parts()
	keys, procs, name = map[string]string{}, 1, string(base)
	for i, p := range parts {
		s := string(p)
		switch {
		case strings.HasPrefix(s, "-"):
			suffix = s[1:]
			if n, err := strconv.Atoi(suffix); err == nil {
				procs = n
			}
		default:
			name += s
			s = strings.TrimPrefix(s, "/")
			k, v, ok := strings.Cut(s, "=")
			if !ok {
				k, v = "#"+strconv.Itoa(i+1), s
			}
			keys[k] = v
			order = append(order, k)
		}
	}
	return name, string(base), keys, order, procs, suffix
}

// Samples returns the values of every (name, unit) of s, rows of the same
// name run with different GOMAXPROCS merged, so that files from machines
// with different core counts line up.
func (s *Set) Samples() map[Key][]float64 {
	out := map[Key][]float64{}
	for _, r := range s.Rows {
		k := r.Key()
		out[k] = append(out[k], r.Values...)
	}
	return out
}

// Keys returns the distinct keys of s sorted by name, then unit.
func (s *Set) Keys() []Key {
	return slices.SortedFunc(maps.Keys(s.Samples()), func(a, b Key) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Unit, b.Unit))
	})
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
		if f.Selects(r) {
			out = append(out, r)
		}
	}
	return out
}

// Selects reports whether f selects r.
func (f Filter) Selects(r Row) bool {
	if f.Bench != "" && r.Bench != f.Bench || f.Unit != "" && r.Unit != f.Unit || f.Procs != 0 && r.Procs != f.Procs {
		return false
	}
	for k, v := range f.Keys {
		if r.Keys[k] != v {
			return false
		}
	}
	return true
}

// SelectsName reports whether f selects the row of name, as a results
// file names it without "Benchmark" ("Slider/impl=magic/piece=rook",
// "ParallelPerft/impl=magic/pos=start-2"), whatever its unit.
func (f Filter) SelectsName(name string) bool {
	_, bench, keys, _, procs, _ := splitName(name)
	f.Unit = ""
	return f.Selects(Row{Bench: bench, Keys: keys, Procs: procs})
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
