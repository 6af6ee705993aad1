package gate

import (
	"cmp"
	"fmt"
	"math"
	"slices"
)

// A Plan is the decision of one interim look of sequential rounds
// ([PlanLook]): the groups that get more rounds, nearest to significance
// first, and why each other group stopped at this look.
type Plan struct {
	// Next holds the groups to measure further, in the order to run them.
	Next []string
	// Kept maps each group of Next to why it continues.
	Kept map[string]string
	// Stopped maps each group that stops at this look to its reason.
	Stopped map[string]string
	// Decided maps each group decided at this look to its reason, and
	// DecidedKeys lists the keys decided, in the report's order: the
	// group stops, its decided keys are regressions already
	// ([Options.Decided]) and its other rows stop as Stopped's do.
	Decided     map[string]string
	DecidedKeys []Key
}

// PlanLook decides, at an interim look of sequential rounds, which groups
// of rows get more rounds. rep is the comparison of what has been
// measured so far; group maps a row's name to its group; prevP holds each
// row's raw p-value at the previous look (missing at the first); stopped
// holds the groups stopped at earlier looks, which stay stopped; rounds is
// the number of rounds measured, for the reasons.
//
// The policy, for the gated rows ([Report.CanRegress] and the statuses
// behind it):
//
//   - a group none of whose rows is at least the minimum effect worse is
//     futile and stops: it cannot be judged a regression;
//   - a group with a row at the minimum effect whose p-value fell since
//     the previous look (or that is at its first look) always continues,
//     outside any budget: it is on its way to significance;
//   - budget > 0 limits how many of the other groups that could regress
//     continue: they are ranked by their smallest p-value among those
//     rows, nearest to significance first, and fill the budget; the rest
//     stop;
//   - budget 0 lets every group that could regress continue.
//
// Next lists the protected groups first, then the others, each by
// increasing p-value. A stopped group's rows enter the final Holm
// correction with p = 1 ([Options.Stopped]), so no choice made here can
// raise the family-wise error rate.
func PlanLook(rep *Report, group func(name string) string, prevP map[Key]float64, stopped map[string]bool, rounds, budget int, boundary float64) Plan {
	plan := Plan{Kept: map[string]string{}, Stopped: map[string]string{}, Decided: map[string]string{}}
	var open []*lookGroup
	for _, s := range lookGroups(rep, group, prevP, stopped, boundary) {
		switch {
		case len(s.decided) > 0 && !s.undecided:
			row := s.decided[0]
			plan.Decided[s.name] = fmt.Sprintf("a regression after %d rounds: %s %s at %s, adjusted p %s, at most this look's early boundary %s",
				rounds, row.Name, row.Unit, pct(row.Delta), pval(row.PAdj), pval(boundary))
			for _, row := range s.decided {
				plan.DecidedKeys = append(plan.DecidedKeys, row.Key)
			}
		case s.open:
			open = append(open, s)
		case s.gated:
			plan.Stopped[s.name] = fmt.Sprintf("futile after %d rounds: no row at least the minimum effect worse (worst %s %s at %s, minimum effect %s)",
				rounds, s.best.Name, s.best.Unit, pct(s.best.Delta), pct(max(rep.Options.MinEffect, s.best.MinEffect)))
		default:
			plan.Stopped[s.name] = fmt.Sprintf("after %d rounds: no gated row", rounds)
		}
	}
	plan.keep(open, rounds, budget)
	return plan
}

// A lookGroup is one group's standing at an interim look ([PlanLook]).
type lookGroup struct {
	name      string
	decided   []Row   // rows that can regress and are decided
	undecided bool    // a row can regress and is not decided
	open      bool    // a row can regress
	protected bool    // a row at min effect whose p fell
	nearest   float64 // smallest p among the rows that can regress
	why       string  // the protected row, or the nearest one
	best      Row     // the worst change among the gated rows, for the futile reason
	gated     bool
}

// lookGroups returns the standing of every group of rep's rows that is not
// stopped, in the order of their first rows.
func lookGroups(rep *Report, group func(name string) string, prevP map[Key]float64, stopped map[string]bool, boundary float64) []*lookGroup {
	var groups []*lookGroup
	byName := map[string]*lookGroup{}
	for _, row := range rep.Rows {
		g := group(row.Name)
		if stopped[g] {
			continue
		}
		s, ok := byName[g]
		if !ok {
			s = &lookGroup{name: g, nearest: math.Inf(1)}
			byName[g] = s
			groups = append(groups, s)
		}
		s.add(rep, row, prevP, boundary)
	}
	return groups
}

// add counts row in its group's standing.
func (s *lookGroup) add(rep *Report, row Row, prevP map[Key]float64, boundary float64) {
	if gatedRow(row) && (!s.gated || worseOf(row) > worseOf(s.best)) {
		s.best, s.gated = row, true
	}
	if !rep.CanRegress(row) {
		return
	}
	s.open = true
	if boundary > 0 && !row.Secondary && row.Status == Regression && row.PAdj <= boundary {
		s.decided = append(s.decided, row)
	} else {
		s.undecided = true
	}
	prev, seen := prevP[row.Key]
	if !seen || row.P < prev {
		if !s.protected {
			s.why = fmt.Sprintf("%s %s at %s, p %s", row.Name, row.Unit, pct(row.Delta), falling(prev, seen, row.P))
		}
		s.protected = true
	}
	s.nearest = min(s.nearest, row.P)
}

// keep ranks the open groups, protected first, then by their smallest
// p-value, and keeps the protected ones and up to budget others (0: all)
// in Next; the others stop for the budget.
func (plan *Plan) keep(open []*lookGroup, rounds, budget int) {
	slices.SortStableFunc(open, func(a, b *lookGroup) int {
		if a.protected != b.protected {
			if a.protected {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.nearest, b.nearest)
	})
	kept := 0 // unprotected groups kept, against the budget
	for _, s := range open {
		switch {
		case s.protected:
			plan.Kept[s.name] = "p falling: " + s.why
		case budget == 0 || kept < budget:
			plan.Kept[s.name] = "could regress, smallest p " + pval(s.nearest)
			kept++
		}
		if plan.Kept[s.name] != "" {
			plan.Next = append(plan.Next, s.name)
			continue
		}
		plan.Stopped[s.name] = fmt.Sprintf("budget after %d rounds: %d groups nearer to significance kept (its smallest p %s, not falling)", rounds, budget, pval(s.nearest))
	}
}

// gatedRow reports whether row is tested in its family on its own data.
func gatedRow(row Row) bool {
	switch row.Status {
	case Ungated, Untested, StoppedEarly, WallTime:
		return false
	}
	return true
}

// worseOf returns row's change signed so that positive is worse.
func worseOf(row Row) float64 {
	if row.Dir == HigherIsBetter {
		return -row.Delta
	}
	return row.Delta
}

// falling describes a p-value's move since the previous look: "0.2 → 0.05",
// or "0.05 (first look)".
func falling(prev float64, seen bool, p float64) string {
	if !seen {
		return pval(p) + " (first look)"
	}
	return pval(prev) + " → " + pval(p)
}
