package gate

import (
	"math"
	"testing"
)

// TestStoppedEarly: a key stopped early for futility stays in the Holm
// family with p = 1 and is never flagged; CanRegress tells futile rows.
func TestStoppedEarly(t *testing.T) {
	rookOp := Key{Name: rook, Unit: "ns/op"}
	r := compareFiles(t, "regression", Options{Stopped: func(k Key) bool { return k == rookOp }})
	if r.Family != 3 {
		t.Errorf("Family == %d; want 3 (the stopped key counts)", r.Family)
	}
	for _, tt := range []struct {
		unit   string
		status Status
		padj   float64
	}{
		{"ns/op", StoppedEarly, 1},
		{"ns/lookup", Regression, 3 * 2.0 / 12870},
	} {
		for _, row := range r.Rows {
			if row.Name == rook && row.Unit == tt.unit && (row.Status != tt.status || math.Abs(row.PAdj-tt.padj) > 1e-12) {
				t.Errorf("%s: status %v, p(adj) %v; want %v, %v", tt.unit, row.Status, row.PAdj, tt.status, tt.padj)
			}
		}
	}
	r = compareFiles(t, "regression", Options{})
	for _, row := range r.Rows {
		want := row.Name == rook // +12%, the only rows at least 5% worse
		if got := r.CanRegress(row); got != want {
			t.Errorf("CanRegress(%s %s) == %v; want %v", row.Name, row.Unit, got, want)
		}
	}
	r = compareFiles(t, "improvement", Options{})
	if got := r.CanRegress(r.Rows[0]); got {
		t.Errorf("CanRegress(an improvement) == true; want false")
	}
}

// TestStoppedImprovement: an improvement stopped early is still counted.
func TestStoppedImprovement(t *testing.T) {
	r := compareFiles(t, "improvement", Options{Stopped: func(Key) bool { return true }})
	if got, _ := statusOf(r, rook, "ns/op"); got != Improvement || len(r.Improvements()) != 1 {
		t.Errorf("status == %v, %d improvements; want improved, 1", got, len(r.Improvements()))
	}
}
