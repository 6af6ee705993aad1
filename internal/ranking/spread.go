package ranking

import (
	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// SensitiveSpread is the spread of a row's slices across launches
// (engine.Spread: half the 10–90% range over the median) above which it is
// called layout- or cache-sensitive: ±5%, about three times the A/A noise
// floor of the Zen 5 machine's runs (±1.4% to ±1.9%).
const SensitiveSpread = 0.05

// minLaunches is the fewest slices a row needs for its spread to be read.
const minLaunches = 6

// LaunchSpread returns, by row name (results.Row.FullName), the spread of
// the ratios to the reference ("ref", the quiet slices the file keeps) of
// every row of a measuring engine's file whose spread is over min, with
// at least six slices. A row takes one slice in a launch, each launch a
// fresh process whose binary runs under a name of its own length, so the
// spread of its slices is how far one launch's layout, and the host
// around it, can move the row: its median over the launches is the figure,
// and a single launch could read anywhere in the band. Empty for a file
// not written by the engine.
func LaunchSpread(set *results.Set, min float64) map[string]float64 {
	out := map[string]float64{}
	if !results.FromEngine(set.Config) {
		return out
	}
	for _, r := range set.Rows {
		if r.Unit != results.RefUnit || len(r.Values) < minLaunches {
			continue
		}
		if s := engine.Spread(r.Values); s > min {
			out[r.FullName()] = s
		}
	}
	return out
}
