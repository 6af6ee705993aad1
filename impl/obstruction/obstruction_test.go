package obstruction

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestLines checks hand-written halves, and the span on hand-solved lines
// including those without a lower or an upper blocker.
func TestLines(t *testing.T) {
	m := harness.MustParseMask
	e1 := lines[harness.E1]
	if got, want := e1.rank, (half{m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110000"), m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000111"), m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110111")}); got != want {
		t.Errorf("lines[e1].rank == {%s, %s, %s}; want {%s, %s, %s}", got.lower, got.upper, got.line, want.lower, want.upper, want.line)
	}
	c6 := lines[harness.C6]
	if got, want := c6.anti, (half{m("00000000/00000000/00000000/00010000/00001000/00000100/00000010/00000001"), m("10000000/01000000/00000000/00000000/00000000/00000000/00000000/00000000"), m("10000000/01000000/00000000/00010000/00001000/00000100/00000010/00000001")}); got != want {
		t.Errorf("lines[c6].anti == {%s, %s, %s}; want {%s, %s, %s}", got.lower, got.upper, got.line, want.lower, want.upper, want.line)
	}
	for _, c := range []struct {
		name string
		s    harness.Square
		line func(*lineSet) *half
		occ  string
		want string
	}{
		{"e1 rank, blockers b1, g1, h1", harness.E1, func(l *lineSet) *half { return &l.rank },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01000011",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01110110"},
		{"e1 rank, no lower blocker", harness.E1, func(l *lineSet) *half { return &l.rank },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000100",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110100"},
		{"d5 file, no upper blocker, lower blocker d1 at the edge", harness.D5, func(l *lineSet) *half { return &l.file },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00010000",
			"00010000/00010000/00010000/00000000/00010000/00010000/00010000/00010000"},
		{"c6 anti-diagonal, blockers a8, b7 and e4, squares off the line full", harness.C6, func(l *lineSet) *half { return &l.anti },
			"11111111/11111111/11111111/11101111/11111111/11111011/11111101/11111110",
			"00000000/01000000/00000000/00010000/00001000/00000000/00000000/00000000"},
	} {
		if got, want := attacks(m(c.occ), c.line(&lines[c.s])), m(c.want); got != want {
			t.Errorf("attacks: %s == %s; want %s", c.name, got, want)
		}
	}
	if got := TableBytes(); got != 6144 {
		t.Errorf("TableBytes() == %d; want 6144", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
