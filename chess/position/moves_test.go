package position

import (
	"errors"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/harness"
)

// uciMoves returns the UCI strings of p's legal moves, sorted.
func uciMoves(p *Position, impl harness.Impl) []string {
	var out []string
	for _, m := range p.LegalMoves(impl) {
		out = append(out, p.UCI(m))
	}
	slices.Sort(out)
	return out
}

func TestLegalMovesHandDerived(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string
	}{
		{"checkmate", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", nil},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", nil},
		{"double check", "4r2k/8/8/8/8/R2n4/8/4K3 w - - 0 1", []string{"e1d1", "e1d2", "e1f1"}},
		{"en passant pinned on the rank", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", []string{"a4a3", "a4a5", "a4b3", "a4b4", "a4b5", "e4e3"}},
		{"en passant evasion", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
			[]string{"c5b4", "c5b5", "c5b6", "c5c4", "c5c6", "c5d4", "c5d5", "c5d6", "e4d3"}},
		{"castling through check", "4k3/8/8/8/8/5r2/8/R3K2R w KQ - 0 1",
			[]string{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1",
				"e1c1", "e1d1", "e1d2", "e1e2",
				"h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}},
		{"promotions", "8/1P6/8/8/8/8/8/k1K5 w - - 0 1",
			[]string{"b7b8b", "b7b8n", "b7b8q", "b7b8r", "c1c2", "c1d1", "c1d2"}},
		{"standard castling", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
			[]string{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1",
				"e1c1", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1",
				"h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}},
		{"chess960 king on g1", "6k1/8/8/8/8/8/8/6KR w H - 0 1",
			[]string{"g1f1", "g1f2", "g1g2", "g1h1", "g1h2", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}},
		{"chess960 rook blocked on its destination", "5rk1/8/8/8/8/8/8/5RKR w H - 0 1",
			[]string{"f1a1", "f1b1", "f1c1", "f1d1", "f1e1", "f1f2", "f1f3", "f1f4", "f1f5", "f1f6", "f1f7", "f1f8",
				"g1g2", "g1h2", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}},
		{"chess960 rook shields king", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1",
			[]string{"b1a1", "c1b2", "c1c2", "c1d1", "c1d2"}},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.fen)
		for _, impl := range harness.All() {
			if got := uciMoves(p, impl); !slices.Equal(got, tt.want) {
				t.Errorf("%s: moves of %q with %s == %v; want %v", tt.name, tt.fen, impl.Name(), got, tt.want)
			}
		}
	}
}

func TestMakeHandDerived(t *testing.T) {
	tests := []struct{ fen, move, want string }{
		{StartFEN, "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3", "c2c4", "rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP1P1PPP/RNBQKBNR b KQkq c3 0 3"},
		{"rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP1P1PPP/RNBQKBNR b KQkq c3 0 3", "d4c3", "rnbqkbnr/ppp1pppp/8/8/4P3/2p5/PP1P1PPP/RNBQKBNR w KQkq - 0 4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 10", "e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 6 10"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 5 10", "e8c8", "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 6 11"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "h1h2", "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 3 40", "b7b8n", "1N2k3/8/8/8/8/8/8/4K3 b - - 0 40"},
		{"6k1/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "6k1/8/8/8/8/8/8/5RK1 b - - 1 1"},
		{"4k3/8/8/8/8/8/8/1RK5 w B - 0 1", "c1b1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"4k3/8/8/8/8/8/8/2RK4 w C - 0 1", "d1c1", "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"},
		{"1r2k1r1/8/8/8/8/8/8/1R2K1R1 b GBgb - 0 1", "e8b8", "2kr2r1/8/8/8/8/8/8/1R2K1R1 w GB - 1 2"},
	}
	naive := mustLookup(t, "naive")
	for _, tt := range tests {
		p := mustParse(t, tt.fen)
		m, err := p.ParseUCI(tt.move, naive)
		if err != nil {
			t.Errorf("ParseUCI(%q) in %q: %v", tt.move, tt.fen, err)
			continue
		}
		before := *p
		u := p.Make(m)
		if got := p.FEN(); got != tt.want {
			t.Errorf("Make(%s) on %q gives %q; want %q", tt.move, tt.fen, got, tt.want)
		}
		p.Unmake(m, u)
		if *p != before {
			t.Errorf("Unmake(%s) on %q gives %q; want the position back", tt.move, tt.fen, p.FEN())
		}
	}
}

func TestUCI(t *testing.T) {
	tests := []struct {
		fen   string
		in    string // accepted by ParseUCI
		canon string // written by UCI
	}{
		{StartFEN, "g1f3", "g1f3"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "e8c8"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1h1", "e1h1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "e1a1", "e1a1"},
		{"6k1/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "g1h1"},
		{"8/1P6/8/8/8/8/8/k1K5 w - - 0 1", "b7b8r", "b7b8r"},
	}
	impl := mustLookup(t, "magic")
	for _, tt := range tests {
		p := mustParse(t, tt.fen)
		m, err := p.ParseUCI(tt.in, impl)
		if err != nil {
			t.Errorf("ParseUCI(%q) in %q: %v", tt.in, tt.fen, err)
			continue
		}
		if got := p.UCI(m); got != tt.canon {
			t.Errorf("UCI(ParseUCI(%q)) in %q == %q; want %q", tt.in, tt.fen, got, tt.canon)
		}
	}
	if got := (&Position{}).UCI(NoMove); got != "0000" {
		t.Errorf("UCI(NoMove) == %q; want 0000", got)
	}
	for _, bad := range []string{"", "e2", "e2e4qq", "i2e4", "e2e9", "e2e5", "e1g1", "e7e8q", "e2e4k"} {
		if m, err := mustParse(t, StartFEN).ParseUCI(bad, impl); !errors.Is(err, ErrMove) {
			t.Errorf("ParseUCI(%q) == %v, %v; want an error wrapping ErrMove", bad, m, err)
		}
	}
}

// TestMakeUnmakeRestores plays every legal move of a set of positions two
// plies deep and checks that Unmake restores the whole struct.
func TestMakeUnmakeRestores(t *testing.T) {
	impl := mustLookup(t, "magic")
	for _, fen := range perftsuite.FENs(t, perftsuite.CPW, perftsuite.Published) {
		p := mustParse(t, fen)
		var walk func(depth int)
		walk = func(depth int) {
			for _, m := range p.LegalMoves(impl) {
				before := *p
				u := p.Make(m)
				if depth > 1 {
					walk(depth - 1)
				}
				p.Unmake(m, u)
				if *p != before {
					t.Fatalf("%q: Make/Unmake(%s) changed the position to %q", before.FEN(), before.UCI(m), p.FEN())
				}
			}
		}
		walk(2)
	}
}

func TestInCheck(t *testing.T) {
	tests := []struct {
		fen  string
		want bool
	}{
		{StartFEN, false},
		{"4r2k/8/8/8/8/R2n4/8/4K3 w - - 0 1", true},
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", true},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false},
	}
	for _, tt := range tests {
		p := mustParse(t, tt.fen)
		for _, impl := range harness.All() {
			if got := p.InCheck(impl); got != tt.want {
				t.Errorf("InCheck(%q) with %s == %v; want %v", tt.fen, impl.Name(), got, tt.want)
			}
		}
	}
}

func TestMoveAndPieceAccessors(t *testing.T) {
	for pc, want := range []string{"-", "p", "n", "b", "r", "q", "k", "-"} {
		if got := Piece(pc).String(); got != want {
			t.Errorf("Piece(%d).String() == %q; want %q", pc, got, want)
		}
	}
	tests := []struct {
		m          Move
		from, to   harness.Square
		promo      Piece
		castle, ep bool
	}{
		{newMove(harness.E2, harness.E4, normalKind), harness.E2, harness.E4, NoPiece, false, false},
		{newMove(harness.B7, harness.A8, promoKind+int(Knight)), harness.B7, harness.A8, Knight, false, false},
		{newMove(harness.E1, harness.H1, castleKind), harness.E1, harness.H1, NoPiece, true, false},
		{newMove(harness.E5, harness.D6, enPassantKind), harness.E5, harness.D6, NoPiece, false, true},
	}
	for _, tt := range tests {
		if tt.m.From() != tt.from || tt.m.To() != tt.to || tt.m.Promotion() != tt.promo ||
			tt.m.IsCastling() != tt.castle || tt.m.IsEnPassant() != tt.ep {
			t.Errorf("Move %#x: from %v to %v promo %v castle %v ep %v; want %v %v %v %v %v", uint16(tt.m),
				tt.m.From(), tt.m.To(), tt.m.Promotion(), tt.m.IsCastling(), tt.m.IsEnPassant(),
				tt.from, tt.to, tt.promo, tt.castle, tt.ep)
		}
	}
}
