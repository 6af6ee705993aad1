//go:build goexperiment.simd && amd64

package simd

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/batchargs"
	"github.com/bitbench/bitbench/impl/internal/group"
)

// ray returns, lane by lane, the attacks of four sliders (their bits in
// gen) along one direction, k squares per step up the board (up) or down
// it, with landing mask land, over each lane's empty squares: the occluded
// fill of RookAttacks, with the same shift in every lane. k and up are
// constants at every call, so each shift is one VPSLLQ or VPSRLQ with an
// immediate; bits shifted off the board are gone, so land only guards the
// a- and h-files.
func ray(gen, empty archsimd.Uint64x4, k uint64, up bool, land uint64) archsimd.Uint64x4 {
	l := archsimd.BroadcastUint64x4(land)
	pro := empty.And(l)
	gen = gen.Or(pro.And(shift(gen, k, up)))
	pro = pro.And(shift(pro, k, up))
	gen = gen.Or(pro.And(shift(gen, 2*k, up)))
	pro = pro.And(shift(pro, 2*k, up))
	gen = gen.Or(pro.And(shift(gen, 4*k, up)))
	return shift(gen, k, up).And(l)
}

// shift shifts every lane of x by k squares, up the board or down it.
func shift(x archsimd.Uint64x4, k uint64, up bool) archsimd.Uint64x4 {
	if up {
		return x.ShiftAllLeft(k)
	}
	return x.ShiftAllRight(k)
}

// rook4 returns the rook attacks of four squares (bits gen) over their
// occupancies' empty squares: north, east, south and west.
func rook4(gen, empty archsimd.Uint64x4) archsimd.Uint64x4 {
	return ray(gen, empty, 8, true, all).Or(ray(gen, empty, 1, true, notA)).
		Or(ray(gen, empty, 8, false, all)).Or(ray(gen, empty, 1, false, notH))
}

// bishop4 is rook4 for the bishop: northeast, northwest, southeast,
// southwest.
func bishop4(gen, empty archsimd.Uint64x4) archsimd.Uint64x4 {
	return ray(gen, empty, 9, true, notA).Or(ray(gen, empty, 7, true, notH)).
		Or(ray(gen, empty, 7, false, notA)).Or(ray(gen, empty, 9, false, notH))
}

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs), four squares per vector: lane j holds the j-th square of a
// group of four and its occupancy, and the four directions run one after
// another, each in all four lanes at once. A last group of fewer than four
// is padded. Its contract is that of avx512.Impl.RookBatch (and
// pext.Impl.RookBatch), checked by impl/internal/batchargs.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("simd", "RookBatch", 4, rookGroup, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("simd", "BishopBatch", 4, bishopGroup, dst, sqs, occs)
}

// rookGroup and bishopGroup are one group of four of the batches: the
// slider bits are 1 shifted left by each lane's square (VPSLLVQ).
func rookGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	group.Store4(dst, rook4(one.ShiftLeft(group.Squares4(sqs)), group.Load4(occs).Not()))
}

func bishopGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	group.Store4(dst, bishop4(one.ShiftLeft(group.Squares4(sqs)), group.Load4(occs).Not()))
}

// one is 1 in every lane.
var one = archsimd.BroadcastUint64x4(1)
