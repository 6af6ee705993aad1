//go:build goexperiment.simd && amd64

package gfni

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/batchargs"
	"github.com/bitbench/bitbench/impl/internal/group"
)

// Lines through a1 (and h1 for the anti-diagonal), which a batch shifts to
// each lane's square instead of looking its lines up: a vector cannot
// index a table by lane without a gather.
const (
	fileA    uint64 = 0x0101010101010101
	rank1    uint64 = 0x00000000000000ff
	diagA1H8 uint64 = 0x8040201008040201
	antiH1A8 uint64 = 0x0102040810204080
)

// reverse8 is reverse2 on eight lanes.
func reverse8(x archsimd.Uint64x8) archsimd.Uint64x8 {
	return x.AsUint8x64().GaloisFieldAffineTransform(archsimd.BroadcastUint64x8(revBits), 0).
		PermuteOrZeroGrouped(archsimd.LoadInt8x64(&swapBytes)).AsUint64x8()
}

// line8 returns, lane by lane, the attacks along line m (a line through
// the lane's slider, without it) given occupancy occ, the slider's bit r
// and its reversed bit rr: line2's Hyperbola Quintessence, one lookup per
// lane.
func line8(occ, m, r, rr archsimd.Uint64x8) archsimd.Uint64x8 {
	o := occ.And(m)
	return o.Sub(r).Xor(reverse8(reverse8(o).Sub(rr))).And(m)
}

// shifted returns line shifted up the board by d bits in every lane (down
// by −d where d, read as signed, is negative): VPSLLVQ and VPSRLVQ give
// zero for counts of 64 and more, so one of the two shifts is always empty
// and a count of zero keeps the line.
func shifted(line uint64, d archsimd.Uint64x8) archsimd.Uint64x8 {
	l := archsimd.BroadcastUint64x8(line)
	return l.ShiftLeft(d).Or(l.ShiftRight(archsimd.BroadcastUint64x8(0).Sub(d)))
}

// squareBits returns each lane's square split the ways a batch needs it:
// the slider's bit, its reversed bit (square 63−s), 8·file and 8·rank.
func squareBits(sqs []harness.Square) (r, rr, file8, rank8 archsimd.Uint64x8) {
	s := group.Squares8(sqs)
	r = archsimd.BroadcastUint64x8(1).ShiftLeft(s)
	rr = archsimd.BroadcastUint64x8(1 << 63).ShiftRight(s)
	file8 = s.And(archsimd.BroadcastUint64x8(7)).ShiftAllLeft(3)
	rank8 = s.And(archsimd.BroadcastUint64x8(56))
	return r, rr, file8, rank8
}

// rookLines returns the bits, reversed bits, files and ranks of eight
// squares, the lines without the squares: the a-file shifted by the file,
// the first rank by 8·rank.
func rookLines(sqs []harness.Square) (r, rr, file, rank archsimd.Uint64x8) {
	r, rr, file8, rank8 := squareBits(sqs)
	file = archsimd.BroadcastUint64x8(fileA).ShiftLeft(file8.ShiftAllRight(3)).AndNot(r)
	rank = archsimd.BroadcastUint64x8(rank1).ShiftLeft(rank8).AndNot(r)
	return r, rr, file, rank
}

// bishopLines is rookLines for the diagonals: the long diagonal shifted by
// 8·(rank − file), the long anti-diagonal by 8·(rank + file − 7).
func bishopLines(sqs []harness.Square) (r, rr, diag, anti archsimd.Uint64x8) {
	r, rr, file8, rank8 := squareBits(sqs)
	diag = shifted(diagA1H8, rank8.Sub(file8)).AndNot(r)
	anti = shifted(antiH1A8, rank8.Add(file8).Sub(archsimd.BroadcastUint64x8(56))).AndNot(r)
	return r, rr, diag, anti
}

// rookGroup and bishopGroup are one group of eight of the batches.
func rookGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	r, rr, file, rank := rookLines(sqs)
	occ := group.Load8(occs)
	group.Store8(dst, line8(occ, file, r, rr).Or(line8(occ, rank, r, rr)))
}

func bishopGroup(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
	r, rr, diag, anti := bishopLines(sqs)
	occ := group.Load8(occs)
	group.Store8(dst, line8(occ, diag, r, rr).Or(line8(occ, anti, r, rr)))
}

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs), eight lookups per 512-bit vector: lane j holds the j-th square
// of a group of eight, its occupancy and its lines, computed by shifts of
// the lines through a1, and each line's Hyperbola Quintessence runs in all
// eight lanes at once. A last group of fewer than eight is padded. Its
// contract is that of avx512.Impl.RookBatch (and pext.Impl.RookBatch),
// checked by impl/internal/batchargs.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("gfni", "RookBatch", 8, rookGroup, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batchargs.Run("gfni", "BishopBatch", 8, bishopGroup, dst, sqs, occs)
}
