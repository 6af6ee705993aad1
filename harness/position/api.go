package position

import (
	"errors"

	"github.com/bitbench/bitbench/harness"
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

// Move is a move encoded in 16 bits: from square (bits 0–5), to square (bits
// 6–11) and a flag (bits 12–15). Castling is encoded as king-takes-rook. The
// zero Move is NoMove.
type Move uint16

// NoMove is the zero Move; it is never legal.
const NoMove Move = 0

// Position is a chess position: one bitboard per colour and per piece type,
// side to move, castling rights, en passant square and move counters.
type Position struct {
	side harness.Color
}

// Undo holds what Make needs to give back to Unmake.
type Undo struct{}

// The sentinel errors of ParseFEN, matched with errors.Is.
var (
	ErrFieldCount      = errors.New("wrong number of fields")
	ErrPlacement       = errors.New("bad piece placement")
	ErrKings           = errors.New("missing or extra king")
	ErrPawnRank        = errors.New("pawn on rank 1 or 8")
	ErrSideToMove      = errors.New("bad side to move")
	ErrCastling        = errors.New("bad castling rights")
	ErrEnPassant       = errors.New("bad en passant square")
	ErrOpponentInCheck = errors.New("side not to move is in check")
	ErrCounters        = errors.New("bad move counters")
)

// ParseFEN parses a 6-field FEN or a 4-field EPD position.
func ParseFEN(fen string) (*Position, error) { return nil, ErrFieldCount }

// FEN returns the canonical FEN of p.
func (p *Position) FEN() string { return "" }

// Chess960 reports whether p is played under Chess960 castling rules.
func (p *Position) Chess960() bool { return false }

// SideToMove returns the colour to move.
func (p *Position) SideToMove() harness.Color { return p.side }

// UCI returns m in UCI notation.
func (p *Position) UCI(m Move) string { return "" }

// ParseUCI parses a legal move in UCI notation.
func (p *Position) ParseUCI(s string, impl harness.Impl) (Move, error) { return NoMove, errors.New("todo") }

// LegalMoves returns the legal moves of p.
func (p *Position) LegalMoves(impl harness.Impl) []Move { return nil }

// Make plays m, which must be legal, and returns what Unmake needs.
func (p *Position) Make(m Move) Undo { return Undo{} }

// Unmake takes back m, played by Make which returned u.
func (p *Position) Unmake(m Move, u Undo) {}

// Perft counts the leaf nodes of the legal move tree depth plies deep.
func Perft(p *Position, impl harness.Impl, depth int) uint64 { return 0 }

// PerftInterface is Perft always through the harness.Impl interface.
func PerftInterface(p *Position, impl harness.Impl, depth int) uint64 { return 0 }

// PerftParallel is Perft split at the root over workers goroutines.
func PerftParallel(p *Position, impl harness.Impl, depth, workers int) uint64 { return 0 }

// DivideEntry is one root move and the leaf count below it.
type DivideEntry struct {
	Move  string
	Nodes uint64
}

// Divide returns the perft count below each root move, sorted by move string.
func Divide(p *Position, impl harness.Impl, depth int) []DivideEntry { return nil }
