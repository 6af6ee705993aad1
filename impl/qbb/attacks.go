package qbb

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
)

// Line constants: each holds one line's step sequence through bit 0 or bit
// 63, so that shifting it left by s gives s and the squares above s in that
// step, and shifting it right by 63−s gives s and the squares below. The
// shifted sequence runs past the board edge into the next rank (a
// wrap-around); the edge sentinels below stop the scans first, and the cut
// keeps only the squares between the two blockers, which are on the line.
const (
	fileA = 0x0101010101010101 // step 8 from a1 (bit 0)
	fileH = 0x8080808080808080 // step 8 to h8 (bit 63)
	rank1 = 0x00000000000000ff // step 1 from a1
	rank8 = 0xff00000000000000 // step 1 to h8
	diag  = 0x8040201008040201 // step 9, a1 … h8: both bit 0 and bit 63
	anti  = 0x8102040810204081 // step 7, a1 and h8 around h1 … a8: both ends
)

// line returns the segment of one line through s between the nearest
// blockers on either side, both included, s included: the squares a slider
// on s attacks along the line, plus s itself.
//
// up is the line's constant that holds bit 0 and down the one that holds bit
// 63 (the same constant for diagonals). upEdge is the board edge where the
// line's upward ray ends and downEdge the edge where its downward ray ends;
// they are added to the occupancy o (which must not hold s) as blockers that
// are always there, so both scans find a square, at the latest the ray's
// last square (s itself when s is on that edge):
//
//	hi = TZCNT(up<<s & (o | upEdge))          the nearest blocker above
//	lo = 63 − LZCNT(down>>(63−s) & (o | downEdge))  the nearest below
//	segment = down>>(63−hi) & up<<lo          the line cut at both
//
// lo is written bits.Len64(x)−1, which is 63−LZCNT(x) for x ≠ 0. Shift
// counts are masked to 63, which the values never exceed; it spares Go the
// code for shifts of 64 or more.
func line(s uint, o, up, down, upEdge, downEdge uint64) uint64 {
	hi := uint(bits.TrailingZeros64(up<<s&(o|upEdge))) & 63
	lo := uint(bits.Len64(down>>(63-s)&(o|downEdge))-1) & 63
	return (down >> (63 - hi)) & (up << lo)
}

// Every lookup works on s&63: for an invalid square (which the interface
// leaves unspecified) the answer is that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the segment of its file and of its rank between the nearest blockers,
// its own square taken out of occ first and out of the result last.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq := uint(s & 63)
	b := uint64(1) << sq
	o := uint64(occ) &^ b
	return harness.Bitboard((line(sq, o, fileA, fileH, rank8, rank1) |
		line(sq, o, rank1, rank8, fileH, fileA)) &^ b)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the segment of its diagonal (step 9, ending on the h-file or rank 8
// upwards, the a-file or rank 1 downwards) and of its anti-diagonal (step 7,
// ending on the a-file or rank 8 upwards, the h-file or rank 1 downwards).
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq := uint(s & 63)
	b := uint64(1) << sq
	o := uint64(occ) &^ b
	return harness.Bitboard((line(sq, o, diag, diag, fileH|rank8, fileA|rank1) |
		line(sq, o, anti, anti, fileA|rank8, fileH|rank1)) &^ b)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the
// four lines in one body, so that a queen costs one call, not two (neither
// RookAttacks nor BishopAttacks inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq := uint(s & 63)
	b := uint64(1) << sq
	o := uint64(occ) &^ b
	return harness.Bitboard((line(sq, o, fileA, fileH, rank8, rank1) |
		line(sq, o, rank1, rank8, fileH, fileA) |
		line(sq, o, diag, diag, fileH|rank8, fileA|rank1) |
		line(sq, o, anti, anti, fileA|rank8, fileH|rank1)) &^ b)
}
