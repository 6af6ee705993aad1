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

// entry is the per-square data of one slider: 16 bytes.
type entry struct {
	mask  uint64 // relevant occupancy: the squares that can block
	magic uint64 // multiplier from magics_gen.go
}

// The package's tables, filled at start-up. They are package-level arrays,
// not fields behind a pointer, so a lookup loads nothing but its entry and
// its slot.
var (
	rookEntries, bishopEntries [harness.NumSquares]entry
	rookTable                  [harness.NumSquares][1 << rookBits]harness.Bitboard
	bishopTable                [harness.NumSquares][1 << bishopBits]harness.Bitboard
)

// tableBytes is the size of the slider tables: 64 × 4,096 rook slots and 64 × 512
// bishop slots of 8 bytes (2,359,296 bytes) plus 2 × 64 entries of 16 bytes
// (2,048 bytes).
const tableBytes = 8*harness.NumSquares*(1<<rookBits+1<<bishopBits) + 2*harness.NumSquares*16

// TableBytes returns the memory of the slider tables in bytes: 2,361,344
// (2,359,296 bytes of attack sets, 2,048 of masks and magics). The 2,048
// bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes). It panics, as
// start-up does, if magics_gen.go is stale.
func BuildTables() int {
	var re, be [harness.NumSquares]entry
	rook := new([harness.NumSquares][1 << rookBits]harness.Bitboard)
	bishop := new([harness.NumSquares][1 << bishopBits]harness.Bitboard)
	if err := fill(&re, rook, &be, bishop); err != nil {
		panic(err)
	}
	return tableBytes
}

func init() {
	if err := fill(&rookEntries, &rookTable, &bishopEntries, &bishopTable); err != nil {
		// Only a stale or hand-edited magics_gen.go gets here, and then
		// no answer from this package could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// fill fills both sliders' entries and slots from board geometry and the
// generated magics.
func fill(rookEntries *[harness.NumSquares]entry, rook *[harness.NumSquares][1 << rookBits]harness.Bitboard,
	bishopEntries *[harness.NumSquares]entry, bishop *[harness.NumSquares][1 << bishopBits]harness.Bitboard) error {
	for s := range harness.Square(harness.NumSquares) {
		var err error
		if rookEntries[s], err = fillSquare(s, rook[s][:], rookMagics[s], rookBits, geometry.Rook); err != nil {
			return fmt.Errorf("plainmagic: rook: %w", err)
		}
		if bishopEntries[s], err = fillSquare(s, bishop[s][:], bishopMagics[s], bishopBits, geometry.Bishop); err != nil {
			return fmt.Errorf("plainmagic: bishop: %w", err)
		}
	}
	return nil
}

// fillSquare stores the attack set of every subset of the slider's mask on s
// at its magic index in slots. It fails if the magic sends two occupancies
// with different attack sets to one slot (slider attack sets are never
// empty, so an empty slot is a free one).
func fillSquare(s harness.Square, slots []harness.Bitboard, magic uint64, bits int, steps []geometry.Step) (entry, error) {
	e := entry{mask: uint64(geometry.Relevant(s, steps)), magic: magic}
	for sub := range geometry.Subsets(harness.Bitboard(e.mask)) {
		attacks := geometry.Slide(s, sub, steps)
		slot := &slots[uint64(sub)*magic>>(64-bits)]
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
