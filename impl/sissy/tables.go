package sissy

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// tables is the whole state of the package: per square, per rank, per
// occupancy byte of that rank, the rook's and the bishop's attack set from
// the square when that rank holds that byte and the other ranks are empty.
// The two pieces share an entry ([rook], [bishop]) so that a queen reads one
// 16-byte entry per rank.
type tables struct {
	sq [harness.NumSquares][8][256][2]harness.Bitboard
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	tab.build()
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: 2 pieces × 64 squares × 8 ranks × 256
// bytes × 8 bytes per set.
const tableBytes = 2 * harness.NumSquares * 8 * 256 * 8

// TableBytes returns the memory of the slider tables in bytes: 2,097,152
// (1 MiB per piece). The 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	t.build()
	return tableBytes
}

// build fills t from board geometry: entry [s][r][b] is the attack set of
// the piece on s over the occupancy that is b on rank r and empty elsewhere.
func (t *tables) build() {
	for s := range harness.Square(harness.NumSquares) {
		for r := range 8 {
			for b := range harness.Bitboard(256) {
				occ := b << (8 * r)
				t.sq[s][r][b] = [2]harness.Bitboard{rook: geometry.Slide(s, occ, geometry.Rook), bishop: geometry.Slide(s, occ, geometry.Bishop)}
			}
		}
	}
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
