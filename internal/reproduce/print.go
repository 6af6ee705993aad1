package reproduce

import (
	"fmt"
	"io"
)

// shown is how many rows of each list Print shows.
const shown = 15

// Print writes the report: the agreement figures against the limits, the
// rows that disagree most, and the marked rows with their reasons.
func (r Report) Print(w io.Writer) {
	verdict := "AGREE"
	if !r.Agrees() {
		verdict = "DISAGREE"
	}
	fmt.Fprintf(w, "%s: %d rows compared by their median %s: |A/B − 1| p50 %.2f%%, p90 %.2f%% (limit %.0f%%), max %.2f%% (limit %.0f%%); %d rows marked unstable left out\n",
		verdict, len(r.Diffs), r.Unit, 100*r.P50, 100*r.P90, 100*LimitP90, 100*r.Max, 100*LimitMax, len(r.Marked))
	for _, warn := range r.Warnings {
		fmt.Fprintf(w, "WARNING: %s\n", warn)
	}
	if r.Unnamed > 0 {
		fmt.Fprintf(w, "WARNING: the files mark %d more rows without naming them (an unstable: line cut short, as written before 2026-12-06); those rows are compared above as if firm\n", r.Unnamed)
	}
	fmt.Fprintf(w, "\n| row | A | B | A/B − 1 |\n|---|---|---|---|\n")
	for i, d := range r.Diffs {
		if i == shown {
			fmt.Fprintf(w, "| … %d more rows | | | |\n", len(r.Diffs)-shown)
			break
		}
		fmt.Fprintf(w, "| %s | %.4g | %.4g | %+.2f%% |\n", d.Name, d.A, d.B, 100*(d.A/d.B-1))
	}
	if len(r.Marked) == 0 {
		return
	}
	fmt.Fprintf(w, "\nMarked unstable by a run (left out above):\n\n| row | A | B | A/B − 1 | why |\n|---|---|---|---|---|\n")
	for i, d := range r.Marked {
		if i == shown {
			fmt.Fprintf(w, "| … %d more rows | | | | |\n", len(r.Marked)-shown)
			break
		}
		fmt.Fprintf(w, "| %s | %.4g | %.4g | %+.2f%% | %s |\n", d.Name, d.A, d.B, 100*(d.A/d.B-1), d.Marked)
	}
}
