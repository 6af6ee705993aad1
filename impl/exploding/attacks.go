package exploding

import "github.com/bitbench/bitbench/harness"

// The upward multipliers: one power of two per direction that moves to a
// higher bit (rook: north +8, east +1; bishop: northeast +9, northwest +7).
// The same for every square and step: the ring masks off the directions
// that have ended.
const (
	rookUp   = 1<<8 | 1<<1
	bishopUp = 1<<9 | 1<<7
)

// step is one explosion step of one square: up and down are the slider's
// ray squares at the step's distance above and below it. The downward
// frontier is shifted down by shift before its multiplication by mul (one
// power of two per downward direction still alive, 2^(shift−delta) for a
// direction that moves delta bits down), so that every product is a left
// shift and no frontier square that still has to move falls off the bottom
// of the word.
type step struct {
	up, down harness.Bitboard
	mul      harness.Bitboard
	shift    uint64
}

// grow returns the attacks of the slider whose explosion steps are t and
// whose upward multiplier is upMul, given occupancy occ. The squares at
// distance 1 (t[0]) are always attacked; they start two frontiers, one on
// the rays to higher bits, one on the rays to lower bits. Each of the six
// further steps closes the rays whose frontier square is occupied, moves
// both frontiers one square further along every open ray at once by a
// multiplication, masks off what is not on a ray at the new distance (cross
// products and their carries, see the package comment) and adds the rest
// to the attacks. The steps always run to the end: an early exit when every
// ray is closed costs 82 against the inlining budget of 80.
func grow(t *[8]step, upMul, occ harness.Bitboard) harness.Bitboard {
	u, d := t[0].up, t[0].down
	att := u | d
	for _, e := range t[1:] {
		u = (u &^ occ) * upMul & e.up
		d = (d &^ occ >> e.shift) * e.mul & e.down
		att |= u | d
	}
	return att
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ.
// s is taken mod 64 (the interface leaves larger values unspecified).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return grow(&tab.rook[s&63], rookUp, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return grow(&tab.bishop[s&63], bishopUp, occ)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ).
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
