package position

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

// cpw holds the six perft positions of the Chess Programming Wiki with their
// published counts.
var cpw = []struct {
	name   string
	fen    string
	counts []uint64 // counts[d-1] is perft(d)
}{
	{"start", StartFEN, []uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624, 11030083}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333, 15833292}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890, 3894594, 164075551}},
}

func mustParse(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustLookup(t testing.TB, name string) harness.Impl {
	t.Helper()
	impl, err := harness.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return impl
}

func TestPerftCPW(t *testing.T) {
	for _, impl := range harness.All() {
		maxNodes := uint64(5_000_000)
		if impl.Name() == "naive" {
			maxNodes = 100_000
		}
		for _, c := range cpw {
			p := mustParse(t, c.fen)
			for d, want := range c.counts {
				if want > maxNodes || testing.Short() && want > 10_000 {
					break
				}
				if got := Perft(p, impl, d+1); got != want {
					t.Errorf("Perft(%s, %s, %d) == %d; want %d", c.name, impl.Name(), d+1, got, want)
				}
			}
			if got := p.FEN(); got != c.fen {
				t.Errorf("%s: FEN after perft == %q; want %q", c.name, got, c.fen)
			}
		}
	}
}

// tricky holds positions for the known bug classes, with counts published
// in public perft suites.
var tricky = []struct {
	name  string
	fen   string
	depth int
	nodes uint64
}{
	{"en passant pinned on the diagonal", "8/8/1k6/8/2pP4/8/5BK1/8 b - d3 0 1", 6, 824064},
	{"en passant evasion", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", 3, 711},
	{"en passant pinned on the rank", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
	{"king in check by en passant pawn", "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1", 3, 555},
	{"castling through check", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206},
	{"castling rook captured", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476},
	{"castling gives check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072},
	{"promotion with check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001},
	{"under-promotion battery", "1rrrrrk1/1PPPPPPP/8/8/8/8/8/6K1 b - - 0 1", 3, 1919},
	{"double check", "2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1", 3, 1217},
	{"218 moves", "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1", 3, 19073},
	{"270 moves", "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1", 1, 270},
	{"chess960 x-fen", "4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 1", 3, 71908},
	{"chess960 king stays, rook shields", "nrknqrbb/1p2ppp1/2pp4/Q6p/P2P3P/8/1PP1PPP1/NRKN1RBB w FBfb - 0 9", 4, 303908},
	{"chess960 king on g1", "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9", 4, 824055},
	{"chess960 rook on king's destination", "1rkbrqnn/p1pp1ppp/1p6/8/P2Pp3/8/1PPKPPQP/BR1BR1NN w eb - 0 9", 4, 817624},
}

func TestPerftTricky(t *testing.T) {
	for _, impl := range harness.All() {
		for _, c := range tricky {
			if impl.Name() == "naive" && c.nodes > 100_000 || testing.Short() && c.nodes > 100_000 {
				continue
			}
			p := mustParse(t, c.fen)
			if got := Perft(p, impl, c.depth); got != c.nodes {
				t.Errorf("%s: Perft(%q, %s, %d) == %d; want %d", c.name, c.fen, impl.Name(), c.depth, got, c.nodes)
			}
		}
	}
}

// TestSpecialisedMatchesInterface checks that every registered
// implementation has a generated copy and that it counts exactly as the
// interface path does.
func TestSpecialisedMatchesInterface(t *testing.T) {
	for _, impl := range harness.All() {
		if !Specialised(impl) {
			t.Errorf("Specialised(%s) == false; run go generate", impl.Name())
		}
		depth := 3
		if impl.Name() == "naive" {
			depth = 2
		}
		for _, c := range cpw {
			p := mustParse(t, c.fen)
			if got, want := Perft(p, impl, depth), PerftInterface(p, impl, depth); got != want {
				t.Errorf("%s: Perft(%s, %d) == %d; PerftInterface == %d", c.name, impl.Name(), depth, got, want)
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
	p := mustParse(t, cpw[1].fen)
	if got, want := Perft(p, impl, 3), cpw[1].counts[2]; got != want {
		t.Errorf("Perft(kiwipete, wrapped magic, 3) == %d; want %d", got, want)
	}
}

func TestPerftParallel(t *testing.T) {
	impl := mustLookup(t, "magic")
	for _, c := range cpw {
		p := mustParse(t, c.fen)
		for _, workers := range []int{0, 1, 3, 64} {
			if got, want := PerftParallel(p, impl, 4, workers), c.counts[3]; got != want {
				t.Errorf("%s: PerftParallel(depth 4, %d workers) == %d; want %d", c.name, workers, got, want)
			}
		}
		if got := p.FEN(); got != c.fen {
			t.Errorf("%s: FEN after PerftParallel == %q; want %q", c.name, got, c.fen)
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
	got := Divide(p, impl, 3)
	if len(got) != 20 {
		t.Fatalf("len(Divide(start, 3)) == %d; want 20", len(got))
	}
	var sum uint64
	for i, e := range got {
		sum += e.Nodes
		if i > 0 && got[i-1].Move >= e.Move {
			t.Errorf("Divide not sorted: %q before %q", got[i-1].Move, e.Move)
		}
	}
	if sum != 8902 {
		t.Errorf("sum of Divide(start, 3) == %d; want 8902", sum)
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

// exploding is naive with rook lookups from h1 panicking, a stand-in for a
// broken implementation.
type exploding struct{ harness.Impl }

func (exploding) Name() string { return "exploding" }

func (e exploding) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
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
	impl := exploding{mustLookup(t, "naive")}
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
