//go:build goexperiment.simd && amd64

package gfni

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Lanes of a square's lines: the rook's two, then the bishop's two.
const (
	fileLane = iota
	rankLane
	diagLane // a1–h8 direction
	antiLane // h1–a8 direction
	numLanes
)

// lines[s] holds the four lines through square s, each without s itself, in
// the lane order above: RookAttacks loads the first half, BishopAttacks the
// second, QueenAttacks all four.
var lines [harness.NumSquares][numLanes]uint64

func init() { buildLines(&lines) }

// buildLines fills l from board geometry.
func buildLines(l *[harness.NumSquares][numLanes]uint64) {
	steps := [numLanes][]geometry.Step{
		{{DF: 0, DR: 1}, {DF: 0, DR: -1}},
		{{DF: 1, DR: 0}, {DF: -1, DR: 0}},
		{{DF: 1, DR: 1}, {DF: -1, DR: -1}},
		{{DF: -1, DR: 1}, {DF: 1, DR: -1}},
	}
	for s := range harness.Square(harness.NumSquares) {
		for lane, st := range steps {
			l[s][lane] = uint64(geometry.Slide(s, 0, st))
		}
	}
}

// TableBytes returns the bytes of the slider table: 64 squares × 4 lines ×
// 8 bytes, 2,048. The knight, king and pawn tables (2,048 bytes, shared
// with other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return len(lines) * numLanes * 8 }

// BuildTables builds a fresh copy of the slider table, as start-up does,
// discards it and returns its bytes (TableBytes): a benchmark of the build
// cost.
func BuildTables() int {
	buildLines(new([harness.NumSquares][numLanes]uint64))
	return TableBytes()
}

// revBits is the 8×8 bit matrix under which GF2P8AFFINEQB reverses the bits
// of every byte. Byte 7−i of the matrix selects the input bits whose parity
// is output bit i; bit reversal takes output bit i from input bit 7−i, so
// byte 7−i is 1<<(7−i), that is byte j is 1<<j.
const revBits uint64 = 0x80_40_20_10_08_04_02_01

// swapBytes are VPSHUFB indices that reverse the eight bytes of each
// 64-bit lane, for one 128-bit group, repeated for the four groups of a
// 512-bit vector (the shuffle indexes within each group).
var swapBytes = func() (b [64]int8) {
	for i := range b {
		b[i] = int8(i&8 | (7 - i&7)) // byte 7−k of the same lane, k = i mod 8
	}
	return b
}()

// reverse2 reverses the order of the 64 bits of each lane of x, so that
// square s goes to square 63−s: bits within bytes by GF2P8AFFINEQB, then
// the bytes by VPSHUFB.
func reverse2(x archsimd.Uint64x2) archsimd.Uint64x2 {
	return x.AsUint8x16().GaloisFieldAffineTransform(archsimd.BroadcastUint64x2(revBits), 0).
		PermuteOrZero(archsimd.LoadInt8x16((*[16]int8)(swapBytes[:]))).AsUint64x2()
}

// reverse4 is reverse2 on four lanes.
func reverse4(x archsimd.Uint64x4) archsimd.Uint64x4 {
	return x.AsUint8x32().GaloisFieldAffineTransform(archsimd.BroadcastUint64x4(revBits), 0).
		PermuteOrZeroGrouped(archsimd.LoadInt8x32((*[32]int8)(swapBytes[:]))).AsUint64x4()
}

// line2 returns, for two lines m through s (s not on them), the attacks of
// a slider on s along each given occupancy occ: Hyperbola Quintessence,
// (o − r) ^ reverse(reverse(o) − reverse(r)) & m with o = occ & m and r the
// slider's bit. reverse(r) is the bit of square 63−s, made in a general
// register. For s ≥ 64 both bits are zero and the attacks empty.
func line2(s harness.Square, occ harness.Bitboard, m archsimd.Uint64x2) archsimd.Uint64x2 {
	o := archsimd.BroadcastUint64x2(uint64(occ)).And(m)
	fwd := o.Sub(archsimd.BroadcastUint64x2(uint64(1) << s))
	bwd := reverse2(reverse2(o).Sub(archsimd.BroadcastUint64x2(uint64(1) << (63 - s))))
	return fwd.Xor(bwd).And(m)
}

// line4 is line2 on four lines.
func line4(s harness.Square, occ harness.Bitboard, m archsimd.Uint64x4) archsimd.Uint64x4 {
	o := archsimd.BroadcastUint64x4(uint64(occ)).And(m)
	fwd := o.Sub(archsimd.BroadcastUint64x4(uint64(1) << s))
	bwd := reverse4(reverse4(o).Sub(archsimd.BroadcastUint64x4(uint64(1) << (63 - s))))
	return fwd.Xor(bwd).And(m)
}

// union2 ORs the two lanes of v into one bitboard.
func union2(v archsimd.Uint64x2) harness.Bitboard {
	return harness.Bitboard(v.GetElem(0) | v.GetElem(1))
}

// Every lookup indexes lines with s&63, which spares a bounds check; for
// s ≥ 64 the slider's bits are zero and the answer empty.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// Hyperbola Quintessence on its file and its rank, one in each lane of a
// 128-bit vector. The full bit reversal makes the trick work on a rank,
// where package hq's byte swap cannot. The rook's own square is on neither
// line, so occ may hold it. The result is empty for s ≥ 64.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union2(line2(s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[s&63][fileLane:]))))
}

// BishopAttacks is RookAttacks on the diagonal and the anti-diagonal.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union2(line2(s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[s&63][diagLane:]))))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): all
// four lines in the lanes of one 256-bit vector, the same instructions as
// either piece alone.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	v := line4(s, occ, archsimd.LoadUint64x4(&lines[s&63]))
	return union2(v.GetLo().Or(v.GetHi()))
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
