package gate

import (
	"fmt"
	"math"

	"golang.org/x/perf/benchmath"
)

// PooledFactor divides the minimum effect for the pooled test: a shift of
// every untouched row by half the minimum effect is a build-wide slowdown
// worth failing for, while no single row of it would count.
const PooledFactor = 2

// PooledMinRows is the fewest secondary rows the pooled test runs on: with
// fewer, benchmath gives no confidence interval at the levels used.
const PooledMinRows = 6

// Pooled is the pooled test over the secondary family (the rows the change
// cannot touch, [Options.Primary]): one test, a family of its own at
// Options.Alpha. Each row contributes one number, its change in the bad
// direction (Delta, negated for higher-is-better units), and the test
// takes their median with its distribution-free confidence interval at
// level 1 − Alpha, benchmath's order-statistics interval (the sign test,
// inverted). The untouched rows regressed together when the whole interval
// lies above zero and the median is at least MinEffect. One row, however
// slow, moves the median of many by one rank only, so it cannot fail this
// test; a uniform slowdown of most rows does.
type Pooled struct {
	// Rows is the number of rows pooled.
	Rows int
	// Median, Lo and Hi are the median change in the bad direction and
	// its confidence interval; Confidence is the interval's level.
	Median, Lo, Hi, Confidence float64
	// MinEffect is the smallest median that counts: Options.MinEffect /
	// PooledFactor.
	MinEffect float64
	// Untested says why the test did not run ("" when it did).
	Untested string
}

// Regressed reports whether p is a build-wide regression: the median
// change's whole confidence interval is above zero and the median is at
// least the minimum effect. A nil p has not regressed.
func (p *Pooled) Regressed() bool {
	return p != nil && p.Untested == "" && p.Lo > 0 && p.Median >= p.MinEffect
}

// pool runs the pooled test over the rows of idx (the secondary family).
func pool(rows []Row, idx []int, opt Options) *Pooled {
	p := &Pooled{Confidence: 1 - opt.Alpha, MinEffect: opt.MinEffect / PooledFactor, Median: math.NaN(), Lo: math.NaN(), Hi: math.NaN()}
	var worse []float64
	for _, i := range idx {
		w := rows[i].Delta
		if rows[i].Dir == HigherIsBetter {
			w = -w
		}
		if !math.IsInf(w, 0) && !math.IsNaN(w) {
			worse = append(worse, w)
		}
	}
	p.Rows = len(worse)
	if p.Rows < PooledMinRows {
		p.Untested = fmt.Sprintf("%s with a finite change, fewer than %d", count(p.Rows, "secondary row"), PooledMinRows)
		return p
	}
	s := benchmath.NewSample(worse, &benchmath.Thresholds{CompareAlpha: opt.Alpha})
	sum := benchmath.AssumeNothing.Summary(s, p.Confidence)
	p.Median, p.Lo, p.Hi = sum.Center, sum.Lo, sum.Hi
	return p
}

// String describes the pooled test as the report prints it: "pooled: 43
// secondary rows, median change +0.3% [-0.4%, +1.1%] at 95%, minimum
// effect 2.5%: ~" (or ": REGRESSION", or why it did not run).
func (p *Pooled) String() string {
	if p.Untested != "" {
		return "pooled: not tested: " + p.Untested
	}
	verdict := "~"
	if p.Regressed() {
		verdict = "REGRESSION"
	}
	return fmt.Sprintf("pooled: %s, median change %s [%s, %s] at %g%%, minimum effect %g%%: %s",
		count(p.Rows, "secondary row"), pct(p.Median), pct(p.Lo), pct(p.Hi), 100*p.Confidence, 100*p.MinEffect, verdict)
}

// A FamilySize names one Holm family of a report and counts its tests.
type FamilySize struct {
	Name string
	Size int
}
