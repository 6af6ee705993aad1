package ranking

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// spreadFile returns an engine file whose rows' ratios, one slice per
// launch, are ratios in turn: n slices of each row.
func spreadFile(engine string, n int, rows map[string][]float64) string {
	var b strings.Builder
	if engine != "" {
		b.WriteString("engine: " + engine + "\n")
	}
	for i := range n {
		for name, ratios := range rows {
			fmt.Fprintf(&b, "Benchmark%s\t%d\t1 ns/lookup\t%g ref\n", name, 100+i, ratios[i%len(ratios)]) // no two lines alike: results.Read drops copies
		}
	}
	return b.String()
}

func TestLaunchSpread(t *testing.T) {
	rows := map[string][]float64{
		"Slider/impl=steady/piece=rook/load=random":    {1.00, 1.01, 0.99, 1.00},
		"Slider/impl=twolevel/piece=rook/load=random":  {1.00, 1.20},             // two layouts: ±9%
		"Slider/impl=justunder/piece=rook/load=random": {0.96, 1.00, 1.04, 1.00}, // ±4%
		"ParallelPerft/impl=hq/pos=start-2":            {0.8, 1.0, 1.2},
	}
	for _, tt := range []struct {
		name string
		file string
		min  float64
		want map[string]float64
	}{
		{"engine file", spreadFile("rounds", 12, rows), SensitiveSpread, map[string]float64{
			"Slider/impl=twolevel/piece=rook/load=random": 0.0909,
			"ParallelPerft/impl=hq/pos=start-2":           0.2,
		}},
		{"a lower bar", spreadFile("rounds", 12, rows), 0.03, map[string]float64{
			"Slider/impl=twolevel/piece=rook/load=random":  0.0909,
			"Slider/impl=justunder/piece=rook/load=random": 0.04,
			"ParallelPerft/impl=hq/pos=start-2":            0.2,
		}},
		{"too few launches", spreadFile("rounds", 5, rows), SensitiveSpread, map[string]float64{}},
		{"not the engine's", spreadFile("", 12, rows), SensitiveSpread, map[string]float64{}},
	} {
		set, err := results.Read(strings.NewReader(tt.file), "t.txt")
		if err != nil {
			t.Fatal(err)
		}
		got := LaunchSpread(set, tt.min)
		if !maps.EqualFunc(got, tt.want, func(a, b float64) bool { return a > b*0.97 && a < b*1.03 }) {
			t.Errorf("%s: LaunchSpread == %v; want %v", tt.name, got, tt.want)
		}
	}
}
