package gate

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"

	"golang.org/x/perf/benchmath"
)

// Write prints the report: a benchstat-style table of every compared key
// (median ± confidence interval on each side, sample sizes, change, raw and
// Holm-adjusted p-values, judgement), the keys found on one side only, the
// warnings, one "REGRESSION: <name> <unit>: +12.3% (p=0.001 adj 0.01)" line
// per regression and a final verdict line beginning "PASS" or "FAIL".
func (r *Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "benchmark\tunit\told (median ± CI)\tnew (median ± CI)\tn\tdelta\tp\tp(adj)\tverdict")
	for _, row := range r.Rows {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d+%d\t%s\t%s\t%s\t%s\n",
			row.Name, row.Unit, summary(row.Old), summary(row.New), row.NOld, row.NNew,
			pct(row.Delta), pval(row.P), pval(row.PAdj), row.Status)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, k := range r.OnlyOld {
		fmt.Fprintf(w, "only in old: %s %s\n", k.Name, k.Unit)
	}
	for _, k := range r.OnlyNew {
		fmt.Fprintf(w, "only in new: %s %s\n", k.Name, k.Unit)
	}
	for _, msg := range r.Warnings {
		fmt.Fprintf(w, "warning: %s\n", msg)
	}
	regs := r.Regressions()
	for _, row := range regs {
		fmt.Fprintf(w, "REGRESSION: %s %s: %s (p=%s adj %s)\n", row.Name, row.Unit, pct(row.Delta), pval(row.P), pval(row.PAdj))
	}
	verdict, plural := "PASS: no significant regression", "s"
	if len(regs) > 0 {
		verdict = fmt.Sprintf("FAIL: %d significant regression", len(regs))
		if len(regs) > 1 {
			verdict += "s"
		}
	}
	if r.Family == 1 {
		plural = ""
	}
	_, err := fmt.Fprintf(w, "%s in %d gated comparison%s (Holm-adjusted alpha %g, minimum effect %g%%)\n",
		verdict, r.Family, plural, r.Options.Alpha, 100*r.Options.MinEffect)
	return err
}

// summary formats a median and its confidence interval as "5.300 ± 2%".
func summary(s benchmath.Summary) string {
	return num(s.Center) + " ± " + s.PctRangeString()
}

// num formats v with four significant digits and no exponent for
// ordinary benchmark magnitudes: 5.300, 123.4, 1234567.
func num(v float64) string {
	if v == 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return strconv.FormatFloat(v, 'g', -1, 64)
	}
	mag := int(math.Floor(math.Log10(math.Abs(v))))
	if mag < -4 || mag > 15 {
		return strconv.FormatFloat(v, 'g', 4, 64)
	}
	return strconv.FormatFloat(v, 'f', max(0, 3-mag), 64)
}

// pct formats a relative change as "+12.3%", "-4.0%", "+∞%" or "0.0%".
func pct(d float64) string {
	switch {
	case math.IsInf(d, 1):
		return "+∞%"
	case math.IsInf(d, -1):
		return "-∞%"
	case d == 0:
		return "0.0%"
	}
	return fmt.Sprintf("%+.1f%%", 100*d)
}

// pval formats a p-value with two significant digits; NaN (not tested)
// prints as "-".
func pval(p float64) string {
	if math.IsNaN(p) {
		return "-"
	}
	return strconv.FormatFloat(p, 'g', 2, 64)
}
