// Package gate decides whether a set of benchmark results is a significant
// regression against another: the statistics behind cmd/regress.
//
// # Model
//
// A results file (raw `go test -bench` output) is read by
// internal/results, the project's one reader of results files, into a
// [Set]: for every benchmark name and unit, the list of values measured,
// one per run, every one finite and non-negative. Names lose the
// "Benchmark" prefix and the -GOMAXPROCS suffix, so files from machines
// with different core counts still line up; units stay as written ("ns/op",
// "ns/lookup", "Mnodes/s"), so the report speaks the benchmark's own
// language.
//
// [Compare] pairs the old and new sets key by key. A key of the old set
// that the new set lacks is missing, and fails the gate like a regression
// ([Report.Missing]) unless [Options.AllowMissing] matches its name. A
// benchmark whose units differ between the sides (ns/op on one, ms/op on
// the other) is a unit change, an error: its numbers are not comparable.
// For each key present on both sides it computes, with
// golang.org/x/perf/benchmath and the [benchmath.AssumeNothing] assumption
// (exactly what benchstat does):
//
//   - the center of each side (the median) and its 95% confidence interval;
//   - the Mann–Whitney U test p-value that the two samples come from the
//     same distribution (two-sided);
//   - the relative change of the centers, new/old − 1.
//
// A key is a regression only when all three hold:
//
//  1. its unit has a known direction ([UnitDirection]): lower is better for
//     durations ("ns/op", "ns/lookup", "sec/op"), "B/op", "allocs/op" and
//     sizes ending in "-B" ("table-B"); higher is better for rates (any unit
//     ending in "/s": "Mnodes/s", "MB/s"). A "Unit <unit> better=higher|lower"
//     metadata line in the file overrides the rule. Keys with unknown units are
//     reported but never gated;
//  2. its p-value is significant at level alpha after Holm–Bonferroni
//     correction across every gated key that was tested ([HolmAdjust]);
//  3. the change is at least the minimum effect (default 5%, more for a
//     layout-sensitive key) in the bad direction: new/old − 1 ≥ +min for
//     lower-is-better units, ≤ −min for higher-is-better units.
//
// # Pairs
//
// When [Options.Paired] says so (cmd/regress measures the two sides in
// blocks of short launches, value i of each side one launch from the
// other's), a key with as many values on both sides is tested on its
// pairs: [SignTest] counts the pairs in which new is above old and those
// in which it is below (the binomial distribution of go-moremath/stats,
// the library benchmath's intervals come from), and the key's p-value is
// [PairedP], twice the smaller of that test's and Mann–Whitney's. The
// change is the median of the pairs' ratios. A slowdown of the host that
// lasts longer than a pair (here, seconds at a time) hits both values of
// the pair and cancels in its ratio, where it would widen both samples of
// an unpaired test; a burst that hits one value counts as one pair,
// however large. Noise that strikes single launches on their own (a
// competing load) is shared by no pair, and there Mann–Whitney's ranks
// carry more: doubling the smaller p-value keeps the test at its level
// whichever kind of noise the host had. The smallest p-value of n pairs
// is 2·MinP(n, n) ([MinPPaired], [RoundsNeededPaired]).
//
// Significance alone is not enough: with enough runs a 0.3% shift is
// "significant" and never worth failing a build for. Size alone is not
// enough either: on a shared runner single runs differ by 10% or more.
//
// # CPU time before wall time
//
// The root package's benchmarks report a key twice: in its wall-clock unit
// ("ns/lookup", "Mnodes/s") and, on Linux, in the same unit measured with
// the CPU time of the benchmark's thread, prefixed [CPUPrefix]
// ("cpu-ns/lookup", "cpu-Mnodes/s"; see internal/threadcpu). A cpu-* unit
// has the direction of its wall unit ([WallUnit]). When both sides hold a
// benchmark's cpu-* key, that key is gated and the wall key is judged
// WallTime: shown, not tested, not in the Holm family. Time the thread
// spends descheduled by other jobs then no longer counts. When only one
// side has the cpu-* keys (a base older than the metric, a run without the
// thread clock), the wall key is gated as before, the cpu-* keys are
// neither missing nor new, and a warning counts them.
//
// A third unit, prefixed [BestPrefix] ("best-cpu-ns/lookup"), is the
// thread's CPU time over the best chunk of the timed loop (chunks of at
// least 100 µs). Interference that slows the thread while it runs, such as
// another virtual machine on the host, only ever makes a chunk slower, so
// the best chunk keeps the speed of the code. Where both sides hold it,
// it is gated, and the cpu-* and wall keys are shown as WallTime with
// Row.GatedBy naming it; the order of preference is best-cpu-*, cpu-*,
// wall.
//
// # Code layout
//
// A change anywhere moves the code of the whole test binary, and some loops
// run faster or slower from their placement alone. [LayoutSpread] takes two
// builds of the same code in different layouts, run as an A/A, and gives
// each key that moved between them (raw Mann–Whitney p ≤ alpha; no
// correction, since a key wrongly called sensitive only loses power) its
// spread s = |b/a − 1|. Passed as [Options.Layout], it raises that key's
// minimum effect to max(MinEffect, [LayoutFactor]·s) in both directions;
// the report marks the row "layout-sensitive ±s". Significance and Holm are
// unchanged. [NetLayoutSpread] takes the same rounds' A/A spread off s, so
// that a load that slows some launches and not others is not read as
// layout (cmd/regress's layout recheck), and [GroupLayoutSpread] gives
// every key of a group the largest spread of its group in that unit.
// Package layoutfloor raises the spread of a key the change cannot reach
// to the largest its group showed in past rechecks on the same CPU.
//
// # Why Holm–Bonferroni
//
// A gate that tests m benchmarks at alpha = 0.05 each raises a false alarm
// on an unchanged tree with probability up to 1 − 0.95^m: 64% for m = 20.
// Holm's step-down procedure keeps the probability of any false alarm in the
// family at most alpha, whatever the dependence between benchmarks, and is
// uniformly more powerful than plain Bonferroni: sort the m p-values
// ascending, p(1) ≤ … ≤ p(m); the adjusted value of p(i) is
// max over j ≤ i of min(1, (m − j + 1)·p(j)); reject where adjusted ≤ alpha.
// Keys whose values are all identical on both sides (a constant "table-B")
// carry no test (benchmath reports p = 1 with a warning) and are not counted
// in m.
//
// # How many runs: the arithmetic
//
// Mann–Whitney is a rank test, so with n values per side its p-value cannot
// go below the value for two perfectly separated samples, 2/C(2n, n)
// (two-sided, no ties). Holm's first step compares the smallest p-value
// with alpha/m, so nothing at all can be flagged unless
//
//	2/C(2n, n) ≤ alpha/m.
//
// [MinP] gives the bound for any sample sizes (computed by benchmath itself
// on two separated samples) and [RoundsNeeded] the smallest n that can
// reach significance for m keys; when the sizes cannot reach it, [Compare]
// records an error naming the number of rounds needed: a gate that cannot
// fail must not pass. No gated comparison at all is an error too. The
// figures for the command's defaults are in docs/gate.md's specification
// sheet.
//
// # Families and the pooled test
//
// [Options.Primary] splits the gated keys into two Holm families, each
// corrected on its own at alpha: the keys a change can move (package
// internal/gate/scope works them out from the diff and the import graph)
// and the others, so that keys a change cannot touch do not dilute the
// power spent on those it can. The secondary keys also enter [Pooled], one
// test of their changes together: the median of their changes in the bad
// direction, with benchmath's distribution-free confidence interval at
// 1 − alpha (the sign test, inverted), flagged when the whole interval is
// above zero and the median is at least MinEffect/[PooledFactor]. One key
// moves that median by one rank only, so a single slow key cannot fail it;
// a slowdown of most keys does. Each family holds its own error rate at
// alpha.
//
// # Verdict
//
// [Report.Verdict] is REGRESSION when a key regressed or is missing (both
// definite, whatever else the report holds), else ERROR when the report
// holds an error, else PASS. [Report.Write] ends with a line that begins
// with that word and counts regressions, improvements and missing keys.
//
// # Sequential rounds
//
// cmd/regress may measure undecided benchmarks longer. [Report.CanRegress]
// tells the rows that could still be a regression (at least the minimum
// effect worse), and [PlanLook] decides at each interim look which groups
// of rows get more rounds: futile groups stop, a group with a row at the
// minimum effect whose p-value is still falling always continues, and the
// others continue nearest to significance first within a budget. A
// stopped row is passed to the final Compare through [Options.Stopped]: it
// is judged StoppedEarly and enters the Holm family with p = 1. Holm's
// adjusted values only grow when a p-value grows, so the keys flagged are a
// subset of those the fixed design (every key measured the maximum number
// of rounds, Holm once at the end) would flag: the family-wise error rate
// stays at most alpha, whatever the policy stops.
//
// A look may also decide a group: its rows that could regress are all
// regressions of the primary family (or the only one) whose adjusted
// p-value is at most the look's early boundary. Such rows are passed
// through [Options.Decided], enter the Holm family with p = 0 and are
// judged on their change; the caller spends at most [Options.EarlyAlpha]
// on the boundaries of all looks, and that family is tested at
// Alpha − EarlyAlpha at the end ([Report.FamilyAlpha]), so the looks and
// the final test together keep the family-wise error rate at most Alpha.
//
// docs/gate.md is the user's guide of the command built on this package
// (flags, CI use, measured figures); docs/gate-design.md has its steps.
package gate
