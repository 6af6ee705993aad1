package naive

import (
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// m parses a hand-written mask; the expected values below were drawn on a
// board by hand, not computed by this package.
func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

func TestAttacks(t *testing.T) {
	var impl Impl
	empty := harness.Bitboard(0)
	tests := []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"knight a1", impl.KnightAttacks(harness.A1), "00000000/00000000/00000000/00000000/00000000/01000000/00100000/00000000"},
		{"knight h8", impl.KnightAttacks(harness.H8), "00000000/00000100/00000010/00000000/00000000/00000000/00000000/00000000"},
		{"knight d4", impl.KnightAttacks(harness.D4), "00000000/00000000/00101000/01000100/00000000/01000100/00101000/00000000"},
		{"king a1", impl.KingAttacks(harness.A1), "00000000/00000000/00000000/00000000/00000000/00000000/11000000/01000000"},
		{"king e4", impl.KingAttacks(harness.E4), "00000000/00000000/00000000/00011100/00010100/00011100/00000000/00000000"},
		{"white pawn a2", impl.PawnAttacks(harness.White, harness.A2), "00000000/00000000/00000000/00000000/00000000/01000000/00000000/00000000"},
		{"white pawn e4", impl.PawnAttacks(harness.White, harness.E4), "00000000/00000000/00000000/00010100/00000000/00000000/00000000/00000000"},
		{"white pawn h8", impl.PawnAttacks(harness.White, harness.H8), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"black pawn h7", impl.PawnAttacks(harness.Black, harness.H7), "00000000/00000000/00000010/00000000/00000000/00000000/00000000/00000000"},
		{"black pawn d1", impl.PawnAttacks(harness.Black, harness.D1), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"rook a1 empty", impl.RookAttacks(harness.A1, empty), "10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111"},
		{"rook d4 blocker f4 d6", impl.RookAttacks(harness.D4, m("00000000/00000000/00010000/00000000/00010100/00000000/00000000/00000000")),
			"00000000/00000000/00010000/00010000/11101100/00010000/00010000/00010000"},
		{"rook own square ignored", impl.RookAttacks(harness.H8, 1<<harness.H8), "11111110/00000001/00000001/00000001/00000001/00000001/00000001/00000001"},
		{"bishop c1 empty", impl.BishopAttacks(harness.C1, empty), "00000000/00000000/00000001/00000010/00000100/10001000/01010000/00000000"},
		{"bishop e4 blocked", impl.BishopAttacks(harness.E4, m("00000000/00000000/00000010/00000000/00000000/00010000/00000000/00000000")),
			"10000000/01000000/00100010/00010100/00000000/00010100/00000010/00000001"},
		{"queen d1 empty", impl.QueenAttacks(harness.D1, empty), "00010000/00010000/00010000/00010001/10010010/01010100/00111000/11101111"},
	}
	for _, tt := range tests {
		if want := m(tt.want); tt.got != want {
			t.Errorf("%s == %s; want %s\ngot:\n%swant:\n%s", tt.name, harness.Format(tt.got), tt.want, harness.Diagram(tt.got), harness.Diagram(want))
		}
	}
}

func TestSets(t *testing.T) {
	var impl Impl
	a := m("10000000/00000000/00000000/00000000/00001000/00000000/00000000/00000011") // a8 e4 g1 h1
	b := m("10000000/00000000/00000000/00000000/00000000/00000000/00000000/00000001") // a8 h1
	full := ^harness.Bitboard(0)
	tests := []struct {
		name string
		got  harness.Bitboard
		want harness.Bitboard
	}{
		{"union", impl.Union(a, b), a},
		{"intersection", impl.Intersection(a, b), b},
		{"difference", impl.Difference(a, b), 1<<harness.E4 | 1<<harness.G1},
		{"complement empty", impl.Complement(0), full},
		{"complement full", impl.Complement(full), 0},
		{"with", impl.With(b, harness.E4), 1<<harness.A8 | 1<<harness.H1 | 1<<harness.E4},
		{"without", impl.Without(a, harness.G1), 1<<harness.A8 | 1<<harness.H1 | 1<<harness.E4},
		{"shift north drops rank 8", impl.Shift(a, harness.North), 1<<harness.E5 | 1<<harness.G2 | 1<<harness.H2},
		{"shift east drops h-file", impl.Shift(a, harness.East), 1<<harness.B8 | 1<<harness.F4 | 1<<harness.H1},
		{"shift west drops a-file", impl.Shift(a, harness.West), 1<<harness.D4 | 1<<harness.F1 | 1<<harness.G1},
		{"shift southwest", impl.Shift(a, harness.SouthWest), 1 << harness.D3},
		{"shift northeast", impl.Shift(a, harness.NorthEast), 1<<harness.F5 | 1<<harness.H2},
		{"flip", impl.FlipVertical(a), 1<<harness.A1 | 1<<harness.E5 | 1<<harness.G8 | 1<<harness.H8},
		{"mirror", impl.MirrorHorizontal(a), 1<<harness.H8 | 1<<harness.D4 | 1<<harness.B1 | 1<<harness.A1},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s == %s; want %s", tt.name, harness.Format(tt.got), harness.Format(tt.want))
		}
	}
	if n := impl.Count(a); n != 4 {
		t.Errorf("Count(a) == %d; want 4", n)
	}
	if n := impl.Count(full); n != 64 {
		t.Errorf("Count(full) == %d; want 64", n)
	}
	if s := impl.First(a); s != harness.G1 {
		t.Errorf("First(a) == %v; want g1", s)
	}
	if s := impl.Last(a); s != harness.A8 {
		t.Errorf("Last(a) == %v; want a8", s)
	}
	if s, l := impl.First(0), impl.Last(0); s != harness.NoSquare || l != harness.NoSquare {
		t.Errorf("First(0), Last(0) == %v, %v; want NoSquare", s, l)
	}
	if got := slices.Collect(impl.Squares(a)); !slices.Equal(got, []harness.Square{harness.G1, harness.H1, harness.E4, harness.A8}) {
		t.Errorf("Squares(a) == %v; want [g1 h1 e4 a8]", got)
	}
	for range impl.Squares(0) {
		t.Error("Squares(0) yielded a square")
	}
	for s := range impl.Squares(a) { // stopping early must not panic
		_ = s
		break
	}
	if !impl.Has(a, harness.E4) || impl.Has(a, harness.E5) {
		t.Error("Has wrong on e4/e5")
	}
}
