package splitpext

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/pext"
)

// TestImpl runs the shared checks on the path this machine takes (Path):
// hand-solved slider examples, every square × relevant-occupancy subset
// against the reference (102,400 rook and 5,248 bishop cases), and the set
// operations and leapers.
func TestImpl(t *testing.T) {
	t.Logf("path: %s", Path())
	impltest.Run(t, Impl{})
}

// TestSoftPath runs the exhaustive check again with the software path
// forced, so that both paths are proven on a machine with BMI2 (without
// it, or in a purego build, this is the path TestImpl already took).
func TestSoftPath(t *testing.T) {
	defer func(old bool) { hw = old }(hw)
	hw = false
	impltest.Examples(t, impltest.Of(Impl{}))
	impltest.Exhaustive(t, impltest.Of(Impl{}))
}

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestExtract checks the software extract on hand-worked masks: the bits of
// x at the mask's squares, lowest square first; bits of x outside the mask
// drop out. (The instruction is checked by TestImpl's exhaustive run where
// the CPU has it: the tables are filled through softExtract, so any
// difference between the two is a wrong attack set.)
func TestExtract(t *testing.T) {
	d2d7 := m("00000000/00010000/00010000/00010000/00010000/00010000/00010000/00000000")
	a1h8 := m("00000000/00000010/00000100/00001000/00010000/00100000/01000000/00000000") // b2…g7
	for _, tc := range []struct {
		name    string
		x, mask harness.Bitboard
		want    uint64
	}{
		// d2 is the mask's first square, d6 its fifth.
		{"d-file d2 d6", m("00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000"), d2d7, 0b10001},
		{"d-file full board", ^harness.Bitboard(0), d2d7, 0b111111},
		{"d-file d1 d8 e4 only", m("00010000/00000000/00000000/00000000/00001000/00000000/00000000/00010000"), d2d7, 0},
		// c3 is the diagonal's second square, g7 its sixth.
		{"diagonal c3 g7", m("00000000/00000010/00000000/00000000/00000000/00100000/00000000/00000000"), a1h8, 0b100010},
		{"empty mask", ^harness.Bitboard(0), 0, 0},
	} {
		x, mask := uint64(tc.x), uint64(tc.mask)
		if got := softExtract(x, mask); got != tc.want {
			t.Errorf("softExtract(%s, %s) [%s] == %#b; want %#b", tc.x, tc.mask, tc.name, got, tc.want)
		}
	}
}

// TestPath checks that the path is impl/pext's start-up decision and that
// the hardware flag agrees with its first word.
func TestPath(t *testing.T) {
	if want := pext.Current().String(); Path() != want {
		t.Errorf("Path() == %q; want pext's %q", Path(), want)
	}
	if want := pext.Current().Hardware && asm; hw != want {
		t.Errorf("hw == %v; want %v", hw, want)
	}
}

// TestBuildTables builds a fresh copy, compares it with the tables built at
// start-up, checks the byte count and entries solved by hand.
func TestBuildTables(t *testing.T) {
	const want = 64*3*65*8 + 8*64
	impltest.TableSizes(t, Impl{}, want)
	fresh := new(tables)
	fresh.build()
	if *fresh != tab {
		t.Errorf("a second build differs from the tables built at start-up")
	}
	// A rook on d1 with b1 and f1 occupied (inner bits 0 and 4) attacks b1,
	// c1, e1, f1.
	if got, want := tab.rank[3][0b10001], uint8(0b00110110); got != want {
		t.Errorf("rank[d][b,f] == %#08b; want %#08b", got, want)
	}
	// The d4 diagonal mask: b2, c3, e5, f6, g7.
	if got, want := tab.sq[27].diag.mask, m("00000000/00000010/00000100/00001000/00000000/00100000/01000000/00000000"); got != want {
		t.Errorf("d4 diagonal mask == %s; want %s", got, want)
	}
}
