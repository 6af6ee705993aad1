package sissy

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// tables is the whole state of the package: per square, per rank, per
// occupancy byte of that rank, the rook's and the bishop's attack set from
// the square when that rank holds that byte and the other ranks are empty.
// The two pieces share an entry ([rook], [bishop]).
//
// q is the queen's own table, the same per square, rank and byte: the union
// of the rook's and the bishop's superset (why that is exact: the package
// comment), so that a queen lookup reads eight 8-byte entries.
type tables struct {
	sq [harness.NumSquares][8][256][2]harness.Bitboard
	q  [harness.NumSquares]queenRanks
}

// queenRanks is one square's queen table, rank 1 to rank 8, each indexed
// by that rank's occupancy byte. The ranks are named fields, not an
// [8][256] array: to the inliner t.r3[b] is one node fewer than t[3][b]
// through a slice and two fewer than through a pointer, which is what
// lets QueenAttacks inline written out (see the package comment).
type queenRanks struct {
	r0, r1, r2, r3, r4, r5, r6, r7 [256]harness.Bitboard
}

// rank returns the entries of rank r (0 to 7, rank 1 to rank 8).
func (q *queenRanks) rank(r int) *[256]harness.Bitboard {
	return [8]*[256]harness.Bitboard{&q.r0, &q.r1, &q.r2, &q.r3, &q.r4, &q.r5, &q.r6, &q.r7}[r]
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	tab.build()
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: 3 sets (rook, bishop, queen) × 64
// squares × 8 ranks × 256 bytes × 8 bytes per set.
const tableBytes = 3 * harness.NumSquares * 8 * 256 * 8

// TableBytes returns the memory of the slider tables in bytes: 3,145,728
// (1 MiB each for the rook, the bishop and the queen). The 2,048 bytes of
// leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	t.build()
	return tableBytes
}

// build fills t from board geometry: entry [s][r][b] is the attack set of
// the piece on s over the occupancy that is b on rank r and empty elsewhere;
// the queen's entry is the union of the rook's and the bishop's.
func (t *tables) build() {
	for s := range harness.Square(harness.NumSquares) {
		for r := range 8 {
			for b := range harness.Bitboard(256) {
				occ := b << (8 * r)
				ro, bi := geometry.Slide(s, occ, geometry.Rook), geometry.Slide(s, occ, geometry.Bishop)
				t.sq[s][r][b] = [2]harness.Bitboard{rook: ro, bishop: bi}
				t.q[s].rank(r)[b] = ro | bi
			}
		}
	}
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
