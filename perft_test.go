package bitbench_test

// Perft over every registered implementation: the six positions of the
// chessprogramming wiki with their published counts, the project's own table
// of positions that catch known move generator bugs, and, when the checkout
// sits beside ../shared/perft, the public perft suites.
//
// Budget. Every implementation runs every row whose count is at most its
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
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/peers"
)

var perftLong = flag.Bool("perft.long", os.Getenv("BITBENCH_PERFT_LONG") == "1",
	"run perft to deep depths (minutes); also BITBENCH_PERFT_LONG=1")

// perftCase is one position and its perft count at one depth.
type perftCase struct {
	name, fen string
	depth     int
	nodes     uint64
}

// cpwPositions are the six positions of the chessprogramming wiki's Perft
// Results page with their published counts (facts, not computed here).
var cpwPositions = []perftCase{
	{"initial", position.StartFEN, 1, 20},
	{"initial", position.StartFEN, 2, 400},
	{"initial", position.StartFEN, 3, 8902},
	{"initial", position.StartFEN, 4, 197281},
	{"initial", position.StartFEN, 5, 4865609},
	{"initial", position.StartFEN, 6, 119060324},
	{"kiwipete", cpwKiwipete, 1, 48},
	{"kiwipete", cpwKiwipete, 2, 2039},
	{"kiwipete", cpwKiwipete, 3, 97862},
	{"kiwipete", cpwKiwipete, 4, 4085603},
	{"kiwipete", cpwKiwipete, 5, 193690690},
	{"position 3", cpw3, 1, 14},
	{"position 3", cpw3, 2, 191},
	{"position 3", cpw3, 3, 2812},
	{"position 3", cpw3, 4, 43238},
	{"position 3", cpw3, 5, 674624},
	{"position 3", cpw3, 6, 11030083},
	{"position 3", cpw3, 7, 178633661},
	{"position 4", cpw4, 1, 6},
	{"position 4", cpw4, 2, 264},
	{"position 4", cpw4, 3, 9467},
	{"position 4", cpw4, 4, 422333},
	{"position 4", cpw4, 5, 15833292},
	{"position 4", cpw4, 6, 706045033},
	{"position 4 mirrored", cpw4Mirrored, 1, 6},
	{"position 4 mirrored", cpw4Mirrored, 2, 264},
	{"position 4 mirrored", cpw4Mirrored, 3, 9467},
	{"position 4 mirrored", cpw4Mirrored, 4, 422333},
	{"position 4 mirrored", cpw4Mirrored, 5, 15833292},
	{"position 5", cpw5, 1, 44},
	{"position 5", cpw5, 2, 1486},
	{"position 5", cpw5, 3, 62379},
	{"position 5", cpw5, 4, 2103487},
	{"position 5", cpw5, 5, 89941194},
	{"position 6", cpw6, 1, 46},
	{"position 6", cpw6, 2, 2079},
	{"position 6", cpw6, 3, 89890},
	{"position 6", cpw6, 4, 3894594},
	{"position 6", cpw6, 5, 164075551},
}

const (
	cpwKiwipete  = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	cpw3         = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	cpw4         = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
	cpw4Mirrored = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"
	cpw5         = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
	cpw6         = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
)

// The project's own positions. Each targets one known class of move
// generator bug. The positions are chosen here; the counts were computed by
// this project's generator with every implementation agreeing, and then
// cross-checked: the standard positions against notnil/chess at every depth
// listed (TestTrickyAgainstNotnil repeats that for the small depths) and
// against dragontoothmg; the Chess960 positions, which neither peer
// supports, by the agreement of every implementation and the depth-1 move
// lists written out by hand below.
const (
	// White Ka5 Pb5, Black pawn just played c7-c5, rook h5: bxc6 e.p.
	// would take both pawns off the fifth rank and expose the king.
	// Depth 1 by hand: Ka4 Ka6 Kb6 b6 (Kb4 is attacked by c5) = 4.
	epRankPin = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1"
	// Pe5 pinned on the a1-h8 diagonal by Bh8 against Kb2: neither e6 nor
	// exd6 e.p. is legal. Depth 1 by hand: the eight king moves = 8.
	epDiagonalPin = "4k2b/8/8/3pP3/8/8/1K6/8 w - d6 0 1"
	// Pe5 pinned on the b8-h2 diagonal by Bb8 against Kg3: exd6 e.p. stays
	// on the pin line and is legal, e6 is not. Depth 1 by hand: eight king
	// moves and exd6 = 9. (dragontoothmg gives 8: it drops this capture.)
	epAlongPin = "1b2k3/8/8/3pP3/8/6K1/8/8 w - d6 0 1"
	// b7-b5 checks Ka4, whose every flight is blocked or covered (a3, b3,
	// a5 own pawns, b4 by Nd3, b5 guarded by a6): the only legal moves are
	// axb6 and cxb6 e.p. = 2.
	epOnlyEvasion = "7k/8/p7/PpP5/K7/PP1n4/8/8 w - b6 0 1"
	// Black's knight, and both black rooks, can capture a white rook on its
	// home square; White's castling right on that side must go with it.
	rookCapturedAtHome = "r3k2r/8/8/8/8/6n1/8/R3K2R b KQkq - 0 1"
	// O-O-O puts the rook on d1, checking Kd8.
	castleCheckWhite = "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1"
	// O-O puts the rook on f8, checking Kf1.
	castleCheckBlack = "r3k2r/8/8/8/8/8/8/5K2 b kq - 0 1"
	// Ba6 covers f1 and e2, Rb8 covers b1: O-O passes through check, O-O-O
	// is legal because only the king's path matters. Depth 1 by hand: Kd1
	// Kd2 Kf2, O-O-O, Ra1 8 moves, Rh1 9 moves = 21.
	castleThroughCheck = "1r2k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1"
	// Nd3 checks Ke1: no castling. Depth 1 by hand: Kd1 Kd2 Ke2 Kf1 = 4.
	castleOutOfCheck = "4k3/8/8/8/8/3n4/8/R3K2R w KQ - 0 1"
	// g8=N and gxh8=Q/R give check. Depth 1 by hand: four promotions on
	// g8, four captures on h8, Kb1 Ka2 Kb2 = 11.
	promotionCheck = "7r/6P1/7k/8/8/8/8/K7 w - - 0 1"
	// The same, colours reversed.
	promotionCheckBlack = "k7/8/8/8/8/7K/6p1/7R b - - 0 1"
	// Re6 and Nd3 both check Ke1 (the knight has just uncovered the rook):
	// Qxe6 and cxd3 are illegal. Depth 1 by hand: Kd1 Kd2 Kf1 = 3.
	doubleCheck = "7k/8/Q3r3/8/8/3n4/2P5/4K3 w - - 0 1"
	// Qg7 mates, Qg6 stalemates: leaves with no moves at depth 2.
	mateAndStalemate = "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"
	// The position with 218 legal moves.
	moves218 = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"

	// Chess960, Shredder-FEN: Kb1 with rooks a1 and h1. Castling with the
	// a-rook moves the king right (b1→c1, rook a1→d1). Depth 1 by hand:
	// Kc1 Kb2 Kc2 (a2 is covered by Ra8); castling b1a1 and b1h1; Ra1 up
	// the file a2…a8 (7); Rh1 h2…h8 and g1…c1 (12) = 24.
	c960KingB1 = "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1"
	// Chess960, X-FEN: KQ name the outermost rooks, c1 and h1, of Kg1.
	// Castling short leaves the king on g1 (rook h1→f1); castling long
	// would put the king on c1, which Rc8 attacks once the c1 rook has left
	// for d1: illegal. Depth 1 by hand: Kf1 Kf2 Kg2 (h2 covered by Rh8);
	// g1h1; Rc1 a1 b1 d1 e1 f1 and c2…c8 (12); Rh1 h2…h8 (7) = 23.
	c960XFEN = "2r3kr/8/8/8/8/8/8/2R3KR w KQkq - 0 1"
	// The same position in Shredder-FEN: the counts must not change.
	c960Shredder = "2r3kr/8/8/8/8/8/8/2R3KR w HChc - 0 1"
	// Chess960, Kf1 with rooks b1 and g1: castling short swaps king and
	// rook (f1↔g1), castling long takes the king to c1 and the b-rook to
	// d1. Depth 1 by hand: Ke1 Ke2 Kf2 Kg2; f1g1 and f1b1; Rb1 b2…b8 and a1 c1 d1 e1 (11);
	// Rg1 g2…g8 and h1 (8) = 4+2+11+8 = 25.
	c960Swap = "1r3k1r/8/8/8/8/8/8/1R3KR1 w GB - 0 1"
)

// trickyPositions are the project's own table (see the constants above).
var trickyPositions = []perftCase{
	{"ep rank pin", epRankPin, 1, 4},
	{"ep rank pin", epRankPin, 2, 56},
	{"ep rank pin", epRankPin, 3, 259},
	{"ep rank pin", epRankPin, 4, 4225},
	{"ep rank pin", epRankPin, 5, 23591},
	{"ep rank pin", epRankPin, 6, 403440},
	{"ep diagonal pin", epDiagonalPin, 1, 8},
	{"ep diagonal pin", epDiagonalPin, 2, 72},
	{"ep diagonal pin", epDiagonalPin, 3, 449},
	{"ep diagonal pin", epDiagonalPin, 4, 4914},
	{"ep diagonal pin", epDiagonalPin, 5, 32103},
	{"ep diagonal pin", epDiagonalPin, 6, 377995},
	{"ep along pin", epAlongPin, 1, 9},
	{"ep along pin", epAlongPin, 2, 87},
	{"ep along pin", epAlongPin, 3, 618},
	{"ep along pin", epAlongPin, 4, 7232},
	{"ep along pin", epAlongPin, 5, 49264},
	{"ep along pin", epAlongPin, 6, 612995},
	{"ep only evasion", epOnlyEvasion, 1, 2},
	{"ep only evasion", epOnlyEvasion, 2, 23},
	{"ep only evasion", epOnlyEvasion, 3, 77},
	{"ep only evasion", epOnlyEvasion, 4, 799},
	{"ep only evasion", epOnlyEvasion, 5, 4302},
	{"ep only evasion", epOnlyEvasion, 6, 45655},
	{"rook captured at home", rookCapturedAtHome, 1, 32},
	{"rook captured at home", rookCapturedAtHome, 2, 637},
	{"rook captured at home", rookCapturedAtHome, 3, 18095},
	{"rook captured at home", rookCapturedAtHome, 4, 387646},
	{"rook captured at home", rookCapturedAtHome, 5, 10833252},
	{"castling gives check", castleCheckWhite, 1, 26},
	{"castling gives check", castleCheckWhite, 2, 116},
	{"castling gives check", castleCheckWhite, 3, 3287},
	{"castling gives check", castleCheckWhite, 4, 18106},
	{"castling gives check", castleCheckWhite, 5, 536722},
	{"castling gives check black", castleCheckBlack, 1, 26},
	{"castling gives check black", castleCheckBlack, 2, 116},
	{"castling gives check black", castleCheckBlack, 3, 3285},
	{"castling gives check black", castleCheckBlack, 4, 16207},
	{"castling gives check black", castleCheckBlack, 5, 477478},
	{"castling through check", castleThroughCheck, 1, 21},
	{"castling through check", castleThroughCheck, 2, 427},
	{"castling through check", castleThroughCheck, 3, 10087},
	{"castling through check", castleThroughCheck, 4, 203998},
	{"castling through check", castleThroughCheck, 5, 5045965},
	{"castling out of check", castleOutOfCheck, 1, 4},
	{"castling out of check", castleOutOfCheck, 2, 52},
	{"castling out of check", castleOutOfCheck, 3, 1329},
	{"castling out of check", castleOutOfCheck, 4, 14856},
	{"castling out of check", castleOutOfCheck, 5, 398992},
	{"promotion with check", promotionCheck, 1, 11},
	{"promotion with check", promotionCheck, 2, 71},
	{"promotion with check", promotionCheck, 3, 740},
	{"promotion with check", promotionCheck, 4, 8077},
	{"promotion with check", promotionCheck, 5, 92863},
	{"promotion with check", promotionCheck, 6, 1193771},
	{"promotion with check black", promotionCheckBlack, 1, 11},
	{"promotion with check black", promotionCheckBlack, 2, 71},
	{"promotion with check black", promotionCheckBlack, 3, 740},
	{"promotion with check black", promotionCheckBlack, 4, 8077},
	{"promotion with check black", promotionCheckBlack, 5, 92863},
	{"promotion with check black", promotionCheckBlack, 6, 1193771},
	{"double check", doubleCheck, 1, 3},
	{"double check", doubleCheck, 2, 75},
	{"double check", doubleCheck, 3, 1523},
	{"double check", doubleCheck, 4, 28964},
	{"double check", doubleCheck, 5, 634137},
	{"mate and stalemate leaves", mateAndStalemate, 1, 28},
	{"mate and stalemate leaves", mateAndStalemate, 2, 38},
	{"mate and stalemate leaves", mateAndStalemate, 3, 1006},
	{"mate and stalemate leaves", mateAndStalemate, 4, 2640},
	{"mate and stalemate leaves", mateAndStalemate, 5, 72447},
	{"mate and stalemate leaves", mateAndStalemate, 6, 181761},
	{"218 moves", moves218, 1, 218},
	{"218 moves", moves218, 2, 99},
	{"218 moves", moves218, 3, 19073},
	{"960 king b1 HAha", c960KingB1, 1, 24},
	{"960 king b1 HAha", c960KingB1, 2, 479},
	{"960 king b1 HAha", c960KingB1, 3, 11099},
	{"960 king b1 HAha", c960KingB1, 4, 242723},
	{"960 king b1 HAha", c960KingB1, 5, 5689344},
	{"960 X-FEN KQkq", c960XFEN, 1, 23},
	{"960 X-FEN KQkq", c960XFEN, 2, 442},
	{"960 X-FEN KQkq", c960XFEN, 3, 9967},
	{"960 X-FEN KQkq", c960XFEN, 4, 214710},
	{"960 X-FEN KQkq", c960XFEN, 5, 4962069},
	{"960 Shredder HChc", c960Shredder, 1, 23},
	{"960 Shredder HChc", c960Shredder, 2, 442},
	{"960 Shredder HChc", c960Shredder, 3, 9967},
	{"960 Shredder HChc", c960Shredder, 4, 214710},
	{"960 Shredder HChc", c960Shredder, 5, 4962069},
	{"960 swap GB", c960Swap, 1, 25},
	{"960 swap GB", c960Swap, 2, 472},
	{"960 swap GB", c960Swap, 3, 11388},
	{"960 swap GB", c960Swap, 4, 249137},
	{"960 swap GB", c960Swap, 5, 6082639},
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

// TestPerft checks every row of both tables with every implementation, the
// implementations side by side on both cores.
func TestPerft(t *testing.T) {
	impls := harness.All()
	if len(impls) == 0 {
		t.Fatal("no implementation registered")
	}
	for _, impl := range impls {
		t.Run(impl.Name(), func(t *testing.T) {
			t.Parallel()
			limit := nodeLimit(impl)
			for _, tt := range slices.Concat(cpwPositions, trickyPositions) {
				if tt.nodes > limit {
					continue
				}
				p, err := position.ParseFEN(tt.fen)
				if err != nil {
					t.Errorf("%s: ParseFEN(%q): %v", tt.name, tt.fen, err)
					continue
				}
				if got := position.Perft(p, impl, tt.depth); got != tt.nodes {
					t.Errorf("%s: Perft(%q, %s, %d) == %d; want %d", tt.name, tt.fen, impl.Name(), tt.depth, got, tt.nodes)
				}
			}
		})
	}
}

// TestPerftParallelAndDivide checks, for every implementation, that the
// parallel perft and the sum of divide give the published count, and that
// divide has one entry per legal root move.
func TestPerftParallelAndDivide(t *testing.T) {
	const depth, want, rootMoves = 3, 97862, 48 // Kiwipete
	for _, impl := range harness.All() {
		p, err := position.ParseFEN(cpwKiwipete)
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
		if sum != want || len(entries) != rootMoves {
			t.Errorf("Divide(kiwipete, %s, %d): %d entries summing to %d; want %d summing to %d",
				impl.Name(), depth, len(entries), sum, rootMoves, want)
		}
		if got := p.FEN(); got != cpwKiwipete {
			t.Errorf("after perft with %s, FEN() == %q; want %q unchanged", impl.Name(), got, cpwKiwipete)
		}
	}
}

// TestTrickyAgainstNotnil recomputes the small standard-chess rows of the
// project's table with notnil/chess, an independent generator, so that the
// table's counts are not only this project's word. notnil does not play
// Chess960; those rows are checked by hand at depth 1 (see above).
func TestTrickyAgainstNotnil(t *testing.T) {
	const limit = 50_000 // notnil allocates every node: about 1 Mnodes/s
	checked := 0
	for _, tt := range trickyPositions {
		if tt.nodes > limit || strings.HasPrefix(tt.name, "960") {
			continue
		}
		peer, err := peers.NewNotnil(tt.fen)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got := peer.Perft(tt.depth); got != tt.nodes {
			t.Errorf("%s: notnil perft(%q, %d) == %d; want %d (table)", tt.name, tt.fen, tt.depth, got, tt.nodes)
		}
		checked++
	}
	if checked < 40 {
		t.Errorf("checked %d rows against notnil; want at least 40", checked)
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
// cap, with every implementation. Positions that ParseFEN rejects (some
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
					var checked int
					for _, e := range valid {
						p, _ := position.ParseFEN(e.FEN)
						for _, c := range e.Counts {
							if c.Nodes > limit {
								continue
							}
							checked++
							if got := position.Perft(p, impl, c.Depth); got != c.Nodes {
								t.Errorf("%s line %d: Perft(%q, %s, %d) == %d; want %d",
									suite.file, e.Line, e.FEN, impl.Name(), c.Depth, got, c.Nodes)
								break
							}
						}
					}
					t.Logf("%d counts of %d positions checked (cap %d nodes)", checked, len(valid), limit)
				})
			}
		})
	}
}
