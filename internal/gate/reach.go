package gate

import (
	"fmt"
)

// familyErrors returns the errors of a comparison that cannot fail: no
// gated comparison at all, or a family whose sample sizes cannot reach
// significance.
func (r *Report) familyErrors(fams []*family) []string {
	if r.Family == 0 {
		errs := []string{"no gated comparison: no benchmark of a known direction with varying values is on both sides, so the gate checked nothing"}
		// A design whose rounds could not reach significance even with one
		// gated comparison says so too, whatever the values measured.
		if design := r.Options.MaxRounds; design > 0 {
			errs = append(errs, tooLittleData(r, minP(design, design, r.Options.Paired), design, 1, r.Options.Paired)...)
		}
		return errs
	}
	var errs []string
	for _, f := range fams {
		for _, e := range reachError(r, f.rows) {
			if len(fams) > 1 {
				e = f.name + " family: " + e
			}
			errs = append(errs, e)
		}
	}
	return errs
}

// reachError explains when the sample sizes cannot reach significance
// after Holm correction, even for perfectly separated samples: the gate
// would pass whatever the numbers, so that is an error.
func reachError(r *Report, family []int) []string {
	m := len(family)
	if m == 0 {
		return nil
	}
	best, n, paired := 1.0, 0, false
	for _, i := range family {
		row := r.Rows[i]
		if p := minP(row.NOld, row.NNew, row.Paired); p < best {
			best, n, paired = p, min(row.NOld, row.NNew), row.Paired
		}
	}
	if design := r.Options.MaxRounds; design > 0 {
		paired = r.Options.Paired
		best, n = minP(design, design, paired), design
	}
	return tooLittleData(r, best, n, m, paired)
}

// minP is the smallest p-value of n1 and n2 runs per side: MinPPaired for
// pairs, MinP for Mann–Whitney.
func minP(n1, n2 int, paired bool) float64 {
	if paired {
		return MinPPaired(min(n1, n2))
	}
	return MinP(n1, n2)
}

// tooLittleData is the error of m gated comparisons whose smallest possible
// p-value, best with n runs per side (n pairs when paired), is above
// alpha/m; nil when it is not.
func tooLittleData(r *Report, best float64, n, m int, paired bool) []string {
	limit := r.Options.Alpha / float64(m)
	if best <= limit {
		return nil
	}
	test, need := "Mann–Whitney", RoundsNeeded(m, r.Options.Alpha)
	if paired {
		test, need = "paired (twice the smaller of the sign test's and Mann–Whitney's)", RoundsNeededPaired(m, r.Options.Alpha)
	}
	msg := fmt.Sprintf("too little data: with %d runs per side the smallest possible %s p-value is %.2g, above alpha/m = %.2g/%d = %.2g, so no regression can be detected", n, test, best, r.Options.Alpha, m, limit)
	if need > 0 {
		msg += fmt.Sprintf("; %d runs per side would reach it (-rounds %d), or gate fewer benchmarks (-bench)", need, need)
	} else {
		msg += "; gate fewer benchmarks (-bench)"
	}
	return []string{msg}
}
