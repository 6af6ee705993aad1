package splitpext

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// line is one line through one square: its relevant squares (the square
// itself and the line's end squares left out, at most six) and the attacks
// along it for each extract of them.
type line struct {
	mask    harness.Bitboard
	attacks [64]harness.Bitboard
}

// lines is the three lines of one square that a PEXT gathers.
type lines struct{ file, diag, anti line }

// tables is the whole state of the package: the file, diagonal and
// anti-diagonal of every square, and the first-rank table: rank[f][i] is
// the attack byte of a rook on file f of a rank whose inner six squares
// (files b…g) hold i. The assembly reads it through the offsets in
// go_asm.h (tables_sq, lines__size, line_attacks, …), so a change of the
// layout reaches it.
type tables struct {
	sq   [harness.NumSquares]lines
	rank [8][64]uint8
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	tab.build()
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: 64 squares × 3 lines × (mask + 64
// attack sets) × 8 bytes, and the 8 × 64 first-rank bytes.
const tableBytes = harness.NumSquares*3*(1+64)*8 + 8*64

// TableBytes returns the memory of the slider tables in bytes: 100,352.
// The 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	t.build()
	return tableBytes
}

// The two steps of each line.
var (
	fileSteps = []geometry.Step{{DF: 0, DR: 1}, {DF: 0, DR: -1}}
	diagSteps = []geometry.Step{{DF: 1, DR: 1}, {DF: -1, DR: -1}}
	antiSteps = []geometry.Step{{DF: -1, DR: 1}, {DF: 1, DR: -1}}
	rankSteps = []geometry.Step{{DF: 1, DR: 0}, {DF: -1, DR: 0}}
)

// build fills t from board geometry. Each line's table is filled through
// softExtract, the software path, whose agreement with the instruction the
// tests check.
func (t *tables) build() {
	for s := range harness.Square(harness.NumSquares) {
		e := &t.sq[s]
		e.file.fill(s, fileSteps)
		e.diag.fill(s, diagSteps)
		e.anti.fill(s, antiSteps)
	}
	for f := range harness.Square(8) {
		for i := range harness.Bitboard(64) {
			t.rank[f][i] = uint8(geometry.Slide(f, i<<1, rankSteps))
		}
	}
}

// fill sets l to the line of steps through s.
func (l *line) fill(s harness.Square, steps []geometry.Step) {
	l.mask = geometry.Relevant(s, steps)
	for sub := range geometry.Subsets(l.mask) {
		l.attacks[softExtract(uint64(sub), uint64(l.mask))] = geometry.Slide(s, sub, steps)
	}
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
