package results

import (
	"maps"
	"strings"
	"testing"
)

func TestUnstable(t *testing.T) {
	for _, tt := range []struct {
		line string
		want map[string]string
	}{
		{"", map[string]string{}},
		{"Slider/impl=a/piece=rook (interval ±2.6% after 40 samples)", map[string]string{"Slider/impl=a/piece=rook": "interval ±2.6% after 40 samples"}},
		{"Perft/impl=b/pos=start (launch-sensitive (layout or shared cache): ±4.1% across launches, A/A ±0.4%); ParallelPerft/impl=c/pos=start-2 (interval ±7.8% after 15 samples)",
			map[string]string{"Perft/impl=b/pos=start": "launch-sensitive (layout or shared cache): ±4.1% across launches, A/A ±0.4%", "ParallelPerft/impl=c/pos=start-2": "interval ±7.8% after 15 samples"}},
	} {
		got := Unstable(map[string]string{"unstable": tt.line})
		if !maps.Equal(got, tt.want) {
			t.Errorf("Unstable(%q) == %q; want %q", tt.line, got, tt.want)
		}
	}
}

// TestTrailer: configuration lines after the last result line (the
// engine's closing lines) are in Config; lines before a later result are
// that result's, as benchfmt reads them.
func TestTrailer(t *testing.T) {
	in := "engine: rounds\nBenchmarkX/impl=a\t1\t2 ns/op\nrounds: 9\nBenchmarkX/impl=b\t1\t3 ns/op\nlaunches: 40\nunstable: X/impl=a (interval ±3.0% after 6 samples)\n"
	set, err := Read(strings.NewReader(in), "in")
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"engine": "rounds", "rounds": "9", "launches": "40"} {
		if got := set.Config[k]; got != want {
			t.Errorf("Config[%q] == %q; want %q", k, got, want)
		}
	}
	if got := Unstable(set.Config); got["X/impl=a"] != "interval ±3.0% after 6 samples" {
		t.Errorf("Unstable(Config) == %q; want X/impl=a's reason", got)
	}
}
