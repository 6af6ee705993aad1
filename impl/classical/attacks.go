package classical

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// rayTable holds, per square and direction (harness.Direction order), the
// squares from the square to the board edge, the square itself excluded.
type rayTable [harness.NumSquares][8]harness.Bitboard

var rays rayTable

func init() { rays.build() }

// build fills t from board geometry: each ray is a one-step slide on the
// empty board.
func (t *rayTable) build() {
	for s := range harness.Square(harness.NumSquares) {
		for _, d := range harness.Directions {
			df, dr := d.Delta()
			t[s][d] = geometry.Slide(s, 0, []geometry.Step{{DF: df, DR: dr}})
		}
	}
}

// TableBytes returns the bytes of the ray table: 64 squares × 8 directions
// × 8 bytes = 4,096. The knight, king and pawn tables (2,048 bytes, shared
// with other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return len(rays) * len(rays[0]) * 8 }

// BuildTables builds a fresh ray table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int {
	t := new(rayTable)
	t.build()
	return len(t) * len(t[0]) * 8
}

// up returns the ray from s in positive direction d cut after its first
// blocker: the lowest set bit of ray & occ, or the sentinel h8, whose
// positive rays are empty, when there is none.
func up(s harness.Square, occ harness.Bitboard, d harness.Direction) harness.Bitboard {
	ray := rays[s&63][d]
	b := bits.TrailingZeros64(uint64(ray&occ) | 1<<63)
	return ray ^ rays[b&63][d]
}

// down returns the ray from s in negative direction d cut after its first
// blocker: the highest set bit of ray & occ, or the sentinel a1, whose
// negative rays are empty, when there is none.
func down(s harness.Square, occ harness.Bitboard, d harness.Direction) harness.Bitboard {
	ray := rays[s&63][d]
	b := 63 - bits.LeadingZeros64(uint64(ray&occ)|1)
	return ray ^ rays[b&63][d]
}

// Every lookup indexes its tables with s&63, which spares a bounds check:
// for an invalid square (which the interface leaves unspecified) the answer
// is that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the north and east rays scanned forward, the south and west rays scanned
// in reverse. The rook's own square is on none of its rays, so occ may hold
// it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return up(s, occ, harness.North) | up(s, occ, harness.East) |
		down(s, occ, harness.South) | down(s, occ, harness.West)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the north-east and north-west rays scanned forward, the south-east
// and south-west rays in reverse; its own square in occ does not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return up(s, occ, harness.NorthEast) | up(s, occ, harness.NorthWest) |
		down(s, occ, harness.SouthEast) | down(s, occ, harness.SouthWest)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): eight
// rays.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
