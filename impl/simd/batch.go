//go:build goexperiment.simd && amd64

package simd

import (
	"simd/archsimd"
	"unsafe"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/batchargs"
)

// ErrLength is wrapped by the error of a batch whose slices do not fit.
var ErrLength = batchargs.ErrLength

// ErrSquare is wrapped by the error of a batch that meets a value that is
// not a square (64 or more).
var ErrSquare = batchargs.ErrSquare

// rayUp returns, lane by lane, the attacks of four sliders (their bits in
// gen) along one direction that raises square numbers by k per step, with
// landing mask land, over each lane's empty squares: the occluded fill of
// RookAttacks, with the same shift in every lane. k is a constant at every
// call, so each shift is one VPSLLQ with an immediate; bits shifted off the
// board are gone, so land only guards the a- and h-files.
func rayUp(gen, empty archsimd.Uint64x4, k uint64, land uint64) archsimd.Uint64x4 {
	l := archsimd.BroadcastUint64x4(land)
	pro := empty.And(l)
	gen = gen.Or(pro.And(gen.ShiftAllLeft(k)))
	pro = pro.And(pro.ShiftAllLeft(k))
	gen = gen.Or(pro.And(gen.ShiftAllLeft(2 * k)))
	pro = pro.And(pro.ShiftAllLeft(2 * k))
	gen = gen.Or(pro.And(gen.ShiftAllLeft(4 * k)))
	return gen.ShiftAllLeft(k).And(l)
}

// rayDown is rayUp for a direction that lowers square numbers by k per
// step (VPSRLQ).
func rayDown(gen, empty archsimd.Uint64x4, k uint64, land uint64) archsimd.Uint64x4 {
	l := archsimd.BroadcastUint64x4(land)
	pro := empty.And(l)
	gen = gen.Or(pro.And(gen.ShiftAllRight(k)))
	pro = pro.And(pro.ShiftAllRight(k))
	gen = gen.Or(pro.And(gen.ShiftAllRight(2 * k)))
	pro = pro.And(pro.ShiftAllRight(2 * k))
	gen = gen.Or(pro.And(gen.ShiftAllRight(4 * k)))
	return gen.ShiftAllRight(k).And(l)
}

// rook4 returns the rook attacks of four squares (bits gen) over their
// occupancies' empty squares: north, east, south and west.
func rook4(gen, empty archsimd.Uint64x4) archsimd.Uint64x4 {
	return rayUp(gen, empty, 8, all).Or(rayUp(gen, empty, 1, notA)).
		Or(rayDown(gen, empty, 8, all)).Or(rayDown(gen, empty, 1, notH))
}

// bishop4 is rook4 for the bishop: northeast, northwest, southeast,
// southwest.
func bishop4(gen, empty archsimd.Uint64x4) archsimd.Uint64x4 {
	return rayUp(gen, empty, 9, notA).Or(rayUp(gen, empty, 7, notH)).
		Or(rayDown(gen, empty, 7, notA)).Or(rayDown(gen, empty, 9, notH))
}

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs), four squares per vector: lane j holds the j-th square of a
// group of four and its occupancy, and the four directions run one after
// another, each in all four lanes at once. A last group of fewer than four
// is padded.
//
// Contract (that of pext.Impl.RookBatch): len(occs) must equal len(sqs) and
// len(dst) must be at least that; otherwise nothing is written and the error
// wraps ErrLength. A value of sqs that is not a square stops the batch
// there: the result is its index and an error wrapping ErrSquare that names
// it, with dst written below that index only. On success the result is
// len(sqs) and nil. It never panics.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n, err := batchargs.Check("simd", "RookBatch", dst, sqs, occs)
	batch(rook4, dst[:n], sqs[:n], occs[:n])
	return n, err
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n, err := batchargs.Check("simd", "BishopBatch", dst, sqs, occs)
	batch(bishop4, dst[:n], sqs[:n], occs[:n])
	return n, err
}

// batch runs piece over slices of equal length whose squares are all
// valid. Bitboard's underlying type is uint64 and Square's uint8, so a
// group of four of dst or occs is read and written in place as a
// [4]uint64, and four squares are read as one uint32 whose bytes are
// widened to the lanes (VPMOVZXBQ) for one variable shift of 1 per lane
// (VPSLLVQ).
func batch(piece func(gen, empty archsimd.Uint64x4) archsimd.Uint64x4, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	one := archsimd.BroadcastUint64x4(1)
	i := 0
	for ; i+4 <= len(sqs); i += 4 {
		gen := one.ShiftLeft(lanesOf(*(*uint32)(unsafe.Pointer(&sqs[i]))))
		occ := archsimd.LoadUint64x4((*[4]uint64)(unsafe.Pointer(&occs[i])))
		piece(gen, occ.Not()).Store((*[4]uint64)(unsafe.Pointer(&dst[i])))
	}
	if i == len(sqs) {
		return
	}
	var sq [4]harness.Square // the lanes past the end look up a1, unread
	var occ, out [4]uint64
	for j, s := range sqs[i:] {
		sq[j], occ[j] = s, uint64(occs[i+j])
	}
	gen := one.ShiftLeft(lanesOf(*(*uint32)(unsafe.Pointer(&sq))))
	piece(gen, archsimd.LoadUint64x4(&occ).Not()).Store(&out)
	for j := range len(sqs) - i {
		dst[i+j] = harness.Bitboard(out[j])
	}
}

// lanesOf returns the four bytes of w, lowest first, as four lanes.
func lanesOf(w uint32) archsimd.Uint64x4 {
	return archsimd.BroadcastUint32x4(w).AsUint8x16().ExtendLo4ToUint64()
}
