package sissy

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestSupersets checks single table entries, solved by hand: the attack set
// from a square when one rank holds the given byte and the others are empty.
func TestSupersets(t *testing.T) {
	const d4 = 27
	for _, tc := range []struct {
		name       string
		rank       int
		b          uint8
		rook       bool
		want       harness.Bitboard
		wantSquare harness.Square
	}{
		{"rook d4, rank 4 holds c4 f4", 3, 0x24, true,
			m("00010000/00010000/00010000/00010000/00101100/00010000/00010000/00010000"), d4},
		{"rook d4, rank 7 holds d7", 6, 0x08, true,
			m("00000000/00010000/00010000/00010000/11101111/00010000/00010000/00010000"), d4},
		{"bishop d4, rank 6 holds b6 f6", 5, 0x22, false,
			m("00000000/00000000/01000100/00101000/00000000/00101000/01000100/10000010"), d4},
		{"bishop d4, its own rank full", 3, 0xff, false,
			m("00000001/10000010/01000100/00101000/00000000/00101000/01000100/10000010"), d4},
		{"rook a1, rank 1 holds a1 c1", 0, 0x05, true,
			m("10000000/10000000/10000000/10000000/10000000/10000000/10000000/01100000"), 0},
	} {
		e := tab.sq[tc.wantSquare][tc.rank][tc.b]
		got := e[bishop]
		if tc.rook {
			got = e[rook]
		}
		if got != tc.want {
			t.Errorf("%s: entry == %s; want %s", tc.name, got, tc.want)
		}
	}
}

// TestQueenEntries checks single entries of the queen's table, solved by
// hand: the queen's attack set from a square when one rank holds the given
// byte and the others are empty (rank counted from 0 for rank 1).
func TestQueenEntries(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    harness.Square
		rank int
		b    uint8
		want harness.Bitboard
	}{
		{"queen d4, rank 6 holds b6 d6 f6", harness.D4, 5, 0x2a,
			m("00000000/00000000/01010100/00111000/11101111/00111000/01010100/10010010")},
		{"queen d4, rank 4 holds c4 f4", harness.D4, 3, 0x24,
			m("00010001/10010010/01010100/00111000/00101100/00111000/01010100/10010010")},
		{"queen a1, rank 2 holds a2 b2", harness.A1, 1, 0x03,
			m("00000000/00000000/00000000/00000000/00000000/00000000/11000000/01111111")},
		{"queen h8, rank 1 holds a1 h1", harness.H8, 0, 0x81,
			m("11111110/00000011/00000101/00001001/00010001/00100001/01000001/10000001")},
	} {
		if got := tab.q[tc.s].rank(tc.rank)[tc.b]; got != tc.want {
			t.Errorf("%s: entry == %s; want %s", tc.name, got, tc.want)
		}
	}
}

// TestBuildTables builds a fresh copy, compares it with the tables built at
// start-up and checks the byte count: the rook's and bishop's pairs and
// the queen's table.
func TestBuildTables(t *testing.T) {
	const want = 64*8*256*2*8 + 64*8*256*8
	impltest.TableSizes(t, Impl{}, want)
	fresh := new(tables)
	fresh.build()
	if *fresh != tab {
		t.Errorf("a second build differs from the tables built at start-up")
	}
}
