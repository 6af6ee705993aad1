package peers

import (
	"errors"
	"testing"
)

// Published perft counts (chessprogramming wiki): the start position and
// "Kiwipete", plus CPW position 3 in four-field EPD form.
var perftTests = []struct {
	name, fen string
	depth     int
	nodes     uint64
}{
	{"start d1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 1, 20},
	{"start d3", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
	{"kiwipete d2", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
	{"position 3 d3, 4 fields", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 3, 2812},
	{"depth 0", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 0, 1},
}

func TestPerft(t *testing.T) {
	for _, tt := range perftTests {
		d, err := NewDragon(tt.fen)
		if err != nil {
			t.Fatalf("NewDragon(%q): %v", tt.fen, err)
		}
		if got := d.Perft(tt.depth); got != tt.nodes {
			t.Errorf("%s: dragontoothmg Perft(%d) == %d; want %d", tt.name, tt.depth, got, tt.nodes)
		}
		if got := d.Perft(tt.depth); got != tt.nodes {
			t.Errorf("%s: dragontoothmg second Perft(%d) == %d; want %d (position not restored)", tt.name, tt.depth, got, tt.nodes)
		}
		n, err := NewNotnil(tt.fen)
		if err != nil {
			t.Fatalf("NewNotnil(%q): %v", tt.fen, err)
		}
		if got := n.Perft(tt.depth); got != tt.nodes {
			t.Errorf("%s: notnil Perft(%d) == %d; want %d", tt.name, tt.depth, got, tt.nodes)
		}
	}
}

func TestBadFEN(t *testing.T) {
	for _, fen := range []string{
		"",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -  0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1",
	} {
		if _, err := NewDragon(fen); !errors.Is(err, ErrFEN) {
			t.Errorf("NewDragon(%q) error == %v; want one wrapping ErrFEN", fen, err)
		}
		if _, err := NewNotnil(fen); !errors.Is(err, ErrFEN) {
			t.Errorf("NewNotnil(%q) error == %v; want one wrapping ErrFEN", fen, err)
		}
	}
}

func TestGameSamples(t *testing.T) {
	fens := []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
	s, err := GameSamples(fens, 2, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	// The first sample is the start position's a1 rook.
	if s.Rook[0].Occupancy != 0xffff00000000ffff {
		t.Errorf("first sample occupancy == %#x; want the start position's 0xffff00000000ffff", s.Rook[0].Occupancy)
	}
	if s.Rook[0].Square != 0 {
		t.Errorf("first sample square == %d; want 0 (a1)", s.Rook[0].Square)
	}
	// The start position alone has 4 rooks and 2 queens, 4 bishops and 2
	// queens; two games visit it twice.
	if len(s.Rook) < 12 || len(s.Bishop) < 12 || len(s.Queen) < 4 {
		t.Errorf("len(Rook, Bishop, Queen) == %d, %d, %d; want at least 12, 12, 4", len(s.Rook), len(s.Bishop), len(s.Queen))
	}
	for kind, list := range map[string][]Sample{"rook": s.Rook, "bishop": s.Bishop, "queen": s.Queen} {
		for _, x := range list {
			if x.Occupancy&(1<<x.Square) == 0 {
				t.Fatalf("%s sample square %d not in its occupancy %#x", kind, x.Square, x.Occupancy)
			}
		}
	}
	again, _ := GameSamples(fens, 2, 40, 1)
	if len(again.Rook) != len(s.Rook) || again.Rook[len(s.Rook)-1] != s.Rook[len(s.Rook)-1] {
		t.Errorf("GameSamples with the same seed gave different samples")
	}
	if _, err := GameSamples([]string{"4k3/8/8/8/8/8/8/4K3 w - - 0 1"}, 1, 1, 1); err == nil {
		t.Errorf("GameSamples on a board of two kings: no error; want one (no slider samples)")
	}
	if _, err := GameSamples([]string{"bad"}, 1, 1, 1); !errors.Is(err, ErrFEN) {
		t.Errorf("GameSamples(bad FEN) error == %v; want one wrapping ErrFEN", err)
	}
}
