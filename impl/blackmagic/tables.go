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

// entry is the per-square data of a lookup: 24 bytes.
type entry struct {
	notMask uint64 // every square outside the relevant mask
	magic   uint64
	offset  uint32
}

var (
	rookEntries, bishopEntries [harness.NumSquares]entry
	// table is the one table both pieces' windows share.
	table [tableSlots]harness.Bitboard
)

// tableBytes is the memory of the slider tables: the shared table and 128
// entries of 24 bytes.
const tableBytes = tableSlots*8 + 2*harness.NumSquares*24

// TableBytes returns the memory of the slider tables in bytes: the shared
// table of tableSlots attack sets (8 bytes each) and 128 per-square entries
// of 24 bytes. The 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes). It panics, as
// start-up does, if magics_gen.go is inconsistent.
func BuildTables() int {
	var re, be [harness.NumSquares]entry
	if _, err := fill(&re, &be, new([tableSlots]harness.Bitboard)); err != nil {
		panic(err)
	}
	return tableBytes
}

func init() {
	if _, err := fill(&rookEntries, &bishopEntries, &table); err != nil {
		// Only a stale or hand-edited magics_gen.go gets here, and then
		// no answer from this package could be trusted.
		panic(err)
	}
	harness.Register(Impl{})
}

// fill builds the entries and the shared table from board geometry and the
// generated magics and offsets, and returns the number of table slots used.
// It fails if a slot would hold two different attack sets (from one square
// or from two overlapping windows) or an index falls outside the table.
func fill(rook, bishop *[harness.NumSquares]entry, t *[tableSlots]harness.Bitboard) (used int, err error) {
	for _, p := range []struct {
		name    string
		entries *[harness.NumSquares]entry
		squares *[harness.NumSquares]square
		steps   []geometry.Step
		bits    int
	}{
		{"rook", rook, &rookSquares, geometry.Rook, rookBits},
		{"bishop", bishop, &bishopSquares, geometry.Bishop, bishopBits},
	} {
		for s := range harness.Square(harness.NumSquares) {
			mask := geometry.Relevant(s, p.steps)
			sq := p.squares[s]
			e := entry{notMask: ^uint64(mask), magic: sq.magic, offset: sq.offset}
			for sub := range geometry.Subsets(mask) {
				i := e.offset + uint32((uint64(sub)|e.notMask)*e.magic>>(64-p.bits))
				if int(i) >= len(t) {
					return 0, fmt.Errorf("blackmagic: %s %v: index %d outside the table of %d; magics_gen.go is stale, run go generate", p.name, s, i, len(t))
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
			p.entries[s] = e
		}
	}
	return used, nil
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
