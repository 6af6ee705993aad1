package peers_test

// The differential test plays random games from the standard start and, at
// every position reached, compares this project's legal moves, with every
// registered implementation, against those of github.com/notnil/chess, an
// independent generator. notnil trusts the castling and en passant fields of
// a FEN and does not play Chess960, so it is only ever given positions
// reached by play from the start: both sides play the same moves.
//
// Random play rarely castles, captures en passant or promotes, so the
// playouts are biased: when such a move is available it is played half the
// time, else a capture is preferred a third of the time, which thins the
// board towards endings, else a pawn move a third of the time, which brings
// double pushes next to enemy pawns and promotions; in the first 30 plies a
// king or rook move is drawn again (up to twice) to keep castling rights.
// The seed is fixed, so a failure repeats; -diff.seed and -diff.games change
// the games played (go test ./internal/peers -run Differential -diff.seed 7).

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/notnil/chess"

	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all" // every technique, compared
)

var (
	diffSeed  = flag.Uint64("diff.seed", 20261129, "seed of the differential test's random games")
	diffGames = flag.Int("diff.games", 250, "number of random games the differential test plays")
)

// diffMaxPlies ends a game that has not ended by mate or stalemate.
const diffMaxPlies = 200

// diffCoverage counts what the positions of a differential run offered.
type diffCoverage struct {
	positions, inCheck, mates, stalemates  int
	castles, enPassants, promotions, moves int
}

func TestDifferentialNotnil(t *testing.T) {
	impls := harness.All()
	if len(impls) == 0 {
		t.Fatal("no implementation registered")
	}
	rng := rand.New(rand.NewPCG(*diffSeed, 0))
	var cov diffCoverage
	failures := 0
	for game := 0; game < *diffGames && failures < 5; game++ {
		if !playDifferentialGame(t, impls, rng, game, &cov) {
			failures++
		}
	}
	t.Logf("seed %d, %d games: %d positions, %d legal moves compared per implementation (%d implementations)",
		*diffSeed, *diffGames, cov.positions, cov.moves, len(impls))
	t.Logf("legal moves seen: castling %d, en passant %d, promotion %d; positions in check %d; mates %d, stalemates %d",
		cov.castles, cov.enPassants, cov.promotions, cov.inCheck, cov.mates, cov.stalemates)
	if *diffGames >= 100 {
		// The default run must reach every kind of special move, or it
		// compares less than it claims.
		for _, c := range []struct {
			what string
			n    int
		}{{"positions", cov.positions / 1000}, {"castling", cov.castles}, {"en passant", cov.enPassants},
			{"promotion", cov.promotions}, {"check", cov.inCheck}, {"mate", cov.mates}} {
			if c.n == 0 {
				t.Errorf("the games reached no %s (fewer than 1000 positions for \"positions\")", c.what)
			}
		}
	}
}

// playDifferentialGame plays one random game, comparing at every position,
// and reports whether every comparison agreed. It stops the game at the first
// disagreement.
func playDifferentialGame(t *testing.T, impls []harness.Impl, rng *rand.Rand, game int, cov *diffCoverage) bool {
	t.Helper()
	ours, err := position.ParseFEN(position.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	theirs := chess.StartingPosition()
	var played []string
	for ply := 0; ply < diffMaxPlies; ply++ {
		where := fmt.Sprintf("game %d after %q", game, strings.Join(played, " "))
		theirMoves := map[string]*chess.Move{}
		var want []string
		for _, m := range theirs.ValidMoves() {
			s := chess.UCINotation{}.Encode(theirs, m)
			theirMoves[s] = m
			want = append(want, s)
		}
		slices.Sort(want)

		if !sameFEN(ours.FEN(), theirs.String()) {
			t.Errorf("%s: FEN %q; notnil has %q", where, ours.FEN(), theirs.String())
			return false
		}
		var ourMoves map[string]position.Move
		for _, impl := range impls {
			moves := ours.LegalMoves(impl)
			got := make([]string, 0, len(moves))
			byName := make(map[string]position.Move, len(moves))
			for _, m := range moves {
				s := ours.UCI(m)
				got = append(got, s)
				byName[s] = m
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				onlyOurs, onlyTheirs := setDifference(got, want), setDifference(want, got)
				t.Errorf("%s: FEN %q, impl %s: moves only in ours %v, only in notnil's %v",
					where, ours.FEN(), impl.Name(), onlyOurs, onlyTheirs)
				return false
			}
			if inCheck, mated := ours.InCheck(impl), theirs.Status() == chess.Checkmate; len(want) == 0 && inCheck != mated {
				t.Errorf("%s: FEN %q, impl %s: InCheck == %v with no legal move; notnil status %v",
					where, ours.FEN(), impl.Name(), inCheck, theirs.Status())
				return false
			}
			ourMoves = byName
		}
		cov.positions++
		cov.moves += len(want)
		var specials, captures, pawnMoves []string
		for _, s := range want {
			m := theirMoves[s]
			if theirs.Board().Piece(m.S1()).Type() == chess.Pawn {
				pawnMoves = append(pawnMoves, s)
			}
			switch {
			case m.HasTag(chess.KingSideCastle) || m.HasTag(chess.QueenSideCastle):
				cov.castles++
			case m.HasTag(chess.EnPassant):
				cov.enPassants++
			case m.Promo() != chess.NoPieceType:
				cov.promotions++
			case m.HasTag(chess.Capture):
				captures = append(captures, s)
				continue
			default:
				continue
			}
			specials = append(specials, s)
		}
		if ours.InCheck(impls[0]) {
			cov.inCheck++
		}
		if len(want) == 0 {
			if theirs.Status() == chess.Checkmate {
				cov.mates++
			} else {
				cov.stalemates++
			}
			return true
		}

		var pick string
		for try := 0; try < 3; try++ {
			switch {
			case len(specials) > 0 && rng.IntN(2) == 0:
				pick = specials[rng.IntN(len(specials))]
			case len(captures) > 0 && rng.IntN(3) == 0:
				pick = captures[rng.IntN(len(captures))]
			case len(pawnMoves) > 0 && rng.IntN(3) == 0:
				pick = pawnMoves[rng.IntN(len(pawnMoves))]
			default:
				pick = want[rng.IntN(len(want))]
			}
			// In the opening, avoid king and rook moves that would spend
			// the castling rights before castling is possible.
			if pt := theirs.Board().Piece(theirMoves[pick].S1()).Type(); ply >= 30 ||
				(pt != chess.King && pt != chess.Rook) || slices.Contains(specials, pick) {
				break
			}
		}

		// Make, unmake and make again: unmake must restore the position.
		before := ours.FEN()
		m := ourMoves[pick]
		u := ours.Make(m)
		ours.Unmake(m, u)
		if after := ours.FEN(); after != before {
			t.Errorf("%s: Make/Unmake of %s changed FEN %q to %q", where, pick, before, after)
			return false
		}
		ours.Make(m)
		theirs = theirs.Update(theirMoves[pick])
		played = append(played, pick)
	}
	return true
}

// sameFEN compares FENs field by field, except that notnil records an en
// passant square after every double pawn push while this project may write
// "-" when no pawn can capture there; a square it does write must match. The
// en passant captures themselves are compared as moves.
func sameFEN(ours, theirs string) bool {
	a, b := strings.Fields(ours), strings.Fields(theirs)
	if len(a) != 6 || len(b) != 6 {
		return false
	}
	for i := range a {
		if a[i] != b[i] && !(i == 3 && a[i] == "-") {
			return false
		}
	}
	return true
}

// setDifference returns the strings of a not in b; both are sorted.
func setDifference(a, b []string) []string {
	var out []string
	for _, s := range a {
		if _, found := slices.BinarySearch(b, s); !found {
			out = append(out, s)
		}
	}
	return out
}
