package exploding

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

// TestExplosion checks one upward explosion step of a rook on d4, solved
// by hand: the frontier d5, e4 times 2⁸+2¹ gives d6 and f4 on the rays, and
// e5 twice (d5 east, e4 north), which carries into f5; the ring at distance
// 2 keeps d6 and f4.
func TestExplosion(t *testing.T) {
	u := m("00000000/00000000/00000000/00010000/00001000/00000000/00000000/00000000")
	raw := m("00000000/00000000/00010000/00000100/00000100/00000000/00000000/00000000")
	want := m("00000000/00000000/00010000/00000000/00000100/00000000/00000000/00000000")
	if got := u * rookUp; got != raw {
		t.Errorf("frontier × rookUp == %s; want %s", got, raw)
	}
	if got := u * rookUp & tab.rook[27][1].up; got != want {
		t.Errorf("frontier × rookUp & ring == %s; want %s", got, want)
	}
}

// TestSteps checks table entries solved by hand: the rings and the downward
// shift and multiplier.
func TestSteps(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    step
		want step
	}{
		{"rook d4 distance 1", tab.rook[27][0], step{
			up:    m("00000000/00000000/00000000/00010000/00001000/00000000/00000000/00000000"),
			down:  m("00000000/00000000/00000000/00000000/00100000/00010000/00000000/00000000"),
			mul:   1<<0 | 1<<7, // south −8, west −1, after a shift of 8
			shift: 8,
		}},
		{"rook e1 distance 2: west only downward", tab.rook[4][1], step{
			up:    m("00000000/00000000/00000000/00000000/00000000/00001000/00000000/00000010"),
			down:  m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/00100000"),
			mul:   1,
			shift: 1,
		}},
		{"bishop d4 distance 3", tab.bishop[27][2], step{
			up:    m("00000000/10000010/00000000/00000000/00000000/00000000/00000000/00000000"), // a7, g7
			down:  m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000010"),
			mul:   1<<0 | 1<<2, // southwest −9, southeast −7, after a shift of 9
			shift: 9,
		}},
		{"bishop d4 distance 4: nothing below", tab.bishop[27][3], step{
			up: m("00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000"), // h8
		}},
		{"past the longest ray", tab.rook[0][7], step{}},
	} {
		if tc.e != tc.want {
			t.Errorf("%s: %+v; want %+v", tc.name, tc.e, tc.want)
		}
	}
}

// TestBuildTables builds a fresh copy, compares it with the tables built at
// start-up and checks the byte count.
func TestBuildTables(t *testing.T) {
	const want = 2 * 64 * 8 * 32
	impltest.TableSizes(t, Impl{}, want)
	fresh := new(tables)
	fresh.build()
	if *fresh != tab {
		t.Errorf("a second build differs from the tables built at start-up")
	}
}
