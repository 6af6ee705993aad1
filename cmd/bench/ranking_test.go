package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

func TestPrintRunNotes(t *testing.T) {
	base := map[string]string{"engine": "rounds", "rounds": "30", "launches": "170", "elapsed": "8m59s", "budget": "9m0s",
		"slice": "10ms", "estimator": "best-cpu", "noise-floor": "A/A ±1.5%", "steal": "0.00%", "busy": "0.9%"}
	quiet := "limit 1.235 (level 1.123 + 10%): 2245 of 4374 reference slices (51%)"
	for _, tt := range []struct {
		name   string
		config map[string]string
		want   []string
		absent []string
	}{
		{"quiet line", map[string]string{"quiet": quiet}, []string{"Run: 30 rounds, 170 launches", "noise floor A/A ±1.5%", "Host quiet: " + quiet + "; a slice whose host"}, nil},
		{"a file before the quiet rule", nil, []string{"Run: 30 rounds"}, []string{"Host quiet"}},
		{"not an engine file", map[string]string{"engine": ""}, nil, []string{"Run:", "Host quiet"}},
		{"marks over two lines", map[string]string{"unstable": "X/impl=a (w)", "unstable-2": "X/impl=b (v); X/impl=c (u)"},
			[]string{"3 rows marked unstable (their reasons are in the file's unstable: lines)."}, []string{"not named"}},
		{"marks cut short", map[string]string{"unstable": "X/impl=a (w); … and 614 more rows marked (the run's log lists them)"},
			[]string{"1 rows marked unstable", "614 more rows marked unstable, not named in the file."}, nil},
	} {
		c := map[string]string{}
		for k, v := range base {
			c[k] = v
		}
		for k, v := range tt.config {
			c[k] = v
		}
		var b strings.Builder
		m, err := results.ReadMarks(c)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		printRunNotes(&b, &results.Set{Config: c}, m)
		for _, w := range tt.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: notes %q lack %q", tt.name, b.String(), w)
			}
		}
		for _, a := range tt.absent {
			if strings.Contains(b.String(), a) {
				t.Errorf("%s: notes %q hold %q", tt.name, b.String(), a)
			}
		}
	}
}

// TestPrintRankingSensitive: a ranked row whose slices spread more than
// ±5% from launch to launch says so beside its figure; a steady one does
// not.
func TestPrintRankingSensitive(t *testing.T) {
	var b strings.Builder
	b.WriteString("engine: rounds\n")
	for i := range 10 {
		for impl, r := range map[string][2]float64{"steady": {1.00, 1.01}, "layout": {1.00, 1.20}} {
			// No two lines alike: results.Read drops copies.
			fmt.Fprintf(&b, "BenchmarkSlider/impl=%s/piece=rook/load=random\t%d\t%g ns/lookup\t%g ref\n", impl, 100+i, r[i%2], r[i%2])
		}
	}
	set, err := results.Read(strings.NewReader(b.String()), "t.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	printRanking(&out, set, nil)
	for _, l := range strings.Split(out.String(), "\n") {
		sensitive := strings.Contains(l, "sensitive: ±9% from launch to launch")
		if strings.Contains(l, " layout ") != sensitive || strings.Contains(l, " steady ") && sensitive {
			t.Errorf("ranking line %q: want the mark beside layout's row alone", l)
		}
	}
	if !strings.Contains(out.String(), "sensitive:") {
		t.Errorf("ranking %q marks no row sensitive", out.String())
	}
}
