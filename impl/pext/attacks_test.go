package pext

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/naive"
)

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// withMode runs f with the package in mode md and restores Auto after.
func withMode(t *testing.T, md Mode, f func()) {
	t.Helper()
	if err := SetMode(md); err != nil {
		t.Fatalf("SetMode(%v) == %v; want nil", md, err)
	}
	defer SetMode(Auto)
	f()
}

// hardwareModes returns the modes whose lookups differ on this machine:
// Software always, Hardware when the CPU has BMI2.
func hardwareModes() []Mode {
	if HasBMI2() {
		return []Mode{Hardware, Software}
	}
	return []Mode{Software}
}

func TestRelevantMasks(t *testing.T) {
	// Drawn by hand on a board: each ray without its last square.
	tests := []struct {
		name  string
		table *slider
		sq    harness.Square
		want  string
	}{
		{"rook a1", rook, harness.A1, "00000000/10000000/10000000/10000000/10000000/10000000/10000000/01111110"},
		{"rook d4", rook, harness.D4, "00000000/00010000/00010000/00010000/01101110/00010000/00010000/00000000"},
		{"rook h8", rook, harness.H8, "01111110/00000001/00000001/00000001/00000001/00000001/00000001/00000000"},
		{"bishop a1", bishop, harness.A1, "00000000/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
		{"bishop d4", bishop, harness.D4, "00000000/00000010/01000100/00101000/00000000/00101000/01000100/00000000"},
		{"bishop e1", bishop, harness.E1, "00000000/00000000/00000000/00000000/01000000/00100010/00010100/00000000"}, // d2 c3 b4, f2 g3,
	}
	for _, tt := range tests {
		if got := harness.Bitboard(tt.table.sq[tt.sq].mask); got != m(tt.want) {
			t.Errorf("mask(%s) == %s; want %s\n%s", tt.name, harness.Format(got), tt.want, harness.Diagram(got))
		}
	}
}

func TestTableSizes(t *testing.T) {
	// Published sizes of PEXT (and fancy magic without overlap) tables.
	if n := len(rook.attacks); n != 102400 {
		t.Errorf("len(rook.attacks) == %d; want 102400", n)
	}
	if n := len(bishop.attacks); n != 5248 {
		t.Errorf("len(bishop.attacks) == %d; want 5248", n)
	}
	if n := TableBytes(); n != 863232 {
		t.Errorf("TableBytes() == %d; want 863232 (8×(102400+5248) + 2×64×16)", n)
	}
	if n := BuildTables(); n != 863232 {
		t.Errorf("BuildTables() == %d; want 863232, as TableBytes", n)
	}
	if n := LeaperTableBytes(); n != 2048 {
		t.Errorf("LeaperTableBytes() == %d; want 2048 (4×64×8)", n)
	}
	for _, tab := range []*slider{rook, bishop} {
		next := uint64(0)
		for s, e := range tab.sq {
			if e.base != next {
				t.Errorf("square %v: base %d; want %d (tables are packed in square order)", harness.Square(s), e.base, next)
			}
			next += 1 << bits.OnesCount64(e.mask)
		}
	}
}

// TestDocExample checks the worked example of the package comment.
func TestDocExample(t *testing.T) {
	occ := m("00010000/00000000/00010000/00000001/01010100/00000000/00010000/00000000") // d8 d6 h5 b4 d4 f4 d2
	mask := rook.sq[harness.D4].mask
	if got := softPEXT(uint64(occ), mask); got != 293 {
		t.Errorf("softPEXT(occupancy, mask of d4) == %d; want 293 (0b0100100101)", got)
	}
	if HasBMI2() {
		if got := pextq(uint64(occ), mask); got != 293 {
			t.Errorf("pextq(occupancy, mask of d4) == %d; want 293", got)
		}
	}
	want := m("00000000/00000000/00010000/00010000/01101100/00010000/00010000/00000000")
	for _, md := range hardwareModes() {
		withMode(t, md, func() {
			if got := (Impl{}).RookAttacks(harness.D4, occ); got != want {
				t.Errorf("%v: RookAttacks(d4, doc example) == %s; want %s", md, harness.Format(got), harness.Format(want))
			}
		})
	}
}

// sliderCase is one square and occupancy with the reference's answer.
type sliderCase struct {
	sq   harness.Square
	occ  harness.Bitboard
	want harness.Bitboard
}

// exhaustiveCases enumerates every square and every subset of its relevant
// mask with geometry.Subsets. Every other case also gets random bits outside
// the mask, own square included, which must not change the answer. The
// answers come from the naive reference. The tables are built in Subsets
// order too, but the lookups index them through PEXT, so a table out of
// PEXT order fails here.
func exhaustiveCases(steps []geometry.Step, ref func(harness.Square, harness.Bitboard) harness.Bitboard) []sliderCase {
	r := rand.New(rand.NewPCG(3, 4))
	var cases []sliderCase
	for sq := range harness.Square(harness.NumSquares) {
		mask := geometry.Relevant(sq, steps)
		for occ := range geometry.Subsets(mask) {
			if len(cases)%2 == 1 {
				occ |= harness.Bitboard(r.Uint64()) &^ mask
			}
			cases = append(cases, sliderCase{sq, occ, ref(sq, occ)})
		}
	}
	return cases
}

func TestSlidersExhaustive(t *testing.T) {
	ref := naive.Impl{}
	type lookup = func(harness.Square, harness.Bitboard) harness.Bitboard
	type batch = func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
	pieces := []struct {
		name       string
		steps      []geometry.Step
		count      int
		ref        lookup
		impl, soft lookup
		implBatch  batch
		softBatch  batch
	}{
		{"rook", geometry.Rook, 102400, ref.RookAttacks,
			Impl{}.RookAttacks, Soft{}.RookAttacks, Impl{}.RookBatch, Soft{}.RookBatch},
		{"bishop", geometry.Bishop, 5248, ref.BishopAttacks,
			Impl{}.BishopAttacks, Soft{}.BishopAttacks, Impl{}.BishopBatch, Soft{}.BishopBatch},
	}
	for _, p := range pieces {
		cases := exhaustiveCases(p.steps, p.ref)
		if len(cases) != p.count {
			t.Fatalf("%s: %d cases; want %d", p.name, len(cases), p.count)
		}
		sqs := make([]harness.Square, len(cases))
		occs := make([]harness.Bitboard, len(cases))
		want := make([]harness.Bitboard, len(cases))
		queen := make([]harness.Bitboard, len(cases))
		for i, c := range cases {
			sqs[i], occs[i], want[i] = c.sq, c.occ, c.want
			queen[i] = ref.QueenAttacks(c.sq, c.occ)
		}
		// check compares got(i) with want[i] for every case.
		check := func(label string, got func(i int) harness.Bitboard, want []harness.Bitboard) {
			t.Helper()
			bad := 0
			for i, c := range cases {
				if g := got(i); g != want[i] {
					if bad++; bad <= 3 {
						t.Errorf("%s(%v, %s) == %s; want %s\noccupancy:\n%sgot:\n%swant:\n%s", label, c.sq,
							harness.Format(c.occ), harness.Format(g), harness.Format(want[i]),
							harness.Diagram(c.occ), harness.Diagram(g), harness.Diagram(want[i]))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%s: %d of %d cases wrong", label, bad, len(cases))
			}
		}
		checkAll := func(label string, single lookup, run batch, queenOf lookup) {
			t.Helper()
			check(label, func(i int) harness.Bitboard { return single(sqs[i], occs[i]) }, want)
			check(label+" queen", func(i int) harness.Bitboard { return queenOf(sqs[i], occs[i]) }, queen)
			dst := make([]harness.Bitboard, len(cases))
			if n, err := run(dst, sqs, occs); n != len(cases) || err != nil {
				t.Fatalf("%s batch == %d, %v; want %d, nil", label, n, err, len(cases))
			}
			check(label+" batch", func(i int) harness.Bitboard { return dst[i] }, want)
		}
		for _, md := range hardwareModes() {
			withMode(t, md, func() {
				checkAll(fmt.Sprintf("Impl[%s].%s", Path(), p.name), p.impl, p.implBatch, Impl{}.QueenAttacks)
			})
		}
		// Soft must take the software path even while Impl takes the
		// hardware one; Auto is Hardware where there is BMI2.
		checkAll("Soft."+p.name, p.soft, p.softBatch, Soft{}.QueenAttacks)
	}
}

// TestSets runs the shared set and leaper checks (impltest.Sets) on the
// three registered types.
func TestSets(t *testing.T) {
	for _, impl := range []harness.Impl{Impl{}, Soft{}, Hard{}} {
		t.Run(impl.Name(), func(t *testing.T) { impltest.Sets(t, impl) })
	}
}

func TestRegistered(t *testing.T) {
	for _, tt := range []struct {
		name string
		want harness.Impl
	}{{"pext", Impl{}}, {"pext-soft", Soft{}}} {
		got, err := harness.Lookup(tt.name)
		if err != nil || got != tt.want {
			t.Errorf("harness.Lookup(%q) == %T, %v; want %T, nil", tt.name, got, err, tt.want)
		}
	}
}
