// Package reproduce compares two results files of the same commit on the
// same machine row by row: do their figures agree? It is what `bench
// -reproduce A B` prints.
//
// The figure compared is each row's median ratio to the run's reference
// (the unit "ref" that the measuring engine writes beside every sample), so
// that a machine that was a little faster during one whole run does not
// count as disagreement; for files written before the engine, which have no
// "ref", it is the median of the row's headline unit. Rows that either run
// marked unstable (its "unstable:" line) are listed apart, with their
// reasons, and left out of the agreement figures.
package reproduce

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/bitbench/bitbench/internal/results"
)

// A Diff is one row's disagreement: the two medians and |a/b − 1|.
type Diff struct {
	Name   string
	A, B   float64
	Rel    float64
	Marked string // why a run marked the row unstable; "" when neither did
}

// A Report is the comparison of two files.
type Report struct {
	Unit          string // the unit compared: "ref", or a headline unit
	Diffs         []Diff // the compared rows, largest disagreement first
	Marked        []Diff // rows a run marked unstable, largest first
	Unnamed       int    // rows a file marked without naming them (ReadMarks), compared as firm
	Warnings      []string
	P50, P90, Max float64
}

// Limits are the agreement the project asks of two runs: p90 and maximum.
const LimitP90, LimitMax = 0.01, 0.03

// Compare compares a and b, two runs of one machine and build (an error
// wrapping ErrTwoMachines otherwise); Report.Warnings says what it could
// not check, or what differs (two commits).
func Compare(a, b *results.Set) (Report, error) {
	unit := results.RefUnit
	ma, mb := medians(a, unit), medians(b, unit)
	if len(ma) == 0 || len(mb) == 0 {
		unit = "ns/lookup"
		ma, mb = medians(a, unit), medians(b, unit)
	}
	r := Report{Unit: unit}
	var err error
	if r.Warnings, err = sameRun(a, b); err != nil {
		return r, err
	}
	marks, unnamed, err := Marks(a, b)
	if err != nil {
		return r, err
	}
	r.Unnamed = unnamed
	for name, x := range ma {
		y, ok := mb[name]
		if !ok || x <= 0 || y <= 0 {
			continue
		}
		d := Diff{Name: name, A: x, B: y, Rel: math.Abs(x/y - 1), Marked: marks[name]}
		if d.Marked != "" {
			r.Marked = append(r.Marked, d)
		} else {
			r.Diffs = append(r.Diffs, d)
		}
	}
	if len(r.Diffs) == 0 {
		return r, fmt.Errorf("%s and %s have no row in common in %s", a.Source, b.Source, unit)
	}
	for _, l := range [][]Diff{r.Diffs, r.Marked} {
		slices.SortFunc(l, func(x, y Diff) int { return cmp.Or(cmp.Compare(y.Rel, x.Rel), cmp.Compare(x.Name, y.Name)) })
	}
	rel := make([]float64, len(r.Diffs))
	for i, d := range r.Diffs {
		rel[i] = d.Rel
	}
	slices.Sort(rel)
	r.P50, r.P90, r.Max = quantile(rel, 0.5), quantile(rel, 0.9), rel[len(rel)-1]
	return r, nil
}

// Marks returns the rows that any of sets marks unstable, with the first
// set's reason where two give one, and how many rows they mark without
// naming them (results.ReadMarks); an unreadable mark is an error naming
// its file.
func Marks(sets ...*results.Set) (marks map[string]string, unnamed int, err error) {
	marks = map[string]string{}
	for i := len(sets) - 1; i >= 0; i-- {
		m, err := results.ReadMarks(sets[i].Config)
		if err != nil {
			return nil, 0, fmt.Errorf("%s: %w", sets[i].Source, err)
		}
		maps.Copy(marks, m.Rows)
		unnamed += m.Unnamed
	}
	return marks, unnamed, nil
}

// Agrees reports whether the report meets LimitP90 and LimitMax.
func (r Report) Agrees() bool { return r.P90 <= LimitP90 && r.Max <= LimitMax }

// medians returns the median of every row's samples in unit, by row name
// (with the -N suffix of a parallel row).
func medians(s *results.Set, unit string) map[string]float64 {
	out := map[string]float64{}
	for _, row := range s.Rows {
		if row.Unit != unit {
			continue
		}
		name := row.Name
		if row.Procs > 1 {
			name = fmt.Sprintf("%s-%d", name, row.Procs)
		}
		out[name] = row.Stat.Center
	}
	return out
}

// quantile returns the q-quantile of sorted values (nearest rank).
func quantile(sorted []float64, q float64) float64 {
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[max(i, 0)]
}
