//go:build goexperiment.simd && amd64

package avx512

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/batchargs"
	"github.com/bitbench/bitbench/impl/internal/group"
)

// ray returns, lane by lane, the attacks of eight sliders (their bits in
// gen) along one direction, a left rotation by r with landing mask land,
// over the empty squares of each lane: the occluded fill of RookAttacks
// with the same rotation in every lane. r is a constant at every call, so
// each rotation is one VPROLQ with an immediate.
func ray(gen, empty archsimd.Uint64x8, r uint8, land uint64) archsimd.Uint64x8 {
	l := archsimd.BroadcastUint64x8(land)
	pro := empty.And(l)
	gen = gen.Or(pro.And(gen.RotateAllLeft(r)))
	pro = pro.And(pro.RotateAllLeft(r))
	gen = gen.Or(pro.And(gen.RotateAllLeft(2 * r % 64)))
	pro = pro.And(pro.RotateAllLeft(2 * r % 64))
	gen = gen.Or(pro.And(gen.RotateAllLeft(4 * r % 64)))
	return gen.RotateAllLeft(r).And(l)
}

// rook8 returns the rook attacks of eight squares (bits gen) over their
// occupancies' empty squares: four rays.
func rook8(gen, empty archsimd.Uint64x8) archsimd.Uint64x8 {
	return ray(gen, empty, rotN, notRank1).Or(ray(gen, empty, rotE, notA)).
		Or(ray(gen, empty, rotS, notRank8)).Or(ray(gen, empty, rotW, notH))
}

// bishop8 is rook8 for the bishop.
func bishop8(gen, empty archsimd.Uint64x8) archsimd.Uint64x8 {
	return ray(gen, empty, rotNE, notA&notRank1).Or(ray(gen, empty, rotSE, notA&notRank8)).
		Or(ray(gen, empty, rotSW, notH&notRank8)).Or(ray(gen, empty, rotNW, notH&notRank1))
}

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs), eight squares per vector: lane j holds the j-th square of a
// group of eight and its occupancy, and the fill runs the four directions
// one after another, each in all eight lanes at once. A last group of
// fewer than eight is padded.
//
// Its contract is that of pext.Impl.RookBatch (impl/internal/batchargs
// checks it): len(occs) must equal len(sqs) and len(dst) must be at least
// that, or nothing is written and the error wraps harness.ErrLength; a value of
// sqs that is not a square stops the batch at its index, which is returned
// with an error wrapping harness.ErrSquare; otherwise the result is len(sqs), nil.
// It never panics.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("avx512", "RookBatch", 8, rookGroup, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("avx512", "BishopBatch", 8, bishopGroup, dst, sqs, occs)
}

// rookGroup and bishopGroup are one group of eight of the batches: the
// slider bits are 1 shifted left by each lane's square (VPSLLVQ).
func rookGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	group.Store8(dst, rook8(one.ShiftLeft(group.Squares8(sqs)), group.Load8(occs).Not()))
}

func bishopGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	group.Store8(dst, bishop8(one.ShiftLeft(group.Squares8(sqs)), group.Load8(occs).Not()))
}

// one is 1 in every lane.
var one = archsimd.BroadcastUint64x8(1)
