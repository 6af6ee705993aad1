//go:build goexperiment.simd && amd64

package avx512

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
// Contract (that of pext.Impl.RookBatch): len(occs) must equal len(sqs) and
// len(dst) must be at least that; otherwise nothing is written and the error
// wraps ErrLength. A value of sqs that is not a square stops the batch
// there: the result is its index and an error wrapping ErrSquare that names
// it, with dst written below that index only. On success the result is
// len(sqs) and nil. It never panics.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n, err := batchargs.Check("avx512", "RookBatch", dst, sqs, occs)
	batch(rook8, dst[:n], sqs[:n], occs[:n])
	return n, err
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n, err := batchargs.Check("avx512", "BishopBatch", dst, sqs, occs)
	batch(bishop8, dst[:n], sqs[:n], occs[:n])
	return n, err
}

// batch runs piece over slices of equal length whose squares are all
// valid. Bitboard's underlying type is uint64 and Square's uint8, so a
// group of eight of dst or occs is read and written in place as a
// [8]uint64, and eight squares are read as one uint64 whose bytes are
// widened to the lanes (VPMOVZXBQ) for one variable shift of 1 per lane.
// Writing eight scalar bits to memory and loading them as a vector instead
// would stall on store forwarding.
func batch(piece func(gen, empty archsimd.Uint64x8) archsimd.Uint64x8, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	one := archsimd.BroadcastUint64x8(1)
	i := 0
	for ; i+8 <= len(sqs); i += 8 {
		gen := one.ShiftLeft(lanesOf(*(*uint64)(unsafe.Pointer(&sqs[i]))))
		occ := archsimd.LoadUint64x8((*[8]uint64)(unsafe.Pointer(&occs[i])))
		piece(gen, occ.Not()).Store((*[8]uint64)(unsafe.Pointer(&dst[i])))
	}
	if i == len(sqs) {
		return
	}
	var sq [8]harness.Square // the lanes past the end look up a1, unread
	var occ, out [8]uint64
	for j, s := range sqs[i:] {
		sq[j], occ[j] = s, uint64(occs[i+j])
	}
	gen := one.ShiftLeft(lanesOf(*(*uint64)(unsafe.Pointer(&sq))))
	piece(gen, archsimd.LoadUint64x8(&occ).Not()).Store(&out)
	for j := range len(sqs) - i {
		dst[i+j] = harness.Bitboard(out[j])
	}
}

// lanesOf returns the eight bytes of w, lowest first, as eight lanes.
func lanesOf(w uint64) archsimd.Uint64x8 {
	return archsimd.BroadcastUint64x2(w).AsUint8x16().ExtendLo8ToUint64()
}
