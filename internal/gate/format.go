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
// Holm-adjusted p-values, judgement, and for a key that moved under layout
// alone "layout-sensitive ±x% (min effect y%)"); the keys
// found in the new set only;
// the keys excused by -allow-missing; the warnings; one
// "MISSING: <name> <unit>" line per key the new set lacks; one
// "REGRESSION: <name> <unit>: +12.3% (p=0.001 adj 0.01)" line per
// regression; one "error: …" line per error; and last the verdict line,
// which begins with the verdict word (PASS, REGRESSION or ERROR) and counts
// regressions, improvements and missing keys:
//
//	REGRESSION: 2 regressions, 1 improvement, 0 missing in 5 gated comparisons (Holm-adjusted alpha 0.05, minimum effect 5%)
func (r *Report) Write(w io.Writer) error {
	if len(r.Rows) > 0 {
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "benchmark\tunit\told (median ± CI)\tnew (median ± CI)\tn\tdelta\tp\tp(adj)\tverdict")
		for _, row := range r.Rows {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d+%d\t%s\t%s\t%s\t%s\n",
				row.Name, row.Unit, summary(row.Old), summary(row.New), row.NOld, row.NNew,
				pct(row.Delta), pval(row.P), pval(row.PAdj), verdictCell(row))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	for _, k := range r.OnlyNew {
		fmt.Fprintf(w, "only in new: %s %s\n", k.Name, k.Unit)
	}
	for _, k := range r.Allowed {
		fmt.Fprintf(w, "missing, allowed by -allow-missing: %s %s\n", k.Name, k.Unit)
	}
	for _, msg := range r.Warnings {
		fmt.Fprintf(w, "warning: %s\n", msg)
	}
	for _, k := range r.Missing {
		fmt.Fprintf(w, "MISSING: %s %s\n", k.Name, k.Unit)
	}
	regs := r.Regressions()
	for _, row := range regs {
		fmt.Fprintf(w, "REGRESSION: %s %s: %s (p=%s adj %s%s%s)\n", row.Name, row.Unit, pct(row.Delta), pval(row.P), pval(row.PAdj), decidedNote(row), layoutNote(row, ", "))
	}
	nreg := len(regs)
	if r.Pooled != nil {
		fmt.Fprintln(w, r.Pooled)
		if r.Pooled.Regressed() {
			nreg++
			fmt.Fprintf(w, "REGRESSION: pooled secondary rows: median %s [%s, %s], at least %g%% worse together\n", pct(r.Pooled.Median), pct(r.Pooled.Lo), pct(r.Pooled.Hi), 100*r.Pooled.MinEffect)
		}
	}
	for _, msg := range r.Errors {
		fmt.Fprintf(w, "error: %s\n", msg)
	}
	_, err := fmt.Fprintf(w, "%s: %s, %s, %d missing in %s (%s, minimum effect %g%%)\n",
		r.Verdict(), count(nreg, "regression"), count(len(r.Improvements()), "improvement"), len(r.Missing),
		count(r.Family, "gated comparison"), r.familyNote(), 100*r.Options.MinEffect)
	return err
}

// familyNote describes the tests for the verdict line: how the rows were
// tested (testNote) and their Holm families (holmNote).
func (r *Report) familyNote() string {
	return r.testNote() + r.holmNote()
}

// testNote is "paired, " when every gated row was tested on its pairs,
// "paired for 40 of them, " when some were, else "".
func (r *Report) testNote() string {
	paired := 0
	for _, row := range r.Rows {
		if row.Paired && !math.IsNaN(row.PAdj) {
			paired++
		}
	}
	switch {
	case paired == 0:
		return ""
	case paired == r.Family:
		return "paired, "
	}
	return fmt.Sprintf("paired for %d of them, ", paired)
}

// holmNote describes the Holm families: "Holm-adjusted alpha 0.05" for one,
// "primary 12 and secondary 43, each Holm-adjusted at alpha 0.05, and a
// pooled test" for two.
//
// With EarlyAlpha, the family where keys may be decided early says its
// level: "Holm-adjusted alpha 0.0475 (0.0025 of 0.05 spent on early
// decisions)", or "primary 12 at alpha 0.0475 (…) and secondary 43 at
// alpha 0.05, each Holm-adjusted, and a pooled test".
func (r *Report) holmNote() string {
	early := fmt.Sprintf("alpha %g (%g of %g spent on early decisions)", r.FamilyAlpha(false), r.Options.EarlyAlpha, r.Options.Alpha)
	if len(r.Families) == 0 {
		if r.Options.EarlyAlpha > 0 {
			return "Holm-adjusted " + early
		}
		return fmt.Sprintf("Holm-adjusted alpha %g", r.Options.Alpha)
	}
	note := ""
	for i, f := range r.Families {
		if i > 0 {
			note += " and "
		}
		note += fmt.Sprintf("%s %d", f.Name, f.Size)
		if r.Options.EarlyAlpha > 0 {
			if f.Name == "secondary" {
				note += fmt.Sprintf(" at alpha %g", r.Options.Alpha)
			} else {
				note += " at " + early
			}
		}
	}
	if r.Options.EarlyAlpha > 0 {
		return note + ", each Holm-adjusted, and a pooled test"
	}
	return fmt.Sprintf("%s, each Holm-adjusted at alpha %g, and a pooled test", note, r.Options.Alpha)
}

// verdictCell is the judgement of row as the table prints it, with
// "decided early" for a row decided at an interim look, the layout note
// when it is layout-sensitive, and "not rechecked for layout" for an
// improvement whose layout spread was not measured.
func verdictCell(row Row) string {
	if row.Status == WallTime && row.GatedBy != "" {
		return "not gated (" + row.GatedBy + " gated)" + layoutNote(row, ", ")
	}
	return row.Status.String() + decidedNote(row) + layoutNote(row, ", ") + uncheckedNote(row)
}

// uncheckedNote returns ", not rechecked for layout" for an improvement
// whose key's layout spread was not measured (Row.Unrechecked), else "".
func uncheckedNote(row Row) string {
	if !row.Unrechecked {
		return ""
	}
	return ", not rechecked for layout"
}

// decidedNote returns ", decided early" for a row decided at an interim
// look (Row.Decided), else "".
func decidedNote(row Row) string {
	if !row.Decided {
		return ""
	}
	return ", decided early"
}

// layoutNote returns sep + "layout-sensitive ±8.0% (min effect 16.0%)" for
// a layout-sensitive row, else "".
func layoutNote(row Row, sep string) string {
	if !row.LayoutSensitive() {
		return ""
	}
	return fmt.Sprintf("%slayout-sensitive ±%.1f%% (min effect %.1f%%)", sep, 100*row.Layout, 100*row.MinEffect)
}

// count returns "1 regression" or "n regressions".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
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
