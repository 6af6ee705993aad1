package reproduce

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/bitbench/bitbench/internal/engine"
)

// A Slice is one result line of an engine file, in file order: the row
// (with the -N suffix of a parallel row) and its metrics by unit.
type Slice struct {
	Row     string
	Metrics map[string]float64
}

// ReadSlices reads the result lines of r in order.
func ReadSlices(r io.Reader, name string) ([]Slice, error) {
	br := benchfmt.NewReader(r, name)
	var out []Slice
	for br.Scan() {
		switch rec := br.Result().(type) {
		case *benchfmt.SyntaxError:
			return nil, rec
		case *benchfmt.Result:
			row := strings.TrimPrefix(rec.Name.String(), "Benchmark")
			m := map[string]float64{}
			for _, v := range rec.Values {
				unit, val := v.Unit, v.Value
				if v.OrigUnit != "" {
					unit, val = v.OrigUnit, v.OrigValue
				}
				m[unit] = val
			}
			out = append(out, Slice{row, m})
		}
	}
	if err := br.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// Value is the slice's figure under estimator (engine.Figure); 0 for a
// slice without a timing.
func (s Slice) Value(estimator string) float64 {
	v, _ := engine.Figure(s.Metrics, estimator)
	return v
}

// RatioMedians returns every row's median ratio to ref under estimator,
// the ratios computed again from the slices' order as the engine computes
// them (engine.Samples); with band above 0, of the slices whose host is
// within band of the run's quiet level (engine.QuietOf) only.
func RatioMedians(slices_ []Slice, ref, estimator string, band float64) map[string]float64 {
	seq := make([]engine.Obs, len(slices_))
	var refs []float64
	for i, s := range slices_ {
		seq[i] = engine.Obs{Row: s.Row, Value: s.Value(estimator)}
		if s.Row == ref {
			refs = append(refs, seq[i].Value)
		}
	}
	q := engine.QuietOf(refs, band)
	by := map[string][]float64{}
	for i, s := range engine.Samples(seq, ref) {
		if s.Ratio > 0 && q.Holds(s.Host) {
			by[seq[i].Row] = append(by[seq[i].Row], s.Ratio)
		}
	}
	out := map[string]float64{}
	for row, v := range by {
		out[row] = engine.Summarize(v).Center
	}
	return out
}

// Medians returns every row's median figure under estimator, as a time.
func Medians(slices_ []Slice, estimator string) map[string]float64 {
	by := map[string][]float64{}
	for _, s := range slices_ {
		if v := s.Value(estimator); v > 0 {
			by[s.Row] = append(by[s.Row], v)
		}
	}
	out := map[string]float64{}
	for row, v := range by {
		out[row] = engine.Summarize(v).Center
	}
	return out
}

// Agreement returns p50, p90 and the maximum of |a/b − 1| over the rows of
// both maps that skip leaves out, and how many rows it compared.
func Agreement(a, b map[string]float64, skip func(string) bool) (p50, p90, max float64, n int, err error) {
	var rel []float64
	for row, x := range a {
		y, ok := b[row]
		if !ok || x <= 0 || y <= 0 || skip(row) {
			continue
		}
		rel = append(rel, abs(x/y-1))
	}
	if len(rel) == 0 {
		return 0, 0, 0, 0, fmt.Errorf("no row in common")
	}
	slices.Sort(rel)
	return quantile(rel, 0.5), quantile(rel, 0.9), rel[len(rel)-1], len(rel), nil
}

func abs(x float64) float64 { return max(x, -x) }
