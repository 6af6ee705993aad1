package main

import (
	"bytes"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLogTicksEnd: ticks end on any range, the top of float64 and infinite
// ones included (issue 22 defect 3: an endless loop that took the
// machine's memory).
func TestLogTicksEnd(t *testing.T) {
	for _, tt := range []struct {
		lo, hi float64
		max    int
	}{
		{1, 100, 30},
		{5e307, math.MaxFloat64, 10},
		{1, math.Inf(1), 0},
		{0, 10, 0},
		{math.NaN(), 10, 0},
		{10, 1, 0},
		{1e-300, math.MaxFloat64, 9 * 609},
	} {
		if got := (logTicks{}).Ticks(tt.lo, tt.hi); len(got) > tt.max {
			t.Errorf("Ticks(%g, %g) gave %d ticks; want at most %d", tt.lo, tt.hi, len(got), tt.max)
		}
	}
}

// TestReadmeEscapes: values from a results file reach README.md escaped,
// never as links, HTML or raw control characters (issue 22 defect 12).
func TestReadmeEscapes(t *testing.T) {
	dir := t.TempDir()
	data := "cpu: Evil](http://evil)[<script>\rCPU\ncommit: abc1234\ngo: go1.26_x*\nuarch: z\n" +
		"BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5 ns/lookup\n"
	writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-29-abc.txt"), data)
	var stderr bytes.Buffer
	if code := run([]string{"-results", dir, "-charts=false"}, io.Discard, &stderr); code != 0 {
		t.Fatalf("run == %d; want 0\n%s", code, stderr.String())
	}
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"l](http://evil)", "<script>", "\r", "go1.26_x*"} {
		if strings.Contains(string(readme), bad) {
			t.Errorf("README.md holds %q raw", bad)
		}
	}
	if want := `Evil\](http://evil)\[\<script\>\rCPU`; !strings.Contains(string(readme), want) {
		t.Errorf("README.md lacks the escaped CPU name %s", want)
	}
}

func TestOr(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Oxide Virtual Turin-like Processor              ", "Oxide Virtual Turin-like Processor"},
		{"  AMD EPYC", "AMD EPYC"},
		{"   ", "?"},
		{"", "?"},
		{"a|b ", `a\|b`},
	} {
		if got := or(tt.in); got != tt.want {
			t.Errorf("or(%q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestMdText(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"AMD EPYC 7B13 (zen3)", "AMD EPYC 7B13 (zen3)"},
		{"a|b", `a\|b`},
		{"\x1b[2J", `\x1b\[2J`},
		{strings.Repeat("é", 100), strings.Repeat("é", 80) + "…"},
	} {
		if got := mdText(tt.in); got != tt.want {
			t.Errorf("mdText(%q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}
