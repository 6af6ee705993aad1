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

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the rank by a shift and the first-rank table, the file by its gather and
// the a-file table. Small enough to inline; no bounds checks.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &squares[s]
	return fileAttacks[s>>3&7][uint64(occ&e.file)*e.fileMagic>>58]*e.fileBit |
		e.rank&fillUp[s&7][uint64(occ)*e.rankMul>>58]
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the diagonal and the anti-diagonal, each by the line gather and the
// first-rank table.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e, fill := &squares[s], &fillUp[s&7]
	return e.diag&fill[(e.diag&occ)*fileB>>58] | e.anti&fill[(e.anti&occ)*fileB>>58]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ), written
// out so that the four lines share the square's entry and first-rank row.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e, fill := &squares[s], fillUp[s&7][:]
	return fileAttacks[s>>3&7][uint64(occ&e.file)*e.fileMagic>>58]*e.fileBit |
		e.rank&fill[uint64(occ)*e.rankMul>>58] |
		e.diag&fill[(e.diag&occ)*fileB>>58] | e.anti&fill[(e.anti&occ)*fileB>>58]
}
