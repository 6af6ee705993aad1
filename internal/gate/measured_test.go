package gate

import (
	"strings"
	"testing"
)

// TestLayoutMeasured: an improvement on a key whose layout spread was not
// measured says so, in its verdict cell; one whose spread was measured,
// a regression, or any row when no key's measurement is known
// (LayoutMeasured nil) does not.
func TestLayoutMeasured(t *testing.T) {
	const faster, slower = "Slider/impl=t00/piece=rook/load=random", "Slider/impl=t01/piece=rook/load=random"
	const unit = "best-cpu-ns/lookup"
	// t00 15% faster, t01 15% slower, 12 runs of 3 rows: both significant.
	old, new := noisySets(t, 3, 12, func(i int) float64 { return []float64{-0.15, 0.15, 0}[i] })
	none := func(Key) bool { return false }
	tests := []struct {
		name     string
		measured func(Key) bool
		row      string
		want     string // the verdict cell
	}{
		{"an improvement, not measured", none, faster, "improved, not rechecked for layout"},
		{"an improvement, measured", func(k Key) bool { return k.Name == faster }, faster, "improved"},
		{"an improvement, nothing known", nil, faster, "improved"},
		{"a regression, not measured", none, slower, "REGRESSION"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compare(old, new, Options{LayoutMeasured: tt.measured})
			row := rowOf(t, r, tt.row, unit)
			if got := verdictCell(row); got != tt.want {
				t.Errorf("%s: verdict %q (status %v, p adj %g); want %q", tt.row, got, row.Status, row.PAdj, tt.want)
			}
			var b strings.Builder
			if err := r.Write(&b); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "  "+tt.want+"\n") {
				t.Errorf("the report's row of %s does not end %q:\n%s", tt.row, tt.want, b.String())
			}
		})
	}
}
