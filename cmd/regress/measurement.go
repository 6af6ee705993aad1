package main

import (
	"slices"

	"github.com/bitbench/bitbench/internal/gate"
)

// A comparison is what a mode hands the verdict: the two sets and the
// options to compare them with.
type comparison struct {
	old, new *gate.Set
	opt      gate.Options
}

// A measurement is what the phases of a worktree run found, each phase
// returning its part: the layout A/A's spreads (up front, then raised by
// the recheck), the sequential rounds' stops, the scope's primary rows and
// the keys whose layout was measured. options turns it into the final
// comparison's options; nothing writes the command's options mid-run.
type measurement struct {
	// layout is the spread of each key that moved under layout alone
	// (gate.Options.Layout), nil when none was measured.
	layout map[gate.Key]float64
	// stops are the sequential rounds' stops, nil when none ran.
	stops *stops
	// primary is the scope's primary family (gate.Options.Primary), nil
	// for one family.
	primary func(gate.Key) bool
	// layoutMeasured is gate.Options.LayoutMeasured, nil when the base
	// has no test binary.
	layoutMeasured func(gate.Key) bool
}

// options returns the options of the comparison: the command line's
// (cfg.opt), with what was measured. Sequential rounds that ran have spent
// -early-alpha on their looks, and the primary family's final test runs
// at the rest (gate.Report.FamilyAlpha).
func (m measurement) options(cfg *config) gate.Options {
	opt := cfg.opt
	opt.Layout = m.layout
	if m.stops != nil {
		opt.EarlyAlpha = cfg.earlyAlpha
	}
	if !m.stops.empty() {
		opt.Stopped, opt.Decided = m.stops.stoppedKey, m.stops.decidedKey
	}
	opt.MaxRounds = cfg.maxRounds
	opt.Primary = m.primary
	opt.LayoutMeasured = m.layoutMeasured
	return opt
}

// layoutMeasured is gate.Options.LayoutMeasured: every key when the layout
// A/A ran up front, else the keys of the groups rechecked. Improvements are
// not rechecked (they never fail the gate), so the report says which may be
// the layout's alone.
func layoutMeasured(upFront bool, rechecked []string) func(gate.Key) bool {
	return func(k gate.Key) bool { return upFront || slices.Contains(rechecked, group(k.Name)) }
}
