//go:build goexperiment.simd && amd64

package avx512

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
)

// The eight directions, one per lane, in compass order: even lanes are the
// rook's, odd lanes the bishop's.
const (
	north = iota
	northEast
	east
	southEast
	south
	southWest
	west
	northWest
	numDirs
)

// Landing masks: the squares a one-step rotation in a direction may land
// on. A rotation carries the bits that leave the board over its far edge
// back in at the near one, always onto the file or rank named here.
const (
	notA     uint64 = ^uint64(0x0101010101010101)
	notH     uint64 = ^uint64(0x8080808080808080)
	notRank1 uint64 = ^uint64(0x00000000000000ff)
	notRank8 uint64 = ^uint64(0xff00000000000000)
)

// The directions as left rotations of the board: +8 is a step north, and a
// step south, −8, is a left rotation by 56.
const (
	rotN  = 8
	rotNE = 9
	rotE  = 1
	rotSE = 64 - 7
	rotS  = 64 - 8
	rotSW = 64 - 9
	rotW  = 64 - 1
	rotNW = 7
)

// steps[d] is direction d's rotation and land[d] its landing mask.
var (
	steps = [numDirs]uint64{rotN, rotNE, rotE, rotSE, rotS, rotSW, rotW, rotNW}
	land  = [numDirs]uint64{notRank1, notA & notRank1, notA, notA & notRank8, notRank8, notH & notRank8, notH, notH & notRank1}
)

// consts is what a lookup loads: the rotation of every lane for the rounds
// of 1, 2 and 4 steps, and the landing masks of the lanes of each piece,
// zero in the lanes of the other piece, so that those lanes fill nothing.
type consts struct {
	rot                [3][numDirs]uint64
	rook, bishop, both [numDirs]uint64
}

var k = newConsts()

// newConsts derives consts from steps and land.
func newConsts() *consts {
	c := new(consts)
	for d := range numDirs {
		for round, mul := range []uint64{1, 2, 4} {
			c.rot[round][d] = steps[d] * mul % 64
		}
		c.both[d] = land[d]
		if d%2 == 0 {
			c.rook[d] = land[d]
		} else {
			c.bishop[d] = land[d]
		}
	}
	return c
}

// fill returns, lane by lane, the attack ray of a slider on s over
// occupancy occ in the lane's direction, for the lanes whose landing mask
// in lanes is not zero: the Kogge–Stone occluded fill of the slider's bit
// through the empty squares in rounds of 1, 2 and 4 steps, then one more
// step that adds the first blocker and drops s. For s ≥ 64 the bit 1<<s is
// zero and so is every ray.
func fill(s harness.Square, occ harness.Bitboard, lanes *[numDirs]uint64) archsimd.Uint64x8 {
	l := archsimd.LoadUint64x8(lanes)
	r1 := archsimd.LoadUint64x8(&k.rot[0])
	r2 := archsimd.LoadUint64x8(&k.rot[1])
	gen := archsimd.BroadcastUint64x8(uint64(1) << s)
	pro := archsimd.BroadcastUint64x8(^uint64(occ)).And(l)
	gen = gen.Or(pro.And(gen.RotateLeft(r1)))
	pro = pro.And(pro.RotateLeft(r1))
	gen = gen.Or(pro.And(gen.RotateLeft(r2)))
	pro = pro.And(pro.RotateLeft(r2))
	gen = gen.Or(pro.And(gen.RotateLeft(archsimd.LoadUint64x8(&k.rot[2]))))
	return gen.RotateLeft(r1).And(l)
}

// union ORs the eight lanes of v into one bitboard.
func union(v archsimd.Uint64x8) harness.Bitboard {
	h := v.GetLo().Or(v.GetHi())
	q := h.GetLo().Or(h.GetHi())
	return harness.Bitboard(q.GetElem(0) | q.GetElem(1))
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the eight-lane fill with the bishop's lanes masked off, its lanes ORed.
// The rook's own square in occ does not matter. The result is empty for
// s ≥ 64.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &k.rook))
}

// BishopAttacks is RookAttacks with the rook's lanes masked off.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &k.bishop))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): all
// eight lanes of one fill, the same instructions as either piece alone.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return union(fill(s, occ, &k.both))
}
