// Package classical computes slider attacks the classical way: a table of
// rays, one per square and direction, and a bit scan to the first blocker.
//
// # Rays and the first blocker
//
// For every square and each of the eight directions the package stores the
// ray on the empty board: the squares from the slider to the edge. A ray
// through occupancy occ stops at its first blocker, which it includes. The
// blockers on the ray are ray & occ; the first is the one nearest the
// slider. Squares are numbered a1 = 0 … h8 = 63, so on the four positive
// rays (north +8, north-east +9, east +1, north-west +7) the nearest blocker
// is the lowest set bit (bits.TrailingZeros64), and on the four negative
// ones (south, south-west, west, south-east) it is the highest
// (63 − bits.LeadingZeros64). The blocker's own ray in the same direction
// is exactly the part of the slider's ray hidden behind it, so one XOR cuts
// it off:
//
//	north ray of d2       blockers (ray & occ)   ray ^ north ray of d5
//	8 . . . 1 . . . .     . . . . . . . .        . . . . . . . .
//	7 . . . 1 . . . .     . . . 1 . . . .        . . . . . . . .
//	6 . . . 1 . . . .     . . . . . . . .        . . . . . . . .
//	5 . . . 1 . . . .     . . . 1 . . . .        . . . 1 . . . .
//	4 . . . 1 . . . .     . . . . . . . .        . . . 1 . . . .
//	3 . . . 1 . . . .     . . . . . . . .        . . . 1 . . . .
//	2 . . . R . . . .     . . . R . . . .        . . . R . . . .
//	1 . . . . . . . .     . . . . . . . .        . . . . . . . .
//	                      lowest bit: d5
//
// Without a blocker the scan would find nothing. Rather than branch, the
// scan also sees a sentinel bit on the far corner, h8 for positive rays and
// a1 for negative ones, whose rays in those directions are empty: XOR with
// an empty ray leaves the slider's ray whole. A rook or bishop is four such
// rays, a queen eight.
//
// # History
//
// Ray-wise lookups with a bit scan are the oldest bitboard method for
// sliders. The Chess Programming Wiki, which calls it the classical
// approach, says it was probably first used by Chess, the Northwestern
// University program of David Slate and Larry Atkin (Chess 4.x), and by
// the Soviet program Kaissa.
//
// # Tables and set operations
//
// The ray table is 64 squares × 8 directions × 8 bytes = 4,096 bytes
// (TableBytes), one 64-byte cache line per square, built once at start-up
// from board geometry (impl/internal/geometry). A lookup reads the slider's
// line and, per ray, the blocker's line. The set operations use math/bits
// throughout (POPCNT, TZCNT/BSF, LZCNT/BSR, BSWAP, rotates) and knight, king
// and pawn attacks come from 64-entry tables, both from
// impl/internal/plain.
//
// Fast where tables must stay small: 4 KB fits any L1 cache. Slower than one
// magic lookup, since a rook needs four scans and up to eight loads that
// depend on each other only in pairs.
//
// # Inlining
//
// RookAttacks and BishopAttacks cost 168 in Go's inliner against its budget
// of 80 (go build -gcflags=-m=2): four ray scans, each two table loads and a
// bit scan. Written out with one table per direction they still cost 96. A
// loop over a piece's lines (a positive ray forward, its opposite in
// reverse), whose body the inliner counts once, lets the lookups inline,
// but the loop helper itself costs 90 and stays a call, and the rook ran
// slower that way (4.6 → 5.8 ns, Emerald Rapids, GOAMD64=v1). So the
// benchmark loops and the move generator call the lookups; a
// profile-guided build (make bench BUILD=pgo) inlines the hot calls.
// QueenAttacks is one call with both lookups inlined into it.
package classical
