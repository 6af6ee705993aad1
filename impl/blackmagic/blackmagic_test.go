package blackmagic

import (
	"fmt"
	"os"
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

// TestSharedTable rebuilds the table and checks the generated file's
// claims: a second fill (which refuses a slot with two different attack
// sets and an index outside the table) gives the tables built at start-up;
// the highest index any lookup reads is the table's last slot, so the table
// is exactly as long as it must be; the spans of the windows, each from its
// smallest to its largest index, add up to the rook and bishop sums stated
// in magics_gen.go's header, and to more than the table has (the windows
// overlap); and the header states tableSlots.
func TestSharedTable(t *testing.T) {
	es, fresh := new([256]squareEntries), new([tableSlots]harness.Bitboard)
	used, err := fill(es, fresh)
	if err != nil {
		t.Fatal(err)
	}
	if *es != entries || *fresh != table {
		t.Errorf("a second fill differs from the tables built at start-up")
	}
	var spans [2]int
	top := uint32(0)
	for p, pc := range []struct {
		entry func(*squareEntries) entry
		steps []geometry.Step
		bits  int
	}{
		{func(e *squareEntries) entry { return e.rook }, geometry.Rook, rookBits},
		{func(e *squareEntries) entry { return e.bishop }, geometry.Bishop, bishopBits},
	} {
		for s := range harness.Square(harness.NumSquares) {
			e := pc.entry(&entries[s])
			lo, hi := ^uint64(0), uint64(0)
			for sub := range geometry.Subsets(geometry.Relevant(s, pc.steps)) {
				i := (uint64(sub) | e.notMask) * e.magic >> (64 - pc.bits)
				lo, hi = min(lo, i), max(hi, i)
				top = max(top, uint32(e.offset)+uint32(i))
			}
			spans[p] += int(hi - lo + 1)
		}
	}
	for s := harness.Square(harness.NumSquares); s != 0; s++ {
		if e := entries[s]; e != (squareEntries{}) {
			t.Errorf("entries[%d] == %+v; want the zero entry past h8", s, e)
		}
	}
	if top != tableSlots-1 {
		t.Errorf("the highest index read is %d; want the table's last slot, %d", top, tableSlots-1)
	}
	src, err := os.ReadFile("magics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("windows of %d rook and %d bishop slots packed into a shared table of %d slots", spans[0], spans[1], tableSlots)
	if got := strings.Join(strings.Fields(strings.ReplaceAll(string(src), "//", "")), " "); !strings.Contains(got, want) {
		t.Errorf("magics_gen.go's header does not say %q", want)
	}
	if spans[0]+spans[1] <= tableSlots {
		t.Errorf("windows add up to %d slots, the table has %d; want overlap", spans[0]+spans[1], tableSlots)
	}
	t.Logf("windows %d + %d slots, table %d slots (%d bytes), %d used", spans[0], spans[1], tableSlots, 8*tableSlots, used)
	if got, want := TableBytes(), tableSlots*8+128*24; got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
