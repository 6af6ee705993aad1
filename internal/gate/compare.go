package gate

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"golang.org/x/perf/benchmath"
)

// new fail the gate unless Options.AllowMissing excuses them; keys of the
// new set only are listed. Neither set is modified.
//
// It runs in four phases: [pairKeys] pairs the keys of the two sides,
// measure computes each pair's statistics and puts it in its family,
// adjust corrects the p-values per family (Holm), and judge gives each row
// its status; the checks on the whole report come last.
func Compare(old, new *Set, opt Options) *Report {
	opt = opt.withDefaults()
	r := &Report{Options: opt}
	p := pairKeys(old, new, opt)
	r.UnitChanges, r.Missing, r.Allowed, r.OnlyNew = p.unitChanges, p.missing, p.allowed, p.onlyNew
	r.Errors = append(r.Errors, p.errors...)
	r.Warnings = append(r.Warnings, p.warnings...)
	if !(opt.EarlyAlpha >= 0 && opt.EarlyAlpha < opt.Alpha) {
		r.Errors = append(r.Errors, fmt.Sprintf("early alpha %g: want at least 0 and below alpha %g", opt.EarlyAlpha, opt.Alpha))
	}
	fams := r.measure(p, old, new)
	r.adjust(fams)
	r.judge(fams)
	r.Errors = append(r.Errors, r.familyErrors(fams)...)
	r.Warnings = append(r.Warnings, configWarnings(old, new)...)
	r.Warnings = append(r.Warnings, hostWarnings(old, new, r.Rows)...)
	return r
}

// pairing is the outcome of pairKeys: which keys are on both sides, and
// what becomes of the others.
type pairing struct {
	oldVals, newVals map[Key][]float64
	// both holds the keys measured on both sides, sorted: each becomes a Row.
	both             []Key
	missing, allowed []Key
	onlyNew          []Key
	unitChanges      []UnitChange
	errors, warnings []string
}

// has reports whether both sides measured k.
func (p *pairing) has(k Key) bool {
	_, o := p.oldVals[k]
	_, n := p.newVals[k]
	return o && n
}

// pairKeys pairs the keys of old and new: a key of the old set is paired,
// missing, allowed missing (opt.AllowMissing) or, for a CPU-time key whose
// wall key both sides have, counted in a warning; a key of the new set
// only is new, or counted likewise; the benchmarks whose units changed
// are errors and pair nothing.
func pairKeys(old, new *Set, opt Options) *pairing {
	p := &pairing{oldVals: old.Samples(), newVals: new.Samples()}
	p.unitChanges = unitChanges(p.oldVals, p.newVals)
	changed := map[string]bool{}
	for _, c := range p.unitChanges {
		changed[c.Name] = true
		p.errors = append(p.errors, fmt.Sprintf("unit changed: %s: %s in %s, %s in %s; the numbers are not comparable",
			c.Name, strings.Join(c.Old, ", "), old.Source, strings.Join(c.New, ", "), new.Source))
	}
	// cpuOnly counts the CPU-time keys on one side only whose wall key is
	// on both: the best unit both sides have is gated, with a warning.
	cpuOnly := map[string]int{}
	for _, k := range sortedKeys(p.oldVals) {
		_, ok := p.newVals[k]
		wall, isCPU := WallUnit(k.Unit)
		switch {
		case ok:
			p.both = append(p.both, k)
		case changed[k.Name]:
		case isCPU && p.has(Key{Name: k.Name, Unit: wall}):
			cpuOnly[old.Source]++
		case opt.AllowMissing != nil && opt.AllowMissing.MatchString(k.Name):
			p.allowed = append(p.allowed, k)
		default:
			p.missing = append(p.missing, k)
		}
	}
	for _, k := range sortedKeys(p.newVals) {
		if _, ok := p.oldVals[k]; ok || changed[k.Name] {
			continue
		}
		if wall, isCPU := WallUnit(k.Unit); isCPU && p.has(Key{Name: k.Name, Unit: wall}) {
			cpuOnly[new.Source]++
			continue
		}
		p.onlyNew = append(p.onlyNew, k)
	}
	for _, s := range []*Set{old, new} {
		if n := cpuOnly[s.Source]; n > 0 {
			p.warnings = append(p.warnings, fmt.Sprintf("%s: %s on this side only (the other side did not measure them: an older base, or a system without the thread clock); their benchmarks are gated on the units both sides have", s.Source, count(n, CPUPrefix+"* key")))
		}
	}
	return p
}

// A family is one Holm family of the report: the rows tested together.
type family struct {
	name string
	rows []int // indexes into Report.Rows
	// p holds the p-values tested, 1 for a stopped key; raw the same as
	// measured. adj and rawAdj are their Holm-adjusted values (adjust).
	p, raw, adj, rawAdj []float64
}

// measure computes the statistics of every paired key into r.Rows, in
// p.both's order (measureRow), and puts each gated row in its family.
func (r *Report) measure(p *pairing, old, new *Set) []*family {
	opt := r.Options
	th := &benchmath.Thresholds{CompareAlpha: opt.Alpha}
	fams := []*family{{name: "all"}}
	if opt.Primary != nil {
		fams = []*family{{name: "primary"}, {name: "secondary"}}
	}
	for _, k := range p.both {
		row, tested := measureRow(p, k, old, new, opt, th)
		if row.Status == Unchanged || row.Status == StoppedEarly {
			f := fams[0]
			if opt.Primary != nil && !opt.Primary(k) {
				f, row.Secondary = fams[1], true
			}
			if row.Status == Unchanged && !row.Secondary && opt.Decided != nil && opt.Decided(k) {
				row.Decided, tested = true, 0
			}
			f.rows, f.p, f.raw = append(f.rows, len(r.Rows)), append(f.p, tested), append(f.raw, row.P)
		}
		r.Rows = append(r.Rows, row)
	}
	for _, f := range fams {
		r.Family += len(f.rows)
		if opt.Primary != nil {
			r.Families = append(r.Families, FamilySize{Name: f.name, Size: len(f.rows)})
		}
	}
	if opt.Primary != nil {
		r.Pooled = pool(r.Rows, fams[1].rows, opt)
	}
	return fams
}

// measureRow computes the statistics of the paired key k and gives it the
// status its data alone decides (Ungated, WallTime, Untested,
// StoppedEarly); it returns the row and the p-value it is tested with: its
// P, or 1 for a stopped key.
func measureRow(p *pairing, k Key, old, new *Set, opt Options, th *benchmath.Thresholds) (Row, float64) {
	so := benchmath.NewSample(append([]float64(nil), p.oldVals[k]...), th)
	sn := benchmath.NewSample(append([]float64(nil), p.newVals[k]...), th)
	row := Row{
		Key:  k,
		Dir:  direction(k.Unit, old, new),
		Old:  benchmath.AssumeNothing.Summary(so, confidence),
		New:  benchmath.AssumeNothing.Summary(sn, confidence),
		NOld: len(so.Values),
		NNew: len(sn.Values),
		P:    benchmath.AssumeNothing.Compare(so, sn).P,
		PAdj: math.NaN(),
	}
	row.Delta = relChange(row.Old.Center, row.New.Center)
	if opt.Paired && row.NOld == row.NNew {
		row.Paired, row.Pairs = true, SignTest(p.oldVals[k], p.newVals[k])
		row.P, row.Delta = PairedP(row.Pairs.P, row.P), row.Pairs.Ratio-1
	}
	row.Layout = opt.Layout[k]
	row.MinEffect = max(opt.MinEffect, LayoutFactor*row.Layout)
	by := gatedInstead(p, k, old, new)
	tested := row.P
	switch {
	case row.Dir == Unknown:
		row.Status = Ungated
	case by != "":
		row.Status, row.GatedBy = WallTime, by
	case allEqual(so.Values, sn.Values):
		row.Status = Untested
	case opt.Stopped != nil && opt.Stopped(k):
		row.Status, tested = StoppedEarly, 1
	}
	return row, tested
}

// gatedInstead returns the unit gated in k's place: the most preferred of
// betterUnits(k.Unit) that both sides have, with a known direction; "" when
// k is gated itself.
func gatedInstead(p *pairing, k Key, old, new *Set) string {
	for _, u := range betterUnits(k.Unit) {
		if p.has(Key{Name: k.Name, Unit: u}) && direction(u, old, new) != Unknown {
			return u
		}
	}
	return ""
}

// adjust computes the Holm-adjusted p-values of each family, on the
// p-values tested and on the measured ones, and stores the former in the
// rows' PAdj.
func (r *Report) adjust(fams []*family) {
	for _, f := range fams {
		f.adj, f.rawAdj = HolmAdjust(f.p), HolmAdjust(f.raw)
		for j, i := range f.rows {
			r.Rows[i].PAdj = f.adj[j]
		}
	}
}

// judge gives every row of the families its status from its adjusted
// p-value and its change, at its family's level (FamilyAlpha). A stopped
// row stays StoppedEarly unless it is a significant improvement on its
// measured p-values; a decided row is judged on its change alone.
func (r *Report) judge(fams []*family) {
	opt := r.Options
	for _, f := range fams {
		alpha := r.FamilyAlpha(f.name == "secondary")
		for j, i := range f.rows {
			row := &r.Rows[i]
			switch {
			case row.Decided:
				row.Status, row.PAdj = judge(row.Delta, row.Dir, 0, alpha, row.MinEffect), f.rawAdj[j]
			case row.Status != StoppedEarly:
				row.Status = judge(row.Delta, row.Dir, f.adj[j], alpha, row.MinEffect)
			case judge(row.Delta, row.Dir, f.rawAdj[j], opt.Alpha, row.MinEffect) == Improvement:
				// Informational only: an improvement never changes the
				// verdict, so it may be judged on the measured p-values.
				row.Status, row.PAdj = Improvement, f.rawAdj[j]
			}
			row.Unrechecked = row.Status == Improvement && opt.LayoutMeasured != nil && !opt.LayoutMeasured(row.Key)
		}
	}
}

func sortedKeys(m map[Key][]float64) []Key {
	return slices.SortedFunc(maps.Keys(m), compareKey)
}

// unitChanges finds the names measured on both sides whose units differ:
// some units on the old side only and some on the new side only. A unit
// dropped without a replacement (no -benchmem on one side) is a missing
// key, not a change.
func unitChanges(old, new map[Key][]float64) []UnitChange {
	units := func(m map[Key][]float64) map[string][]string {
		u := map[string][]string{}
		for k := range m {
			u[k.Name] = append(u[k.Name], k.Unit)
		}
		return u
	}
	ou, nu := units(old), units(new)
	var out []UnitChange
	for name, o := range ou {
		n, ok := nu[name]
		if !ok {
			continue
		}
		c := UnitChange{Name: name}
		for _, u := range o {
			if !slices.Contains(n, u) {
				c.Old = append(c.Old, u)
			}
		}
		for _, u := range n {
			if !slices.Contains(o, u) {
				c.New = append(c.New, u)
			}
		}
		if len(c.Old) > 0 && len(c.New) > 0 {
			slices.Sort(c.Old)
			slices.Sort(c.New)
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b UnitChange) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// direction returns the direction of unit: metadata in either file first,
// then the built-in rule.
func direction(unit string, sets ...*Set) Direction {
	for _, s := range sets {
		switch s.Better[unit] {
		case "higher":
			return HigherIsBetter
		case "lower":
			return LowerIsBetter
		}
	}
	return UnitDirection(unit)
}

// CanRegress reports whether row could still be judged a regression with

func relChange(old, new float64) float64 {
	switch {
	case old == new:
		return 0
	case old == 0:
		return math.Inf(int(math.Copysign(1, new)))
	}
	return new/old - 1
}

func allEqual(a, b []float64) bool {
	for _, s := range [][]float64{a, b} {
		for _, v := range s {
			if v != a[0] {
				return false
			}
		}
	}
	return true
}

func judge(delta float64, dir Direction, padj, alpha, minEffect float64) Status {
	if padj > alpha {
		return Unchanged
	}
	// Signed so that positive is worse.
	worse := delta
	if dir == HigherIsBetter {
		worse = -delta
	}
	switch {
	case worse >= minEffect:
		return Regression
	case -worse >= minEffect:
		return Improvement
	}
	return Small
}
