package bitbench_test

// Perft over every registered implementation: the six positions of the
// chessprogramming wiki with their published counts, the project's own
// positions that catch known move generator bugs (both in package
// chess/perftsuite, as EPD files), and, when the checkout sits beside
// ../shared/perft, the public perft suites.
//
// Budget. Every implementation runs every count that is at most its
// node limit: 1,000,000 for naive (about 10 Mnodes/s, fifty times slower
// than the fast techniques) and 20,000,000 for the others, which together
// take a few seconds. -perft.long (or BITBENCH_PERFT_LONG=1, as make
// perft-long sets) raises the limits to 200,000,000 for naive and no limit
// for the others, and raises the suite caps a hundredfold: minutes.

import (
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/peers"
)

var perftLong = flag.Bool("perft.long", os.Getenv("BITBENCH_PERFT_LONG") == "1",
	"run perft to deep depths (minutes); also BITBENCH_PERFT_LONG=1")

// perftPath is one way package position counts a perft tree.
type perftPath struct {
	name  string
	perft func(p *position.Position, impl harness.Impl, depth int) uint64
}

// perftPaths are the leaf counter of position.Perft and the move-list
// generator it is proven against (position.PerftListed): every suite runs
// through both.
var perftPaths = []perftPath{{"counter", position.Perft}, {"list", position.PerftListed}}

// perftCounter returns the perftsuite.Counter of path with impl.
func perftCounter(impl harness.Impl, path perftPath) perftsuite.Counter {
	return func(fen string, depth int) (uint64, error) {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return 0, err
		}
		return path.perft(p, impl, depth), nil
	}
}

// nodeLimit is the largest count impl is asked to reproduce in this run.
func nodeLimit(impl harness.Impl) uint64 {
	switch {
	case impl.Name() == "naive" && *perftLong:
		return 200_000_000
	case impl.Name() == "naive":
		return 1_000_000
	case *perftLong:
		return ^uint64(0)
	}
	return 20_000_000
}

// TestPerft checks every count of the CPW positions and of the project's own
// positions (perftsuite: cpw.epd, tricky.epd, tricky960.epd) within the node
// limit with every implementation, through both perft paths, the
// implementations side by side on both cores.
func TestPerft(t *testing.T) {
	impls := harness.All()
	if len(impls) == 0 {
		t.Fatal("no implementation registered")
	}
	for _, impl := range impls {
		t.Run(impl.Name(), func(t *testing.T) {
			t.Parallel()
			for _, path := range perftPaths {
				t.Run(path.name, func(t *testing.T) {
					for _, suite := range []string{perftsuite.CPW, perftsuite.Tricky, perftsuite.Tricky960} {
						perftsuite.Run(t, suite, nodeLimit(impl), perftCounter(impl, path))
					}
				})
			}
		})
	}
}

// TestPerftParallelAndDivide checks, for every implementation, that the
// parallel perft and the sum of divide give the published count, and that
// divide has one entry per legal root move.
func TestPerftParallelAndDivide(t *testing.T) {
	const depth = 3
	kiwipete := perftsuite.Find(t, perftsuite.CPW, "kiwipete")
	want, ok3 := kiwipete.Nodes(depth)
	rootMoves, ok1 := kiwipete.Nodes(1)
	if !ok1 || !ok3 {
		t.Fatalf("cpw.epd gives Kiwipete no count at depth 1 or %d", depth)
	}
	for _, impl := range harness.All() {
		p, err := position.ParseFEN(kiwipete.FEN)
		if err != nil {
			t.Fatal(err)
		}
		for _, workers := range []int{1, 3, runtime.GOMAXPROCS(0)} {
			if got := position.PerftParallel(p, impl, depth, workers); got != want {
				t.Errorf("PerftParallel(kiwipete, %s, %d, %d workers) == %d; want %d", impl.Name(), depth, workers, got, want)
			}
		}
		entries := position.Divide(p, impl, depth)
		var sum uint64
		for _, e := range entries {
			sum += e.Nodes
		}
		if sum != want || uint64(len(entries)) != rootMoves {
			t.Errorf("Divide(kiwipete, %s, %d): %d entries summing to %d; want %d summing to %d",
				impl.Name(), depth, len(entries), sum, rootMoves, want)
		}
		if got := p.FEN(); got != kiwipete.FEN {
			t.Errorf("after perft with %s, FEN() == %q; want %q unchanged", impl.Name(), got, kiwipete.FEN)
		}
	}
}

// TestTrickyAgainstNotnil recomputes the small counts of the project's own
// standard-chess positions (tricky.epd) with notnil/chess, an independent
// generator, so that they are not only this project's word. notnil does not
// play Chess960; tricky960.epd's depth-1 counts are checked by hand (see its
// notes).
func TestTrickyAgainstNotnil(t *testing.T) {
	const limit = 50_000 // notnil allocates every node: about 1 Mnodes/s
	checked := perftsuite.Run(t, perftsuite.Tricky, limit, func(fen string, depth int) (uint64, error) {
		peer, err := peers.NewNotnil(fen)
		if err != nil {
			return 0, err
		}
		return peer.Perft(depth), nil
	})
	if checked < 40 {
		t.Errorf("checked %d counts against notnil; want at least 40", checked)
	}
}

// sharedSuites are the public suites in ../shared/perft and the largest
// count checked from each, per kind of implementation, in the default run.
var sharedSuites = []struct {
	file            string
	naiveCap, other uint64
}{
	{"standard.epd", 100_000, 1_000_000},
	{"tricky.epd", 100_000, 1_000_000},
	{"chess960.epd", 10_000, 100_000},
}

// TestSharedSuites runs the public suites beside the checkout under a node
// cap, with every implementation, through both perft paths. Positions that ParseFEN rejects (some
// suite positions are impossible on purpose) are logged with the reason and
// skipped, not failed. Without ../shared/perft the test skips.
func TestSharedSuites(t *testing.T) {
	dir := filepath.Join("..", "shared", "perft")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no public suites: %v", err)
	}
	for _, suite := range sharedSuites {
		t.Run(suite.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, suite.file))
			if err != nil {
				t.Skipf("suite missing: %v", err)
			}
			entries, errs := epd.Parse(f)
			f.Close()
			for _, err := range errs {
				t.Errorf("%s: %v", suite.file, err)
			}
			var valid []epd.Entry
			for _, e := range entries {
				if _, err := position.ParseFEN(e.FEN); err != nil {
					t.Logf("skipped, rejected: line %d: %v", e.Line, err)
					continue
				}
				valid = append(valid, e)
			}
			for _, impl := range harness.All() {
				t.Run(impl.Name(), func(t *testing.T) {
					t.Parallel()
					limit := suite.other
					if impl.Name() == "naive" {
						limit = suite.naiveCap
					}
					if *perftLong {
						limit *= 100
					}
					for _, path := range perftPaths {
						checked := perftsuite.Check(t, suite.file, valid, limit, perftCounter(impl, path))
						t.Logf("%s: %d counts of %d positions checked (cap %d nodes)", path.name, checked, len(valid), limit)
					}
				})
			}
		})
	}
}
