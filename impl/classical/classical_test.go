package classical

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestRays checks hand-written rays, the empty sentinel rays the scans rely
// on, and the table's size.
func TestRays(t *testing.T) {
	for _, c := range []struct {
		s    harness.Square
		d    harness.Direction
		want string
	}{
		{harness.D2, harness.North, "00010000/00010000/00010000/00010000/00010000/00010000/00000000/00000000"},
		{harness.D2, harness.SouthWest, "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00100000"},
		{harness.C6, harness.SouthEast, "00000000/00000000/00000000/00010000/00001000/00000100/00000010/00000001"},
		{harness.A8, harness.East, "01111111/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{harness.H4, harness.West, "00000000/00000000/00000000/00000000/11111110/00000000/00000000/00000000"},
	} {
		if got, want := rays[c.s][c.d], harness.MustParseMask(c.want); got != want {
			t.Errorf("rays[%v][%v] == %s; want %s", c.s, c.d, got, want)
		}
	}
	for _, d := range []harness.Direction{harness.North, harness.NorthEast, harness.East, harness.NorthWest} {
		if r := rays[harness.H8][d]; r != 0 {
			t.Errorf("rays[h8][%v] == %s; want empty (the forward scan's sentinel)", d, r)
		}
	}
	for _, d := range []harness.Direction{harness.South, harness.SouthWest, harness.West, harness.SouthEast} {
		if r := rays[harness.A1][d]; r != 0 {
			t.Errorf("rays[a1][%v] == %s; want empty (the reverse scan's sentinel)", d, r)
		}
	}
	if got := TableBytes(); got != 4096 {
		t.Errorf("TableBytes() == %d; want 4096", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
