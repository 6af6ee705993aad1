package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// TestSensitiveList: a CPU's page lists the rows whose slices spread more
// than ±5% from launch to launch, widest first, with their spread; a file
// with none, or not the engine's, gets no list.
func TestSensitiveList(t *testing.T) {
	file := func(engine string) string {
		var b strings.Builder
		b.WriteString(engine)
		for i := range 10 {
			for name, r := range map[string][2]float64{
				"Slider/impl=steady/piece=rook/load=random": {1.00, 1.01},
				"Slider/impl=layout/piece=rook/load=random": {1.00, 1.20},
				"Perft/impl=peer/pos=start":                 {0.70, 1.30},
			} {
				fmt.Fprintf(&b, "Benchmark%s\t%d\t1 ns/lookup\t%g ref\n", name, 100+i, r[i%2]) // no two lines alike: results.Read drops copies
			}
		}
		return b.String()
	}
	for _, tt := range []struct {
		name, file string
		want       string
	}{
		{"engine file", file("engine: rounds\n"), "Layout- or cache-sensitive rows: 2 whose slices spread more than ±5% from launch to launch" +
			" (half their 10–90% range; each slice a fresh process, its binary under a name of another length, the host around it another moment)." +
			" The figure is the median over the launches; one launch alone could read anywhere in the band:\n\n" +
			"- Perft/impl=peer/pos=start: ±30.0%\n- Slider/impl=layout/piece=rook/load=random: ±9.1%\n\n"},
		{"not the engine's", file(""), ""},
	} {
		set, err := results.Read(strings.NewReader(tt.file), "t.txt")
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		sensitiveList(&b, set)
		if b.String() != tt.want {
			t.Errorf("%s: sensitiveList wrote\n%q\nwant\n%q", tt.name, b.String(), tt.want)
		}
	}
}
