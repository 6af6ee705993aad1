package pext

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
)

// entry locates one square's slice of a slider table: the relevant-occupancy
// mask and the index of its first entry. The assembly in pext_amd64.s reads
// it as two quadwords, mask at offset 0 and base at offset 8.
type entry struct {
	mask uint64
	base uint64
}

// slider is the lookup table of one sliding piece: for square s, the attack
// set for occupancy occ is attacks[sq[s].base+PEXT(occ, sq[s].mask)].
type slider struct {
	sq      [harness.NumSquares]entry
	attacks []harness.Bitboard
}

var (
	rookDirections   = []harness.Direction{harness.North, harness.East, harness.South, harness.West}
	bishopDirections = []harness.Direction{harness.NorthEast, harness.SouthEast, harness.SouthWest, harness.NorthWest}

	rook   = newSlider(rookDirections)   // 102,400 entries
	bishop = newSlider(bishopDirections) // 5,248 entries
)

// onBoard reports whether file f and rank r are both 0…7.
func onBoard(f, r int) bool { return uint(f) < 8 && uint(r) < 8 }

// bit returns the bitboard of the square on file f, rank r (both on the board).
func bit(f, r int) uint64 { return 1 << (8*r + f) }

// relevantMask returns the squares whose occupancy can change the attacks of
// a slider on s: every square of each ray except the last one before the
// edge, since a piece there stops nothing further.
func relevantMask(s harness.Square, dirs []harness.Direction) uint64 {
	var mask uint64
	for _, d := range dirs {
		df, dr := d.Delta()
		for f, r := s.File()+df, s.Rank()+dr; onBoard(f+df, r+dr); f, r = f+df, r+dr {
			mask |= bit(f, r)
		}
	}
	return mask
}

// walk returns the attacks of a slider on s by stepping along each ray up to
// the edge or the first occupied square, which is included.
func walk(s harness.Square, occ uint64, dirs []harness.Direction) uint64 {
	var out uint64
	for _, d := range dirs {
		df, dr := d.Delta()
		for f, r := s.File()+df, s.Rank()+dr; onBoard(f, r); f, r = f+df, r+dr {
			out |= bit(f, r)
			if occ&bit(f, r) != 0 {
				break
			}
		}
	}
	return out
}

// newSlider builds the table of a slider moving along dirs: for each square,
// its relevant mask, then one entry per subset of the mask in PEXT order.
// Subset i is softPDEP(i, mask), so that PEXT of it, and of any occupancy
// that agrees with it on the mask, is i. Deterministic: the same table on
// every run and every machine.
func newSlider(dirs []harness.Direction) *slider {
	t := new(slider)
	for s := range harness.NumSquares {
		sq := harness.Square(s)
		mask := relevantMask(sq, dirs)
		t.sq[s] = entry{mask: mask, base: uint64(len(t.attacks))}
		for i := range uint64(1) << bits.OnesCount64(mask) {
			t.attacks = append(t.attacks, harness.Bitboard(walk(sq, softPDEP(i, mask), dirs)))
		}
	}
	return t
}

// bytes returns the memory the table holds: masks, bases and attack sets.
func (t *slider) bytes() int { return len(t.sq)*16 + len(t.attacks)*8 }

// TableBytes returns the bytes of the rook and bishop lookup tables together
// (masks, offsets and attack sets; 863,232 on every machine). Knight, king
// and pawn tables add 2,048 more; see LeaperTableBytes.
func TableBytes() int { return rook.bytes() + bishop.bytes() }

// LeaperTableBytes returns the bytes of the knight, king and pawn tables: 2,048.
func LeaperTableBytes() int { return 8 * (len(knight) + len(king) + len(pawn[0]) + len(pawn[1])) }

var (
	knightSteps = [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

	knight = leaper(knightSteps)
	king   = leaper(steps(harness.Directions[:]...))
	pawn   = [2][harness.NumSquares]harness.Bitboard{
		harness.White: leaper(steps(harness.NorthWest, harness.NorthEast)),
		harness.Black: leaper(steps(harness.SouthWest, harness.SouthEast)),
	}
)

// steps returns the (file, rank) step of each direction.
func steps(dirs ...harness.Direction) [][2]int {
	out := make([][2]int, len(dirs))
	for i, d := range dirs {
		out[i][0], out[i][1] = d.Delta()
	}
	return out
}

// leaper returns, for each square, the squares one of the steps reaches
// without leaving the board.
func leaper(steps [][2]int) [harness.NumSquares]harness.Bitboard {
	var t [harness.NumSquares]harness.Bitboard
	for s := range t {
		sq := harness.Square(s)
		for _, st := range steps {
			if f, r := sq.File()+st[0], sq.Rank()+st[1]; onBoard(f, r) {
				t[s] |= harness.Bitboard(bit(f, r))
			}
		}
	}
	return t
}
