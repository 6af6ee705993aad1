package gate

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteGolden checks the printed report; run with -update to rewrite.
func TestWriteGolden(t *testing.T) {
	for _, base := range []string{"regression", "oneside", "rate", "holm"} {
		t.Run(base, func(t *testing.T) {
			var buf bytes.Buffer
			if err := compareFiles(t, base, Options{}).Write(&buf); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", base+".golden")
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if got := buf.String(); got != string(want) {
				t.Errorf("report differs from %s:\n--- got\n%s--- want\n%s", golden, got, want)
			}
		})
	}
}

func TestFormatting(t *testing.T) {
	for _, tt := range []struct {
		f    func(float64) string
		in   float64
		want string
	}{
		{num, 5.3, "5.300"}, {num, 123.45, "123.5"}, {num, 1234567, "1234567"}, {num, 0, "0"},
		{num, 0.000012, "1.2e-05"},
		{pct, 0.1234, "+12.3%"}, {pct, -0.04, "-4.0%"}, {pct, 0, "0.0%"}, {pct, math.Inf(1), "+∞%"},
		{pval, 4.0 / 252, "0.016"}, {pval, math.NaN(), "-"}, {pval, 1, "1"},
	} {
		if got := tt.f(tt.in); got != tt.want {
			t.Errorf("format(%v) == %q; want %q", tt.in, got, tt.want)
		}
	}
}
