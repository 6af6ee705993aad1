package position

import "github.com/bitbench/bitbench/harness"

// Move is a move encoded in 16 bits: from square (bits 0–5), to square (bits
// 6–11) and a kind (bits 12–15). Castling is encoded king-takes-rook: its
// to square is the castling rook's square, in standard chess and Chess960
// alike. The zero Move is NoMove.
type Move uint16

// NoMove is the zero Move (a1a1); it is never legal.
const NoMove Move = 0

// Move kinds, stored in bits 12–15. Promotions are promoKind+piece.
const (
	normalKind    = 0
	castleKind    = 1
	enPassantKind = 2
	promoKind     = 8 // promoKind + Knight … promoKind + Queen
)

func newMove(from, to harness.Square, kind int) Move {
	return Move(from) | Move(to)<<6 | Move(kind)<<12
}

// From returns the square the moving piece leaves (the king's, for castling).
func (m Move) From() harness.Square { return harness.Square(m & 63) }

// To returns the square the moving piece reaches; for castling it is the
// castling rook's square.
func (m Move) To() harness.Square { return harness.Square(m >> 6 & 63) }

// Promotion returns the piece a pawn promotes to, or NoPiece.
func (m Move) Promotion() Piece {
	if m>>12 < promoKind {
		return NoPiece
	}
	return Piece(m>>12 - promoKind)
}

// IsCastling reports whether m castles.
func (m Move) IsCastling() bool { return m>>12 == castleKind }

// IsEnPassant reports whether m captures en passant.
func (m Move) IsEnPassant() bool { return m>>12 == enPassantKind }

// maxMoves bounds the number of legal moves in any position ParseFEN
// accepts, however much material it holds: at most 63 pieces of the side to
// move, none with more than 27 moves (a queen; a pawn has at most 12, a king
// 8). Positions reachable in a game have at most 218.
const maxMoves = 2048

// moveList is a fixed-size move buffer, one per ply, so that move generation
// never allocates.
type moveList [maxMoves]Move

// add appends m to list at index n and returns n+1; a nil list only counts.
func add(list *moveList, n int, m Move) int {
	if list != nil {
		list[n] = m
	}
	return n + 1
}

// addTargets appends a move from from to each square of targets.
func addTargets(list *moveList, n int, from harness.Square, targets harness.Bitboard) int {
	if list == nil {
		return n + count(targets)
	}
	for ; targets != 0; targets &= targets - 1 {
		list[n] = newMove(from, first(targets), normalKind)
		n++
	}
	return n
}

// addPawnMoves appends a pawn move to each square of targets from the
// square delta below it (delta is +8/-8 for pushes, +16/-16 for double
// pushes, and so on). Targets on the last rank become four promotions.
func addPawnMoves(list *moveList, n int, targets harness.Bitboard, delta int) int {
	promos := targets & lastRanks
	targets &^= lastRanks
	if list == nil {
		return n + count(targets) + 4*count(promos)
	}
	for ; targets != 0; targets &= targets - 1 {
		to := first(targets)
		list[n] = newMove(harness.Square(int(to)-delta), to, normalKind)
		n++
	}
	for ; promos != 0; promos &= promos - 1 {
		to := first(promos)
		n = addPromotions(list, n, harness.Square(int(to)-delta), to)
	}
	return n
}

// addPromotions appends the four promotions from from to to.
func addPromotions(list *moveList, n int, from, to harness.Square) int {
	if list == nil {
		return n + 4
	}
	for pc := Queen; pc >= Knight; pc-- {
		list[n] = newMove(from, to, promoKind+int(pc))
		n++
	}
	return n
}
