package bitbench_test

// The benchmarks of every registered implementation. The timed loops that
// must call an implementation directly (so that its lookups inline, as in a
// move generator) are generated, one copy per implementation, into
// bench_impls_test.go; this file holds the inputs, the checks and the
// benchmark tree:
//
//	BenchmarkSlider/impl=X/piece={rook,bishop,queen}/load={random,game,latency}   ns/lookup, cpu-ns/lookup
//	BenchmarkLeaper/impl=X/piece={knight,king,pawn}                               ns/lookup, cpu-ns/lookup
//	BenchmarkSet/impl=X/op={count,first,last,iterate,shift}                       ns/set, cpu-ns/set
//	BenchmarkTableBytes/impl=X                                                    table-B
//	BenchmarkTableBuild/impl=X                                                    ns/op, table-B
//	BenchmarkPerft/impl=X/pos={start,kiwipete}                                    Mnodes/s, cpu-Mnodes/s
//	BenchmarkParallelPerft/impl=X/pos=start   (workers = GOMAXPROCS; run with -cpu 1,N)
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
// harness.Impl interface (the dispatch cost), and impl=notnil and
// impl=dragontoothmg are the two peer libraries' perft (package
// internal/peers).
//
// Loads: random draws uniform squares and occupancies r & r (each square
// occupied with probability 1/4); game takes the square of every slider and
// the board's occupancy from the positions of random playouts (started from
// the perft positions, played with dragontoothmg's legal moves, an
// independent generator); latency walks the game inputs with each occupancy
// depending on the previous result, so the lookups cannot overlap. Each timed
// call makes benchN lookups from package-level arrays, so the per-call cost
// of the benchmark loop is amortised away; ns/lookup is the time per call
// divided by benchN, and the framework's ns/op is suppressed. With
// -bench.quick the perft rows search one ply less.
//
// Every benchmark checks its implementation's answers on its own inputs
// against the naive reference (or, for perft, against published node counts)
// before timing, and fails if they differ.

//go:generate go run ./internal/benchgen

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/benchgen/gen"
	"github.com/bitbench/bitbench/internal/cpuid"
	"github.com/bitbench/bitbench/internal/peers"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/threadcpu"
)

var (
	benchQuick  = flag.Bool("bench.quick", false, "benchmarks: shallower perft, for a quick run")
	benchCommit = flag.String("bench.commit", "", "benchmarks: commit to print as the `commit:` configuration line")
	benchTarget = flag.String("bench.target", "", "print `ROOT`/<cpu slug>, the results folder of this CPU, and exit: status 2 when its files record another CPU or BITBENCH_PEXT is bad")
	benchSlug   = flag.String("bench.slug", "", "with -bench.target: the folder `name` instead of this CPU's slug")
)

// benchBuildCommit is the commit printed as the "commit:" configuration line when
// -bench.commit is not given; set it when building the test binary with
// -ldflags "-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234".
var benchBuildCommit string

// benchN is the number of lookups per timed call: the length of every input
// array. One timed call is one benchmark iteration.
const benchN = 1024

// benchChain is the bit that the latency loops fold from each result into the
// next occupancy (occ | r&benchChain), so that no lookup can start before the
// previous one ends. It is a1, a corner: a ray that reaches a corner ends
// there anyway, so a blocker on a1 never changes an attack set and the inputs
// stay as drawn, while the processor must still wait for each result.
const benchChain harness.Bitboard = 1

// Piece indices of the slider loops, and names for the benchmark tree.
const (
	benchRook = iota
	benchBishop
	benchQueen
	benchNumPieces
)

var benchPieceNames = [benchNumPieces]string{"rook", "bishop", "queen"}

const benchNumLeapers = 3

var benchLeaperNames = [benchNumLeapers]string{"knight", "king", "pawn"}

// benchSliderLoops are one implementation's generated loops for one piece.
type benchSliderLoops struct {
	// throughput sets dst[i] to the attacks from sqs[i] given occs[i].
	throughput func(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard)
	// latency chains the lookups: each occupancy is occs[i] | r&benchChain where r
	// is the previous result. It returns the last result and the xor of all.
	latency func(sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) (last, sum harness.Bitboard)
}

// benchLeaperLoop sets dst[i] to the attacks from sqs[i] (for pawns, of colour i&1).
type benchLeaperLoop func(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square)

// benchSetLoop applies one set operation to every element of sets, returning the
// sum of the integer results or writing set results to dst.
type benchSetLoop func(dst *[benchN]harness.Bitboard, sets *[benchN]harness.Bitboard) int

// benchSetLoops are one implementation's generated set-operation loops.
type benchSetLoops struct{ count, first, last, iterate, shift benchSetLoop }

// benchGenImpl is one implementation's generated loops.
type benchGenImpl struct {
	name       string
	slider     [benchNumPieces]benchSliderLoops
	leaper     [benchNumLeapers]benchLeaperLoop
	set        benchSetLoops
	tableBytes func() int // nil when the package does not export TableBytes
	// buildTables builds a fresh copy of the package's tables and returns
	// their bytes; nil when the package does not export BuildTables.
	buildTables func() int
}

// benchRegistered reports whether an implementation called name is
// registered on this machine. The generated file of a package built under a
// constraint (bench_impls_simd_test.go) asks before it adds its loops: such
// a package may decline to register, as impl/simd does without AVX2.
func benchRegistered(name string) bool {
	_, err := harness.Lookup(name)
	return err == nil
}

// benchUnavailable returns why the implementation called name cannot run
// its technique on this machine ("no BMI2" for pext-hw there), or "" when it
// can or does not say (interface{ Unavailable() string }).
func benchUnavailable(name string) string {
	impl, err := harness.Lookup(name)
	if err != nil {
		return ""
	}
	if u, ok := impl.(interface{ Unavailable() string }); ok {
		return u.Unavailable()
	}
	return ""
}

// init drops the loops of every implementation that cannot run its
// technique here (benchUnavailable), so that no row labels another path's
// figures with its name; the perft rows skip them the same way.
func init() {
	benchGenImpls = slices.DeleteFunc(benchGenImpls, func(g benchGenImpl) bool { return benchUnavailable(g.name) != "" })
}

// benchAddGenImpl adds g to benchGenImpls, keeping registry order (that of
// harness.Names); the generated files of constrained packages call it from
// init.
func benchAddGenImpl(g benchGenImpl) {
	benchGenImpls = append(benchGenImpls, g)
	names := harness.Names()
	slices.SortStableFunc(benchGenImpls, func(a, b benchGenImpl) int {
		return slices.Index(names, a.name) - slices.Index(names, b.name)
	})
}

// benchConfigLine is a "key: value" line printed at the head of a benchmark run.
type benchConfigLine struct {
	key   string
	value func() string
}

// benchConcrete returns the registered implementation called name as its
// concrete type T. A mismatch means bench_impls_test.go is stale: it panics
// at start-up with a message saying so.
func benchConcrete[T harness.Impl](name string) T {
	impl, err := harness.Lookup(name)
	if err != nil {
		panic(fmt.Sprintf("bench_impls_test.go is stale (run go generate .): %v", err))
	}
	t, ok := impl.(T)
	if !ok {
		panic(fmt.Sprintf("bench_impls_test.go is stale (run go generate .): %q is a %T, not a %T", name, impl, t))
	}
	return t
}

// The inputs. Every array has benchN entries.
var (
	benchInputsOnce sync.Once
	benchRandomSqs  [benchN]harness.Square   // uniform squares
	benchRandomOccs [benchN]harness.Bitboard // r & r: each square occupied with probability 1/4
	benchGameSqs    [benchNumPieces][benchN]harness.Square
	benchGameOccs   [benchNumPieces][benchN]harness.Bitboard
	benchSetInputs  [benchN]harness.Bitboard // r & r, as benchRandomOccs but drawn separately
)

// Outputs, package-level so that nothing is optimised away.
var (
	benchDstOut  [benchN]harness.Bitboard
	benchWantOut [benchN]harness.Bitboard
	BenchSink    harness.Bitboard
	BenchIntSink int
)

// benchGameFENs are the starting points of the playouts that give the game load:
// the start position, Kiwipete and chessprogramming.org's perft positions
// 3 to 5.
var benchGameFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
}

// benchLoadInputs fills the input arrays once, from fixed seeds.
func benchLoadInputs(b *testing.B) {
	var err error
	benchInputsOnce.Do(func() {
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range benchRandomSqs {
			benchRandomSqs[i] = harness.Square(rng.IntN(harness.NumSquares))
			benchRandomOccs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
			benchSetInputs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
		}
		var s peers.Samples
		s, err = peers.GameSamples(benchGameFENs, 8, 120, 3)
		if err != nil {
			return
		}
		for p, list := range [benchNumPieces][]peers.Sample{s.Rook, s.Bishop, s.Queen} {
			if len(list) == 0 {
				err = fmt.Errorf("game samples: none for the %s", benchPieceNames[p])
				return
			}
			rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
			for i := range benchN {
				x := list[i%len(list)]
				benchGameSqs[p][i], benchGameOccs[p][i] = harness.Square(x.Square), harness.Bitboard(x.Occupancy)
			}
		}
	})
	if err != nil {
		b.Fatalf("benchmark inputs: %v", err)
	}
}

// benchRef is the naive reference, the specification every result is checked against.
var benchRef harness.Impl = naive.Impl{}

// benchRefSlider returns the naive reference's attacks for piece p.
func benchRefSlider(p int, s harness.Square, occ harness.Bitboard) harness.Bitboard {
	switch p {
	case benchRook:
		return benchRef.RookAttacks(s, occ)
	case benchBishop:
		return benchRef.BishopAttacks(s, occ)
	}
	return benchRef.QueenAttacks(s, occ)
}

// benchCheckLookups fails b unless got[i] == want(i) for every i.
func benchCheckLookups(b *testing.B, what string, got *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard, want func(i int) harness.Bitboard) {
	b.Helper()
	for i := range got {
		if w := want(i); got[i] != w {
			if occs != nil {
				b.Fatalf("WRONG ANSWER: %s(%v, %#x) == %#x; want %#x (naive)", what, sqs[i], uint64(occs[i]), uint64(got[i]), uint64(w))
			}
			b.Fatalf("WRONG ANSWER: %s(%v) (input %d) == %#x; want %#x (naive)", what, sqs[i], i, uint64(got[i]), uint64(w))
		}
	}
}

// benchTimeLookups runs f once per benchmark iteration and reports the time per
// lookup, n lookups per call, in unit, and the thread's CPU time per lookup
// in "cpu-"+unit (benchThreadLoop). The framework's ns/op (per call) is
// dropped.
func benchTimeLookups(b *testing.B, n int, unit string, f func()) {
	cpu := benchThreadLoop(b, f)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/float64(n), benchCPUPrefix+unit)
	}
	b.ReportMetric(0, "ns/op")
}

// benchCPUPrefix begins the unit of every metric taken with the thread's
// CPU time: cpu-ns/lookup next to ns/lookup, cpu-Mnodes/s next to Mnodes/s.
const benchCPUPrefix = "cpu-"

// benchThreadLoop runs f once per iteration of b.Loop with the goroutine
// locked to its OS thread, and returns the CPU time the thread used over
// the loop (internal/threadcpu). It returns 0 where there is no thread CPU
// clock (off Linux): the caller then reports no cpu-* metric.
func benchThreadLoop(b *testing.B, f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := threadcpu.Now()
	for b.Loop() {
		f()
	}
	if !threadcpu.ThreadTime() {
		return 0
	}
	return threadcpu.Now() - start
}

// benchSliderLoad is one slider load's inputs for a piece.
type benchSliderLoad struct {
	name string
	sqs  *[benchN]harness.Square
	occs *[benchN]harness.Bitboard
}

func benchSliderLoads(p int) []benchSliderLoad {
	return []benchSliderLoad{
		{"random", &benchRandomSqs, &benchRandomOccs},
		{"game", &benchGameSqs[p], &benchGameOccs[p]},
		{"latency", &benchGameSqs[p], &benchGameOccs[p]},
	}
}

// benchIfaceImpl names the implementation whose interface-dispatch rows are
// measured: the first of magic, pext and shift that is registered, else the
// last registered one.
func benchIfaceImpl() harness.Impl {
	for _, name := range []string{"magic", "pext", "shift"} {
		if impl, err := harness.Lookup(name); err == nil {
			return impl
		}
	}
	all := harness.All()
	return all[len(all)-1]
}

// benchBatcher is a package's batched slider lookup (impl/pext's): dst[i] =
// attacks(sqs[i], occs[i]) for all i, returning how many were written.
type benchBatcher interface {
	RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)
	BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)
}

func BenchmarkSlider(b *testing.B) {
	benchCheckEnv(b)
	benchLoadInputs(b)
	for _, g := range benchGenImpls {
		for p, piece := range benchPieceNames {
			for _, l := range benchSliderLoads(p) {
				b.Run("impl="+g.name+"/piece="+piece+"/load="+l.name, func(b *testing.B) {
					benchSliderRow(b, g.name, p, l, g.slider[p])
				})
			}
		}
	}
	iface := benchIfaceImpl()
	for p, piece := range benchPieceNames {
		l := benchSliderLoads(p)[0]
		b.Run("impl="+iface.Name()+"-iface/piece="+piece+"/load="+l.name, func(b *testing.B) {
			loops := benchSliderLoops{throughput: func(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) {
				benchSliderIface(iface, p, dst, sqs, occs)
			}}
			benchSliderRow(b, iface.Name()+"-iface", p, l, loops)
		})
	}
	for _, impl := range harness.All() {
		bt, ok := impl.(benchBatcher)
		if !ok {
			continue
		}
		for p, batch := range [...]func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error){benchRook: bt.RookBatch, benchBishop: bt.BishopBatch} {
			for _, l := range benchSliderLoads(p)[:2] {
				b.Run("impl="+impl.Name()+"-batch/piece="+benchPieceNames[p]+"/load="+l.name, func(b *testing.B) {
					var err error
					loops := benchSliderLoops{throughput: func(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) {
						var n int
						if n, err = batch(dst[:], sqs[:], occs[:]); err == nil && n != benchN {
							err = fmt.Errorf("wrote %d of %d results", n, benchN)
						}
					}}
					benchSliderRow(b, impl.Name()+"-batch", p, l, loops)
					if err != nil {
						b.Fatalf("%s-batch: %v", impl.Name(), err)
					}
				})
			}
		}
	}
}

// benchSliderRow checks, then times, one slider row.
func benchSliderRow(b *testing.B, name string, p int, l benchSliderLoad, loops benchSliderLoops) {
	what := name + " " + benchPieceNames[p]
	if l.name == "latency" {
		// The reference chain, computed the same way by the naive reference.
		var r, sum harness.Bitboard
		for i := range l.sqs {
			r = benchRefSlider(p, l.sqs[i], l.occs[i]|r&benchChain)
			sum ^= r
		}
		if last, gotSum := loops.latency(l.sqs, l.occs); last != r || gotSum != sum {
			b.Fatalf("WRONG ANSWER: %s latency benchChain ends %#x, xor %#x; want %#x, %#x (naive)", what, uint64(last), uint64(gotSum), uint64(r), uint64(sum))
		}
		benchTimeLookups(b, benchN, "ns/lookup", func() { BenchSink, _ = loops.latency(l.sqs, l.occs) })
		return
	}
	clear(benchDstOut[:])
	loops.throughput(&benchDstOut, l.sqs, l.occs)
	benchCheckLookups(b, what, &benchDstOut, l.sqs, l.occs, func(i int) harness.Bitboard { return benchRefSlider(p, l.sqs[i], l.occs[i]) })
	benchTimeLookups(b, benchN, "ns/lookup", func() { loops.throughput(&benchDstOut, l.sqs, l.occs) })
}

// benchSliderIface is the throughput loop through the harness.Impl interface:
// one dynamic call per lookup. It must stay out of line so that the compiler
// cannot see impl's concrete type.
//
//go:noinline
func benchSliderIface(impl harness.Impl, p int, dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) {
	switch p {
	case benchRook:
		for i := range dst {
			dst[i] = impl.RookAttacks(sqs[i], occs[i])
		}
	case benchBishop:
		for i := range dst {
			dst[i] = impl.BishopAttacks(sqs[i], occs[i])
		}
	default:
		for i := range dst {
			dst[i] = impl.QueenAttacks(sqs[i], occs[i])
		}
	}
}

func BenchmarkLeaper(b *testing.B) {
	benchCheckEnv(b)
	benchLoadInputs(b)
	want := [benchNumLeapers]func(i int) harness.Bitboard{
		func(i int) harness.Bitboard { return benchRef.KnightAttacks(benchRandomSqs[i]) },
		func(i int) harness.Bitboard { return benchRef.KingAttacks(benchRandomSqs[i]) },
		func(i int) harness.Bitboard { return benchRef.PawnAttacks(harness.Color(i&1), benchRandomSqs[i]) },
	}
	for _, g := range benchGenImpls {
		for k, piece := range benchLeaperNames {
			b.Run("impl="+g.name+"/piece="+piece, func(b *testing.B) {
				f := g.leaper[k]
				clear(benchDstOut[:])
				f(&benchDstOut, &benchRandomSqs)
				benchCheckLookups(b, g.name+" "+piece, &benchDstOut, &benchRandomSqs, nil, want[k])
				benchTimeLookups(b, benchN, "ns/lookup", func() { f(&benchDstOut, &benchRandomSqs) })
			})
		}
	}
}

func BenchmarkSet(b *testing.B) {
	benchCheckEnv(b)
	benchLoadInputs(b)
	sum := func(f func(harness.Bitboard) int) int {
		n := 0
		for _, x := range benchSetInputs {
			n += f(x)
		}
		return n
	}
	// want gives, per operation, the naive reference's sum (and, for shift,
	// its results in benchWantOut).
	want := map[string]func() int{
		"count": func() int { return sum(benchRef.Count) },
		"first": func() int { return sum(func(x harness.Bitboard) int { return int(benchRef.First(x)) }) },
		"last":  func() int { return sum(func(x harness.Bitboard) int { return int(benchRef.Last(x)) }) },
		"iterate": func() int {
			return sum(func(x harness.Bitboard) (n int) {
				for s := range benchRef.Squares(x) {
					n += int(s)
				}
				return n
			})
		},
		"shift": func() int {
			for i, x := range benchSetInputs {
				benchWantOut[i] = benchRef.Shift(x, harness.Direction(i&7))
			}
			return 0
		},
	}
	for _, g := range benchGenImpls {
		for _, op := range []struct {
			name string
			f    benchSetLoop
		}{{"count", g.set.count}, {"first", g.set.first}, {"last", g.set.last}, {"iterate", g.set.iterate}, {"shift", g.set.shift}} {
			b.Run("impl="+g.name+"/op="+op.name, func(b *testing.B) {
				clear(benchDstOut[:])
				w := want[op.name]()
				if got := op.f(&benchDstOut, &benchSetInputs); got != w || benchDstOut != benchWantOut && op.name == "shift" {
					b.Fatalf("WRONG ANSWER: %s %s over the inputs sums to %d (shift results equal: %v); want %d (naive)", g.name, op.name, got, benchDstOut == benchWantOut, w)
				}
				benchTimeLookups(b, benchN, "ns/set", func() { BenchIntSink = op.f(&benchDstOut, &benchSetInputs) })
			})
		}
	}
}

func BenchmarkTableBytes(b *testing.B) {
	benchCheckEnv(b)
	for _, g := range benchGenImpls {
		if g.tableBytes == nil {
			continue
		}
		b.Run("impl="+g.name, func(b *testing.B) {
			n := g.tableBytes()
			if n <= 0 {
				b.Fatalf("%s TableBytes() == %d; want > 0", g.name, n)
			}
			b.ReportMetric(float64(n), "table-B")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkTableBuild times building a fresh copy of each technique's tables
// with the code its initialisation runs (the package's BuildTables), the
// start-up cost, and reports the bytes built as table-B. A build whose
// bytes differ from the package's TableBytes fails.
func BenchmarkTableBuild(b *testing.B) {
	for _, g := range benchGenImpls {
		if g.buildTables == nil {
			continue
		}
		b.Run("impl="+g.name, func(b *testing.B) {
			n := g.buildTables()
			if n <= 0 || g.tableBytes != nil && n != g.tableBytes() {
				b.Fatalf("WRONG ANSWER: %s BuildTables() == %d; want > 0 and TableBytes() (nil: %v)", g.name, n, g.tableBytes == nil)
			}
			for b.Loop() {
				BenchIntSink = g.buildTables()
			}
			b.ReportMetric(float64(n), "table-B")
		})
	}
}

// benchPerftPositions are the perft rows: published node counts
// (chessprogramming.org), at the depth of a full run and of a quick one.
var benchPerftPositions = []struct {
	name, fen          string
	depth, quickDepth  int
	nodes, quickNodes  uint64
	parDepth, parQuick int
	parNodes, parQNode uint64
}{
	{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4, 4865609, 197281, 6, 5, 119060324, 4865609},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 3, 4085603, 97862, 0, 0, 0, 0},
}

// benchPerftChecked holds the perft runs (by description) whose counts have
// been checked, so that -count repetitions of a slow perft check it once.
var benchPerftChecked sync.Map

// benchTimePerft checks one perft function's count (once per process), then
// times it, reporting Mnodes/s and, when oneThread (perft runs on the
// benchmark's goroutine alone), cpu-Mnodes/s from the thread's CPU time
// (benchThreadLoop).
func benchTimePerft(b *testing.B, what string, want uint64, oneThread bool, perft func() uint64) {
	if _, done := benchPerftChecked.Load(what); !done {
		if got := perft(); got != want {
			b.Fatalf("WRONG ANSWER: %s == %d; want %d (published count)", what, got, want)
		}
		benchPerftChecked.Store(what, true)
	}
	var cpu time.Duration
	if oneThread {
		cpu = benchThreadLoop(b, func() { perft() })
	} else {
		for b.Loop() {
			perft()
		}
	}
	b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(want)*float64(b.N)/cpu.Seconds()/1e6, benchCPUPrefix+"Mnodes/s")
	}
	b.ReportMetric(0, "ns/op")
}

func BenchmarkPerft(b *testing.B) {
	benchCheckEnv(b)
	iface := benchIfaceImpl()
	for _, pos := range benchPerftPositions {
		depth, nodes := pos.depth, pos.nodes
		if *benchQuick {
			depth, nodes = pos.quickDepth, pos.quickNodes
		}
		what := func(impl string) string { return fmt.Sprintf("%s perft(%s, %d)", impl, pos.name, depth) }
		for _, impl := range harness.All() {
			if benchUnavailable(impl.Name()) != "" {
				continue
			}
			b.Run("impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
				p := benchMustParse(b, pos.fen)
				benchTimePerft(b, what(impl.Name()), nodes, true, func() uint64 { return position.Perft(p, impl, depth) })
			})
		}
		b.Run("impl="+iface.Name()+"-iface/pos="+pos.name, func(b *testing.B) {
			p := benchMustParse(b, pos.fen)
			benchTimePerft(b, what(iface.Name()+" via interface"), nodes, true, func() uint64 { return position.PerftInterface(p, iface, depth) })
		})
		b.Run("impl=dragontoothmg/pos="+pos.name, func(b *testing.B) {
			d, err := peers.NewDragon(pos.fen)
			if err != nil {
				b.Fatal(err)
			}
			benchTimePerft(b, what("dragontoothmg"), nodes, true, func() uint64 { return d.Perft(depth) })
		})
		b.Run("impl=notnil/pos="+pos.name, func(b *testing.B) {
			n, err := peers.NewNotnil(pos.fen)
			if err != nil {
				b.Fatal(err)
			}
			benchTimePerft(b, what("notnil"), nodes, true, func() uint64 { return n.Perft(depth) })
		})
	}
}

// BenchmarkParallelPerft runs position.PerftParallel with GOMAXPROCS
// workers, one level deeper than BenchmarkPerft so that the work splits
// well. Run it with -cpu 1,N: the ratio of the two rows is the parallel
// speed-up.
func BenchmarkParallelPerft(b *testing.B) {
	benchCheckEnv(b)
	workers := runtime.GOMAXPROCS(0)
	for _, pos := range benchPerftPositions {
		if pos.parDepth == 0 {
			continue
		}
		depth, nodes := pos.parDepth, pos.parNodes
		if *benchQuick {
			depth, nodes = pos.parQuick, pos.parQNode
		}
		for _, impl := range harness.All() {
			if impl.Name() == "naive" || benchUnavailable(impl.Name()) != "" {
				continue
			}
			b.Run("impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
				p := benchMustParse(b, pos.fen)
				what := fmt.Sprintf("%s perft(%s, %d) on %d workers", impl.Name(), pos.name, depth, workers)
				benchTimePerft(b, what, nodes, false, func() uint64 { return position.PerftParallel(p, impl, depth, workers) })
			})
		}
	}
}

func benchMustParse(b *testing.B, fen string) *position.Position {
	b.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		b.Fatalf("position.ParseFEN(%q): %v", fen, err)
	}
	return p
}

// benchCheckEnv fails b when the environment asks for something the run
// cannot honour (a bad BITBENCH_PEXT: pext.EnvError), so that no figure is
// recorded under a header that misstates what ran. Every benchmark calls it
// first.
func benchCheckEnv(b *testing.B) {
	b.Helper()
	if err := pext.EnvError(); err != nil {
		b.Fatal(err)
	}
}

// TestMain prints the run's configuration lines (benchfmt file keys) before
// any benchmark result when benchmarks are asked for (benchConfigLines).
// With -bench.target ROOT it prints the results folder of this CPU and
// exits instead (benchPrintTarget), running nothing.
func TestMain(m *testing.M) {
	flag.Parse()
	if *benchTarget != "" {
		os.Exit(benchPrintTarget(*benchTarget, *benchSlug))
	}
	if f := flag.Lookup("test.bench"); f != nil && f.Value.String() != "" {
		for _, line := range benchConfigLines() {
			fmt.Println(line)
		}
	}
	os.Exit(m.Run())
}

// benchPrintTarget prints the folder under root that this CPU's results go
// to (results.Folder, slug when not empty) and returns 0; on a bad
// BITBENCH_PEXT, a bad slug or a folder of another CPU it prints why to
// stderr and returns 2. scripts/run-bench-binary.sh asks it before a run.
func benchPrintTarget(root, slug string) int {
	err := pext.EnvError()
	dir := ""
	if err == nil {
		dir, err = results.Folder(root, slug, cpuid.Detect())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench.target:", err)
		return 2
	}
	fmt.Println(dir)
	return 0
}

// benchConfigLines returns the "key: value" lines TestMain prints: commit
// (from -bench.commit or benchBuildCommit), go version, GOAMD64, the CPU's
// identity (cpuid.ID.ConfigLines: cpu-vendor, cpu-family, …, uarch), the
// lines implementation packages report (such as "pext: bmi2"), and, when
// BITBENCH_PEXT is bad, "pext-env-error: …" (every benchmark then fails).
func benchConfigLines() []string {
	goamd64 := ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "GOAMD64" {
				goamd64 = s.Value
			}
		}
	}
	commit := *benchCommit
	if commit == "" {
		commit = benchBuildCommit
	}
	var lines []string
	add := func(k, v string) {
		if v != "" {
			lines = append(lines, k+": "+strings.Join(strings.Fields(v), " "))
		}
	}
	add("commit", commit)
	add("go", runtime.Version())
	add("goamd64", goamd64)
	for _, l := range cpuid.Detect().ConfigLines() {
		k, v, _ := strings.Cut(l, ":")
		add(k, v)
	}
	for _, c := range benchGenConfig {
		add(c.key, c.value())
	}
	if err := pext.EnvError(); err != nil {
		add("pext-env-error", err.Error())
	}
	return lines
}

// benchSelf runs this test binary again with args and extra environment,
// returning its combined output and exit status.
func benchSelf(t *testing.T, env []string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("%s %q: %v", os.Args[0], args, err)
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// TestBenchBadEnv checks that a bad BITBENCH_PEXT is in the header of a
// benchmark run and fails the benchmark, and that -bench.target refuses it.
func TestBenchBadEnv(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	bad := []string{pext.EnvVar + "=bogus"}
	out, code := benchSelf(t, bad, "-test.run", "^$", "-test.bench", "^BenchmarkTableBytes$", "-test.benchtime", "1x")
	if code == 0 || !strings.Contains(out, "\npext-env-error: pext: environment variable BITBENCH_PEXT=\"bogus\"") || !strings.Contains(out, "--- FAIL: BenchmarkTableBytes") {
		t.Errorf("benchmarks with %s: exit %d, output:\n%s\nwant a pext-env-error header line and a failed benchmark", bad[0], code, out)
	}
	if strings.Contains(out, "table-B") {
		t.Errorf("benchmarks with %s reported a figure:\n%s", bad[0], out)
	}
	out, code = benchSelf(t, bad, "-bench.target", t.TempDir())
	if code != 2 || !strings.Contains(out, "bogus") {
		t.Errorf("-bench.target with %s: exit %d, output %q; want 2 and the bad value", bad[0], code, out)
	}
	out, code = benchSelf(t, []string{pext.EnvVar + "=soft"}, "-test.run", "^$", "-test.bench", "^BenchmarkTableBytes$", "-test.benchtime", "1x")
	if code != 0 || strings.Contains(out, "pext-env-error") || !strings.Contains(out, "\npext: soft") {
		t.Errorf("benchmarks with %s=soft: exit %d, output:\n%s\nwant success, header pext: soft", pext.EnvVar, code, out)
	}
}

// TestBenchTarget checks -bench.target: the folder of this CPU, a folder
// given by name, and a refusal for a folder of files with no identity.
func TestBenchTarget(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	root := t.TempDir()
	out, code := benchSelf(t, nil, "-bench.target", root, "-bench.slug", "some-cpu")
	if want := filepath.Join(root, "some-cpu") + "\n"; code != 0 || out != want {
		t.Errorf("-bench.target -bench.slug some-cpu: exit %d, output %q; want 0, %q", code, out, want)
	}
	old := filepath.Join(root, "old-cpu", "2026-11-29-abc1234.txt")
	if err := os.MkdirAll(filepath.Dir(old), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("cpu: AMD EPYC\nBenchmarkX\t1\t2 ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = benchSelf(t, nil, "-bench.target", root, "-bench.slug", "old-cpu")
	if code != 2 || !strings.Contains(out, old) || !strings.Contains(out, "no CPU identity") {
		t.Errorf("-bench.target into a folder of files without identity: exit %d, output %q; want 2, naming %s", code, out, old)
	}
	out, code = benchSelf(t, nil, "-bench.target", root, "-bench.slug", "Not A Slug")
	if code != 2 || !strings.Contains(out, "Not A Slug") {
		t.Errorf("-bench.target with a bad slug: exit %d, output %q; want 2 naming it", code, out)
	}
}

// TestBenchBatchers fails when an implementation has a batched lookup
// whose signature benchBatcher does not match: its -batch rows would
// silently vanish from the benchmarks.
func TestBenchBatchers(t *testing.T) {
	for _, impl := range harness.All() {
		typ := reflect.TypeOf(impl)
		for _, m := range []string{"RookBatch", "BishopBatch"} {
			if _, has := typ.MethodByName(m); has {
				if _, ok := impl.(benchBatcher); !ok {
					t.Errorf("%s (%T) has a %s method, but not the signature of benchBatcher in bench_test.go", impl.Name(), impl, m)
				}
			}
		}
	}
}

// TestBenchImplsUpToDate fails when bench_impls_test.go, or the file of a
// constrained package of this build, differs from what `go generate .` would
// write for the registered implementations.
func TestBenchImplsUpToDate(t *testing.T) {
	specs, err := gen.Specs(harness.All(), ".")
	if err != nil {
		t.Fatal(err)
	}
	files, err := gen.Generate(specs)
	if err != nil {
		t.Fatal(err)
	}
	stale, err := gen.Stale(".", files)
	if err != nil {
		t.Fatal(err)
	}
	if len(stale) > 0 {
		t.Errorf("stale: %s; run go generate . (registered: %s)", strings.Join(stale, ", "), strings.Join(harness.Names(), ", "))
	}
}

// TestBenchCatchesWrongAnswers runs benchmark rows over deliberately wrong
// loops: each must fail before timing (testing.Benchmark then reports no
// iterations).
func TestBenchCatchesWrongAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game inputs")
	}
	good := benchGenImpls[0].slider[benchRook]
	wrong := benchSliderLoops{
		throughput: func(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) {
			good.throughput(dst, sqs, occs)
			dst[benchN-1] ^= 1 << 63 // one wrong result, the last
		},
		latency: func(sqs *[benchN]harness.Square, occs *[benchN]harness.Bitboard) (last, sum harness.Bitboard) {
			last, sum = good.latency(sqs, occs)
			return last, sum ^ 2
		},
	}
	for _, load := range []string{"random", "latency"} {
		r := testing.Benchmark(func(b *testing.B) {
			benchLoadInputs(b)
			l := benchSliderLoads(benchRook)[0]
			if load == "latency" {
				l = benchSliderLoads(benchRook)[2]
			}
			benchSliderRow(b, "wrong", benchRook, l, wrong)
		})
		if r.N != 0 {
			t.Errorf("a wrong %s rook loop was timed (%d iterations); want a failure before timing", load, r.N)
		}
	}
	r := testing.Benchmark(func(b *testing.B) {
		benchTimePerft(b, "wrong perft", 20, true, func() uint64 { return 21 })
	})
	if r.N != 0 {
		t.Errorf("a wrong perft was timed (%d iterations); want a failure before timing", r.N)
	}
}

// TestBenchCPUMetric checks the cpu-* metrics of the timing helpers: on
// Linux a lookup row and a one-thread perft row report them, positive and
// not above the wall figure by more than b.Loop's start and stop; a
// parallel perft row never does, nor does any row off Linux.
func TestBenchCPUMetric(t *testing.T) {
	bt := flag.Lookup("test.benchtime")
	old := bt.Value.String()
	if err := bt.Value.Set("20ms"); err != nil {
		t.Fatal(err)
	}
	defer bt.Value.Set(old)
	work := func() {
		x := uint64(1)
		for range 1000 {
			x = x*6364136223846793005 + 1
		}
		BenchIntSink = int(x)
	}
	lookups := testing.Benchmark(func(b *testing.B) { benchTimeLookups(b, 10, "ns/lookup", work) })
	perft := testing.Benchmark(func(b *testing.B) {
		benchTimePerft(b, "test perft", 1000, true, func() uint64 { work(); return 1000 })
	})
	parallel := testing.Benchmark(func(b *testing.B) {
		benchTimePerft(b, "test parallel perft", 1000, false, func() uint64 { work(); return 1000 })
	})
	for _, tt := range []struct {
		name        string
		r           testing.BenchmarkResult
		wall, cpu   string
		lowerBetter bool
		want        bool
	}{
		{"lookups", lookups, "ns/lookup", "cpu-ns/lookup", true, threadcpu.ThreadTime()},
		{"perft", perft, "Mnodes/s", "cpu-Mnodes/s", false, threadcpu.ThreadTime()},
		{"parallel perft", parallel, "Mnodes/s", "cpu-Mnodes/s", false, false},
	} {
		wall, okWall := tt.r.Extra[tt.wall]
		cpu, okCPU := tt.r.Extra[tt.cpu]
		if !okWall || wall <= 0 || okCPU != tt.want {
			t.Errorf("%s: metrics %v; want %s > 0 and %s present: %v", tt.name, tt.r.Extra, tt.wall, tt.cpu, tt.want)
			continue
		}
		if !tt.want {
			continue
		}
		// CPU time never exceeds the wall time, except for the b.Loop start
		// and stop that only it includes: allow 10%.
		ratio := cpu / wall
		if !tt.lowerBetter {
			ratio = wall / cpu
		}
		if !(cpu > 0) || ratio > 1.1 {
			t.Errorf("%s: %s == %g, %s == %g; want a positive CPU figure no worse than the wall one by more than 10%%", tt.name, tt.cpu, cpu, tt.wall, wall)
		}
	}
}
