package position

// The generator of the perft_*_gen.go copies of movegen.go (see there). The
// line is in this file, which go generate reads after those copies, since
// the generator removes a copy generated.txt no longer keeps, and go
// generate fails on a file that vanished before it was read.
//go:generate go run ./internal/gen/cmd

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// StartFEN is the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Piece is a piece type without colour: NoPiece, Pawn, Knight, Bishop, Rook,
// Queen or King.
type Piece uint8

// The piece types. NoPiece (0) marks an empty square or "no promotion".
const (
	NoPiece Piece = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// String returns the lower-case FEN letter of p ("n" for Knight) and "-" for
// NoPiece or any value above King.
func (p Piece) String() string {
	if p == NoPiece || p > King {
		return "-"
	}
	return string(pieceLetters[p])
}

const pieceLetters = "-pnbrqk"

// Castling sides: the h-side (king side, "O-O") and the a-side (queen side,
// "O-O-O"). A castling right is numbered 2*colour + side.
const (
	hSide = 0
	aSide = 1
)

// castling holds what a position's castling rights mean. It is fixed when the
// FEN is parsed: rights can only be lost, so the squares involved never change.
type castling struct {
	rook     [4]harness.Square   // the rook of right i; NoSquare when never granted
	empty    [4]harness.Bitboard // squares that must be empty, bar king and rook
	kingPath [4]harness.Bitboard // squares the king stands on or crosses, destination included
	loss     [64]uint8           // rights lost when a move leaves or reaches the square
	// uncovers has bit i set when lifting the rook of right i could uncover
	// an attack on a square of its kingPath: the rook stands on a line
	// between a path square and a square beyond it. Never in standard
	// chess, where the rook stands in the corner.
	uncovers uint8
}

// Position is a chess position: one bitboard per colour and per piece type,
// a square-indexed board of coloured pieces, side to move, castling rights
// (remembering each rook's square, for Chess960), en passant square, the
// half-move clock and the full-move number.
//
// The zero Position is not valid: make positions with ParseFEN. Positions
// are plain values; copying one (q := *p) gives an independent position.
type Position struct {
	board [64]uint8 // piece | colour<<3 on each square, 0 when empty
	sets
	halfmove uint32
	fullmove uint32
	chess960 bool
	castle   castling
}

// sets is the part of a Position that move generation reads: the bitboards,
// the side to move, the castling rights held and the en passant square. It
// is small, so that perft can count a child position's moves from a copy
// (countChildren, childSets) without making the move on the whole position.
type sets struct {
	colors [2]harness.Bitboard
	pieces [7]harness.Bitboard // indexed by Piece; pieces[NoPiece] stays empty
	side   harness.Color
	rights uint8          // bit 2*colour+side set when that castling right is held
	ep     harness.Square // NoSquare when none
}

func code(c harness.Color, pc Piece) uint8 { return uint8(pc) | uint8(c)<<3 }

// put places the piece of colour c and type pc on the empty square s.
func (p *Position) put(s harness.Square, c harness.Color, pc Piece) {
	b := harness.Bitboard(1) << s
	p.board[s] = code(c, pc)
	p.colors[c] |= b
	p.pieces[pc] |= b
}

// remove empties the occupied square s.
func (p *Position) remove(s harness.Square) {
	b := harness.Bitboard(1) << s
	v := p.board[s]
	p.board[s] = 0
	p.colors[v>>3] &^= b
	p.pieces[v&7] &^= b
}

// relocate moves the piece on from to the empty square to.
func (p *Position) relocate(from, to harness.Square) {
	b := harness.Bitboard(1)<<from | harness.Bitboard(1)<<to
	v := p.board[from]
	p.board[from] = 0
	p.board[to] = v
	p.colors[v>>3] ^= b
	p.pieces[v&7] ^= b
}

// PieceAt returns the piece on s and its colour; the piece is NoPiece (and
// the colour White) for an empty square or an invalid s.
func (p *Position) PieceAt(s harness.Square) (Piece, harness.Color) {
	if s >= harness.NoSquare {
		return NoPiece, harness.White
	}
	v := p.board[s]
	return Piece(v & 7), harness.Color(v >> 3)
}

// Pieces returns the squares of the pieces of colour c and type pc; the set is
// empty for NoPiece.
func (p *Position) Pieces(c harness.Color, pc Piece) harness.Bitboard {
	if pc == NoPiece || pc > King {
		return 0
	}
	return p.colors[c&1] & p.pieces[pc]
}

// Occupied returns the squares holding a piece of either colour.
func (p *Position) Occupied() harness.Bitboard { return p.colors[0] | p.colors[1] }

// Chess960 reports whether p follows Chess960 castling rules: castling moves
// are written king-takes-rook in UCI and FEN() writes Shredder castling
// letters. ParseFEN sets it when the castling field uses file letters or a
// right's king or rook stands off its standard square.
func (p *Position) Chess960() bool { return p.chess960 }

// SideToMove returns the colour to move.
func (p *Position) SideToMove() harness.Color { return p.side }

// EnPassant returns the en passant target square, or NoSquare when no pawn of
// the side to move stands ready to capture en passant (see the package
// comment).
func (p *Position) EnPassant() harness.Square { return p.ep }

// HalfMoveClock returns the number of plies since the last capture or pawn move.
func (p *Position) HalfMoveClock() int { return int(p.halfmove) }

// FullMoveNumber returns the full-move number, which starts at 1 and grows
// after each Black move.
func (p *Position) FullMoveNumber() int { return int(p.fullmove) }

// InCheck reports whether the side to move is in check, with attacks taken
// from impl.
func (p *Position) InCheck(impl harness.Impl) bool {
	return attacked(impl, &p.sets, p.kingSquare(p.side), p.Occupied(), p.side.Other())
}

// kingSquare returns the square of c's king.
func (p *Position) kingSquare(c harness.Color) harness.Square {
	return first(p.colors[c] & p.pieces[King])
}

// first returns the lowest square of the non-empty set b.
func first(b harness.Bitboard) harness.Square {
	return harness.Square(bits.TrailingZeros64(uint64(b)))
}

// Geometry tables, built once from the lines of rook and bishop on an empty
// board, as the naive reference draws them.
var (
	// between[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal, and is empty otherwise.
	between [64][64]harness.Bitboard
	// line[a][b] holds the whole rank, file or diagonal through a and b,
	// edge to edge, when they share one, and is empty otherwise.
	line [64][64]harness.Bitboard
	// rookLines[s] and bishopLines[s] hold the squares a rook or a bishop
	// on s reaches on an empty board: where a slider can matter to s at
	// all, so that a lookup that could find nothing is skipped.
	rookLines, bishopLines [64]harness.Bitboard
)

func init() {
	rook, bishop := &rookLines, &bishopLines
	for s := range harness.Square(64) {
		rook[s] = naive.Impl{}.RookAttacks(s, 0)
		bishop[s] = naive.Impl{}.BishopAttacks(s, 0)
	}
	for a := range harness.Square(64) {
		for b := range harness.Square(64) {
			for _, lines := range []*[64]harness.Bitboard{rook, bishop} {
				if lines[a]&b.Bitboard() == 0 {
					continue
				}
				// The lines through a and through b meet only on the one
				// they share, less a and b themselves.
				shared := lines[a] & lines[b]
				line[a][b] = shared | a.Bitboard() | b.Bitboard()
				lo, hi := min(a, b), max(a, b)
				between[a][b] = shared & (harness.Bitboard(1)<<hi - 1) &^ (harness.Bitboard(2)<<lo - 1)
			}
		}
	}
}

// span returns the squares from a to b inclusive along their shared line.
func span(a, b harness.Square) harness.Bitboard {
	return between[a][b] | a.Bitboard() | b.Bitboard()
}

// count returns the number of squares in b.
func count(b harness.Bitboard) int { return bits.OnesCount64(uint64(b)) }

// Masks of files and ranks.
const (
	fileA     harness.Bitboard = 0x0101010101010101
	fileH     harness.Bitboard = 0x8080808080808080
	rank3     harness.Bitboard = 0x0000000000ff0000
	rank6     harness.Bitboard = 0x0000ff0000000000
	lastRanks harness.Bitboard = 0xff000000000000ff // where a pawn promotes
)

// pawnPushes returns the squares the pawns of colour c reach by a single
// push and by a double push when the occupied squares are occ.
func pawnPushes(pawns, occ harness.Bitboard, c harness.Color) (single, double harness.Bitboard) {
	if c == harness.White {
		single = pawns << 8 &^ occ
		return single, (single & rank3) << 8 &^ occ
	}
	single = pawns >> 8 &^ occ
	return single, (single & rank6) >> 8 &^ occ
}

// pawnCaptures returns the squares the pawns of colour c attack, towards
// the a-file (west) and towards the h-file (east): the whole set shifted at
// once, as the pawns of each side attack the same way.
func pawnCaptures(pawns harness.Bitboard, c harness.Color) (west, east harness.Bitboard) {
	if c == harness.White {
		return (pawns &^ fileA) << 7, (pawns &^ fileH) << 9
	}
	return (pawns &^ fileA) >> 9, (pawns &^ fileH) >> 7
}

// shields reports whether the square r stands strictly between a square of
// path and some square beyond r on the same line, so that a piece on r
// could be blocking an attack on the path.
func shields(r harness.Square, path harness.Bitboard) bool {
	for ; path != 0; path &= path - 1 {
		s := first(path)
		for t := range harness.Square(harness.NumSquares) {
			if between[s][t]&r.Bitboard() != 0 {
				return true
			}
		}
	}
	return false
}
