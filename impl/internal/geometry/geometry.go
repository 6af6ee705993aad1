// Package geometry describes how chess pieces move on the 8×8 board, as
// (file, rank) steps, and turns that into bitboards: leaper attack sets,
// slider rays that stop at the first occupied square, the four lines through
// a square, the relevant-occupancy mask of a slider, and the subsets of a
// mask. It is the one source of board geometry for every technique that
// fills tables at start-up (classical, hq, obstruction, kindergarten,
// rotated, magic, plainmagic, blackmagic, pext, leorik, slidearith,
// bitrotation, sbamg),
// for the leaper tables they and simd share (impl/internal/plain), for the
// magic searches (impl/internal/magicsearch and the generators magicgen,
// plaingen and blackgen) and for the exhaustive slider check
// (impl/internal/impltest). It is written independently of the naive
// reference so that comparing the two tests something; naive, the
// specification, does not use it, and neither do the fill techniques shift
// and dumb7, which compute everything from shifts.
//
// Everything here is plain and slow (a few hundred nanoseconds per call); it
// runs once per table entry, never per lookup.
package geometry

import (
	"iter"

	"github.com/bitbench/bitbench/harness"
)

// Step is one move of a piece: DF files east (negative: west) and DR ranks
// north (negative: south).
type Step struct{ DF, DR int }

// The steps of each piece. A slider repeats its step until it is blocked; a
// leaper takes it once. Pawn steps are the captures, indexed by colour.
var (
	Rook   = []Step{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	Bishop = []Step{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	Knight = []Step{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	King   = []Step{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	Pawn   = [2][]Step{harness.White: {{-1, 1}, {1, 1}}, harness.Black: {{-1, -1}, {1, -1}}}
)

// onBoard reports whether file f and rank r are both within 0…7.
func onBoard(f, r int) bool { return uint(f) < 8 && uint(r) < 8 }

// bit returns the one-square set of file f, rank r, which must be on the board.
func bit(f, r int) harness.Bitboard { return harness.Bitboard(1) << (8*r + f) }

// Leap returns the squares one of each step away from s that are on the
// board: the attack set of a knight, king or pawn.
func Leap(s harness.Square, steps []Step) harness.Bitboard {
	var out harness.Bitboard
	for _, st := range steps {
		if f, r := s.File()+st.DF, s.Rank()+st.DR; onBoard(f, r) {
			out |= bit(f, r)
		}
	}
	return out
}

// Leaps returns Leap(s, steps) for every square s, indexed by square: the
// attack table of a knight, king or pawn.
func Leaps(steps []Step) [harness.NumSquares]harness.Bitboard {
	var t [harness.NumSquares]harness.Bitboard
	for s := range harness.Square(harness.NumSquares) {
		t[s] = Leap(s, steps)
	}
	return t
}

// Slide returns the attack set of a slider on s moving by steps over the
// occupancy occ: each ray runs to the board edge or to the first occupied
// square, which it includes. s itself is never included, so whether occ holds
// it does not matter.
func Slide(s harness.Square, occ harness.Bitboard, steps []Step) harness.Bitboard {
	var out harness.Bitboard
	for _, st := range steps {
		for f, r := s.File()+st.DF, s.Rank()+st.DR; onBoard(f, r); f, r = f+st.DF, r+st.DR {
			out |= bit(f, r)
			if occ&bit(f, r) != 0 {
				break
			}
		}
	}
	return out
}

// Relevant returns the relevant-occupancy mask of a slider on s: the squares
// whose occupancy can change Slide's answer. That is every square of every
// empty-board ray except its last, since a blocker on the edge square stops
// nothing further. The rook on a1 has 12 relevant squares, on d4 10; the
// bishop on d4 has 9, on a1 6.
func Relevant(s harness.Square, steps []Step) harness.Bitboard {
	var out harness.Bitboard
	for _, st := range steps {
		for f, r := s.File()+st.DF, s.Rank()+st.DR; onBoard(f+st.DF, r+st.DR); f, r = f+st.DF, r+st.DR {
			out |= bit(f, r)
		}
	}
	return out
}

// Subsets yields every subset of mask exactly once, starting with the empty
// set and counting up through the mask's bits ("carry-rippler": (sub - mask)
// & mask is the next subset). A mask of n squares has 2ⁿ subsets.
func Subsets(mask harness.Bitboard) iter.Seq[harness.Bitboard] {
	return func(yield func(harness.Bitboard) bool) {
		for sub := harness.Bitboard(0); ; {
			if !yield(sub) {
				return
			}
			if sub = (sub - mask) & mask; sub == 0 {
				return
			}
		}
	}
}

// Lines is the four lines through a square on the otherwise empty board,
// each without the square itself: the two opposite rays of each direction.
// Named fields, not an array: in a lookup a field costs Go's inliner less
// than a constant index.
type Lines struct {
	Rank, File harness.Bitboard
	Diag       harness.Bitboard // a1–h8 direction
	Anti       harness.Bitboard // h1–a8 direction
}

// LinesOf returns the four lines through s.
func LinesOf(s harness.Square) Lines {
	both := func(df, dr int) harness.Bitboard {
		return Slide(s, 0, []Step{{DF: df, DR: dr}, {DF: -df, DR: -dr}})
	}
	return Lines{Rank: both(1, 0), File: both(0, 1), Diag: both(1, 1), Anti: both(-1, 1)}
}

// LineTable holds LinesOf for every square, the one table of the techniques
// that need only line masks (leorik, bitrotation): 32 bytes per square,
// LineTableBytes in all.
type LineTable [harness.NumSquares]Lines

// LineTableBytes is the size of a LineTable: 64 squares × 4 lines × 8 bytes.
const LineTableBytes = harness.NumSquares * 4 * 8

// Build fills t with LinesOf of every square.
func (t *LineTable) Build() {
	for s := range harness.Square(harness.NumSquares) {
		t[s] = LinesOf(s)
	}
}

// BuildLineTable builds a fresh LineTable, discards it and returns
// LineTableBytes: the BuildTables benchmark of the techniques whose only
// slider table is a LineTable.
func BuildLineTable() int {
	new(LineTable).Build()
	return LineTableBytes
}
