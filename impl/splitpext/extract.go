package splitpext

import "github.com/bitbench/bitbench/impl/pext"

// hw is true while the lookups run the BMI2 instructions (PEXTQ, and SHRXQ
// and SHLXQ for the rank); the assembly tests it and jumps to the software
// lookups when it is false. path is Path's answer. Both are set once, at
// start-up, from impl/pext's decision (its CPU policy and BITBENCH_PEXT; in
// a purego build or off amd64 that decision is the software path, as this
// package's).
var (
	hw   = asm && pext.Current().Hardware
	path = pext.Current().String()
)

// softExtract is the portable PEXT: the bits of x at the set bits of m,
// packed from the lowest up. Each step takes m's lowest bit and moves x's
// bit there into place without a branch ((b | −b) >> 63 is 1 exactly when
// b is not 0). softExtract(x, 0) is 0.
func softExtract(x, m uint64) uint64 {
	var out uint64
	for bit := uint64(1); m != 0; bit <<= 1 {
		b := x & m & -m
		out |= bit * ((b | -b) >> 63)
		m &= m - 1
	}
	return out
}

// look returns the attacks along l given occupancy occ, by the software
// extract.
func (l *line) look(occ uint64) uint64 {
	return uint64(l.attacks[softExtract(occ, uint64(l.mask))&63])
}

// rankSoft returns the attacks along the rank of square s: the rank's six
// inner squares shifted down to an index of the first-rank table, the
// attack byte shifted back.
func rankSoft(occ, s uint64) uint64 {
	r := s & 56
	return uint64(tab.rank[s&7][occ>>r>>1&63]) << r
}

// rookSoft, bishopSoft and queenSoft are the software paths of rookLookup,
// bishopLookup and queenLookup, with their signatures, so that the
// assembly can jump to them: the same lookups with softExtract for PEXTQ.
// s is taken mod 64.
func rookSoft(occ, s uint64) uint64 {
	return tab.sq[s&63].file.look(occ) | rankSoft(occ, s)
}

func bishopSoft(occ, s uint64) uint64 {
	e := &tab.sq[s&63]
	return e.diag.look(occ) | e.anti.look(occ)
}

func queenSoft(occ, s uint64) uint64 {
	e := &tab.sq[s&63]
	return e.file.look(occ) | e.diag.look(occ) | e.anti.look(occ) | rankSoft(occ, s)
}
