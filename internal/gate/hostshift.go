package gate

import (
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// HostShift is the move of the measuring engine's reference row between two
// of its runs from which the gate warns: where the row's code is the same on
// both sides, a move of its figure is the host's speed, and every other row
// moved with it (two make bench runs of one commit, 20 minutes apart on the
// Zen 5 machine: +4.6%, and 52 rows flagged at the 5% minimum effect).
const HostShift = 0.02

// hostWarnings warns when old and new are two runs of the measuring engine
// (results.FromEngine) with one reference row whose figure (the runs'
// estimator, engine.EstimatorUnits; its medians in rows, the compared rows)
// moved by HostShift or more between them: each row's absolute figure then
// carries the host's move, and rows near the minimum effect can be flagged
// for it alone.
func hostWarnings(old, new *Set, rows []Row) []string {
	ref := strings.TrimSpace(old.Config["reference"])
	if !results.FromEngine(old.Config) || !results.FromEngine(new.Config) || ref == "" || ref != strings.TrimSpace(new.Config["reference"]) {
		return nil
	}
	est := strings.TrimSpace(old.Config["estimator"])
	if est != strings.TrimSpace(new.Config["estimator"]) {
		return nil
	}
	byKey := map[Key]Row{}
	for _, r := range rows {
		byKey[r.Key] = r
	}
	for _, u := range append(engine.EstimatorUnits(est, "ns/lookup"), "ns/lookup") {
		r, ok := byKey[Key{Name: ref, Unit: u}]
		if !ok {
			continue
		}
		mx, my := r.Old.Center, r.New.Center
		if d := my/mx - 1; mx > 0 && (d >= HostShift || d <= -HostShift) {
			return []string{fmt.Sprintf("the engine's reference row %s (%s) moved %+.1f%% from %s to %s: where its code is the same on both sides that is the host's speed, and every row's figure moved with it, so rows near the minimum effect may be flagged for the host alone; bench -reproduce compares each row's ratio to the reference, which takes the host out",
				ref, u, 100*d, old.Source, new.Source)}
		}
		return nil
	}
	return nil
}
