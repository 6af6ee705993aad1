package rotated

import (
	"fmt"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// The four lines through a square, in the order of the tables.
const (
	lineRank = iota // looked up in Occ
	lineFile        // in Occ90
	lineDiag        // a1–h8 direction, in Occ45
	lineAnti        // h1–a8 direction, in Occ315
	numLines
)

// lineDefs gives, per line, its steps both ways (from the rook's north,
// east, south, west and the bishop's northeast, southeast, southwest,
// northwest) and the rotation that lays it out as a run of bits.
var lineDefs = [numLines]struct {
	steps  []geometry.Step
	rotate func(harness.Bitboard) harness.Bitboard
}{
	lineRank: {[]geometry.Step{geometry.Rook[1], geometry.Rook[3]}, func(b harness.Bitboard) harness.Bitboard { return b }},
	lineFile: {[]geometry.Step{geometry.Rook[0], geometry.Rook[2]}, Rotate90},
	lineDiag: {[]geometry.Step{geometry.Bishop[0], geometry.Bishop[2]}, Rotate45},
	lineAnti: {[]geometry.Step{geometry.Bishop[1], geometry.Bishop[3]}, Rotate315},
}

// lineTable is one line through one square: its inner squares in the
// rotated layout, shifted right by shift and masked with mask (at most six
// bits, so below 64), index its attack sets.
type lineTable struct {
	shift, mask uint64
	attacks     [64]harness.Bitboard
}

// tables is the whole state of the package, built by build: per line, per
// square.
type tables [numLines][harness.NumSquares]lineTable

// tab is the package's tables, built at start-up; a package-level value, so
// that the lookups index it at a constant address.
var tab tables

// tableBytes is the memory of tables: 4 × 64 × 64 attack sets of 8 bytes
// (131,072 bytes) and 4 × 64 shifts and masks of 16 bytes (4,096 bytes).
const tableBytes = numLines*harness.NumSquares*64*8 + numLines*harness.NumSquares*16

// TableBytes returns the memory of the slider tables in bytes: 135,168 (the
// four 64 × 64 attack tables with their shifts and masks). The 2,048 bytes of
// leaper tables and the 2,048 bytes of Toggle's per-square bits are not
// counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	if err := t.build(); err != nil {
		panic(err)
	}
	return tableBytes
}

func init() {
	if err := tab.build(); err != nil {
		// Only a wrong rotation gets here; then no answer could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// inner returns the squares of the line through s along steps that have a
// neighbour on the line both ways: the squares whose occupancy can block
// something, s itself included when it is one of them.
func inner(s harness.Square, steps []geometry.Step) harness.Bitboard {
	var in harness.Bitboard
	full := geometry.Slide(s, 0, steps) | s.Bitboard()
	for t := range harness.Square(harness.NumSquares) {
		if full&t.Bitboard() != 0 && geometry.Leap(t, steps[:1]) != 0 && geometry.Leap(t, steps[1:]) != 0 {
			in |= t.Bitboard()
		}
	}
	return in
}

// build fills t from board geometry: for every square and line it finds the
// run of bits that the line's inner squares occupy in the rotated layout,
// and stores the attacks for every occupancy of them at the index a lookup
// computes. It fails if a rotation does not lay a line out as one run of at
// most six bits.
func (t *tables) build() error {
	for d, def := range lineDefs {
		for s := range harness.Square(harness.NumSquares) {
			in := inner(s, def.steps)
			run := uint64(def.rotate(in))
			l := &t[d][s]
			if run != 0 {
				l.shift = uint64(bits.TrailingZeros64(run))
				l.mask = run >> l.shift
				if l.mask&(l.mask+1) != 0 || l.mask > 63 {
					return fmt.Errorf("rotated: line %d of %v: inner squares %#x rotate to %#x, not one run of at most 6 bits", d, s, uint64(in), run)
				}
			}
			for sub := range geometry.Subsets(in) {
				l.attacks[uint64(def.rotate(sub))>>l.shift&l.mask] = geometry.Slide(s, sub, def.steps)
			}
		}
	}
	return nil
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
