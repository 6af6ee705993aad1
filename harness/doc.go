// Package harness holds what every bitbench technique shares: the Bitboard,
// Square, Color and Direction types, the project's mask notation, the Impl
// interface that each technique implements, and the registry that lets tests
// and tools loop over every implementation.
//
// # The model
//
// A Bitboard is a set of squares: bit i is set when square i belongs to the
// set. Squares are numbered a1=0, b1=1, …, h1=7, a2=8, …, h8=63, so the file
// of a square is s%8 and its rank is s/8. A single Bitboard stores no piece
// type, side to move, castling rights or en passant square; a position
// combines several bitboards with those facts.
//
// # The mask notation
//
// The founding document writes a set as eight groups of eight '0'/'1'
// characters separated by '/'. The first group is rank 8 read a8→h8, the last
// is rank 1 read a1→h1, and '1' means the square belongs to the set. White
// pawns on c3, e3, a2 and h2 are written
//
//	00000000/00000000/00000000/00000000/00000000/00101000/10000001/00000000
//
// Format writes that notation, ParseMask reads it strictly, and Diagram draws
// a set as a labelled 8×8 board for test failures and tools:
//
//	8 . . . . . . . .
//	7 . . . . . . . .
//	…
//	3 . . x . x . . .
//	2 x . . . . . . x
//	1 . . . . . . . .
//	  a b c d e f g h
//
// # Implementations
//
// Impl is the one interface every technique implements (set algebra and
// attacks). The interface is for correctness and for plugging techniques into
// shared code: Go never inlines an interface call, so speed figures call each
// technique's package directly. Each implementation package registers itself
// with Register from an init function; the package impl/all imports every
// implementation, so importing it fills the registry.
//
// # Capabilities
//
// Beyond Impl, a technique may have optional capabilities, each an
// interface declared here once with its contract and found by type
// assertion on the registered value, as io/fs finds a file system's
// optional interfaces: Batcher (batched slider lookups, whose errors wrap
// ErrLength or ErrSquare), TableByter and TableBuilder (its tables' bytes
// and their construction), Pather (the code path its package takes here),
// Unavailabler (why it cannot run its technique here) and Familied (its
// family). The benchmarks add rows for them, and package conformance
// checks the contract of each one a technique has.
package harness
