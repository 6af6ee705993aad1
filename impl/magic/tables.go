package magic

import (
	"fmt"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

//go:generate go run ./internal/gen -replay -o magics_gen.go

// entry is the per-square data of one slider: 32 bytes, so that with the
// array's start on a 32-byte boundary one lookup touches one cache line.
// The offset and the shift are full words: a lookup adds the one from
// memory and moves the other straight into the count register, with no
// zero-extension between.
type entry struct {
	mask   uint64 // relevant occupancy: the squares that can block
	magic  uint64 // multiplier from magics_gen.go
	offset uint64 // start of this square's slots in the piece's table
	shift  uint64 // 64 minus the square's index bits (rookBits, bishopBits)
}

var (
	rookEntries, bishopEntries [64]entry
	rookTable                  [rookSlots]harness.Bitboard
	bishopTable                [bishopSlots]harness.Bitboard

	knightTable, kingTable [64]harness.Bitboard
	pawnTable              [2][64]harness.Bitboard
	// squareBit holds 1<<s for every square and the empty set for the
	// values 64…255, so that any Square indexes it without a bounds check.
	squareBit [256]harness.Bitboard
)

// TableBytes returns the memory of the slider tables in bytes: the rook and
// bishop attack tables (89,600 + 4,848 entries of 8 bytes, 755,584 bytes)
// plus the two 64-entry arrays of per-square data (32 bytes each, 4,096
// bytes), 759,680 in all. The 2,048 bytes of knight, king and pawn tables and
// the 2,048-byte single-square table are not counted.
func TableBytes() int { return sliderBytes(len(rookTable), len(bishopTable)) }

// sliderBytes returns the bytes of rook and bishop tables of the given
// numbers of slots with their per-square entries.
func sliderBytes(rookSlots, bishopSlots int) int { return 8*(rookSlots+bishopSlots) + 2*64*32 }

// BuildTables builds a fresh copy of the rook and bishop tables with the
// code the package's initialisation runs, discards it and returns the bytes
// built (TableBytes: 759,680). It measures start-up cost; lookups never use
// the copy. It panics where initialisation would, on stale magics.
func BuildTables() int {
	var rookE, bishopE [64]entry
	rook, bishop := make([]harness.Bitboard, rookSlots), make([]harness.Bitboard, bishopSlots)
	if err := fillSliders(rookE[:], bishopE[:], rook, bishop); err != nil {
		panic(err)
	}
	return sliderBytes(len(rook), len(bishop))
}

// fillSliders fills the rook and bishop entries and tables (see fill).
func fillSliders(rookE, bishopE []entry, rook, bishop []harness.Bitboard) error {
	if err := fill(rookE, rook, &rookMagics, &rookBits, geometry.Rook, "rook"); err != nil {
		return err
	}
	return fill(bishopE, bishop, &bishopMagics, &bishopBits, geometry.Bishop, "bishop")
}

func init() {
	for s := range harness.Square(harness.NumSquares) {
		squareBit[s] = 1 << s
	}
	knightTable = geometry.Leaps(geometry.Knight)
	kingTable = geometry.Leaps(geometry.King)
	pawnTable[harness.White] = geometry.Leaps(geometry.Pawn[harness.White])
	pawnTable[harness.Black] = geometry.Leaps(geometry.Pawn[harness.Black])
	if err := fillSliders(rookEntries[:], bishopEntries[:], rookTable[:], bishopTable[:]); err != nil {
		// Only a stale or hand-edited magics_gen.go gets here, and then no
		// answer from this package could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// fill lays out the entries of one slider square after square and stores the
// attack set of every subset of each mask at its magic index. It fails if a
// magic sends two occupancies with different attack sets to one slot (every
// slider attack set is non-empty, so an empty slot is a free one) or the
// slots do not exactly fill table.
func fill(entries []entry, table []harness.Bitboard, magics *[64]uint64, indexBits *[64]uint8, steps []geometry.Step, piece string) error {
	offset := 0
	for s := range harness.Square(harness.NumSquares) {
		mask := geometry.Relevant(s, steps)
		n := int(indexBits[s])
		if n < 1 || n > bits.OnesCount64(uint64(mask)) {
			return fmt.Errorf("magic: %s index bits %d for %v outside 1…%d (its mask squares); magics_gen.go is stale, run go generate", piece, n, s, bits.OnesCount64(uint64(mask)))
		}
		if offset+1<<n > len(table) {
			return fmt.Errorf("magic: %s table of %d slots too small at %v", piece, len(table), s)
		}
		e := entry{mask: uint64(mask), magic: magics[s], offset: uint64(offset), shift: uint64(64 - n)}
		for sub := range geometry.Subsets(mask) {
			attacks := geometry.Slide(s, sub, steps)
			slot := &table[offset+int(uint64(sub)*e.magic>>e.shift)]
			if *slot != 0 && *slot != attacks {
				return fmt.Errorf("magic: %s magic %#x for %v sends occupancies with different attacks to one slot; magics_gen.go is stale, run go generate", piece, e.magic, s)
			}
			*slot = attacks
		}
		entries[s] = e
		offset += 1 << n
	}
	if offset != len(table) {
		return fmt.Errorf("magic: %s masks need %d slots; the table has %d", piece, offset, len(table))
	}
	return nil
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
