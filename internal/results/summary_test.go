package results

import (
	"math"
	"strings"
	"testing"
)

// TestBatchCeiling checks that the ceiling of the batch goal is the fastest
// batched lookup of any technique, not the PEXT one.
func TestBatchCeiling(t *testing.T) {
	rows := func(lines ...string) string {
		var b strings.Builder
		for _, l := range lines {
			f := strings.Fields(l) // impl piece load ns
			b.WriteString("BenchmarkSlider/impl=" + f[0] + "/piece=" + f[1] + "/load=" + f[2] + "\t100\t" + f[3] + " ns/lookup\n")
		}
		return b.String()
	}
	single := []string{"magic rook random 3", "magic bishop random 2", "pext rook random 30", "pext bishop random 20"}
	tests := []struct {
		name   string
		batch  []string
		value  float64
		status Status
		detail string
	}{
		// Zen 1: PEXT microcoded, its batch 8× slower than magic. The
		// ceiling is magic's batch; against pext-batch the goal would read
		// 0.125×, met.
		{"slow pext", []string{"pext-batch rook random 24", "pext-batch bishop random 16", "magic-batch rook random 2.5", "magic-batch bishop random 1"}, 2.0, Short, "bishop/random 2.00× (magic 2 vs magic-batch 1 ns)"},
		// Fast PEXT: its batch is the ceiling.
		{"fast pext", []string{"pext-batch rook random 1.5", "pext-batch bishop random 1.6", "magic-batch rook random 2.5", "magic-batch bishop random 1.8"}, 2.0, Short, "rook/random 2.00× (magic 3 vs pext-batch 1.5 ns)"},
		// No PEXT at all: magic's batch still gives a ceiling.
		{"magic only", []string{"magic-batch rook random 2.5", "magic-batch bishop random 1.5"}, 2.0 / 1.5, Met, "bishop/random 1.33× (magic 2 vs magic-batch 1.5 ns)"},
		// Native reference rows (C loops) are neither single calls nor the
		// batch ceiling.
		{"native rows", []string{"magic-batch rook random 2.5", "magic-batch bishop random 1.5", "magic-native rook random 0.5", "magic-native bishop random 0.5", "hq-native-vec bishop random 0.4"}, 2.0 / 1.5, Met, "bishop/random 1.33× (magic 2 vs magic-batch 1.5 ns)"},
	}
	for _, tt := range tests {
		s, err := Read(strings.NewReader(rows(append(single, tt.batch...)...)), tt.name)
		if err != nil {
			t.Fatal(err)
		}
		g := Summarize(s).Goals[0]
		if math.Abs(g.Value-tt.value) > 1e-9 || g.Status != tt.status || !strings.Contains(g.Detail, tt.detail) {
			t.Errorf("%s: batch goal == %v, %s (%s); want %v, %s with %q", tt.name, g.Value, g.Status, g.Detail, tt.value, tt.status, tt.detail)
		}
		if g.Name != "fastest single-call slider ÷ fastest batched lookup" {
			t.Errorf("%s: goal name %q does not say the ceiling is any technique's batch", tt.name, g.Name)
		}
	}
}

// TestParagraphOpening checks the paragraph's first sentence against what
// the file holds: "No slider rows." only when it has none (issue 46 row
// 17(d): said of a file without queen rows, before the batch goal's slider
// figures).
func TestParagraphOpening(t *testing.T) {
	const (
		perft  = "BenchmarkPerft/impl=magic/pos=start\t10\t100 Mnodes/s\n"
		rook   = "BenchmarkSlider/impl=magic/piece=rook/load=random\t100\t3 ns/lookup\n"
		bishop = "BenchmarkSlider/impl=magic/piece=bishop/load=random\t100\t2 ns/lookup\n"
		queen  = "BenchmarkSlider/impl=magic/piece=queen/load=random\t100\t5 ns/lookup\n"
		batch  = "BenchmarkSlider/impl=magic-batch/piece=rook/load=random\t100\t1.5 ns/lookup\n"
	)
	tests := []struct {
		name, text, opening string
	}{
		{"no slider rows", perft, "No slider rows. "},
		{"no queen rows", rook + bishop + batch, "No single-call slider technique has rows of rook, bishop, queen on one load, so none is named the fastest. "},
		{"every piece", rook + bishop + queen + batch, "Fastest single-call slider technique per load: random: magic (rook 3, bishop 2, queen 5 ns/lookup). "},
	}
	for _, tt := range tests {
		s, err := Read(strings.NewReader(tt.text), tt.name)
		if err != nil {
			t.Fatal(err)
		}
		if p := Summarize(s).Paragraph(); !strings.HasPrefix(p, tt.opening) {
			t.Errorf("%s: Paragraph() == %q; want it to begin %q", tt.name, p, tt.opening)
		}
	}
}
