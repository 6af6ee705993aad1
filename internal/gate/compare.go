package gate

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/perf/benchmath"

	"github.com/bitbench/bitbench/internal/results"
)

// A Set is one side of a comparison: a results file, or the concatenated
// output of several runs, read by [results.Read] (the project's one reader
// of results files).
type Set = results.Set

// A Key names one measured quantity: a benchmark (full name without the
// "Benchmark" prefix and the -GOMAXPROCS suffix) and one of its units.
type Key = results.Key

// Options configure [Compare]. The zero value means the defaults.
type Options struct {
	// Alpha is the family-wise significance level, applied to the
	// Holm-adjusted p-values; 0 means 0.05.
	Alpha float64
	// MinEffect is the smallest relative change of the medians that can
	// count as a regression, as a fraction (0.05 is 5%); 0 means 0.05.
	// Use a tiny positive value to gate on significance alone.
	MinEffect float64
	// AllowMissing, when not nil, excuses the benchmarks whose names
	// (without "Benchmark") it matches from being missing in the new set:
	// they are listed as removed on purpose instead of failing the gate.
	AllowMissing *regexp.Regexp
	// Stopped, when not nil, names the keys whose measurement stopped
	// early for futility in sequential rounds (see [Report.CanRegress]):
	// they enter the Holm family with p = 1 and are judged StoppedEarly,
	// which keeps the family-wise error rate of the fixed maximum. (A
	// stopped key that is a significant improvement on its measured p-value
	// is still reported as Improvement; improvements never fail the gate.)
	Stopped func(Key) bool
	// Decided, when not nil, names the keys whose measurement stopped
	// early because an interim look of sequential rounds already found
	// them regressions at its early boundary ([PlanLook]). A decided key
	// of the primary family (or of the only family) enters its Holm family
	// with p = 0 and is judged on its change alone against its minimum
	// effect, which a layout recheck may still raise; its PAdj shows the
	// Holm-adjusted measured p-value. Decided keys of the secondary family
	// are not decided: cmd/regress decides none there.
	Decided func(Key) bool
	// EarlyAlpha is the part of Alpha that the interim looks spend on
	// early decisions (Decided) in the families where keys may be decided,
	// the primary family or the only one: those are tested at
	// Alpha − EarlyAlpha, so that the looks and the final test together
	// keep the family-wise error rate at most Alpha (Bonferroni over the
	// looks). The secondary family keeps Alpha. 0: no early decisions.
	EarlyAlpha float64
	// MaxRounds, when above 0, is the number of runs per side the
	// measurement could reach for any key (the -max-rounds of sequential
	// rounds): the too-little-data check asks whether that design can
	// reach significance, rather than the sizes measured, which are
	// smaller for keys stopped early.
	MaxRounds int
	// Layout, when not nil, gives the keys that moved under a change of
	// code layout alone, as [LayoutSpread] measures it: the relative change
	// of the median between two builds of the same code. Such a key's
	// minimum effect is the larger of MinEffect and LayoutFactor times its
	// spread, in both directions, and the report marks it
	// "layout-sensitive ±x%".
	Layout map[Key]float64
	// LayoutMeasured, when not nil, names the keys whose layout spread was
	// measured (cmd/regress's layout recheck measures the groups of the
	// rows it would flag as regressions, the up-front A/A every key). An
	// improvement on any other key is marked "not rechecked for layout":
	// the head's own change moves the layout, and a key that layout alone
	// moves 10% is then reported 10% faster (sissy's perft was, in most
	// runs whose head moved the data). Nil: no key is marked.
	LayoutMeasured func(Key) bool
	// Primary, when not nil, splits the gated keys into two Holm families,
	// each corrected on its own at Alpha: the keys it matches (the rows the
	// change can move; cmd/regress works them out with
	// internal/gate/scope) and the others, so that the rows the change
	// cannot touch do not dilute the primary family. The secondary rows
	// also enter the pooled test (see [Pooled]). Nil means one family.
	Primary func(Key) bool
	// Paired says that value i of each key on the old side was measured
	// beside value i on the new side, in one block of interleaved launches
	// (cmd/regress measures so). A key with as many values on both sides is
	// then tested on its pairs: its P is [PairedP] of [SignTest]'s and
	// Mann–Whitney's, and its Delta is the median of the pairs' ratios; a
	// key whose sizes differ is tested unpaired.
	Paired bool
}

// LayoutFactor is how many times its layout spread a layout-sensitive key
// must move to count: a layout change of the head may move it as far as
// the base's two layouts did, in either direction, and some more.
const LayoutFactor = 2

// Defaults used for zero Options fields.
const (
	DefaultAlpha     = 0.05
	DefaultMinEffect = 0.05
)

// confidence is the level of the confidence intervals shown around each
// median, benchstat's.
const confidence = 0.95

func (o Options) withDefaults() Options {
	if o.Alpha == 0 {
		o.Alpha = DefaultAlpha
	}
	if o.MinEffect == 0 {
		o.MinEffect = DefaultMinEffect
	}
	return o
}

// A Status is the gate's judgement of one key.
type Status int

// The judgements, from harmless to failing.
const (
	// Unchanged: not significant after Holm correction.
	Unchanged Status = iota
	// Ungated: the unit's direction is unknown; reported only.
	Ungated
	// Untested: every value on both sides is identical, so there is
	// nothing to test (and the key is not counted in the family).
	Untested
	// Small: significant, but the change is below the minimum effect.
	Small
	// Improvement: significant and at least the minimum effect in the
	// good direction.
	Improvement
	// Regression: significant and at least the minimum effect in the bad
	// direction.
	Regression
	// StoppedEarly: measured fewer rounds than the maximum because it
	// could not be a regression at an interim look; never flagged.
	StoppedEarly
	// WallTime: a unit of a benchmark that also reports, on both sides,
	// a unit the gate prefers (see Row.GatedBy): "ns/lookup" or
	// "cpu-ns/lookup" beside "best-cpu-ns/lookup". That key is gated
	// instead, and this one is shown only (not in the Holm family).
	WallTime
)

// String returns the word the report prints for s.
func (s Status) String() string {
	switch s {
	case Unchanged:
		return "~"
	case Ungated:
		return "not gated"
	case Untested:
		return "identical"
	case Small:
		return "below min effect"
	case Improvement:
		return "improved"
	case Regression:
		return "REGRESSION"
	case StoppedEarly:
		return "stopped early"
	case WallTime:
		return "not gated (cpu-* gated)"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// A Row is the comparison of one key present on both sides.
type Row struct {
	Key
	// Dir is the unit's direction.
	Dir Direction
	// Old and New summarize each side: median and confidence interval.
	Old, New benchmath.Summary
	// NOld and NNew are the sample sizes.
	NOld, NNew int
	// Delta is the relative change of the medians, new/old − 1; it is
	// ±Inf when the old median is 0 and the new is not, 0 when both are 0.
	// For a Paired row it is the median of the pairs' ratios, minus 1.
	Delta float64
	// P is the raw p-value: Mann–Whitney U's, or for a Paired row
	// PairedP of the sign test's and Mann–Whitney's.
	P float64
	// Paired tells a row tested on its pairs (Options.Paired, as many
	// values on both sides); Pairs holds that test.
	Paired bool
	Pairs  Pairs
	// PAdj is the Holm-adjusted p-value, NaN when the row is not in the
	// tested family (Ungated or Untested).
	PAdj float64
	// Status is the judgement.
	Status Status
	// MinEffect is the minimum effect this row was judged with: the
	// options' MinEffect, or LayoutFactor times Layout when larger.
	MinEffect float64
	// Layout is the key's spread under a change of code layout alone
	// (Options.Layout), 0 when it did not move or was not measured.
	Layout float64
	// GatedBy is, for a WallTime row, the unit gated in its place
	// ("best-cpu-ns/lookup"); "" otherwise.
	GatedBy string
	// Secondary tells a row of the secondary family (Options.Primary):
	// never decided early, and tested at the full Alpha.
	Secondary bool
	// Decided tells a row decided early (Options.Decided): its status
	// comes from its change and minimum effect alone.
	Decided bool
	// Unrechecked tells an Improvement whose key's layout spread was not
	// measured (Options.LayoutMeasured): it may be the layout's alone.
	Unrechecked bool
}

// LayoutSensitive reports whether the row moved under a change of code
// layout alone (Layout > 0); its MinEffect is then at least LayoutFactor
// times that spread.
func (row Row) LayoutSensitive() bool { return row.Layout > 0 }

// A Report is the outcome of [Compare].
type Report struct {
	// Options are the options used, defaults filled in.
	Options Options
	// Rows holds the keys present on both sides, sorted by name and unit.
	Rows []Row
	// Missing holds the keys of the old set that the new set lacks, sorted:
	// each fails the gate (a deleted benchmark, or one that failed before
	// it reported). Keys excused by Options.AllowMissing go to Allowed,
	// keys whose unit changed to UnitChanges instead.
	Missing, Allowed []Key
	// OnlyNew holds the keys present in the new set only (new benchmarks),
	// sorted; they are listed, not gated.
	OnlyNew []Key
	// UnitChanges lists the benchmarks reported in units on one side that
	// the other side lacks, while the other reports units of its own (such
	// as ns/op become ms/op): an error, since the numbers are not comparable.
	UnitChanges []UnitChange
	// Family is the number of tests in the Holm families (m), all of them
	// together.
	Family int
	// Families holds each Holm family's name and size when
	// Options.Primary splits them ("primary", "secondary"); nil for one.
	Families []FamilySize
	// Pooled is the pooled test of the secondary family, nil when
	// Options.Primary is nil.
	Pooled *Pooled
	// Errors are the reasons the comparison cannot be trusted at all, each
	// making the verdict ERROR: a unit change, no gated comparison, or
	// sample sizes too small to ever reach significance.
	Errors []string
	// Warnings are things the reader must know to trust the verdict: a
	// different cpu, goos, goarch, goamd64, go version or pext path in the
	// file configuration, different GOMAXPROCS, CPU-time keys on one side
	// only (gated on the wall-clock unit instead).
	Warnings []string
}

// A UnitChange is a benchmark whose units differ between the two sides.
type UnitChange struct {
	Name     string
	Old, New []string // units on one side only, sorted
}

// The verdicts of [Report.Verdict], the words cmd/regress ends with.
const (
	VerdictPass       = "PASS"
	VerdictRegression = "REGRESSION"
	VerdictError      = "ERROR"
)

// Verdict returns VerdictRegression when the report holds a regression or
// a missing key (both definite, whatever else the report holds), else
// VerdictError when it holds an error, else VerdictPass.
func (r *Report) Verdict() string {
	switch {
	case r.Failed():
		return VerdictRegression
	case len(r.Errors) > 0:
		return VerdictError
	}
	return VerdictPass
}

// Improvements returns the rows judged Improvement, in report order.
func (r *Report) Improvements() []Row { return r.rowsWith(Improvement) }

// Regressions returns the rows judged Regression, in report order.
func (r *Report) Regressions() []Row { return r.rowsWith(Regression) }

// rowsWith returns the rows whose Status is s, in report order.
func (r *Report) rowsWith(s Status) []Row {
	var out []Row
	for _, row := range r.Rows {
		if row.Status == s {
			out = append(out, row)
		}
	}
	return out
}

// Failed reports whether the report holds at least one regression or one
// missing key.
func (r *Report) Failed() bool {
	return len(r.Regressions()) > 0 || len(r.Missing) > 0 || r.Pooled.Regressed()
}

// Compare compares new against old key by key, as the package comment
// describes, and returns the report. Keys of the old set missing from the
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
// p.both's order, gives each the status its data alone decides (Ungated,
// WallTime, Untested, StoppedEarly) and puts each gated row in its family.
func (r *Report) measure(p *pairing, old, new *Set) []*family {
	opt := r.Options
	th := &benchmath.Thresholds{CompareAlpha: opt.Alpha}
	fams := []*family{{name: "all"}}
	if opt.Primary != nil {
		fams = []*family{{name: "primary"}, {name: "secondary"}}
	}
	for _, k := range p.both {
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
// gated comparison at all, or a family whose sample sizes cannot reach
// significance.
func (r *Report) familyErrors(fams []*family) []string {
	if r.Family == 0 {
		errs := []string{"no gated comparison: no benchmark of a known direction with varying values is on both sides, so the gate checked nothing"}
		// A design whose rounds could not reach significance even with one
		// gated comparison says so too, whatever the values measured.
		if design := r.Options.MaxRounds; design > 0 {
			errs = append(errs, tooLittleData(r, minP(design, design, r.Options.Paired), design, 1, r.Options.Paired)...)
		}
		return errs
	}
	var errs []string
	for _, f := range fams {
		for _, e := range reachError(r, f.rows) {
			if len(fams) > 1 {
				e = f.name + " family: " + e
			}
			errs = append(errs, e)
		}
	}
	return errs
}

func sortedKeys(m map[Key][]float64) []Key {
	return slices.SortedFunc(maps.Keys(m), func(a, b Key) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Unit, b.Unit))
	})
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
// more data: it is gated (a known direction, values that vary) and its
// change is at least the minimum effect in the bad direction. A row that
// cannot is futile at an interim look of sequential rounds.
func (r *Report) CanRegress(row Row) bool {
	switch row.Status {
	case Ungated, Untested, StoppedEarly, WallTime:
		return false
	}
	worse := row.Delta
	if row.Dir == HigherIsBetter {
		worse = -worse
	}
	return worse >= max(r.Options.MinEffect, row.MinEffect)
}

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

// reachError explains when the sample sizes cannot reach significance
// after Holm correction, even for perfectly separated samples: the gate
// would pass whatever the numbers, so that is an error.
func reachError(r *Report, family []int) []string {
	m := len(family)
	if m == 0 {
		return nil
	}
	best, n, paired := 1.0, 0, false
	for _, i := range family {
		row := r.Rows[i]
		if p := minP(row.NOld, row.NNew, row.Paired); p < best {
			best, n, paired = p, min(row.NOld, row.NNew), row.Paired
		}
	}
	if design := r.Options.MaxRounds; design > 0 {
		paired = r.Options.Paired
		best, n = minP(design, design, paired), design
	}
	return tooLittleData(r, best, n, m, paired)
}

// minP is the smallest p-value of n1 and n2 runs per side: MinPPaired for
// pairs, MinP for Mann–Whitney.
func minP(n1, n2 int, paired bool) float64 {
	if paired {
		return MinPPaired(min(n1, n2))
	}
	return MinP(n1, n2)
}

// tooLittleData is the error of m gated comparisons whose smallest possible
// p-value, best with n runs per side (n pairs when paired), is above
// alpha/m; nil when it is not.
func tooLittleData(r *Report, best float64, n, m int, paired bool) []string {
	limit := r.Options.Alpha / float64(m)
	if best <= limit {
		return nil
	}
	test, need := "Mann–Whitney", RoundsNeeded(m, r.Options.Alpha)
	if paired {
		test, need = "paired (twice the smaller of the sign test's and Mann–Whitney's)", RoundsNeededPaired(m, r.Options.Alpha)
	}
	msg := fmt.Sprintf("too little data: with %d runs per side the smallest possible %s p-value is %.2g, above alpha/m = %.2g/%d = %.2g, so no regression can be detected", n, test, best, r.Options.Alpha, m, limit)
	if need > 0 {
		msg += fmt.Sprintf("; %d runs per side would reach it (-rounds %d), or gate fewer benchmarks (-bench)", need, need)
	} else {
		msg += "; gate fewer benchmarks (-bench)"
	}
	return []string{msg}
}

// machineKeys are the file configuration keys that describe the machine and
// the build rather than the code: when they differ, so do the timings. The
// identity keys are harness/cpuid's (results files carry them).
var machineKeys = []string{"cpu", "cpu-vendor", "cpu-family", "cpu-model", "cpu-stepping", "uarch", "goos", "goarch", "goamd64", "go", "pext"}

// machineValue is the part of a machine key's value that matters: for pext
// the path alone ("bmi2 (fast on zen3)" and an older file's "bmi2" are the
// same path; the reason in brackets is commentary).
func machineValue(key, value string) string {
	if key == "pext" {
		if path, _, ok := strings.Cut(value, " "); ok {
			return path
		}
	}
	return value
}

// configWarnings flags differences in the machine between the two sides.
func configWarnings(old, new *Set) []string {
	var w []string
	for _, key := range machineKeys {
		if a, b := old.Config[key], new.Config[key]; key == "go" && a != "" && b != "" {
			w = append(w, goWarnings(old.Source, a, new.Source, b)...)
		} else if a != "" && b != "" && machineValue(key, a) != machineValue(key, b) {
			w = append(w, fmt.Sprintf("%s differs: %s has %q, %s has %q; timings are not comparable across machines or builds", key, old.Source, a, new.Source, b))
		}
	}
	if a, b := procList(old), procList(new); a != "" && b != "" && a != b {
		w = append(w, fmt.Sprintf("GOMAXPROCS differs: %s ran with %s, %s with %s", old.Source, a, new.Source, b))
	}
	return w
}

// goWarnings compares two go lines, runtime.Version of each side: the
// toolchain ("go1.26.8") and the experiments it was built with
// ("go1.26.8-X:simd" is GOEXPERIMENT=simd), each with its own warning, so
// that the same toolchain built with and without an experiment is not
// reported as two toolchains.
func goWarnings(nameA, a, nameB, b string) []string {
	va, xa, _ := strings.Cut(a, "-X:")
	vb, xb, _ := strings.Cut(b, "-X:")
	var w []string
	if va != vb {
		w = append(w, fmt.Sprintf("go differs: %s has %q, %s has %q; timings are not comparable across machines or builds", nameA, a, nameB, b))
	}
	if xa != xb {
		w = append(w, fmt.Sprintf("GOEXPERIMENT differs: %s was built with %s, %s with %s; rows of packages built only under an experiment (impl/simd under GOEXPERIMENT=simd, which make bench sets where the CPU has AVX2) are on one side only: build both alike",
			nameA, experiments(xa), nameB, experiments(xb)))
	}
	return w
}

func experiments(x string) string {
	if x == "" {
		return "none"
	}
	return strconv.Quote(x)
}

func procList(s *Set) string {
	return strings.Join(slices.Sorted(maps.Keys(s.Procs)), ",")
}
