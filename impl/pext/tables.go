package pext

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// entry locates one square's slice of a slider table: the relevant-occupancy
// mask and the index of its first entry. The assembly in pext_amd64.s reads
// it as two quadwords, mask at offset 0 and base at offset 8.
type entry struct {
	mask uint64
	base uint64
}

// slider is the lookup table of one sliding piece: for square s, the attack
// set for occupancy occ is attacks[sq[s].base+PEXT(occ, sq[s].mask)].
type slider struct {
	sq      [harness.NumSquares]entry
	attacks []harness.Bitboard
}

var (
	rook   = newSlider(geometry.Rook)   // 102,400 entries
	bishop = newSlider(geometry.Bishop) // 5,248 entries
)

// newSlider builds the table of a slider moving by steps: for each square,
// its relevant mask, then one entry per subset of the mask in PEXT order.
// The carry-rippler (geometry.Subsets) counts up through the mask's bits,
// so its i-th subset is the one whose PEXT is i: the subsets come in table
// order, into a slice sized once from the masks (start-up, which every test
// binary and benchmark launch pays, stays near 3 ms). Deterministic: the
// same table on every run and every machine.
func newSlider(steps []geometry.Step) *slider {
	t := new(slider)
	n := 0
	for s := range harness.Square(harness.NumSquares) {
		mask := uint64(geometry.Relevant(s, steps))
		t.sq[s] = entry{mask: mask, base: uint64(n)}
		n += 1 << bits.OnesCount64(mask)
	}
	t.attacks = make([]harness.Bitboard, 0, n)
	for s := range harness.Square(harness.NumSquares) {
		for occ := range geometry.Subsets(harness.Bitboard(t.sq[s].mask)) {
			t.attacks = append(t.attacks, geometry.Slide(s, occ, steps))
		}
	}
	return t
}

// bytes returns the memory the table holds: masks, bases and attack sets.
func (t *slider) bytes() int { return len(t.sq)*16 + len(t.attacks)*8 }

// TableBytes returns the bytes of the rook and bishop lookup tables together
// (masks, offsets and attack sets; 863,232 on every machine). Knight, king
// and pawn tables add 2,048 more; see LeaperTableBytes.
func TableBytes() int { return rook.bytes() + bishop.bytes() }

// LeaperTableBytes returns the bytes of the knight, king and pawn tables
// (impl/internal/plain's): 2,048.
func LeaperTableBytes() int { return plain.LeaperTableBytes() }

// BuildTables builds a fresh copy of the rook and bishop tables, the same
// code the package's initialisation runs, discards it and returns the bytes
// built (TableBytes: 863,232). It measures start-up cost; lookups never use
// the copy.
func BuildTables() int { return newSlider(geometry.Rook).bytes() + newSlider(geometry.Bishop).bytes() }

// TableBytes is the package's TableBytes, as a method of Impl, Soft and
// Hard: the optional capability the benchmarks find by type assertion.
func (common) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method of Impl, Soft and
// Hard.
func (common) BuildTables() int { return BuildTables() }
