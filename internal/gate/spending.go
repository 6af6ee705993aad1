package gate

// Alpha spending of sequential rounds. cmd/regress measures in rounds and,
// before each extension of two more rounds, looks at what it has measured
// ([PlanLook]). Stopping a key early for futility spends nothing: the key
// enters the final Holm correction with p = 1 ([Options.Stopped]), and Holm
// is monotone in the p-values, so what the fixed design would not flag
// stays unflagged. Stopping a key early because it is already a regression
// is a test of its own, so it spends level: [Options.EarlyAlpha], split
// evenly over the looks the design allows ([EarlyBoundary]), each look
// deciding a group when its rows that could regress are all primary
// regressions with a Holm-adjusted p-value at most that share. The final
// test of the primary family (or of the only one) then runs at
// Alpha − EarlyAlpha ([Report.FamilyAlpha]); by Bonferroni over the looks
// and the end, the family-wise error rate stays at most Alpha. The
// secondary family has no early decisions and keeps Alpha.

// EarlyBoundary is the early boundary of each interim look: earlyAlpha
// split evenly over the looks of sequential rounds from rounds to last,
// two rounds apart (a look before every extension); 0 when the design has
// no look. The design, last included, is fixed by the change before
// anything is measured (cmd/regress's extendedGroups), so the boundaries
// are too.
func EarlyBoundary(earlyAlpha float64, rounds, last int) float64 {
	looks := (last - rounds + 1) / 2
	if looks < 1 {
		return 0
	}
	return earlyAlpha / float64(looks)
}

// FamilyAlpha returns the level a family's rows are judged at: Alpha for
// the secondary family, Alpha − EarlyAlpha for the primary family or the
// only one, where interim looks may decide keys early (Options.Decided).
func (r *Report) FamilyAlpha(secondary bool) float64 {
	if secondary {
		return r.Options.Alpha
	}
	return r.Options.Alpha - r.Options.EarlyAlpha
}

// familyErrors returns the errors of a comparison that cannot fail: no
