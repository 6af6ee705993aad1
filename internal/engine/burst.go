package engine

// Burst returns, by name, how many slices the rows of states that Rescue
// returns take in the next round, spent the share of the budget gone
// before it, where that is more than one: in the rescue's share (Next),
// r.RescueBurst each, up to r.RescueMax in all; nil outside the rescue or
// where r.RescueBurst is below 2.
//
// A row there is one whose interval is still wider than Wide, and a
// median's interval narrows as one over the square root of its count: at
// one slice a round, the rescue's rounds are too few for the noisiest rows
// (docs/benchmarks.md has the figures). The rows of a round around them are
// the widest undecided ones (RescueRound), which need no more than one
// slice a round.
func Burst(states []State, r Rules, q Quiet, spent float64) map[string]int {
	if r.RescueBurst < 2 || !rescuing(Active(states, r, q), r, spent) {
		return nil
	}
	take := map[string]bool{}
	for _, n := range Rescue(states, r, q) {
		take[n] = true
	}
	out := map[string]int{}
	for _, s := range states {
		if k := min(r.RescueBurst, r.RescueMax-len(s.Ratios)); take[s.Name] && k > 1 {
			out[s.Name] = k
		}
	}
	return out
}

// rescuing reports whether the round after spent is the rescue's (Next),
// active being Active's rows: in the last r.Rescue of the budget, or once
// no row is active.
func rescuing(active []string, r Rules, spent float64) bool {
	return spent >= 1-r.Rescue || len(active) == 0
}
