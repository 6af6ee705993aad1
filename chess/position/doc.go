// Package position is the chess position of bitbench: FEN and EPD in and
// out, legal move generation over any harness.Impl, make/unmake, and perft.
//
// # Model
//
// A bitboard holds a set of squares and nothing else. A Position combines
// eight of them, one per colour and one per piece type (the white knights
// are colors[White] ∩ pieces[Knight]), with a square-indexed board of
// coloured pieces for constant-time "what stands on e4", the side to move,
// the castling rights, the en passant square and the two move counters:
//
//	colors[White]  colors[Black]      pieces[Pawn] … pieces[King]
//	8 . . . . . . . .  8 x x x x x x x x    the same 64 squares, split
//	7 . . . . . . . .  7 x x x x x x x x    by piece type instead of by
//	…                  …                    colour; every occupied square
//	1 x x x x x x x x  1 . . . . . . . .    is in one of each group
//
// # Moves
//
// A Move is 16 bits: from, to and a kind (normal, castling, en passant,
// promotion to N/B/R/Q). Castling is stored as king-takes-rook, which covers
// standard chess and Chess960 alike; UCI writes it as the king's two-square
// move ("e1g1") in standard chess and as king-takes-rook ("e1h1") in
// Chess960.
//
// The generator is fully legal, so no move has to be made and tested. It
// finds the checkers of the side to move (a double check leaves only king
// moves; a single check restricts the other pieces to the checker and the
// squares between it and the king), and the pinned pieces (a pinned piece
// moves only along the line through its king). King moves are tested square
// by square with the king lifted off the board. En passant, rare and subtle
// (the capturing and the captured pawn leave the same rank at once), is
// tested by lifting both pawns and looking for a slider that then sees the
// king. Castling requires every square the king and rook cross or reach to be
// empty but for the two castling pieces, and no square on the king's path,
// from its own square to its destination, to be attacked with king and rook
// lifted off the board: in Chess960 the king may stay where it is, the rook
// may start on the king's destination, and the rook may have shielded the
// king.
//
// Every attack set of a piece (knight, king, pawn, rook, bishop, queen) comes
// from the harness.Impl passed in; only set algebra (&, |, &^, shifts of
// whole pawn sets for pushes and, in the leaf counter, for captures,
// math/bits for counting and the lowest square) and the geometry tables
// built once from impl/naive (the squares between two squares, the line
// through them, a slider's lines on an empty board, used to skip a lookup
// that could find nothing) are plain Go.
//
// # Speed: one template, a copy per implementation where it pays
//
// Through the interface every method call (attack lookups, set algebra,
// leapers) is a dynamic dispatch that Go cannot inline. So movegen.go is a
// template: go generate (internal/gen) writes perft_<name>_gen.go for each
// implementation that impl/all registers and generated.txt keeps, the same
// code with impl typed as that implementation's concrete type, so the
// compiler inlines its methods. generated.txt lists, per technique, the
// measured ratio of the copy's perft to the interface path's; a copy is
// kept where it is more than 5% faster (docs/perft.md).
// Perft, PerftListed, PerftParallel, Divide and LegalMoves use the copy when one exists
// for the exact implementation value (see Specialised) and the interface
// otherwise; PerftInterface always uses the interface, to measure the
// dispatch. The interface path is generated too (perft_dynamic_gen.go), so
// that both paths run the same flattened code: the template's rule helpers
// are inlined into every copy by the generator. Edit movegen.go and run go generate ./chess/position; a test
// fails when the generated files are stale or missing.
//
// # Perft: the leaf counter
//
// Perft never lists the last ply. countMoves counts it from attack sets,
// each rule applied as a mask and counted with a popcount: checkers and pins
// from the enemy sliders on the king's lines and the squares between, with no
// lookup; the king's targets less the squares the enemy attacks (computed
// once per node, with the king lifted, for the king's targets and the
// castling paths together, and only when there is such a square); each
// knight's and slider's targets within the evasion target and its pin line;
// the pawns setwise, pushes and captures in two popcounts, promotions four
// times; en passant tried explicitly, castling against the node's attacked
// squares (and, where a Chess960 rook could shield its path, again with the
// rook lifted). The ply above the leaves is counted in bulk, without a move
// list (countChildren): the rules are applied as generate applies them, but
// each move is made at once in a copy of the small part of the position that
// move generation reads (sets), the child's moves counted there and the copy
// restored; the rule knows which piece moves, so a quiet move changes two
// sets and nothing is written to a list or decoded from it. En passant and
// castling, rare, are listed and their children written by childSets. No
// Make or Unmake below the third ply from the leaves. The template specialises the counter on the side
// to move (see mover in movegen.go): a White and a Black copy, so that pawn
// directions and promotion ranks are constants.
//
// LegalMoves, Divide and PerftListed use the move-list generator (generate)
// at every ply, the leaves included; it is what the counter is proven
// against. Both keep one fixed-size move list per ply, allocated once per
// call, so the recursion never allocates. Make/Unmake update the position in
// place.
//
// # What ParseFEN rejects and what it normalises
//
// ParseFEN rejects input that is not a chess position a game could be in by
// the rules it checks, each class with its own sentinel error (ErrFieldCount,
// ErrPlacement, ErrKings, ErrPawnRank, ErrSideToMove, ErrCastling,
// ErrEnPassant, ErrOpponentInCheck, ErrCounters), wrapped in a message naming
// the FEN (an excerpt of at most about 80 characters, with the full length,
// for a longer one) and the field; a bad character is quoted whole ('♖', not
// its first byte). A castling right needs its king on its first rank and off
// the a- and h-files (in every start position, standard or Chess960, the
// king stands between its rooks, on files b–g) and a rook on the side the
// letter names. It does not reject material no game can reach (ten
// queens) or an impossible set of checkers; such positions are still counted
// correctly. It normalises, instead of rejecting:
//
//   - an en passant square that is valid (right rank, empty, with the enemy
//     pawn that just moved past it and an empty square behind) but that no
//     pawn of the side to move attacks: it is dropped and FEN writes "-".
//     A square that a pawn attacks is kept even when that capture is
//     illegal (a pin): the rule is the same in ParseFEN and Make and needs no
//     attack generation. Make sets the square after a double push only under
//     the same rule;
//   - castling letters in any order, X-FEN letters K/Q/k/q (the outermost
//     rook on that side of the king) and Shredder file letters: FEN writes
//     KQkq order, as KQkq in standard chess and as file letters (HAha) in
//     Chess960;
//   - runs of digits in a rank ("44" for "8"), white space between fields,
//     leading zeros in the counters, and the missing counters of a 4-field
//     EPD position (0 and 1).
//
// A position is Chess960 (Chess960 reports true) when its castling field uses
// file letters or any castling king or rook stands off its standard square.
// A Chess960 position without castling rights cannot be told apart from a
// standard one, and need not be: its moves are the same.
//
// FEN is canonical: ParseFEN(p.FEN()).FEN() == p.FEN() for every accepted
// position, and an input already in canonical form comes back unchanged.
package position
