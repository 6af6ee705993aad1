package kindergarten

import "github.com/bitbench/bitbench/harness"

// lineIndex gathers the inner six squares (files b…g) of a line with at most
// one square per file: multiplied by the b-file, every square lands, one file
// to the right, on the 8th rank, with no carries; the top six bits are files
// b…g, in order.
func lineIndex(line harness.Bitboard) uint64 { return uint64(line) * fileB >> 58 }

// fileIndex gathers the inner six squares (ranks 2…7) of a board whose only
// squares are on the a-file: the c2–h7 diagonal multiplier sends a2 to bit
// 63, a3 to bit 62, … a7 to bit 58, with no carries.
func fileIndex(fileOcc harness.Bitboard) uint64 { return uint64(fileOcc) * diagC2H7 >> 58 }

// lineAttacks returns the attacks along the line mask (the line through the
// slider's square on file f, without the square) given occupancy occ.
func lineAttacks(mask, occ harness.Bitboard, f harness.Square) harness.Bitboard {
	return mask & tab.fillUp[f&7][lineIndex(mask&occ)]
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the rank by the line gather and the first-rank table, the file by moving
// it to the a-file, the diagonal gather and the a-file table. s is taken mod
// 64 (the interface leaves larger values unspecified). Small enough to
// inline; no bounds checks.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	f := s & 7
	file := tab.fileAttacks[s>>3&7][fileIndex(occ>>f&fileA)] << f
	return file | lineAttacks(tab.lines[s&63].rank, occ, f)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the diagonal and the anti-diagonal, each by the line gather and the
// first-rank table. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &tab.lines[s&63]
	return lineAttacks(l.diag, occ, s) | lineAttacks(l.anti, occ, s)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ).
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
