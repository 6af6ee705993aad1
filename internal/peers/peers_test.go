package peers

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
)

// perfter is what both peers offer once a position is set up.
type perfter interface{ Perft(depth int) uint64 }

// counter returns a perftsuite.Counter through a peer made by newPeer from
// the position's first fields fields of FEN (4 is the EPD form). It counts
// each position twice, so that a peer that does not restore its position
// after a search shows as a wrong count.
func counter[P perfter](newPeer func(string) (P, error), fields int) perftsuite.Counter {
	return func(fen string, depth int) (uint64, error) {
		fen = strings.Join(strings.Fields(fen)[:fields], " ")
		p, err := newPeer(fen)
		if err != nil {
			return 0, err
		}
		n := p.Perft(depth)
		if again := p.Perft(depth); again != n {
			return 0, fmt.Errorf("second Perft(%d) == %d after %d: position not restored", depth, again, n)
		}
		return n, nil
	}
}

// TestPerft checks both peers against the published counts of the CPW
// positions, in 6-field FEN and in the 4-field EPD form, up to 10,000 nodes
// (notnil allocates every node).
func TestPerft(t *testing.T) {
	const limit = 10_000
	for _, fields := range []int{6, 4} {
		t.Run(fmt.Sprintf("dragontoothmg/%d-fields", fields), func(t *testing.T) {
			perftsuite.Run(t, perftsuite.CPW, limit, counter(NewDragon, fields))
		})
		t.Run(fmt.Sprintf("notnil/%d-fields", fields), func(t *testing.T) {
			perftsuite.Run(t, perftsuite.CPW, limit, counter(NewNotnil, fields))
		})
	}
}

// TestPerftDepthZero checks that both peers count the position itself at
// depth 0.
func TestPerftDepthZero(t *testing.T) {
	const fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -"
	d, err := NewDragon(fen)
	if err != nil {
		t.Fatalf("NewDragon(%q): %v", fen, err)
	}
	n, err := NewNotnil(fen)
	if err != nil {
		t.Fatalf("NewNotnil(%q): %v", fen, err)
	}
	if got := d.Perft(0); got != 1 {
		t.Errorf("dragontoothmg Perft(0) == %d; want 1", got)
	}
	if got := n.Perft(0); got != 1 {
		t.Errorf("notnil Perft(0) == %d; want 1", got)
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
