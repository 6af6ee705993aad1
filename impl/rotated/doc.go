// Package rotated computes slider attacks with rotated bitboards: besides
// the occupancy itself, the board is kept in rotated layouts in which every
// file, diagonal and anti-diagonal is a run of adjacent bits, so that each
// line's occupancy is a shift and a mask away, and indexes a table.
//
// # Origin
//
// Rotated bitboards were made widely known by Robert Hyatt's Crafty, whose
// rotated bitmaps he described in a paper of the late 1990s; they appear to
// have been developed at about the same time for the program DarkThought.
// Bitboards themselves are older (the Soviet program Kaissa, and Slate and
// Atkin's Chess 4.x).
//
// # The layouts
//
// A rank is already a byte of the occupancy: the rook's rank occupancy is
// occ >> (8·rank + 1) & 63, its six inner squares (the end squares block
// nothing behind them). The other lines need the board rearranged:
//
//	Occ90:  file f becomes byte f        (a reflection in the a1–h8 diagonal)
//	Occ45:  file f rotated f ranks down  (diagonal r−f = c lands on rank c mod 8)
//	Occ315: file f rotated f ranks up    (anti-diagonal r+f = a lands on rank a mod 8)
//
//	the board            Occ45
//	8 . . . x . . . H    8 . . . . . . . .    A…H: the a1–h8 diagonal,
//	7 . . x . . . G .    7 . . . . . . . .    now rank 1 in file order.
//	6 . x . . . F . .    6 . . . . . . . .    x: a5–d8 and y: e1–h4, the
//	5 x . . . E . . .    5 x x x x y y y y    diagonals with r−f = 4 and
//	4 . . . D . . . y    4 . . . . . . . .    −4, share rank 5, each one
//	3 . . C . . . y .    3 . . . . . . . .    run. Rank 1 holds only the
//	2 . B . . . y . .    2 . . . . . . . .    long diagonal; each other
//	1 A . . . y . . .    1 A B C D E F G H    rank holds two.
//	  a b c d e f g h      a b c d e f g h
//
// Each layout is a fixed permutation of the 64 bits, so a line's inner
// squares are one run of at most six bits, found once per square at
// start-up: its shift and mask. A lookup is
//
//	attacks[line][s][rotated >> shift & mask]
//
// and a rook is two lookups (rank in Occ, file in Occ90), a bishop two
// (Occ45, Occ315). The four 64 × 64 tables are filled at start-up from board
// geometry (impl/internal/geometry), through the same rotations.
//
// The classical layout of Crafty packs the diagonals end to end instead;
// this package uses the per-file rotation because it can be computed from a
// plain occupancy in three masked 64-bit rotates, and 90° as a reflection
// (three delta-swaps), which lays out the files as well as a quarter turn.
//
// # Engine time and the stateless interface
//
// An engine never computes a rotation: it keeps all four occupancies in its
// position and updates them incrementally, flipping one precomputed bit in
// each when a piece leaves or enters a square (Rotated.Toggle). The
// harness.Impl interface passes only occ, so RookAttacks and BishopAttacks
// here compute the rotations they need on every call, which makes them
// slower than rotated bitboards are in an engine and too big to inline. The
// engine's lookup is exported: RookAttacksRotated(s, occ, occ90) and
// BishopAttacksRotated(s, occ45, occ315) take pre-rotated occupancies (from
// Rotate or a Rotated kept up to date) and inline. The module root's
// BenchmarkRotatedPrerotated times them next to the stateless row of
// BenchmarkSlider.
//
// # Tables
//
//	4 lines × 64 squares × 64 occupancies × 8 bytes = 131,072 bytes
//	4 lines × 64 squares × shift and mask, 16 bytes =   4,096 bytes   (TableBytes: 135,168)
//
// BuildTables builds a fresh copy. Set operations, knight, king and pawn
// attacks come from impl/internal/plain (math/bits and 64-entry tables).
//
// # Inlining
//
// RookAttacks and BishopAttacks cost 131 and 150 in Go's inliner against
// its budget of 80 (go build -gcflags=-m=2): they rotate occ into the
// representations on every call, the work an engine does incrementally. The
// lookups from rotated occupancies (RookAttacksRotated, BishopAttacksRotated,
// cost 66) inline, and BenchmarkRotatedPrerotated times them.
package rotated
