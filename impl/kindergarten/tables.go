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

// lines are the line masks of one square, each without the square itself:
// its rank, its diagonal (a1–h8 direction) and its anti-diagonal (h1–a8
// direction).
type lines struct{ rank, diag, anti harness.Bitboard }

// tables is the whole state of the package, built by build.
type tables struct {
	lines [harness.NumSquares]lines
	// fillUp[f][occ6] is the attack set on the first rank of a slider on
	// file f whose rank holds the inner occupancy occ6 (bit i = file i+1),
	// copied onto all eight ranks: masked by a line, it is that line's
	// attack set.
	fillUp [8][64]harness.Bitboard
	// fileAttacks[r][occ6] is the attack set on the a-file of a rook on rank
	// r whose file holds the inner occupancy occ6 as the file gather leaves
	// it (bit i = rank 7-i, the 8th rank's counting reversed).
	fileAttacks [8][64]harness.Bitboard
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	tab.build()
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: two 8 × 64 tables of 8-byte sets
// (8,192 bytes) and 64 × 3 line masks (1,536 bytes).
const tableBytes = 2*8*64*8 + harness.NumSquares*3*8

// TableBytes returns the memory of the slider tables in bytes: 9,728 (the
// two 8 × 64 tables and the line masks). The 2,048 bytes of leaper tables
// are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	t.build()
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

// build fills t from board geometry. The tables are indexed through the
// same gathers the lookups use, so each entry is filled at the index a
// lookup computes; the tests check that the gathers give 64 different
// indices for the 64 inner occupancies.
func (t *tables) build() {
	for s := range harness.Square(harness.NumSquares) {
		t.lines[s] = lines{
			rank: geometry.Slide(s, 0, rankSteps),
			diag: geometry.Slide(s, 0, diagSteps),
			anti: geometry.Slide(s, 0, antiSteps),
		}
	}
	const innerRank1, innerFileA = 0x7e, fileA &^ 0xff &^ (0xff << 56) // b1…g1, a2…a7
	for i := range 8 {
		for sub := range geometry.Subsets(innerRank1) {
			t.fillUp[i][lineIndex(sub)] = geometry.Slide(harness.Square(i), sub, rankSteps) * fileA
		}
		for sub := range geometry.Subsets(innerFileA) {
			t.fileAttacks[i][fileIndex(sub)] = geometry.Slide(harness.Square(8*i), sub, fileSteps)
		}
	}
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
