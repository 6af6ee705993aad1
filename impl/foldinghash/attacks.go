package foldinghash

import "github.com/bitbench/bitbench/harness"

// foldShift is the fold: bits 31…62 of the masked line are XORed onto bits
// 0…31. 31 is the only shift that keeps the subsets of every line apart (a
// fold by 32 piles a file's ranks 1…4 onto its ranks 5…8); TestFold checks
// it.
const foldShift = 31

// indexBits is the size of every line's table, 2⁶ = 64 entries: a line has
// at most six relevant squares.
const indexBits = 6

// fold folds a masked line to 32 bits.
func fold(x harness.Bitboard) uint32 { return uint32(x ^ x>>foldShift) }

// line is the hash of one line through one square: the line's relevant
// squares (the slider's square and the line's two end squares left out),
// the 32-bit multiplier found by the search, and the attacks along the line
// for each index.
type line struct {
	mask    harness.Bitboard
	magic   uint32
	attacks [1 << indexBits]harness.Bitboard
}

// index returns the table index of occupancy occ: the top six bits of the
// folded, masked line times the multiplier.
func (l *line) index(occ harness.Bitboard) uint32 {
	return fold(occ&l.mask) * l.magic >> (32 - indexBits)
}

// lookup returns the attacks along l given occupancy occ.
func (l *line) lookup(occ harness.Bitboard) harness.Bitboard { return l.attacks[l.index(occ)] }

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the rank's hash and the file's. s is taken mod 64 (the interface leaves
// larger values unspecified). No bounds checks: the index is below 64 by
// its shift.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	return t[rank].lookup(occ) | t[file].lookup(occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the diagonal's hash and the anti-diagonal's. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	return t[diag].lookup(occ) | t[anti].lookup(occ)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the
// four lines' hashes, as a loop so that it inlines (see the package
// comment).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	var a harness.Bitboard
	for l := range t {
		a |= t[l].lookup(occ)
	}
	return a
}
