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
		// Native (C) reference rows are neither single calls nor batches:
		// faster as they are, they change nothing.
		{"native rows", []string{"magic-batch rook random 2.5", "magic-batch bishop random 1.5", "magic-native rook random 0.5",
			"magic-native bishop random 0.4", "hq-native-vec rook random 0.2", "hq-native-vec bishop random 0.1"}, 2.0 / 1.5, Met, "bishop/random 1.33× (magic 2 vs magic-batch 1.5 ns)"},
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
