package plainmagic

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

//go:generate go run ./internal/gen -o magics_gen.go

// Index widths per piece, the ones the magics were searched for: the fixed
// shift is 64 minus these.
const (
	rookBits   = magicsearch.RookBits
	bishopBits = magicsearch.BishopBits
)

// entry is the per-square data of one slider's lookup: 24 bytes.
type entry struct {
	mask   uint64 // relevant occupancy: the squares that can block
	magic  uint64 // multiplier from magics_gen.go
	offset uint64 // s << bits: the start of the square's block of slots
}

// squareEntries is both sliders' entries of one square, padded to 64
// bytes, so that a square indexes the array with one shift and a queen's
// six loads share one base.
type squareEntries struct {
	rook, bishop entry
	_            [2]uint64
}

// The package's tables, filled at start-up. They are package-level arrays,
// not fields behind a pointer, so a lookup loads nothing but its entry and
// its slot. Each piece's table is the squares' blocks of 2^bits slots one
// after the other, a power of two in all, so that a lookup's index masked
// to it is in range by construction (no bounds check).
var (
	// entries holds, per square a1…h8, both sliders' entries, and zero
	// entries for the Square values 64…255, so that any Square indexes it
	// without a mask or a bounds check. A zero entry makes index 0: a
	// lookup on such a square (unspecified by harness.Impl) reads slot 0
	// and does not panic.
	entries     [256]squareEntries
	rookTable   [rookSlots]harness.Bitboard
	bishopTable [bishopSlots]harness.Bitboard
)

// The tables' lengths: 64 blocks of 2^bits slots, powers of two.
const (
	rookSlots   = harness.NumSquares << rookBits
	bishopSlots = harness.NumSquares << bishopBits
)

// tableBytes is the size of the slider tables: 64 × 4,096 rook slots and 64
// × 512 bishop slots of 8 bytes (2,359,296 bytes) plus 2 × 64 entries of 24
// bytes (3,072 bytes; the padding and the zero entries of the Square values
// 64…255, which no valid lookup reads, are not counted).
const tableBytes = 8*harness.NumSquares*(1<<rookBits+1<<bishopBits) + 2*harness.NumSquares*24

// TableBytes returns the memory of the slider tables in bytes: 2,362,368
// (2,359,296 bytes of attack sets, 3,072 of masks, magics and offsets). The
// 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes). It panics, as
// start-up does, if magics_gen.go is stale.
func BuildTables() int {
	if err := fill(new([256]squareEntries), new([rookSlots]harness.Bitboard), new([bishopSlots]harness.Bitboard)); err != nil {
		panic(err)
	}
	return tableBytes
}

func init() {
	if err := fill(&entries, &rookTable, &bishopTable); err != nil {
		// Only a stale or hand-edited magics_gen.go gets here, and then
		// no answer from this package could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// fill fills both sliders' entries and slots from board geometry and the
// generated magics.
func fill(es *[256]squareEntries, rook *[rookSlots]harness.Bitboard, bishop *[bishopSlots]harness.Bitboard) error {
	for s := range harness.Square(harness.NumSquares) {
		var err error
		if es[s].rook, err = fillSquare(s, rook[:], rookMagics[s], rookBits, geometry.Rook); err != nil {
			return fmt.Errorf("plainmagic: rook: %w", err)
		}
		if es[s].bishop, err = fillSquare(s, bishop[:], bishopMagics[s], bishopBits, geometry.Bishop); err != nil {
			return fmt.Errorf("plainmagic: bishop: %w", err)
		}
	}
	return nil
}

// fillSquare stores the attack set of every subset of the slider's mask on s
// at its magic index in the square's block of table, which starts at slot s
// << bits. It fails if the magic sends two occupancies with different
// attack sets to one slot (slider attack sets are never empty, so an empty
// slot is a free one).
func fillSquare(s harness.Square, table []harness.Bitboard, magic uint64, bits int, steps []geometry.Step) (entry, error) {
	e := entry{mask: uint64(geometry.Relevant(s, steps)), magic: magic, offset: uint64(s) << bits}
	for sub := range geometry.Subsets(harness.Bitboard(e.mask)) {
		attacks := geometry.Slide(s, sub, steps)
		slot := &table[e.offset+uint64(sub)*magic>>(64-bits)]
		if *slot != 0 && *slot != attacks {
			return e, fmt.Errorf("magic %#x for %v sends occupancies with different attacks to one slot; magics_gen.go is stale, run make plainmagics", magic, s)
		}
		*slot = attacks
	}
	return e, nil
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
