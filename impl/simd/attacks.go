//go:build goexperiment.simd && amd64

package simd

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
)

// lanes describes four fill directions, one per vector lane: the left and
// right shift of one, two and four steps (64 or more where the lane shifts
// the other way, which gives zero), and the squares a step may land on.
type lanes struct {
	left, right [3][4]uint64
	land        [4]uint64
}

// none is a shift count that clears the lane: VPSLLVQ and VPSRLVQ give zero
// for counts of 64 and more.
const none = 64

// notA and notH are the squares a step east (west) may land on: a step east
// from the h-file would wrap onto the a-file.
const (
	notA uint64 = ^uint64(0x0101010101010101)
	notH uint64 = ^uint64(0x8080808080808080)
	all  uint64 = ^uint64(0)
)

// newLanes returns the lanes for per-step shifts d (positive: left, towards
// h8; negative: right) with landing masks land.
func newLanes(d [4]int, land [4]uint64) lanes {
	l := lanes{land: land}
	for round, k := range []int{1, 2, 4} {
		for i, step := range d {
			l.left[round][i], l.right[round][i] = none, none
			if step > 0 {
				l.left[round][i] = uint64(k * step)
			} else {
				l.right[round][i] = uint64(-k * step)
			}
		}
	}
	return l
}

var (
	// rookLanes: north, east, south, west.
	rookLanes = newLanes([4]int{8, 1, -8, -1}, [4]uint64{all, notA, all, notH})
	// bishopLanes: northeast, northwest, southeast, southwest.
	bishopLanes = newLanes([4]int{9, 7, -7, -9}, [4]uint64{notA, notH, notA, notH})
)

// step shifts every lane of x by its own amount: left by l and right by r,
// one of which is none.
func step(x, l, r archsimd.Uint64x4) archsimd.Uint64x4 {
	return x.ShiftLeft(l).Or(x.ShiftRight(r))
}

// fill returns, lane by lane, the attack ray of a slider on s over occupancy
// occ in the lane's direction: the Kogge–Stone occluded fill of the slider's
// bit through the empty squares, in rounds of 1, 2 and 4 steps, then one
// more step that adds the first blocker and drops s. For s ≥ 64 the bit
// 1<<s is zero and so is every ray.
func fill(s harness.Square, occ harness.Bitboard, d *lanes) archsimd.Uint64x4 {
	land := archsimd.LoadUint64x4(&d.land)
	gen := archsimd.BroadcastUint64x4(uint64(1) << s)
	pro := archsimd.BroadcastUint64x4(^uint64(occ)).And(land)
	l1, r1 := archsimd.LoadUint64x4(&d.left[0]), archsimd.LoadUint64x4(&d.right[0])
	gen = gen.Or(pro.And(step(gen, l1, r1)))
	pro = pro.And(step(pro, l1, r1))
	l2, r2 := archsimd.LoadUint64x4(&d.left[1]), archsimd.LoadUint64x4(&d.right[1])
	gen = gen.Or(pro.And(step(gen, l2, r2)))
	pro = pro.And(step(pro, l2, r2))
	l4, r4 := archsimd.LoadUint64x4(&d.left[2]), archsimd.LoadUint64x4(&d.right[2])
	gen = gen.Or(pro.And(step(gen, l4, r4)))
	return step(gen, l1, r1).And(land)
}

// union ORs the four lanes of v into one bitboard.
func union(v archsimd.Uint64x4) harness.Bitboard {
	h := v.GetLo().Or(v.GetHi())
	return harness.Bitboard(h.GetElem(0) | h.GetElem(1))
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the north, east, south and west fills in the four lanes of one vector,
// ORed together. The rook's own square in occ does not matter. The result is
// empty for s ≥ 64.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &rookLanes))
}

// BishopAttacks is RookAttacks along the four diagonals.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &bishopLanes))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the two
// vectors of fills are ORed before their lanes are, saving one reduction.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &rookLanes).Or(fill(s, occ, &bishopLanes)))
}
