// Package benchloops holds what the benchmarks of the root test package
// (bench_test.go) run: their inputs, the timed loops, the checks of every
// answer before timing, and one function per Benchmark, which the root's
// Benchmark functions call, so that benchmark names and metrics stay those
// of the root package. The timed loops that must call an implementation
// directly (so that its lookups inline, as in a move generator) are
// generated, one copy per registered implementation, into loops_gen.go (and
// loops_<package>_gen.go for a package built under a build constraint) by
// internal/gen. The benchmark tree:
//
//	BenchmarkSlider/impl=X/piece={rook,bishop,queen}/load={random,game,latency}   ns/lookup, cpu-ns/lookup
//	BenchmarkSlider/impl=X-native/piece=…/load={random,game,latency}              (native.go: C through cgo)
//	BenchmarkSlider/impl=X-native-vec/piece=…/load={random,game}
//	BenchmarkLeaper/impl=X/piece={knight,king,pawn}                               ns/lookup, cpu-ns/lookup
//	BenchmarkSet/impl=X/op={count,first,last,iterate,shift}                       ns/set, cpu-ns/set
//	BenchmarkTableBytes/impl=X                                                    table-B
//	BenchmarkTableBuild/impl=X                                                    ns/op, table-B
//	BenchmarkPerft/impl=X/pos={start,kiwipete}                                    Mnodes/s, cpu-Mnodes/s
//	BenchmarkParallelPerft/impl=X/pos=start   (workers = GOMAXPROCS; run with -cpu 1,N)
//	BenchmarkRotatedPrerotated/piece={rook,bishop,queen}/load={random,game,latency} ns/lookup, cpu-ns/lookup
//
// The cpu-* units are the same figure taken with the CPU time of the
// benchmark's thread instead of the wall clock (package internal/threadcpu):
// the timed loop runs with its goroutine locked to its OS thread, and the
// thread's CPU time around the loop, divided as the wall time is, is the
// cpu-* metric. Time the thread spends descheduled while other jobs run
// does not count in it, so it holds still on a busy machine where the wall
// time does not; the regression gate (cmd/regress) gates on it where it is
// present. Only Linux has the thread clock (CLOCK_THREAD_CPUTIME_ID):
// elsewhere no cpu-* metric is reported, since the wall-clock fallback
// would only repeat the primary unit. The parallel perft rows have none
// either: one thread's CPU time says nothing about several. The window
// includes b.Loop's own start and stop (two runtime.ReadMemStats, some
// microseconds), which the wall figure excludes.
//
// Reference rows share the names so that `go tool benchstat -col /impl`
// pivots them next to the techniques: impl=X-batch is a package's batched
// lookup (the loop inside the implementation: Go for magic, assembly for
// PEXT; the fastest of them is the practical ceiling), impl=X-iface is one implementation called through the
// harness.Impl interface (the dispatch cost; in BenchmarkPerft, with
// BITBENCH_PERFT_IFACE=all, one for every technique with a generated move
// generator, to measure what the copy gains: docs/perft.md), impl=X-native and
// impl=X-native-vec are technique X in C (package internal/native, see
// native.go), and impl=notnil and
// impl=dragontoothmg are the two peer libraries' perft (package
// internal/peers).
//
// Loads: random draws uniform squares and occupancies r & r (each square
// occupied with probability 1/4); game takes the square of every slider and
// the board's occupancy from the positions of random playouts (started from
// the perft positions, played with dragontoothmg's legal moves, an
// independent generator); latency walks the game inputs with each occupancy
// depending on the previous result, so the lookups cannot overlap. Each timed
// call makes N lookups from package-level arrays, so the per-call cost
// of the benchmark loop is amortised away; ns/lookup is the time per call
// divided by N, and the framework's ns/op is suppressed. With
// -bench.quick the perft rows search one ply less.
//
// Every benchmark checks its implementation's answers on its own inputs
// against the naive reference (or, for perft, against published node counts)
// before timing, and fails if they differ.
//
// Optional capabilities of a technique are the interfaces package harness
// declares beside Impl, found by type assertion on its registered value:
// harness.TableByter (a BenchmarkTableBytes row), harness.TableBuilder (a
// BenchmarkTableBuild row), harness.Pather (a configuration line such as
// "pext: bmi2"), harness.Unavailabler (its rows are skipped where it says
// why it cannot run), and harness.Batcher (the impl=X-batch rows).
// Package conformance checks their contracts.
package benchloops

//go:generate go run ./internal/gen/cmd
