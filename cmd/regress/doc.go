// Command regress is the benchmark regression gate: it tells whether a
// change made any benchmark of the root package significantly slower, or
// lost one, and exits 1 if so. It is meant for CI and for use before
// pushing. CI runs the built binary (make regress-binary builds
// bin/regress): make and go run replace its exit status with their own.
//
// Usage:
//
//	regress [flags]                 compare the working tree against -base
//	regress -baseline PATH [flags]  compare the working tree against a results file
//	regress [flags] old.txt new.txt compare two existing results files
//
// In the first form it builds the base (in a temporary git worktree) and
// the working tree, runs the working tree's correctness tests (-check),
// times both binaries interleaved on the gate set (or -bench), in short
// launches of a few groups so that the base's and the head's runs of a row
// pair up, with sequential rounds for the rows still undecided (a row of
// the change's own that is a regression already is decided and stops, at
// a level the final test pays for: -early-alpha), measures
// the base against itself in another code layout on the rows it would
// flag (the layout recheck, which can only take a flag away), and
// compares them with
// internal/gate: on the pairs, twice the smaller of the sign test's and
// Mann–Whitney's p-values (-paired; Mann–Whitney U alone for two files or
// a baseline), Holm–Bonferroni per family (the rows the change can
// move, the rest, and a pooled test over the rest; -scope), and a minimum
// effect. The report goes to standard output and ends with the verdict
// line; progress goes to standard error.
//
// Exit status, and the word that begins the last line of standard output:
// 0 PASS; 1 REGRESSION (a significant regression, a missing benchmark, or
// failing correctness tests or benchmarks of the new tree); 2 ERROR (a
// usage or input error, a unit change, nothing compared, too few rounds,
// an interrupt).
//
// docs/gate.md is the user's guide (the everyday flags, the gate set, how
// CI runs it, the specification sheet's figures); docs/gate-design.md has
// every step and the tuning flags; docs/gate-validation.md how the figures
// were measured.
// The statistics are described for a reader of the code in internal/gate's
// package comment.
package main
