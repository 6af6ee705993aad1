package harness

import "iter"

// Impl is one bitboard technique: set algebra and attack generation.
//
// Every implementation must agree with the naive reference (package
// impl/naive) on every method for every input; the property suite at the
// module root checks that. The contracts below are the specification.
//
// Squares passed to Impl methods must be valid (a1…h8); the result for
// NoSquare or larger values is unspecified, and implementations may panic.
// Occupancies passed to the slider methods may contain the attacker's own
// square; it is ignored.
//
// Go never inlines a call through an interface, so Impl is for correctness and
// for plugging techniques into shared code. Speed-sensitive code calls each
// implementation's package directly.
type Impl interface {
	// Name returns the implementation's registry name, such as "naive" or
	// "magic". It is unique among registered implementations.
	Name() string

	// Union returns a ∪ b.
	Union(a, b Bitboard) Bitboard
	// Intersection returns a ∩ b.
	Intersection(a, b Bitboard) Bitboard
	// Difference returns a \ b, the squares of a not in b.
	Difference(a, b Bitboard) Bitboard
	// Complement returns the 64 squares not in a; the complement of the
	// empty set is the full board.
	Complement(a Bitboard) Bitboard
	// Count returns the number of squares in a, 0 … 64.
	Count(a Bitboard) int
	// First returns the lowest-numbered square of a (a1 is lowest, h8
	// highest); the result is NoSquare for the empty set.
	First(a Bitboard) Square
	// Last returns the highest-numbered square of a; the result is NoSquare
	// for the empty set.
	Last(a Bitboard) Square
	// Squares returns the squares of a in ascending order; the sequence is
	// empty for the empty set.
	Squares(a Bitboard) iter.Seq[Square]
	// Has reports whether s belongs to a.
	Has(a Bitboard, s Square) bool
	// With returns a ∪ {s}.
	With(a Bitboard, s Square) Bitboard
	// Without returns a \ {s}.
	Without(a Bitboard, s Square) Bitboard
	// Shift moves every square of a one step in direction d. Squares that
	// would leave the board, over the top or bottom edge or across the
	// a/h-file edge, are dropped: nothing wraps. The result for an invalid
	// direction is unspecified.
	Shift(a Bitboard, d Direction) Bitboard
	// FlipVertical mirrors a top to bottom: rank 1 ↔ rank 8, a1 ↔ a8.
	FlipVertical(a Bitboard) Bitboard
	// MirrorHorizontal mirrors a left to right: a-file ↔ h-file, a1 ↔ h1.
	MirrorHorizontal(a Bitboard) Bitboard

	// KnightAttacks returns the squares a knight on s attacks.
	KnightAttacks(s Square) Bitboard
	// KingAttacks returns the squares a king on s attacks.
	KingAttacks(s Square) Bitboard
	// PawnAttacks returns the squares a pawn of colour c on s attacks
	// (diagonally forward: towards rank 8 for White, rank 1 for Black); the
	// set is empty on the last rank and defined, like the others, on every
	// square including the first rank.
	PawnAttacks(c Color, s Square) Bitboard
	// RookAttacks returns the squares a rook on s attacks given the occupied
	// squares occ: along each rank and file up to and including the first
	// occupied square. The square s itself is never attacked, whether or not
	// it is in occ.
	RookAttacks(s Square, occ Bitboard) Bitboard
	// BishopAttacks is RookAttacks along the four diagonals.
	BishopAttacks(s Square, occ Bitboard) Bitboard
	// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ).
	QueenAttacks(s Square, occ Bitboard) Bitboard
}

// Family is a class of slider technique, used to group rows in reports and
// charts so that many techniques stay readable.
type Family string

// The families, after the Chess Programming Wiki's classification of sliding
// piece attack generation.
const (
	// FamilyScan walks rays square by square or scans a ray for its first
	// blocker (naive, classical).
	FamilyScan Family = "scan"
	// FamilyFill floods all squares in a direction at once with shifts
	// (Dumb7Fill, Kogge–Stone, their SIMD forms).
	FamilyFill Family = "fill"
	// FamilyArithmetic finds blockers with subtraction or bit reversal on
	// line masks (Hyperbola Quintessence, Obstruction Difference).
	FamilyArithmetic Family = "arithmetic"
	// FamilyTable looks attacks up by a line's occupancy gathered without a
	// hash (kindergarten, rotated bitboards).
	FamilyTable Family = "table lookup"
	// FamilyHash looks attacks up by a perfect hash of the relevant
	// occupancy (magic bitboards in every variant, PEXT).
	FamilyHash Family = "hash"
	// FamilyOther is the family of an implementation that names none.
	FamilyOther Family = "other"
)

// Familied is implemented by an Impl that names its technique's family.
type Familied interface {
	Family() Family
}

// FamilyOf returns impl's family, or FamilyOther when it does not implement
// Familied.
func FamilyOf(impl Impl) Family {
	if f, ok := impl.(Familied); ok {
		return f.Family()
	}
	return FamilyOther
}
