package gate

import (
	"fmt"

	"golang.org/x/perf/benchmath"
)

// A Status is the gate's judgement of one key.
type Status int

// The judgements, from harmless to failing.
const (
	// Unchanged: not significant after Holm correction.
	Unchanged Status = iota
	// Ungated: the unit's direction is unknown; reported only.
	Ungated
	// Untested: every value on both sides is identical, so there is
	// nothing to test (and the key is not counted in the family).
	Untested
	// Small: significant, but the change is below the minimum effect.
	Small
	// Improvement: significant and at least the minimum effect in the
	// good direction.
	Improvement
	// Regression: significant and at least the minimum effect in the bad
	// direction.
	Regression
	// StoppedEarly: measured fewer rounds than the maximum because it
	// could not be a regression at an interim look; never flagged.
	StoppedEarly
	// WallTime: a unit of a benchmark that also reports, on both sides,
	// a unit the gate prefers (see Row.GatedBy): "ns/lookup" or
	// "cpu-ns/lookup" beside "best-cpu-ns/lookup". That key is gated
	// instead, and this one is shown only (not in the Holm family).
	WallTime
)

// String returns the word the report prints for s.
func (s Status) String() string {
	switch s {
	case Unchanged:
		return "~"
	case Ungated:
		return "not gated"
	case Untested:
		return "identical"
	case Small:
		return "below min effect"
	case Improvement:
		return "improved"
	case Regression:
		return "REGRESSION"
	case StoppedEarly:
		return "stopped early"
	case WallTime:
		return "not gated (cpu-* gated)"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// A Row is the comparison of one key present on both sides.
type Row struct {
	Key
	// Dir is the unit's direction.
	Dir Direction
	// Old and New summarize each side: median and confidence interval.
	Old, New benchmath.Summary
	// NOld and NNew are the sample sizes.
	NOld, NNew int
	// Delta is the relative change of the medians, new/old − 1; it is
	// ±Inf when the old median is 0 and the new is not, 0 when both are 0.
	// For a Paired row it is the median of the pairs' ratios, minus 1.
	Delta float64
	// P is the raw p-value: Mann–Whitney U's, or for a Paired row
	// PairedP of the sign test's and Mann–Whitney's.
	P float64
	// Paired tells a row tested on its pairs (Options.Paired, as many
	// values on both sides); Pairs holds that test.
	Paired bool
	Pairs  Pairs
	// PAdj is the Holm-adjusted p-value, NaN when the row is not in the
	// tested family (Ungated or Untested).
	PAdj float64
	// Status is the judgement.
	Status Status
	// MinEffect is the minimum effect this row was judged with: the
	// options' MinEffect, or LayoutFactor times Layout when larger.
	MinEffect float64
	// Layout is the key's spread under a change of code layout alone
	// (Options.Layout), 0 when it did not move or was not measured.
	Layout float64
	// GatedBy is, for a WallTime row, the unit gated in its place
	// ("best-cpu-ns/lookup"); "" otherwise.
	GatedBy string
	// Secondary tells a row of the secondary family (Options.Primary):
	// never decided early, and tested at the full Alpha.
	Secondary bool
	// Decided tells a row decided early (Options.Decided): its status
	// comes from its change and minimum effect alone.
	Decided bool
	// Unrechecked tells an Improvement whose key's layout spread was not
	// measured (Options.LayoutMeasured): it may be the layout's alone.
	Unrechecked bool
}

// LayoutSensitive reports whether the row moved under a change of code
// layout alone (Layout > 0); its MinEffect is then at least LayoutFactor
// times that spread.
func (row Row) LayoutSensitive() bool { return row.Layout > 0 }

// A Report is the outcome of [Compare].
type Report struct {
	// Options are the options used, defaults filled in.
	Options Options
	// Rows holds the keys present on both sides, sorted by name and unit.
	Rows []Row
	// Missing holds the keys of the old set that the new set lacks, sorted:
	// each fails the gate (a deleted benchmark, or one that failed before
	// it reported). Keys excused by Options.AllowMissing go to Allowed,
	// keys whose unit changed to UnitChanges instead.
	Missing, Allowed []Key
	// OnlyNew holds the keys present in the new set only (new benchmarks),
	// sorted; they are listed, not gated.
	OnlyNew []Key
	// UnitChanges lists the benchmarks reported in units on one side that
	// the other side lacks, while the other reports units of its own (such
	// as ns/op become ms/op): an error, since the numbers are not comparable.
	UnitChanges []UnitChange
	// Family is the number of tests in the Holm families (m), all of them
	// together.
	Family int
	// Families holds each Holm family's name and size when
	// Options.Primary splits them ("primary", "secondary"); nil for one.
	Families []FamilySize
	// Pooled is the pooled test of the secondary family, nil when
	// Options.Primary is nil.
	Pooled *Pooled
	// Errors are the reasons the comparison cannot be trusted at all, each
	// making the verdict ERROR: a unit change, no gated comparison, or
	// sample sizes too small to ever reach significance.
	Errors []string
	// Warnings are things the reader must know to trust the verdict: a
	// different cpu, goos, goarch, goamd64, go version or pext path in the
	// file configuration, different GOMAXPROCS, CPU-time keys on one side
	// only (gated on the wall-clock unit instead).
	Warnings []string
}

// A UnitChange is a benchmark whose units differ between the two sides.
type UnitChange struct {
	Name     string
	Old, New []string // units on one side only, sorted
}

// The verdicts of [Report.Verdict], the words cmd/regress ends with.
const (
	VerdictPass       = "PASS"
	VerdictRegression = "REGRESSION"
	VerdictError      = "ERROR"
)

// Verdict returns VerdictRegression when the report holds a regression or
// a missing key (both definite, whatever else the report holds), else
// VerdictError when it holds an error, else VerdictPass.
func (r *Report) Verdict() string {
	switch {
	case r.Failed():
		return VerdictRegression
	case len(r.Errors) > 0:
		return VerdictError
	}
	return VerdictPass
}

// Improvements returns the rows judged Improvement, in report order.
func (r *Report) Improvements() []Row { return r.rowsWith(Improvement) }

// Regressions returns the rows judged Regression, in report order.
func (r *Report) Regressions() []Row { return r.rowsWith(Regression) }

// rowsWith returns the rows whose Status is s, in report order.
func (r *Report) rowsWith(s Status) []Row {
	var out []Row
	for _, row := range r.Rows {
		if row.Status == s {
			out = append(out, row)
		}
	}
	return out
}

// Failed reports whether the report holds at least one regression or one
// missing key.
func (r *Report) Failed() bool {
	return len(r.Regressions()) > 0 || len(r.Missing) > 0 || r.Pooled.Regressed()
}

// Compare compares new against old key by key, as the package comment
// describes, and returns the report. Keys of the old set missing from the

// more data: it is gated (a known direction, values that vary) and its
// change is at least the minimum effect in the bad direction. A row that
// cannot is futile at an interim look of sequential rounds.
func (r *Report) CanRegress(row Row) bool {
	switch row.Status {
	case Ungated, Untested, StoppedEarly, WallTime:
		return false
	}
	worse := row.Delta
	if row.Dir == HigherIsBetter {
		worse = -worse
	}
	return worse >= max(r.Options.MinEffect, row.MinEffect)
}
