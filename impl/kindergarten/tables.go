package kindergarten

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// The multipliers and masks of the gathers (see the package comment).
const (
	fileA    = 0x0101010101010101 // a1…a8: isolates the a-file
	fileB    = 0x0202020202020202 // b1…b8: stacks a line on the 8th rank, moved one file right
	diagC2H7 = 0x0080402010080400 // c2, d3, …, h7: turns the a-file into the 8th rank, reversed
)

// square is what a lookup reads for one square: its lines, each without
// the square itself (its rank, its diagonal in the a1–h8 direction, its
// anti-diagonal in the h1–a8 direction), its file and three multipliers,
// 64 bytes, so that a square indexes the array with one shift. The
// multipliers stand for shifts by a per-square amount: a multiply by a
// power of two needs no count register and no check that the count is
// below 64 (see the package comment).
type square struct {
	rank, diag, anti, file harness.Bitboard
	// fileMagic is diagC2H7 >> f for the square's file f: it gathers the
	// file's squares to the top six bits as diagC2H7 does for the a-file.
	fileMagic uint64
	// rankMul is 2^(57 - 8 × rank): it moves the rank's files b…g to the
	// top six bits, files b…g as bits 0…5 of the index, as lineIndex.
	rankMul uint64
	// fileBit is 2^f for the square's file f: it moves an a-file attack
	// set onto the square's file.
	fileBit harness.Bitboard
	_       uint64
}

// The package's tables, built at start-up by build. They are package-level
// arrays, not fields behind a pointer, so the lookups index them at
// constant addresses (and each costs the inliner one name, not two).
var (
	// squares holds the entries of a1…h8, and zero ones for the Square
	// values 64…255, so that any Square indexes it without a mask or a
	// bounds check (a lookup on such a square, unspecified by harness.Impl,
	// returns a set without panicking).
	squares [256]square
	// fillUp[f][occ6] is the attack set on the first rank of a slider on
	// file f whose rank holds the inner occupancy occ6 (bit i = file i+1),
	// copied onto all eight ranks: masked by a line, it is that line's
	// attack set.
	fillUp [8][64]harness.Bitboard
	// fileAttacks[r][occ6] is the attack set on the a-file of a rook on rank
	// r whose file holds the inner occupancy occ6 as the file gather leaves
	// it (bit i = rank 7-i, the 8th rank's counting reversed).
	fileAttacks [8][64]harness.Bitboard
)

func init() {
	build(&squares, &fillUp, &fileAttacks)
	harness.Register(Impl{})
}

// tableBytes is the memory of the tables: two 8 × 64 tables of 8-byte sets
// (8,192 bytes) and the 56 bytes of data in each of the 64 squares' entries
// (3,584 bytes).
const tableBytes = 2*8*64*8 + harness.NumSquares*56

// TableBytes returns the memory of the slider tables in bytes: 11,776 (the
// two 8 × 64 tables and the squares' masks and multipliers; not the
// entries' padding, nor the zero entries of the Square values 64…255, which
// no valid lookup reads). The 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	build(new([256]square), new([8][64]harness.Bitboard), new([8][64]harness.Bitboard))
	return tableBytes
}

// Line directions, as steps both ways, taken from the rook's (north, east,
// south, west) and the bishop's (northeast, southeast, southwest, northwest).
var (
	rankSteps = []geometry.Step{geometry.Rook[1], geometry.Rook[3]}
	fileSteps = []geometry.Step{geometry.Rook[0], geometry.Rook[2]}
	diagSteps = []geometry.Step{geometry.Bishop[0], geometry.Bishop[2]}
	antiSteps = []geometry.Step{geometry.Bishop[1], geometry.Bishop[3]}
)

// build fills the tables from board geometry. The first-rank and a-file
// tables are indexed through lineIndex and fileIndex; the lookups' rank
// shift and per-file gather give the same indices (the tests check both),
// and the gathers give 64 different indices for the 64 inner occupancies.
func build(sq *[256]square, fill, file *[8][64]harness.Bitboard) {
	for s := range harness.Square(harness.NumSquares) {
		sq[s] = square{
			rank:      geometry.Slide(s, 0, rankSteps),
			diag:      geometry.Slide(s, 0, diagSteps),
			anti:      geometry.Slide(s, 0, antiSteps),
			file:      fileA << (s & 7),
			fileMagic: diagC2H7 >> (s & 7),
			rankMul:   1 << (57 - s&56),
			fileBit:   1 << (s & 7),
		}
	}
	const innerRank1, innerFileA = 0x7e, fileA &^ 0xff &^ (0xff << 56) // b1…g1, a2…a7
	for i := range 8 {
		for sub := range geometry.Subsets(innerRank1) {
			fill[i][lineIndex(sub)] = geometry.Slide(harness.Square(i), sub, rankSteps) * fileA
		}
		for sub := range geometry.Subsets(innerFileA) {
			file[i][fileIndex(sub)] = geometry.Slide(harness.Square(8*i), sub, fileSteps)
		}
	}
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
