// Package enginerun drives the measuring engine (package internal/engine)
// over the root package's test binary: it is what `bitbench.test
// -bench.engine` runs, and so what make bench, make bench-quick and
// scripts/run-bench-binary.sh run.
//
// The driver lists the binary's rows in its own process, then, round after
// round until its budget is spent or no row is undecided, asks the engine
// which rows to measure and how to cut them into launches, and runs each
// launch as a fresh copy of the binary (internal/testbin.FreshCopy) in
// worker mode (-bench.plan), pinned to a CPU when asked: with several
// (-bench.pin 0-1), each row's next slice to the one with the fewest of its
// samples that count (engine.NextCPU), so that every row meets each
// vCPU's neighbours in the same measure. The single-thread rows and the
// parallel perft's run in the same rounds: its rows at
// GOMAXPROCS 1 in the pinned launches, its rows at more in launches of
// their own, which run unpinned and hold the reference, at each of its
// places, once on each CPU they may use, pinned there. Every slice becomes one benchmark line of
// the results, in benchfmt, with the slice's ratio to the reference as the
// extra unit "ref"; the schedule heads the output as configuration lines,
// and what the run learnt about itself (rounds, launches, the A/A noise
// floor, the steal time and other processes' CPU use, the rows marked
// unstable and why) follows the last result as configuration lines, where
// they change no result's keys.
package enginerun
