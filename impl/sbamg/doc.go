// Package sbamg computes slider attacks with SBAMG, Subtraction Based Attack
// Mask Generation: on every line through the slider, o^(o−3·cbn), where cbn
// is the closest blocker below the slider and o the line's occupancy, gives
// the whole line's attacks in one subtraction. Files and diagonals find cbn
// with byte swaps; ranks, which a byte swap cannot reorder, with a bit
// length.
//
// # Three times the closest blocker below
//
// Let o be the line's occupancy without the slider's own square and without
// the line's two end squares (an end square never blocks anything further,
// so it is attacked whether occupied or not), and cbn the closest blocker
// below the slider. o − cbn clears cbn's bit; subtracting 2·cbn more borrows
// from the bit above cbn through the empty squares, past the slider, up to
// the closest blocker above, which it clears (or off the top of the word
// when there is none). XOR with o keeps exactly that span, cbn and the upper
// blocker included, and the line mask cuts it to the line's squares. With
// no blocker below, bit 0 (a1) stands in as cbn and is set in o: it is below
// every line, never one of a line's inner squares, and when the slider is on
// a1 it is the slider's own bit, which the mask drops. Rook on d4 along the
// d-file, blockers d6 and d2 (rank 8 left; "+" marks bits between the file's
// squares that the borrow flips too, cut by the mask):
//
//	rank                    8 7 6 5 4 3 2 1
//	o = inner occ | a1      0 0 1 0 0 0 1 0    d6, d2 (and a1)
//	cbn                     0 0 0 0 0 0 1 0    d2
//	o − 3·cbn               0 0 0 1 1 1 0 0    d2 cleared, d3 … d5 borrowed (+), d6 cleared
//	xor o                   0 0 1 1 1 1 1 0    d2 … d6
//	& line (d4 not on it)   0 0 1 1 0 1 1 0    d6 d5 d3 d2
//
// On a file or diagonal, which has at most one square per rank, the closest
// blocker below is the one on the highest rank: a byte swap (BSWAP) turns
// it into the lowest set bit, x & −x isolates it, and a second swap puts it
// back, with no bit scan. a8's bit, set on the swapped board, comes back as
// a1 when there is no blocker below; it cannot hide a real blocker, which
// is an inner square and so never on rank 1. On a rank the closest blocker
// below is the highest set bit of the lower inner occupancy, 1 <<
// bits.Len64(x>>1), which is a1 when x is empty.
//
// Unlike Hyperbola Quintessence (package hq) there is no second subtraction
// on a reversed board and no rank table; unlike Obstruction Difference
// (package obstruction) the whole line is one subtraction on one occupancy.
//
// # Origin
//
// Syed Fahad, "SBAMG - Completing Hyperbola Quintessence" (CCC, April 2016);
// the Chess Programming Wiki documents it on its page "SBAMG". The outline
// (the o^(o−3·cbn) subtraction on lines, the closest blocker cbn, byte
// swaps for the diagonals) is the method's; the details are this package's
// reading, as an engine author would fill them in: the end
// squares left out of the occupancy, bit 0 as the blocker of last resort,
// the a8 sentinel on the swapped board, and a bit length for the rank,
// where a byte swap cannot help.
//
// # Tables and set operations
//
// Per square, four lines of three 8-byte masks (the line, its inner
// squares, and the inner squares below the square): 96 bytes, 6,144 bytes
// for the board (TableBytes), built at start-up from board geometry
// (impl/internal/geometry). The set operations use math/bits and knight,
// king and pawn attacks come from 64-entry tables, both from
// impl/internal/plain.
//
// # Inlining
//
// span (cost 21), cbnSwapped (19) and cbnRank (13) inline into
// RookAttacks and BishopAttacks, which cost 110 and 120 (go build
// -gcflags=-m=2), over Go's budget of 80, so each lookup is a call;
// QueenAttacks computes its four lines in one body (one call). Written
// out by hand with a1 kept in the table's masks (one OR for both lines) a
// rook still costs 81 and a bishop 88, so the helpers stay.
package sbamg
