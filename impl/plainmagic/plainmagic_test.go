package plainmagic

import (
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestFillRejectsBadMagic gives fillSquare multipliers that cannot work: 0
// sends every occupancy of rook a1 to slot 0, and 1 keeps every index at 0
// after the shift (the mask bits stay far below bit 52).
func TestFillRejectsBadMagic(t *testing.T) {
	for _, magic := range []uint64{0, 1} {
		_, err := fillSquare(0, make([]harness.Bitboard, 1<<rookBits), magic, rookBits, geometry.Rook)
		if err == nil || !strings.Contains(err.Error(), "stale") {
			t.Errorf("fillSquare(a1, magic %#x) error = %v; want one saying magics_gen.go is stale", magic, err)
		}
	}
}

// TestBuildTables builds a fresh copy and compares it with the tables filled
// at start-up, and checks the byte count: 64 × (4,096 + 512) slots of 8
// bytes and 128 entries of 24 bytes.
func TestBuildTables(t *testing.T) {
	const want = 64*(4096+512)*8 + 128*24
	if got := BuildTables(); got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
	if got := TableBytes(); got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	es, rook, bishop := new([256]squareEntries), new([rookSlots]harness.Bitboard), new([bishopSlots]harness.Bitboard)
	if err := fill(es, rook, bishop); err != nil {
		t.Fatal(err)
	}
	if *es != entries || *rook != rookTable || *bishop != bishopTable {
		t.Errorf("a second fill differs from the tables built at start-up")
	}
	if m := harness.Bitboard(entries[27].rook.mask); m != harness.MustParseMask("00000000/00010000/00010000/00010000/01101110/00010000/00010000/00000000") {
		t.Errorf("rook d4 mask == %s; want d2…d7 and b4…g4 without d4", m)
	}
	if got, want := entries[27].bishop.offset, uint64(27<<bishopBits); got != want {
		t.Errorf("bishop d4 offset == %d; want %d", got, want)
	}
	for s := harness.Square(harness.NumSquares); s != 0; s++ {
		if e := entries[s]; e != (squareEntries{}) {
			t.Errorf("entries[%d] == %+v; want the zero entry past h8", s, e)
		}
	}
}
