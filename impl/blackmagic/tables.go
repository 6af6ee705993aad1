package blackmagic

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

//go:generate go run ./internal/gen -replay -o magics_gen.go

// Index widths per piece, the ones the magics were searched for: the fixed
// shift is 64 minus these.
const (
	rookBits   = magicsearch.RookBits
	bishopBits = magicsearch.BishopBits
)

// square is one square's generated data: its magic and the table index of
// its index 0 (possibly "below" the table; the uint32 sum wraps into it).
type square struct {
	magic  uint64
	offset uint32
}

// entry is the per-square data of one slider's lookup: 24 bytes.
type entry struct {
	notMask uint64 // every square outside the relevant mask
	magic   uint64
	// offset is magics_gen.go's uint32 offset read as a signed number
	// (int32) and sign-extended: an offset that wraps "below" the table
	// is a small negative number, so that a plain 64-bit sum gives the
	// index (see entry.index).
	offset uint64
}

// squareEntries is both sliders' entries of one square, padded to 64
// bytes, so that a square indexes the array with one shift and a queen's
// six loads share one base.
type squareEntries struct {
	rook, bishop entry
	_            [2]uint64
}

var (
	// entries holds, per square a1…h8, both sliders' entries, and zero
	// entries for the Square values 64…255, so that any Square indexes it
	// without a mask or a bounds check. A zero entry makes index 0: a
	// lookup on such a square (unspecified by harness.Impl) reads slot 0
	// and does not panic.
	entries [256]squareEntries
	// table is the one table both pieces' windows share.
	table [tableSlots]harness.Bitboard
)

// tableBytes is the memory of the slider tables: the shared table's
// tableSlots slots and 128 per-square entries of 24 bytes (the padding and
// the zero entries of the Square values 64…255, which no valid lookup
// reads, are not counted).
const tableBytes = tableSlots*8 + 2*harness.NumSquares*24

// TableBytes returns the memory of the slider tables in bytes: the shared
// table of tableSlots attack sets (8 bytes each) and 128 per-square entries
// of 24 bytes (not-mask, magic, offset). The 2,048 bytes of leaper tables
// are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes). It panics, as
// start-up does, if magics_gen.go is inconsistent.
func BuildTables() int {
	if _, err := fill(new([256]squareEntries), new([tableSlots]harness.Bitboard)); err != nil {
		panic(err)
	}
	return tableBytes
}

func init() {
	if _, err := fill(&entries, &table); err != nil {
		// Only a stale or hand-edited magics_gen.go gets here, and then
		// no answer from this package could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// fill builds the entries and the shared table from board geometry and the
// generated magics and offsets, and returns the number of table slots used.
// The index it fills is magics_gen.go's, the uint32 sum of offset and hash;
// the lookups take a 64-bit sum with the offset sign-extended
// (entry.index), which is the same index wherever that is inside the
// table, as fill checks. It fails if a slot would hold two different attack
// sets (from one square or from two overlapping windows) or an index falls
// outside the table.
func fill(es *[256]squareEntries, t *[tableSlots]harness.Bitboard) (used int, err error) {
	for s := range harness.Square(harness.NumSquares) {
		for _, p := range []struct {
			name  string
			e     *entry
			sq    square
			steps []geometry.Step
			bits  uint
		}{
			{"rook", &es[s].rook, rookSquares[s], geometry.Rook, rookBits},
			{"bishop", &es[s].bishop, bishopSquares[s], geometry.Bishop, bishopBits},
		} {
			mask := geometry.Relevant(s, p.steps)
			*p.e = entry{notMask: ^uint64(mask), magic: p.sq.magic, offset: uint64(int32(p.sq.offset))}
			for sub := range geometry.Subsets(mask) {
				i := p.sq.offset + uint32((uint64(sub)|^uint64(mask))*p.sq.magic>>(64-p.bits))
				if i >= tableSlots {
					return 0, fmt.Errorf("blackmagic: %s %v: index %d outside the table of %d; magics_gen.go is stale, run go generate", p.name, s, i, tableSlots)
				}
				attacks := geometry.Slide(s, sub, p.steps)
				switch t[i] {
				case 0:
					t[i] = attacks
					used++
				case attacks:
				default:
					return 0, fmt.Errorf("blackmagic: %s %v: slot %d holds %#x and would hold %#x; magics_gen.go is stale, run go generate", p.name, s, i, uint64(t[i]), uint64(attacks))
				}
			}
		}
	}
	return used, nil
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
