package position

import (
	"errors"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

func TestFENRoundTrip(t *testing.T) {
	fens := []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2",
		"4k3/8/8/8/8/8/8/4K2R b K - 99 250",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
		"1rkbrqnn/p1pp1ppp/1p6/8/P2Pp3/8/1PPKPPQP/BR1BR1NN w eb - 0 9",
		"kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1",
	}
	for _, fen := range fens {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", fen, err)
			continue
		}
		if got := p.FEN(); got != fen {
			t.Errorf("ParseFEN(%q).FEN() == %q; want the input back", fen, got)
		}
	}
}

func TestFENNormalised(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"epd", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", StartFEN},
		{"white space", "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw  KQkq - 0   1 ", StartFEN},
		{"split digits", "rnbqkbnr/pppppppp/44/116/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", StartFEN},
		{"castling order", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK - 0 1", StartFEN},
		{"leading zeros", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 01", StartFEN},
		{"unusable en passant", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"pinned en passant kept", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1"},
		{"x-fen chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
			"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"},
		{"x-fen outermost rook", "4k3/8/8/8/8/8/8/1R2K1RR w KQ - 0 1", "4k3/8/8/8/8/8/8/1R2K1RR w HB - 0 1"},
		{"shredder standard squares", "4k3/8/8/8/8/8/8/R3K2R w AH - 0 1", "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1"},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.in)
		if err != nil {
			t.Errorf("%s: ParseFEN(%q): %v", tt.name, tt.in, err)
			continue
		}
		if got := p.FEN(); got != tt.want {
			t.Errorf("%s: ParseFEN(%q).FEN() == %q; want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestChess960Flag(t *testing.T) {
	tests := []struct {
		fen  string
		want bool
	}{
		{StartFEN, false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", true},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", true},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", false},
		{"4k3/8/8/8/8/8/8/4K1R1 w K - 0 1", true},
		{"4k3/8/8/8/8/8/8/5K1R w - - 0 1", false},
	}
	for _, tt := range tests {
		if got := mustParse(t, tt.fen).Chess960(); got != tt.want {
			t.Errorf("ParseFEN(%q).Chess960() == %v; want %v", tt.fen, got, tt.want)
		}
	}
}

func TestParseFENErrors(t *testing.T) {
	tests := []struct {
		name, fen string
		want      error
		field     string // a phrase the message must contain
	}{
		{"empty", "", ErrFieldCount, "got 0"},
		{"five fields", "8/8/8/8/8/8/8/K6k w - - 0", ErrFieldCount, "got 5"},
		{"seven fields", StartFEN + " x", ErrFieldCount, "got 7"},
		{"bad letter", "rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "placement field"},
		{"digit 9", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "rank 6"},
		{"digit 0", "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "bad letter"},
		{"long rank", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "longer than 8"},
		{"short rank", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "has 7 squares"},
		{"seven ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "7 ranks"},
		{"no black king", "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", ErrKings, "black has 0 kings"},
		{"two white kings", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", ErrKings, "white has 2 kings"},
		{"pawn on rank 8", "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", ErrPawnRank, "h8"},
		{"pawn on rank 1", "rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNp w kq - 0 1", ErrPawnRank, "h1"},
		{"side x", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", ErrSideToMove, "side to move field"},
		{"side W", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", ErrSideToMove, `"W"`},
		{"castling letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", ErrCastling, "castling field: bad castling rights: bad letter"},
		{"castling dash", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K- - 0 1", ErrCastling, "bad letter"},
		{"castling no rook", "4k3/8/8/8/8/8/8/4K3 w K - 0 1", ErrCastling, "no white rook"},
		{"castling rook on file", "4k3/8/8/8/8/8/8/R3K3 w H - 0 1", ErrCastling, "no white rook on h1"},
		{"castling king off rank", "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1", ErrCastling, "not its first rank"},
		{"castling twice", "4k3/8/8/8/8/8/8/R3K1RR w KG - 0 1", ErrCastling, "second right"},
		{"castling repeated", "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", ErrCastling, "second right"},
		{"en passant name", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", ErrEnPassant, "en passant field"},
		{"en passant rank", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", ErrEnPassant, "rank 3"},
		{"en passant no pawn", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", ErrEnPassant, "no white pawn on e4"},
		{"en passant occupied", "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/R1BQKBNR b KQkq e3 0 1", ErrEnPassant, "e3 is occupied"},
		{"en passant origin occupied", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", ErrEnPassant, "e2 is occupied"},
		{"opponent in check", "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", ErrOpponentInCheck, "black's king on e8"},
		{"halfmove letters", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", ErrCounters, "half-move clock field"},
		{"halfmove negative", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", ErrCounters, "half-move clock field"},
		{"halfmove plus", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +1 1", ErrCounters, "not a decimal"},
		{"fullmove zero", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", ErrCounters, "full-move number field"},
		// Chess960: a king that may castle stands between its rooks, on files
		// b–g, in every start position; on the a- or h-file it cannot castle.
		{"960 king a1 right H", "4k3/8/8/8/8/8/8/K6R w H - 0 1", ErrCastling, "castling field: bad castling rights: right 'H' but the white king is on a1"},
		{"960 king h1 right A", "4k3/8/8/8/8/8/8/R6K w A - 0 1", ErrCastling, "right 'A' but the white king is on h1"},
		{"960 king a1 right K", "4k3/8/8/8/8/8/8/K5R1 w K - 0 1", ErrCastling, "files b–g"},
		{"960 king h1 right Q", "4k3/8/8/8/8/8/8/1R5K w Q - 0 1", ErrCastling, "files b–g"},
		{"960 black king h8 right a", "r6k/8/8/8/8/8/8/4K3 w a - 0 1", ErrCastling, "right 'a' but the black king is on h8"},
		{"960 black king a8 right k", "k6r/8/8/8/8/8/8/4K3 b k - 0 1", ErrCastling, "black king is on a8"},
		{"960 king h1 rooks a1 g1", "4k3/8/8/8/8/8/8/R5RK w GA - 0 1", ErrCastling, "king is on h1"},
		// Characters, not bytes, are quoted.
		{"placement rune", "rnbqkbn♖/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "rank 8: bad letter '♖'"},
		{"placement fullwidth digit", "rnbqkbnr/pppppppp/８/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ErrPlacement, "rank 6: bad letter '８'"},
		{"castling rune", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQké - 0 1", ErrCastling, "bad letter 'é'"},
		{"en passant rune", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq é3 0 1", ErrEnPassant, "file 'é' is not a–h"},
		{"en passant one rune", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq é 0 1", ErrEnPassant, "want 2 characters, got 1"},
		{"fullmove huge", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999", ErrCounters, "out of range"},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: ParseFEN(%q) == %v, %v; want error %v", tt.name, tt.fen, p, err, tt.want)
			continue
		}
		if !strings.Contains(err.Error(), tt.field) || !strings.Contains(err.Error(), tt.fen) {
			t.Errorf("%s: ParseFEN error %q; want it to name the FEN and contain %q", tt.name, err, tt.field)
		}
	}
}

// TestChess960KingFiles checks that a castling right is accepted with the
// king on every file a Chess960 start position allows, b to g, each with a
// rook on both sides named by X-FEN and by Shredder letters.
func TestChess960KingFiles(t *testing.T) {
	for kf := 1; kf <= 6; kf++ {
		rank := "R" + strings.Repeat("1", kf-1) + "K" + strings.Repeat("1", 6-kf) + "R"
		rank = strings.NewReplacer("11111", "5", "1111", "4", "111", "3", "11", "2").Replace(rank)
		for _, rights := range []string{"KQ", "HA", "K", "Q", "H", "A"} {
			fen := "4k3/8/8/8/8/8/8/" + rank + " w " + rights + " - 0 1"
			if _, err := ParseFEN(fen); err != nil {
				t.Errorf("ParseFEN(%q): %v; want it accepted (king on file %c)", fen, err, 'a'+kf)
			}
		}
	}
}

// TestParseFENErrorLength checks that errors echo an excerpt of a long FEN
// or field, with its full length, not the whole input.
func TestParseFENErrorLength(t *testing.T) {
	long := strings.Repeat("p", 10000)
	tests := []struct {
		name, fen string
		want      error
		mention   string
	}{
		{"10,000 fields", strings.Repeat("x ", 5000), ErrFieldCount, "…(10000 bytes): wrong number of fields: got 5000"},
		{"long rank", long + "/8/8/8/8/8/8/8 w - - 0 1", ErrPlacement, "rank 8 \"ppp"},
		{"long side", "4k3/8/8/8/8/8/8/4K3 " + long + " - - 0 1", ErrSideToMove, "…(10000 bytes) is not w or b"},
		{"long en passant", "4k3/8/8/8/8/8/8/4K3 w - " + long + " 0 1", ErrEnPassant, "want 2 characters, got 10000"},
		{"long counter", "4k3/8/8/8/8/8/8/4K3 w - - " + strings.Repeat("9", 10000) + " 1", ErrCounters, "…(10000 bytes) is out of range"},
	}
	for _, tt := range tests {
		_, err := ParseFEN(tt.fen)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: ParseFEN error %.200v; want %v", tt.name, err, tt.want)
			continue
		}
		if msg := err.Error(); len(msg) > 600 || !strings.Contains(msg, tt.mention) {
			t.Errorf("%s: ParseFEN error (%d bytes) %.600q; want at most 600 bytes mentioning %q", tt.name, len(msg), msg, tt.mention)
		}
	}
}

func TestAccessors(t *testing.T) {
	p := mustParse(t, "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
	if pc, c := p.PieceAt(harness.E5); pc != Pawn || c != harness.White {
		t.Errorf("PieceAt(e5) == %v, %v; want p, white", pc, c)
	}
	if pc, c := p.PieceAt(harness.D8); pc != Queen || c != harness.Black {
		t.Errorf("PieceAt(d8) == %v, %v; want q, black", pc, c)
	}
	if pc, _ := p.PieceAt(harness.E4); pc != NoPiece {
		t.Errorf("PieceAt(e4) == %v; want -", pc)
	}
	if pc, _ := p.PieceAt(harness.NoSquare); pc != NoPiece {
		t.Errorf("PieceAt(NoSquare) == %v; want -", pc)
	}
	var want harness.Bitboard
	for _, s := range []harness.Square{harness.A7, harness.B7, harness.C7, harness.E7, harness.G7, harness.H7, harness.D5, harness.F5} {
		want |= s.Bitboard()
	}
	if got := p.Pieces(harness.Black, Pawn); got != want {
		t.Errorf("Pieces(black, pawn) == %v; want %v", got, want)
	}
	if got := p.Pieces(harness.White, NoPiece); got != 0 {
		t.Errorf("Pieces(white, NoPiece) == %v; want empty", got)
	}
	if got := count(p.Occupied()); got != 32 {
		t.Errorf("count(Occupied()) == %d; want 32", got)
	}
	if p.SideToMove() != harness.White || p.EnPassant() != harness.F6 || p.HalfMoveClock() != 0 || p.FullMoveNumber() != 3 {
		t.Errorf("side, ep, clocks == %v %v %d %d; want white f6 0 3", p.SideToMove(), p.EnPassant(), p.HalfMoveClock(), p.FullMoveNumber())
	}
}
