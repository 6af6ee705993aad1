package exploding

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// tables is the whole state of the package: eight explosion steps per
// square and piece.
type tables struct {
	rook, bishop [harness.NumSquares][8]step
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	tab.build()
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: 2 pieces × 64 squares × 8 steps × 32
// bytes.
const tableBytes = 2 * harness.NumSquares * 8 * 32

// TableBytes returns the memory of the slider tables in bytes: 32,768. The
// 2,048 bytes of leaper tables are not counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	t.build()
	return tableBytes
}

// build fills t from board geometry.
func (t *tables) build() {
	for s := range harness.Square(harness.NumSquares) {
		t.rook[s] = steps(s, geometry.Rook)
		t.bishop[s] = steps(s, geometry.Bishop)
	}
}

// steps returns the explosion steps of a slider on s moving by dirs. Step
// k holds the squares at distance k+1 above and below s, and the downward
// shift and multiplier that grow the rays from distance k to k+1: the
// shift is the largest downward move among the directions that reach
// distance k+1 (none: no shift).
func steps(s harness.Square, dirs []geometry.Step) [8]step {
	var out [8]step
	for k := range 7 {
		e := &out[k]
		var downs []uint64
		for _, d := range dirs {
			f, r := s.File()+(k+1)*d.DF, s.Rank()+(k+1)*d.DR
			if uint(f) >= 8 || uint(r) >= 8 {
				continue
			}
			sq := harness.Bitboard(1) << (8*r + f)
			if delta := 8*d.DR + d.DF; delta > 0 {
				e.up |= sq
			} else {
				e.down |= sq
				downs = append(downs, uint64(-delta))
			}
		}
		for _, d := range downs {
			e.shift = max(e.shift, d)
		}
		for _, d := range downs {
			e.mul |= harness.Bitboard(1) << (e.shift - d)
		}
	}
	return out
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
