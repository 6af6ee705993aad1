package blackmagic

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestSharedTable rebuilds the table and checks what the overlap bought:
// the windows, each from its smallest to its largest index, add up to more
// slots than the table has, and the table ends at its last used slot.
func TestSharedTable(t *testing.T) {
	var re, be [harness.NumSquares]entry
	fresh := new([tableSlots]harness.Bitboard)
	used, err := fill(&re, &be, fresh)
	if err != nil {
		t.Fatal(err)
	}
	if re != rookEntries || be != bishopEntries || *fresh != table {
		t.Errorf("a second fill differs from the tables built at start-up")
	}
	windows := 0
	for _, p := range []struct {
		entries *[harness.NumSquares]entry
		steps   []geometry.Step
		bits    int
	}{{&rookEntries, geometry.Rook, rookBits}, {&bishopEntries, geometry.Bishop, bishopBits}} {
		for s := range harness.Square(harness.NumSquares) {
			e := p.entries[s]
			lo, hi := ^uint64(0), uint64(0)
			for sub := range geometry.Subsets(geometry.Relevant(s, p.steps)) {
				i := (uint64(sub) | e.notMask) * e.magic >> (64 - p.bits)
				lo, hi = min(lo, i), max(hi, i)
			}
			windows += int(hi - lo + 1)
		}
	}
	if windows <= tableSlots {
		t.Errorf("windows add up to %d slots, the table has %d; want overlap", windows, tableSlots)
	}
	t.Logf("windows %d slots, table %d slots (%d bytes), %d used", windows, tableSlots, 8*tableSlots, used)
	if last := table[tableSlots-1]; last == 0 {
		t.Errorf("the last table slot is unused; the table should end at the last slot a window uses")
	}
	if got, want := TableBytes(), tableSlots*8+128*24; got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
