package benchloops

// The perft benchmarks: BenchmarkPerft and BenchmarkParallelPerft.

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/peers"
)

// perftPosition is one perft row: a position of chess/perftsuite's CPW
// suite (named by its comment, which the benchmark name carries) and the
// depths of a full run, a quick one and the parallel rows (0: none).
type perftPosition struct {
	name                    string
	depth, quickDepth       int
	parDepth, parQuickDepth int
}

// perftPositions are the perft rows. Their FENs and counts are read from
// chess/perftsuite, the one place the project writes them. A full run
// searches as deep as the quick one: perft(start, 4) and
// perft(kiwipete, 3) take 1 to 3 ms, so a 10 ms slice of the measuring
// engine holds several iterations and its best chunk (threadLoop,
// wallLoop) leaves out a burst of the host's neighbour, as the slider
// rows' does. At perft(start, 5), one iteration took a slice and more
// (about 50 ms); the figure was that one iteration, disturbed or not, and
// in the run of 9663488 the rows of BenchmarkParallelPerft spread 5–12%
// across launches where the sliders' spread 1–2% (docs/benchmarks.md).
// Files before 2026-12-05 searched start at depth 5 (and 6 before
// 2026-12-04; their "perft:" line says which, or is absent).
var perftPositions = []perftPosition{
	{name: "start", depth: 4, quickDepth: 4, parDepth: 4, parQuickDepth: 4},
	{name: "kiwipete", depth: 3, quickDepth: 3},
}

// slowPeerPly is how many plies less the notnil peer searches than the
// other rows: it is about 200 times as slow (one perft(start, 5) took
// 2.4 s), so at full depth its two rows alone took a tenth of make bench.
const slowPeerPly = 1

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

// timePerft times one perft function, checking the count of every
// iteration (a wrong one fails b after the loop), and reports Mnodes/s
// and the best chunk's: when oneThread (perft runs on the benchmark's
// goroutine alone), cpu-Mnodes/s and best-cpu-Mnodes/s from the thread's
// CPU time (threadLoop); else best-Mnodes/s from the wall time of the best
// chunk (wallLoop), since the work runs on several threads. The timed
// iterations are the check: a separate checking run first would double
// the cost of a slice of the measuring engine, whose every launch is a new
// process.
func timePerft(b *testing.B, what string, want uint64, oneThread bool, perft func() uint64) {
	var got uint64
	wrong := false
	one := func() {
		if n := perft(); n != want && !wrong {
			got, wrong = n, true
		}
	}
	var cpu, wall threadTimes
	if oneThread {
		cpu = threadLoop(b, one)
	} else {
		wall = wallLoop(b, one)
	}
	if wrong {
		b.Fatalf("WRONG ANSWER: %s == %d; want %d (published count)", what, got, want)
	}
	b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
	if cpu.total > 0 {
		b.ReportMetric(float64(want)*float64(b.N)/cpu.total.Seconds()/1e6, cPUPrefix+"Mnodes/s")
		b.ReportMetric(float64(want)/cpu.best*1e3, bestPrefix+cPUPrefix+"Mnodes/s")
	}
	if wall.total > 0 {
		b.ReportMetric(float64(want)/wall.best*1e3, bestPrefix+"Mnodes/s")
	}
	b.ReportMetric(0, "ns/op")
}

// Perft is BenchmarkPerft; quick searches one ply less.
func Perft(b *testing.B, quick bool) {
	CheckEnv(b)
	ifaces, err := ifacePerftImpls(os.Getenv(PerftIfaceEnv), ifaceImpl())
	if err != nil {
		b.Fatal(err)
	}
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
			run(b, "impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
				p := mustParse(b, fen)
				timePerft(b, what(impl.Name()), nodes, true, func() uint64 { return position.Perft(p, impl, depth) })
			})
		}
		for _, impl := range ifaces {
			run(b, "impl="+impl.Name()+"-iface/pos="+pos.name, func(b *testing.B) {
				p := mustParse(b, fen)
				timePerft(b, what(impl.Name()+" via interface"), nodes, true, func() uint64 { return position.PerftInterface(p, impl, depth) })
			})
		}
		run(b, "impl=dragontoothmg/pos="+pos.name, func(b *testing.B) {
			d, err := peers.NewDragon(fen)
			if err != nil {
				b.Fatal(err)
			}
			timePerft(b, what("dragontoothmg"), nodes, true, func() uint64 { return d.Perft(depth) })
		})
		run(b, "impl=notnil/pos="+pos.name, func(b *testing.B) {
			n, err := peers.NewNotnil(fen)
			if err != nil {
				b.Fatal(err)
			}
			d := depth - slowPeerPly
			_, nodes := perftEntry(b, pos, d)
			timePerft(b, fmt.Sprintf("notnil perft(%s, %d)", pos.name, d), nodes, true, func() uint64 { return n.Perft(d) })
		})
	}
}

// PerftIfaceEnv names the environment variable that widens BenchmarkPerft's
// interface rows: unset or empty, only iface (one impl=X-iface row per
// position); "all", also every other available implementation that has a
// generated copy of the move generator (position.Specialised), so that each
// copy can be measured against the interface path in one run (docs/perft.md:
// which copies make generate keeps). The rows of an implementation without
// a copy already run the interface path.
const PerftIfaceEnv = "BITBENCH_PERFT_IFACE"

// ifacePerftImpls returns the implementations of BenchmarkPerft's -iface
// rows for the value env of PerftIfaceEnv: iface first, then, when env is
// "all", every other available implementation with a generated copy; any
// other value is an error.
func ifacePerftImpls(env string, iface harness.Impl) ([]harness.Impl, error) {
	impls := []harness.Impl{iface}
	switch env {
	case "":
	case "all":
		for _, impl := range harness.All() {
			if impl != iface && position.Specialised(impl) && unavailable(impl.Name()) == "" {
				impls = append(impls, impl)
			}
		}
	default:
		return nil, fmt.Errorf("%s=%q: want empty or \"all\"", PerftIfaceEnv, env)
	}
	return impls, nil
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
			run(b, "impl="+impl.Name()+"/pos="+pos.name, func(b *testing.B) {
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
