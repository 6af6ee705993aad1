package position

// The leaf counter of Perft (countMoves at depth 1, countChildren at depth 2) is
// proven against the move-list generator of LegalMoves (PerftListed): at
// every position of random games, both must give the same counts at depths 1
// and 2, with every registered implementation. The games are drawn as the
// differential test of internal/peers draws its own (biased towards castling,
// en passant, promotions, captures and pawn moves, which random play rarely
// makes), but they start from every position of the project's suites, the
// Chess960 ones included. -counter.seed and -counter.games change them.

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/harness"
)

var (
	counterSeed  = flag.Uint64("counter.seed", 20261201, "seed of the counter test's random games")
	counterGames = flag.Int("counter.games", 3, "random games the counter test plays from each suite position")
)

// counterPlies ends a game that has not ended by mate or stalemate.
const counterPlies = 60

// biasedMove draws the next move of a game from moves, the legal moves of p
// (not empty), as the differential test does: a castling, en passant or
// promotion move, when there is one, half the time; else a capture a third
// of the time; else a pawn move a third of the time; else any move, drawn
// again up to twice in the first 30 plies while it is a king or rook move, to
// keep castling rights.
func biasedMove(p *Position, moves []Move, ply int, rng *rand.Rand) Move {
	pick := func(keep func(Move) bool) (Move, bool) {
		var some []Move
		for _, m := range moves {
			if keep(m) {
				some = append(some, m)
			}
		}
		if len(some) == 0 {
			return NoMove, false
		}
		return some[rng.IntN(len(some))], true
	}
	piece := func(m Move) Piece { pc, _ := p.PieceAt(m.From()); return pc }
	special := func(m Move) bool { return m.IsCastling() || m.IsEnPassant() || m.Promotion() != NoPiece }
	capture := func(m Move) bool { pc, _ := p.PieceAt(m.To()); return !m.IsCastling() && pc != NoPiece }
	pawn := func(m Move) bool { return piece(m) == Pawn }
	for _, rule := range []struct {
		keep   func(Move) bool
		chance int // one in chance
	}{{special, 2}, {capture, 3}, {pawn, 3}} {
		if m, ok := pick(rule.keep); ok && rng.IntN(rule.chance) == 0 {
			return m
		}
	}
	m := moves[rng.IntN(len(moves))]
	for redraw := 0; ply < 30 && redraw < 2 && (piece(m) == King || piece(m) == Rook); redraw++ {
		m = moves[rng.IntN(len(moves))]
	}
	return m
}

// counterCoverage counts what the positions of a counter run offered.
type counterCoverage struct {
	positions, inCheck, castles, enPassants, promotions, captures int
}

// compareCounts reports, with t.Errorf, each depth (1 and 2) at which Perft
// and PerftListed disagree on p with impl, and whether they all agreed.
func compareCounts(t *testing.T, p *Position, impl harness.Impl, where string) bool {
	t.Helper()
	ok := true
	for depth := 1; depth <= 2; depth++ {
		if got, want := Perft(p, impl, depth), PerftListed(p, impl, depth); got != want {
			t.Errorf("%s: FEN %q, %s: Perft(%d) == %d; PerftListed == %d", where, p.FEN(), impl.Name(), depth, got, want)
			ok = false
		}
	}
	return ok
}

// TestCounterMatchesMoveList is the property described at the top of the
// file; it also requires the games to reach every kind of special move.
func TestCounterMatchesMoveList(t *testing.T) {
	impls := harness.All()
	playout := mustLookup(t, "magic")
	rng := rand.New(rand.NewPCG(*counterSeed, 1))
	var cov counterCoverage
	failures := 0
	for _, start := range perftsuite.FENs(t, perftsuite.CPW, perftsuite.Tricky, perftsuite.Tricky960) {
		for game := 0; game < *counterGames && failures < 5; game++ {
			p := mustParse(t, start)
			var played []string
			for ply := 0; ply < counterPlies; ply++ {
				where := fmt.Sprintf("seed %d, from %q after %q", *counterSeed, start, strings.Join(played, " "))
				for _, impl := range impls {
					if !compareCounts(t, p, impl, where) {
						failures++
					}
				}
				moves := p.LegalMoves(playout)
				cov.positions++
				if p.InCheck(playout) {
					cov.inCheck++
				}
				for _, m := range moves {
					pc, _ := p.PieceAt(m.To())
					switch {
					case m.IsCastling():
						cov.castles++
					case m.IsEnPassant():
						cov.enPassants++
					case m.Promotion() != NoPiece:
						cov.promotions++
					case pc != NoPiece:
						cov.captures++
					}
				}
				if len(moves) == 0 {
					break
				}
				m := biasedMove(p, moves, ply, rng)
				played = append(played, p.UCI(m))
				p.Make(m)
			}
		}
	}
	t.Logf("seed %d: %d positions, %d in check; legal moves seen: castling %d, en passant %d, promotion %d, capture %d",
		*counterSeed, cov.positions, cov.inCheck, cov.castles, cov.enPassants, cov.promotions, cov.captures)
	if failures > 0 {
		return // the games stopped early: coverage says nothing
	}
	for _, c := range []struct {
		what string
		n    int
	}{{"check", cov.inCheck}, {"castling", cov.castles}, {"en passant", cov.enPassants}, {"promotion", cov.promotions}} {
		if c.n == 0 {
			t.Errorf("the games reached no %s: the property compares less than it claims", c.what)
		}
	}
}

// TestAfterMatchesMake checks Position.after against Make on every legal
// move of the suite positions and of the positions one ply below them: the
// sets it writes must be those Make leaves.
func TestAfterMatchesMake(t *testing.T) {
	impl := mustLookup(t, "magic")
	for _, fen := range perftsuite.FENs(t, perftsuite.CPW, perftsuite.Tricky, perftsuite.Tricky960) {
		p := mustParse(t, fen)
		check := func(p *Position) {
			for _, m := range p.LegalMoves(impl) {
				var got sets
				p.after(m, &got)
				q := *p
				q.Make(m)
				if got != q.sets {
					t.Errorf("FEN %q, move %s: after gives %+v; Make leaves %+v", p.FEN(), p.UCI(m), got, q.sets)
				}
			}
		}
		check(p)
		for _, m := range p.LegalMoves(impl) {
			u := p.Make(m)
			check(p)
			p.Unmake(m, u)
		}
	}
}
