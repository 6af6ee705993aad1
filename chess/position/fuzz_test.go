package position

import (
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// seedFENs returns the known positions of the tests, for the fuzz corpora.
func seedFENs(tb testing.TB) []string {
	fens := []string{
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
		"4k3/8/8/8/8/8/8/rRK5 w B - 0 1",
		"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
		"rnbqkbnr/pppppppp/44/116/8/8/PPPPPPPP/RNBQKBNR w qkQK - 00 01",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1",
	}
	return append(fens, perftsuite.FENs(tb, perftsuite.Names...)...)
}

// FuzzParseFEN checks that ParseFEN never panics and that what it accepts
// comes back from FEN in canonical form: parsing that again gives the same
// position and the same text.
func FuzzParseFEN(f *testing.F) {
	for _, fen := range seedFENs(f) {
		f.Add(fen)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		canon := p.FEN()
		q, err := ParseFEN(canon)
		if err != nil {
			t.Fatalf("ParseFEN(%q) accepted; its FEN %q is rejected: %v", fen, canon, err)
		}
		if got := q.FEN(); got != canon {
			t.Fatalf("FEN round trip of %q: %q then %q", fen, canon, got)
		}
		if *q != *p {
			t.Fatalf("ParseFEN(%q) and ParseFEN(%q) give different positions", fen, canon)
		}
	})
}

// FuzzMoves plays a path of legal moves (chosen by the bytes of path) from
// any accepted position and checks at every ply: the count-only generator
// agrees with the listing one, no move leaves the mover's king attacked
// (judged by the naive reference), the position after each move is a valid
// FEN that round-trips, and Unmake restores the whole position.
func FuzzMoves(f *testing.F) {
	for i, fen := range seedFENs(f) {
		f.Add(fen, []byte{byte(i), 3, 1, 4, 1, 5, 9, 2, 6})
	}
	impl, err := harness.Lookup("magic")
	if err != nil {
		impl = naive.Impl{}
	}
	f.Fuzz(func(t *testing.T, fen string, path []byte) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		for ply := 0; ply <= len(path) && ply < 16; ply++ {
			moves := p.LegalMoves(impl)
			if n := Perft(p, impl, 1); n != uint64(len(moves)) {
				t.Fatalf("%q: Perft(1) == %d; LegalMoves has %d", p.FEN(), n, len(moves))
			}
			for _, m := range moves {
				before := *p
				u := p.Make(m)
				mover := before.side
				if attacked(naive.Impl{}, &p.sets, p.kingSquare(mover), p.Occupied(), mover.Other()) {
					t.Fatalf("%q: %s leaves the %v king attacked", before.FEN(), before.UCI(m), mover)
				}
				after := p.FEN()
				q, err := ParseFEN(after)
				if err != nil {
					t.Fatalf("%q: after %s the FEN %q is rejected: %v", before.FEN(), before.UCI(m), after, err)
				}
				if q.FEN() != after {
					t.Fatalf("%q: after %s FEN %q round-trips to %q", before.FEN(), before.UCI(m), after, q.FEN())
				}
				p.Unmake(m, u)
				if *p != before {
					t.Fatalf("%q: Make/Unmake(%s) gives %q", before.FEN(), before.UCI(m), p.FEN())
				}
			}
			if len(moves) == 0 || ply == len(path) {
				return
			}
			p.Make(moves[int(path[ply])%len(moves)])
		}
	})
}
