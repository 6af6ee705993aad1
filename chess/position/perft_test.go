package position

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/chess/position/internal/gen"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

func mustParse(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustNodes returns e's count at depth; a suite without it fails t.
func mustNodes(t testing.TB, e epd.Entry, depth int) uint64 {
	t.Helper()
	n, ok := e.Nodes(depth)
	if !ok {
		t.Fatalf("perft suite line %d (%s) has no count at depth %d", e.Line, e.Comment, depth)
	}
	return n
}

func mustLookup(t testing.TB, name string) harness.Impl {
	t.Helper()
	impl, err := harness.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return impl
}

// counter returns the perftsuite.Counter of Perft with impl. It also
// requires the position unchanged after the search.
func counter(impl harness.Impl) perftsuite.Counter {
	return func(fen string, depth int) (uint64, error) {
		p, err := ParseFEN(fen)
		if err != nil {
			return 0, err
		}
		n := Perft(p, impl, depth)
		if got := p.FEN(); got != fen {
			return 0, fmt.Errorf("FEN after perft == %q; want %q", got, fen)
		}
		return n, nil
	}
}

// TestPerftSuites checks the CPW positions and the published bug-class
// positions with every implementation, counts up to 5,000,000 nodes
// (100,000 for naive and in -short mode).
func TestPerftSuites(t *testing.T) {
	for _, impl := range harness.All() {
		limit := uint64(5_000_000)
		if impl.Name() == "naive" || testing.Short() {
			limit = 100_000
		}
		for _, suite := range []string{perftsuite.CPW, perftsuite.Published} {
			perftsuite.Run(t, suite, limit, counter(impl))
		}
	}
}

// TestSpecialisedMatchesInterface checks that exactly the implementations
// the list (generated.txt) keeps have a generated copy, and that Perft
// counts exactly as the interface path does.
func TestSpecialisedMatchesInterface(t *testing.T) {
	list, err := gen.ReadListFile(gen.ListFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, impl := range harness.All() {
		if want := list[impl.Name()].Keep(); Specialised(impl) != want {
			t.Errorf("Specialised(%s) == %v; want %v (%s); run make generate", impl.Name(), !want, want, gen.ListFile)
		}
		depth := 3
		if impl.Name() == "naive" {
			depth = 2
		}
		for _, e := range perftsuite.MustLoad(t, perftsuite.CPW) {
			p := mustParse(t, e.FEN)
			if got, want := Perft(p, impl, depth), PerftInterface(p, impl, depth); got != want {
				t.Errorf("%s: Perft(%s, %d) == %d; PerftInterface == %d", e.Comment, impl.Name(), depth, got, want)
			}
		}
	}
}

// wrapped hides an implementation behind another type of the same name: it
// must not get the specialised copy, and must still count right.
type wrapped struct{ harness.Impl }

func TestUnregisteredImplUsesInterface(t *testing.T) {
	impl := wrapped{mustLookup(t, "magic")}
	if Specialised(impl) {
		t.Errorf("Specialised(wrapped magic) == true; want false")
	}
	kiwipete := perftsuite.Find(t, perftsuite.CPW, "kiwipete")
	p := mustParse(t, kiwipete.FEN)
	if got, want := Perft(p, impl, 3), mustNodes(t, kiwipete, 3); got != want {
		t.Errorf("Perft(kiwipete, wrapped magic, 3) == %d; want %d", got, want)
	}
}

func TestPerftParallel(t *testing.T) {
	impl := mustLookup(t, "magic")
	for _, e := range perftsuite.MustLoad(t, perftsuite.CPW) {
		p := mustParse(t, e.FEN)
		for _, workers := range []int{0, 1, 3, 64} {
			if got, want := PerftParallel(p, impl, 4, workers), mustNodes(t, e, 4); got != want {
				t.Errorf("%s: PerftParallel(depth 4, %d workers) == %d; want %d", e.Comment, workers, got, want)
			}
		}
		if got := p.FEN(); got != e.FEN {
			t.Errorf("%s: FEN after PerftParallel == %q; want %q", e.Comment, got, e.FEN)
		}
	}
	p := mustParse(t, StartFEN)
	for depth, want := range []uint64{1, 20} {
		if got := PerftParallel(p, impl, depth, 2); got != want {
			t.Errorf("PerftParallel(start, %d) == %d; want %d", depth, got, want)
		}
	}
}

// TestPerftParallelSplit checks PerftParallel against Perft where the work is
// split two plies down, including root moves that leave the opponent no reply
// (a mate, stalemates), at each depth and worker count that
// switches between the one-ply and the two-ply split.
func TestPerftParallelSplit(t *testing.T) {
	impl := mustLookup(t, "magic")
	for _, fen := range []string{
		"6k1/5ppp/8/8/8/8/p7/R5K1 w - - 0 1", // Ra8 is mate: a root move with no replies
		"k7/8/1QK5/8/8/8/8/8 w - - 0 1",      // several root moves stalemate
		StartFEN,
	} {
		p := mustParse(t, fen)
		for depth := 2; depth <= 4; depth++ {
			want := Perft(p, impl, depth)
			for _, workers := range []int{1, 2, 7, 64} {
				if got := PerftParallel(p, impl, depth, workers); got != want {
					t.Errorf("PerftParallel(%q, %d, %d workers) == %d; Perft gives %d", fen, depth, workers, got, want)
				}
			}
		}
	}
}

func TestDivide(t *testing.T) {
	impl := mustLookup(t, "magic")
	p := mustParse(t, StartFEN)
	start := perftsuite.Find(t, perftsuite.CPW, "start")
	if start.FEN != StartFEN {
		t.Fatalf("perft suite's start position %q; want StartFEN %q", start.FEN, StartFEN)
	}
	moves, nodes := mustNodes(t, start, 1), mustNodes(t, start, 3)
	got := Divide(p, impl, 3)
	if uint64(len(got)) != moves {
		t.Fatalf("len(Divide(start, 3)) == %d; want %d", len(got), moves)
	}
	var sum uint64
	for i, e := range got {
		sum += e.Nodes
		if i > 0 && got[i-1].Move >= e.Move {
			t.Errorf("Divide not sorted: %q before %q", got[i-1].Move, e.Move)
		}
	}
	if sum != nodes {
		t.Errorf("sum of Divide(start, 3) == %d; want %d", sum, nodes)
	}
	// Published divide figures of the start position at depth 3.
	for _, want := range []DivideEntry{{"a2a3", 380}, {"e2e4", 600}, {"g1f3", 440}, {"b1c3", 440}} {
		i := slices.IndexFunc(got, func(e DivideEntry) bool { return e.Move == want.Move })
		if i < 0 || got[i] != want {
			t.Errorf("Divide(start, 3) entry for %s missing or wrong; want %v", want.Move, want)
		}
	}
	if d := Divide(p, impl, 1); len(d) != 20 || d[0] != (DivideEntry{"a2a3", 1}) {
		t.Errorf("Divide(start, 1) == %v; want 20 entries of 1, a2a3 first", d)
	}
	if d := Divide(p, impl, 0); d != nil {
		t.Errorf("Divide(start, 0) == %v; want nil", d)
	}
}

// panicky is naive with rook lookups from h1 panicking, a stand-in for a
// broken implementation.
type panicky struct{ harness.Impl }

func (panicky) Name() string { return "panicky" }

func (e panicky) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	if s == harness.H1 {
		panic("rook lookup exploded")
	}
	return e.Impl.RookAttacks(s, occ)
}

// recovered runs f and returns what it panicked with, or nil.
func recovered(f func()) (r any) {
	defer func() { r = recover() }()
	f()
	return nil
}

// TestPerftParallelPanic checks that a panic in a worker goroutine reaches
// the caller, where it can be recovered, instead of ending the program.
func TestPerftParallelPanic(t *testing.T) {
	// The rook reaches h1 only below the root, in the workers.
	p := mustParse(t, "4k3/8/8/8/8/8/7R/4K3 w - - 0 1")
	impl := panicky{mustLookup(t, "naive")}
	for _, workers := range []int{1, 4} {
		r := recovered(func() { PerftParallel(p, impl, 3, workers) })
		if r != "rook lookup exploded" {
			t.Errorf("PerftParallel(%d workers) with a panicking impl panicked with %v; want %q", workers, r, "rook lookup exploded")
		}
	}
}

// TestPerftMaxDepth checks that every entry point refuses a depth beyond
// MaxDepth with a panic saying so, before reserving anything for it.
func TestPerftMaxDepth(t *testing.T) {
	p := mustParse(t, StartFEN)
	impl := mustLookup(t, "naive")
	for _, depth := range []int{MaxDepth + 1, 10_000_000, math.MaxInt} {
		for name, f := range map[string]func(){
			"Perft":          func() { Perft(p, impl, depth) },
			"PerftInterface": func() { PerftInterface(p, impl, depth) },
			"PerftParallel":  func() { PerftParallel(p, impl, depth, 2) },
			"Divide":         func() { Divide(p, impl, depth) },
		} {
			r := recovered(f)
			if msg, _ := r.(string); !strings.Contains(msg, fmt.Sprintf("depth %d is more than MaxDepth (99)", depth)) {
				t.Errorf("%s(depth %d) panicked with %v; want a panic naming MaxDepth", name, depth, r)
			}
		}
	}
}

// TestPerftStackFollowsDepthReached checks that a deep perft of a position
// whose tree ends at once reserves move lists for the plies it reaches, not
// for the depth asked: the old up-front stack took 4 KiB per ply.
func TestPerftStackFollowsDepthReached(t *testing.T) {
	impl := mustLookup(t, "naive")
	for _, fen := range []string{
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", // stalemate
		"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", // checkmate
	} {
		p := mustParse(t, fen)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		n := Perft(p, impl, MaxDepth)
		runtime.ReadMemStats(&after)
		if n != 0 {
			t.Errorf("Perft(%q, %d) == %d; want 0", fen, MaxDepth, n)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 16<<10 {
			t.Errorf("Perft(%q, %d) allocated %d bytes; want at most 16 KiB (one move list)", fen, MaxDepth, got)
		}
	}
}
