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
// harness.Impl interface (the dispatch cost), impl=X-native and
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

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/native"
	"github.com/bitbench/bitbench/internal/peers"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/threadcpu"
)

// N is the number of lookups per timed call: the length of every input
// array. One timed call is one benchmark iteration.
const N = 1024

// chain is the bit that the latency loops fold from each result into the
// next occupancy (occ | r&chain), so that no lookup can start before the
// previous one ends. It is a1, a corner: a ray that reaches a corner ends
// there anyway, so a blocker on a1 never changes an attack set and the inputs
// stay as drawn, while the processor must still wait for each result.
const chain harness.Bitboard = 1

// Piece indices of the slider loops, and names for the benchmark tree.
const (
	rook = iota
	bishop
	queen
	numPieces
)

var pieceNames = [numPieces]string{"rook", "bishop", "queen"}

const numLeapers = 3

var leaperNames = [numLeapers]string{"knight", "king", "pawn"}

// sliderLoops are one implementation's generated loops for one piece.
type sliderLoops struct {
	// throughput sets dst[i] to the attacks from sqs[i] given occs[i].
	throughput func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard)
	// latency chains the lookups: each occupancy is occs[i] | r&chain where r
	// is the previous result. It returns the last result and the xor of all.
	latency func(sqs *[N]harness.Square, occs *[N]harness.Bitboard) (last, sum harness.Bitboard)
}

// leaperLoop sets dst[i] to the attacks from sqs[i] (for pawns, of colour i&1).
type leaperLoop func(dst *[N]harness.Bitboard, sqs *[N]harness.Square)

// setLoop applies one set operation to every element of sets, returning the
// sum of the integer results or writing set results to dst.
type setLoop func(dst *[N]harness.Bitboard, sets *[N]harness.Bitboard) int

// setLoops are one implementation's generated set-operation loops.
type setLoops struct{ count, first, last, iterate, shift setLoop }

// genImpl is one implementation's generated loops.
type genImpl struct {
	name   string
	slider [numPieces]sliderLoops
	leaper [numLeapers]leaperLoop
	set    setLoops
}

// registered reports whether an implementation called name is
// registered on this machine. The generated file of a package built under a
// constraint (loops_simd_gen.go) asks before it adds its loops: such
// a package may decline to register, as impl/simd does without AVX2.
func registered(name string) bool {
	_, err := harness.Lookup(name)
	return err == nil
}

// unavailable returns why the implementation called name cannot run
// its technique on this machine ("no BMI2" for pext-hw there), or "" when it
// can or does not say (harness.WhyUnavailable).
func unavailable(name string) string {
	impl, err := harness.Lookup(name)
	if err != nil {
		return ""
	}
	return harness.WhyUnavailable(impl)
}

// init drops the loops of every implementation that cannot run its
// technique here (unavailable), so that no row labels another path's
// figures with its name; the perft rows skip them the same way.
func init() {
	genImpls = slices.DeleteFunc(genImpls, func(g genImpl) bool { return unavailable(g.name) != "" })
}

// addGenImpl adds g to genImpls, keeping registry order (that of
// harness.Names); the generated files of constrained packages call it from
// init.
func addGenImpl(g genImpl) {
	genImpls = append(genImpls, g)
	names := harness.Names()
	slices.SortStableFunc(genImpls, func(a, b genImpl) int {
		return slices.Index(names, a.name) - slices.Index(names, b.name)
	})
}

// concrete returns the registered implementation called name as its
// concrete type T. A mismatch means loops_gen.go is stale: it panics
// at start-up with a message saying so.
func concrete[T harness.Impl](name string) T {
	impl, err := harness.Lookup(name)
	if err != nil {
		panic(fmt.Sprintf("loops_gen.go is stale (run go generate ./internal/benchloops): %v", err))
	}
	t, ok := impl.(T)
	if !ok {
		panic(fmt.Sprintf("loops_gen.go is stale (run go generate ./internal/benchloops): %q is a %T, not a %T", name, impl, t))
	}
	return t
}

// The inputs. Every array has N entries.
var (
	inputsOnce sync.Once
	randomSqs  [N]harness.Square   // uniform squares
	randomOccs [N]harness.Bitboard // r & r: each square occupied with probability 1/4
	gameSqs    [numPieces][N]harness.Square
	gameOccs   [numPieces][N]harness.Bitboard
	setInputs  [N]harness.Bitboard // r & r, as randomOccs but drawn separately
)

// Outputs, package-level so that nothing is optimised away.
var (
	dstOut  [N]harness.Bitboard
	wantOut [N]harness.Bitboard
	sink    harness.Bitboard
	intSink int
)

// gameFENs are the starting points of the playouts that give the game load:
// the start position, Kiwipete and chessprogramming.org's perft positions
// 3 to 5.
var gameFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
}

// loadInputs fills the input arrays once, from fixed seeds.
func loadInputs(b *testing.B) {
	var err error
	inputsOnce.Do(func() {
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range randomSqs {
			randomSqs[i] = harness.Square(rng.IntN(harness.NumSquares))
			randomOccs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
			setInputs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
		}
		var s peers.Samples
		s, err = peers.GameSamples(gameFENs, 8, 120, 3)
		if err != nil {
			return
		}
		for p, list := range [numPieces][]peers.Sample{s.Rook, s.Bishop, s.Queen} {
			if len(list) == 0 {
				err = fmt.Errorf("game samples: none for the %s", pieceNames[p])
				return
			}
			rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
			for i := range N {
				x := list[i%len(list)]
				gameSqs[p][i], gameOccs[p][i] = harness.Square(x.Square), harness.Bitboard(x.Occupancy)
			}
		}
	})
	if err != nil {
		b.Fatalf("benchmark inputs: %v", err)
	}
}

// ref is the naive reference, the specification every result is checked against.
var ref harness.Impl = naive.Impl{}

// refSlider returns the naive reference's attacks for piece p.
func refSlider(p int, s harness.Square, occ harness.Bitboard) harness.Bitboard {
	switch p {
	case rook:
		return ref.RookAttacks(s, occ)
	case bishop:
		return ref.BishopAttacks(s, occ)
	}
	return ref.QueenAttacks(s, occ)
}

// checkLookups fails b unless got[i] == want(i) for every i.
func checkLookups(b *testing.B, what string, got *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard, want func(i int) harness.Bitboard) {
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

// timeLookups runs f once per benchmark iteration and reports the time per
// lookup, n lookups per call, in unit, the thread's CPU time per lookup in
// "cpu-"+unit, and the best chunk's in "best-cpu-"+unit (threadLoop). The
// framework's ns/op (per call) is dropped.
func timeLookups(b *testing.B, n int, unit string, f func()) {
	cpu := threadLoop(b, f)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
	if cpu.total > 0 {
		b.ReportMetric(float64(cpu.total.Nanoseconds())/float64(b.N)/float64(n), cPUPrefix+unit)
		b.ReportMetric(cpu.best/float64(n), bestPrefix+cPUPrefix+unit)
	}
	b.ReportMetric(0, "ns/op")
}

// cPUPrefix begins the unit of every metric taken with the thread's
// CPU time: cpu-ns/lookup next to ns/lookup, cpu-Mnodes/s next to Mnodes/s.
const cPUPrefix = "cpu-"

// bestPrefix begins the unit of the best chunk's CPU time (threadLoop):
// best-cpu-ns/lookup next to cpu-ns/lookup. The gate prefers it.
const bestPrefix = "best-"

// chunkTime is the least thread CPU time of a chunk of iterations whose
// time per iteration threadLoop considers for the best.
const chunkTime = 100 * time.Microsecond

// threadTimes is what threadLoop measured: the thread's CPU time over the
// whole loop, and the least CPU time per iteration over its chunks, in
// nanoseconds.
type threadTimes struct {
	total time.Duration
	best  float64
}

// threadLoop runs f once per iteration of b.Loop with the goroutine
// locked to its OS thread, and measures the CPU time the thread used
// (internal/threadcpu): over the whole loop, and per chunk. The loop is
// cut into chunks of consecutive iterations, each at least chunkTime of
// CPU time: the chunk length starts at one iteration and doubles while a
// chunk is shorter than chunkTime (those short chunks are not counted),
// so a run of b.N iterations holds about b.N·t/chunkTime chunks of time
// per iteration t. best is the least time per iteration of any chunk, or
// the whole loop's when no chunk reached chunkTime (a loop shorter than
// that). Other jobs on the machine, and other virtual machines on the
// host, only ever slow a chunk down, in bursts, so the best chunk
// estimates the uncontended speed even when much of the run was
// disturbed. Measured here, eight runs of magic's rook lookup on random
// occupancy on a host with a noisy neighbour: their cpu-ns/lookup spread
// over 65% (1.71 to 3.20), their best-cpu-ns/lookup over 6% in seven of
// them (1.63 to 1.73; the eighth, disturbed throughout, 2.97). The clock
// is read once per chunk, a few hundred nanoseconds in 100 µs.
// Where there is no thread CPU clock (off Linux) it returns zero times,
// and the caller reports no cpu-* metric.
func threadLoop(b *testing.B, f func()) threadTimes {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if !threadcpu.ThreadTime() {
		for b.Loop() {
			f()
		}
		return threadTimes{}
	}
	start := threadcpu.Now()
	last, i, chunk := start, 0, 1
	best := math.Inf(1)
	for b.Loop() {
		f()
		if i++; i == chunk {
			now := threadcpu.Now()
			if d := now - last; d >= chunkTime {
				best = min(best, float64(d)/float64(i))
			} else {
				chunk *= 2
			}
			last, i = now, 0
		}
	}
	total := threadcpu.Now() - start
	if math.IsInf(best, 1) {
		best = float64(total) / float64(b.N)
	}
	return threadTimes{total, best}
}

// sliderLoad is one slider load's inputs for a piece.
type sliderLoad struct {
	name string
	sqs  *[N]harness.Square
	occs *[N]harness.Bitboard
}

func sliderLoads(p int) []sliderLoad {
	return []sliderLoad{
		{"random", &randomSqs, &randomOccs},
		{"game", &gameSqs[p], &gameOccs[p]},
		{"latency", &gameSqs[p], &gameOccs[p]},
	}
}

// ifaceImpl names the implementation whose interface-dispatch rows are
// measured: the first of magic, pext and shift that is registered, else the
// last registered one.
func ifaceImpl() harness.Impl {
	for _, name := range []string{"magic", "pext", "shift"} {
		if impl, err := harness.Lookup(name); err == nil {
			return impl
		}
	}
	all := harness.All()
	return all[len(all)-1]
}

// Slider is BenchmarkSlider.
func Slider(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	for _, g := range genImpls {
		for p, piece := range pieceNames {
			for _, l := range sliderLoads(p) {
				b.Run("impl="+g.name+"/piece="+piece+"/load="+l.name, func(b *testing.B) {
					sliderRow(b, g.name, p, l, g.slider[p])
				})
			}
		}
	}
	iface := ifaceImpl()
	for p, piece := range pieceNames {
		l := sliderLoads(p)[0]
		b.Run("impl="+iface.Name()+"-iface/piece="+piece+"/load="+l.name, func(b *testing.B) {
			loops := sliderLoops{throughput: func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
				sliderIface(iface, p, dst, sqs, occs)
			}}
			sliderRow(b, iface.Name()+"-iface", p, l, loops)
		})
	}
	for _, impl := range harness.All() {
		bt, ok := impl.(harness.Batcher)
		if !ok {
			continue
		}
		for p, batch := range [...]batchFunc{rook: bt.RookBatch, bishop: bt.BishopBatch} {
			for _, l := range sliderLoads(p)[:2] {
				b.Run("impl="+impl.Name()+"-batch/piece="+pieceNames[p]+"/load="+l.name, func(b *testing.B) {
					var err error
					sliderRow(b, impl.Name()+"-batch", p, l, sliderLoops{throughput: batchLoop(batch, &err)})
					if err != nil {
						b.Fatalf("%s-batch: %v", impl.Name(), err)
					}
				})
			}
		}
	}
	nativeSlider(b)
}

// batchFunc is a batched slider lookup (harness.Batcher's methods): dst[i] =
// attacks(sqs[i], occs[i]) for all i, returning how many were written.
type batchFunc = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)

// batchLoop returns the throughput loop of a batched lookup: one call of
// batch over the N inputs. The first failure (an error, or fewer than N
// results) is kept in *err, for the row to report after timing.
func batchLoop(batch batchFunc, err *error) func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
	return func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
		n, e := batch(dst[:], sqs[:], occs[:])
		if e == nil && n != N {
			e = fmt.Errorf("wrote %d of %d results", n, N)
		}
		if e != nil && *err == nil {
			*err = e
		}
	}
}

// sliderRow checks, then times, one slider row.
func sliderRow(b *testing.B, name string, p int, l sliderLoad, loops sliderLoops) {
	what := name + " " + pieceNames[p]
	if l.name == "latency" {
		// The reference chain, computed the same way by the naive reference.
		var r, sum harness.Bitboard
		for i := range l.sqs {
			r = refSlider(p, l.sqs[i], l.occs[i]|r&chain)
			sum ^= r
		}
		if last, gotSum := loops.latency(l.sqs, l.occs); last != r || gotSum != sum {
			b.Fatalf("WRONG ANSWER: %s latency chain ends %#x, xor %#x; want %#x, %#x (naive)", what, uint64(last), uint64(gotSum), uint64(r), uint64(sum))
		}
		timeLookups(b, N, "ns/lookup", func() { sink, _ = loops.latency(l.sqs, l.occs) })
		return
	}
	clear(dstOut[:])
	loops.throughput(&dstOut, l.sqs, l.occs)
	checkLookups(b, what, &dstOut, l.sqs, l.occs, func(i int) harness.Bitboard { return refSlider(p, l.sqs[i], l.occs[i]) })
	timeLookups(b, N, "ns/lookup", func() { loops.throughput(&dstOut, l.sqs, l.occs) })
}

// sliderIface is the throughput loop through the harness.Impl interface:
// one dynamic call per lookup. It must stay out of line so that the compiler
// cannot see impl's concrete type.
//
//go:noinline
func sliderIface(impl harness.Impl, p int, dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
	switch p {
	case rook:
		for i := range dst {
			dst[i] = impl.RookAttacks(sqs[i], occs[i])
		}
	case bishop:
		for i := range dst {
			dst[i] = impl.BishopAttacks(sqs[i], occs[i])
		}
	default:
		for i := range dst {
			dst[i] = impl.QueenAttacks(sqs[i], occs[i])
		}
	}
}

// Leaper is BenchmarkLeaper.
func Leaper(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	want := [numLeapers]func(i int) harness.Bitboard{
		func(i int) harness.Bitboard { return ref.KnightAttacks(randomSqs[i]) },
		func(i int) harness.Bitboard { return ref.KingAttacks(randomSqs[i]) },
		func(i int) harness.Bitboard { return ref.PawnAttacks(harness.Color(i&1), randomSqs[i]) },
	}
	for _, g := range genImpls {
		for k, piece := range leaperNames {
			b.Run("impl="+g.name+"/piece="+piece, func(b *testing.B) {
				f := g.leaper[k]
				clear(dstOut[:])
				f(&dstOut, &randomSqs)
				checkLookups(b, g.name+" "+piece, &dstOut, &randomSqs, nil, want[k])
				timeLookups(b, N, "ns/lookup", func() { f(&dstOut, &randomSqs) })
			})
		}
	}
}

// Set is BenchmarkSet.
func Set(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	sum := func(f func(harness.Bitboard) int) int {
		n := 0
		for _, x := range setInputs {
			n += f(x)
		}
		return n
	}
	// want gives, per operation, the naive reference's sum (and, for shift,
	// its results in wantOut).
	want := map[string]func() int{
		"count": func() int { return sum(ref.Count) },
		"first": func() int { return sum(func(x harness.Bitboard) int { return int(ref.First(x)) }) },
		"last":  func() int { return sum(func(x harness.Bitboard) int { return int(ref.Last(x)) }) },
		"iterate": func() int {
			return sum(func(x harness.Bitboard) (n int) {
				for s := range ref.Squares(x) {
					n += int(s)
				}
				return n
			})
		},
		"shift": func() int {
			for i, x := range setInputs {
				wantOut[i] = ref.Shift(x, harness.Direction(i&7))
			}
			return 0
		},
	}
	for _, g := range genImpls {
		for _, op := range []struct {
			name string
			f    setLoop
		}{{"count", g.set.count}, {"first", g.set.first}, {"last", g.set.last}, {"iterate", g.set.iterate}, {"shift", g.set.shift}} {
			b.Run("impl="+g.name+"/op="+op.name, func(b *testing.B) {
				clear(dstOut[:])
				w := want[op.name]()
				if got := op.f(&dstOut, &setInputs); got != w || dstOut != wantOut && op.name == "shift" {
					b.Fatalf("WRONG ANSWER: %s %s over the inputs sums to %d (shift results equal: %v); want %d (naive)", g.name, op.name, got, dstOut == wantOut, w)
				}
				timeLookups(b, N, "ns/set", func() { intSink = op.f(&dstOut, &setInputs) })
			})
		}
	}
}

// capability returns the registered implementation called name as a T,
// and whether it is one.
func capability[T any](name string) (T, bool) {
	impl, err := harness.Lookup(name)
	if err != nil {
		var zero T
		return zero, false
	}
	t, ok := impl.(T)
	return t, ok
}

// TableBytes is BenchmarkTableBytes: the table-B of every technique with
// lookup tables (harness.TableByter).
func TableBytes(b *testing.B) {
	CheckEnv(b)
	for _, g := range genImpls {
		tb, ok := capability[harness.TableByter](g.name)
		if !ok {
			continue
		}
		b.Run("impl="+g.name, func(b *testing.B) {
			n := tb.TableBytes()
			if n <= 0 {
				b.Fatalf("%s TableBytes() == %d; want > 0", g.name, n)
			}
			b.ReportMetric(float64(n), "table-B")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// TableBuild is BenchmarkTableBuild: it times building a fresh copy of
// each technique's tables with the code its initialisation runs
// (harness.TableBuilder), the start-up cost, and reports the bytes built as
// table-B. A build whose bytes differ from the technique's TableBytes
// fails.
func TableBuild(b *testing.B) {
	for _, g := range genImpls {
		bt, ok := capability[harness.TableBuilder](g.name)
		if !ok {
			continue
		}
		tb, hasBytes := capability[harness.TableByter](g.name)
		b.Run("impl="+g.name, func(b *testing.B) {
			n := bt.BuildTables()
			if n <= 0 || hasBytes && n != tb.TableBytes() {
				b.Fatalf("WRONG ANSWER: %s BuildTables() == %d; want > 0 and TableBytes() (has TableBytes: %v)", g.name, n, hasBytes)
			}
			for b.Loop() {
				intSink = bt.BuildTables()
			}
			b.ReportMetric(float64(n), "table-B")
		})
	}
}

// perftPosition is one perft row: a position of chess/perftsuite's CPW
// suite (named by its comment, which the benchmark name carries) and the
// depths of a full run, a quick one and the parallel rows (0: none).
type perftPosition struct {
	name                    string
	depth, quickDepth       int
	parDepth, parQuickDepth int
}

// perftPositions are the perft rows. Their FENs and counts are read from
// chess/perftsuite, the one place the project writes them.
var perftPositions = []perftPosition{
	{name: "start", depth: 5, quickDepth: 4, parDepth: 6, parQuickDepth: 5},
	{name: "kiwipete", depth: 4, quickDepth: 3},
}

// perftEntry returns the suite entry of pos and its count at depth; a
// missing position or count fails b: the suite and the table disagree.
func perftEntry(b *testing.B, pos perftPosition, depth int) (fen string, nodes uint64) {
	e := perftsuite.Find(b, perftsuite.CPW, pos.name)
	n, ok := e.Nodes(depth)
	if !ok {
		b.Fatalf("perft suite %s: %q has no count at depth %d", perftsuite.CPW, pos.name, depth)
	}
	return e.FEN, n
}

// perftChecked holds the perft runs (by description) whose counts have
// been checked, so that -count repetitions of a slow perft check it once.
var perftChecked sync.Map

// timePerft checks one perft function's count (once per process), then
// times it, reporting Mnodes/s and, when oneThread (perft runs on the
// benchmark's goroutine alone), cpu-Mnodes/s from the thread's CPU time
// (threadLoop).
func timePerft(b *testing.B, what string, want uint64, oneThread bool, perft func() uint64) {
	if _, done := perftChecked.Load(what); !done {
		if got := perft(); got != want {
			b.Fatalf("WRONG ANSWER: %s == %d; want %d (published count)", what, got, want)
		}
		perftChecked.Store(what, true)
	}
	var cpu threadTimes
	if oneThread {
		cpu = threadLoop(b, func() { perft() })
	} else {
		for b.Loop() {
			perft()
		}
	}
	b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	if cpu.total > 0 {
		b.ReportMetric(float64(want)*float64(b.N)/cpu.total.Seconds()/1e6, cPUPrefix+"Mnodes/s")
		b.ReportMetric(float64(want)/cpu.best*1e3, bestPrefix+cPUPrefix+"Mnodes/s")
	}
	b.ReportMetric(0, "ns/op")
}

// Perft is BenchmarkPerft; quick searches one ply less.
func Perft(b *testing.B, quick bool) {
	CheckEnv(b)
	iface := ifaceImpl()
	for _, pos := range perftPositions {
		depth := pos.depth
		if quick {
			depth = pos.quickDepth
		}
		fen, nodes := perftEntry(b, pos, depth)
		what := func(impl string) string { return fmt.Sprintf("%s perft(%s, %d)", impl, pos.name, depth) }
		for _, impl := range harness.All() {
			if unavailable(impl.Name()) != "" {
				continue
			}
			b.Run("impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
				p := mustParse(b, fen)
				timePerft(b, what(impl.Name()), nodes, true, func() uint64 { return position.Perft(p, impl, depth) })
			})
		}
		b.Run("impl="+iface.Name()+"-iface/pos="+pos.name, func(b *testing.B) {
			p := mustParse(b, fen)
			timePerft(b, what(iface.Name()+" via interface"), nodes, true, func() uint64 { return position.PerftInterface(p, iface, depth) })
		})
		b.Run("impl=dragontoothmg/pos="+pos.name, func(b *testing.B) {
			d, err := peers.NewDragon(fen)
			if err != nil {
				b.Fatal(err)
			}
			timePerft(b, what("dragontoothmg"), nodes, true, func() uint64 { return d.Perft(depth) })
		})
		b.Run("impl=notnil/pos="+pos.name, func(b *testing.B) {
			n, err := peers.NewNotnil(fen)
			if err != nil {
				b.Fatal(err)
			}
			timePerft(b, what("notnil"), nodes, true, func() uint64 { return n.Perft(depth) })
		})
	}
}

// ParallelPerft is BenchmarkParallelPerft: it runs position.PerftParallel with GOMAXPROCS
// workers, one level deeper than BenchmarkPerft so that the work splits
// well. Run it with -cpu 1,N: the ratio of the two rows is the parallel
// speed-up.
func ParallelPerft(b *testing.B, quick bool) {
	CheckEnv(b)
	workers := runtime.GOMAXPROCS(0)
	for _, pos := range perftPositions {
		if pos.parDepth == 0 {
			continue
		}
		depth := pos.parDepth
		if quick {
			depth = pos.parQuickDepth
		}
		fen, nodes := perftEntry(b, pos, depth)
		for _, impl := range harness.All() {
			if impl.Name() == "naive" || unavailable(impl.Name()) != "" {
				continue
			}
			b.Run("impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
				p := mustParse(b, fen)
				what := fmt.Sprintf("%s perft(%s, %d) on %d workers", impl.Name(), pos.name, depth, workers)
				timePerft(b, what, nodes, false, func() uint64 { return position.PerftParallel(p, impl, depth, workers) })
			})
		}
	}
}

func mustParse(b *testing.B, fen string) *position.Position {
	b.Helper()
	p, err := position.ParseFEN(fen)
	if err != nil {
		b.Fatalf("position.ParseFEN(%q): %v", fen, err)
	}
	return p
}

// CheckEnv fails b when the environment asks for something the run
// cannot honour (a bad BITBENCH_PEXT: pext.EnvError), so that no figure is
// recorded under a header that misstates what ran. Every benchmark calls it
// first.
func CheckEnv(b *testing.B) {
	b.Helper()
	if err := pext.EnvError(); err != nil {
		b.Fatal(err)
	}
}

// PrintTarget prints the folder under root that this CPU's results go
// to (results.Folder, slug when not empty) and returns 0; on a bad
// BITBENCH_PEXT, a bad slug or a folder of another CPU it prints why to
// stderr and returns 2. scripts/run-bench-binary.sh asks it before a run.
func PrintTarget(root, slug string) int {
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

// ConfigLines returns the "key: value" lines printed at the head of a
// benchmark run: commit (when not empty), go version, GOAMD64, the
// profile-guided optimisation of the build (PGOLine), the CPU's
// identity (cpuid.ID.ConfigLines: cpu-vendor, cpu-family, …, uarch), the
// lines implementation packages report (harness.Pather: "pext: bmi2"), when
// BITBENCH_PEXT is bad, "pext-env-error: …" (every benchmark then fails),
// and the native references' build (native.ConfigLines: "cc: gcc 12.2.0",
// "cflags: -O3 -march=native", "cc-target: …", or "native: unavailable: …").
func ConfigLines(commit string) []string {
	goamd64, pgo := "", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "GOAMD64":
				goamd64 = s.Value
			case "-pgo":
				pgo = s.Value
			}
		}
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
	if pgoProfile != "" {
		pgo = pgoProfile
	}
	add("pgo", PGOLine(pgo, pgoHash))
	for _, l := range cpuid.Detect().ConfigLines() {
		k, v, _ := strings.Cut(l, ":")
		add(k, v)
	}
	for _, c := range pathLines() {
		add(c[0], c[1])
	}
	if err := pext.EnvError(); err != nil {
		add("pext-env-error", err.Error())
	}
	for _, l := range native.ConfigLines() {
		k, v, _ := strings.Cut(l, ":")
		add(k, v)
	}
	return lines
}

// pgoProfile and pgoHash are the file name and hash ("sha256:1a2b3c4d5e6f")
// of the profile the binary was built with (-pgo), set by cmd/bench and
// make bench-binary with -ldflags "-X
// github.com/bitbench/bitbench/internal/benchloops.pgoProfile=… -X ….pgoHash=…":
// a test binary's build information does not record -pgo (a command's
// records its path, never its content).
var pgoProfile, pgoHash string

// PGOLine returns the value of the "pgo:" configuration line of a binary
// built with -pgo=profile (the build setting, as runtime/debug reports it)
// and whose profile hashed to hash: "off" when profile is empty or "off",
// else the profile's file name and hash ("bench.pprof sha256:1a2b3c4d5e6f"),
// "sha256:unrecorded" standing in for a hash the build did not pass.
func PGOLine(profile, hash string) string {
	if profile == "" || profile == "off" {
		return "off"
	}
	if hash == "" {
		hash = "sha256:unrecorded"
	}
	return path.Base(filepath.ToSlash(profile)) + " " + hash
}

// pathLines returns a (package name, path) pair for each package with a
// registered implementation that is a harness.Pather, once per package, in
// registry order.
func pathLines() [][2]string {
	var out [][2]string
	seen := map[string]bool{}
	for _, impl := range harness.All() {
		p, ok := impl.(harness.Pather)
		if !ok {
			continue
		}
		t := reflect.TypeOf(impl)
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		pkg := path.Base(t.PkgPath())
		if !seen[pkg] {
			seen[pkg] = true
			out = append(out, [2]string{pkg, p.Path()})
		}
	}
	return out
}
