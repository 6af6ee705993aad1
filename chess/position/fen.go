package position

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// The sentinel errors of ParseFEN, one per class of bad input, matched with
// errors.Is. The error returned wraps one of them and names the FEN, the
// field and what is wrong.
var (
	// ErrFieldCount: the FEN has neither 6 fields nor the 4 of an EPD position.
	ErrFieldCount = errors.New("wrong number of fields")
	// ErrPlacement: a bad piece letter or digit, a rank not 8 squares long, or
	// not 8 ranks.
	ErrPlacement = errors.New("bad piece placement")
	// ErrKings: a side without a king or with more than one.
	ErrKings = errors.New("missing or extra king")
	// ErrPawnRank: a pawn on rank 1 or rank 8.
	ErrPawnRank = errors.New("pawn on rank 1 or 8")
	// ErrSideToMove: the side to move is neither "w" nor "b".
	ErrSideToMove = errors.New("bad side to move")
	// ErrCastling: a bad or repeated castling letter, or a right whose king
	// is not on its first rank, stands on the a- or h-file (no start position
	// puts a king that may castle there), or whose rook is missing.
	ErrCastling = errors.New("bad castling rights")
	// ErrEnPassant: a bad square name, a square on the wrong rank, an
	// occupied square, or no enemy pawn that could just have moved two
	// squares past it.
	ErrEnPassant = errors.New("bad en passant square")
	// ErrOpponentInCheck: the side not to move is in check.
	ErrOpponentInCheck = errors.New("side not to move is in check")
	// ErrCounters: a move counter that is not a decimal number in range (the
	// half-move clock from 0, the full-move number from 1).
	ErrCounters = errors.New("bad move counters")
)

// maxCounter bounds both move counters.
const maxCounter = 1 << 30

// ParseFEN parses a 6-field FEN or a 4-field EPD position (whose counters
// default to 0 and 1). Fields are separated by any run of white space.
//
// The castling field is "-" or up to four letters in any order: K, Q, k, q
// (X-FEN: the outermost rook on that side of the king), or file letters A–H
// and a–h (Shredder-FEN: the rook on that file). Upper case is White.
//
// ParseFEN rejects input that is not a legal chess position, returning an
// error that wraps one of the Err* sentinels and names the field; see the
// package comment for what is normalised instead.
func ParseFEN(fen string) (*Position, error) {
	p, err := parseFEN(fen)
	if err != nil {
		// The FEN is echoed as an excerpt: a huge input gives a short error.
		return nil, fmt.Errorf("fen %s: %w", harness.Excerpt(fen), err)
	}
	return p, nil
}

// parseFEN is ParseFEN without the FEN in its errors, which name the field.
func parseFEN(fen string) (*Position, error) {
	fields := strings.Fields(fen)
	if len(fields) != 6 && len(fields) != 4 {
		return nil, fmt.Errorf("%w: got %d, want 6 (FEN) or 4 (EPD)", ErrFieldCount, len(fields))
	}
	p := &Position{sets: sets{ep: harness.NoSquare}, fullmove: 1}
	for i := range p.castle.rook {
		p.castle.rook[i] = harness.NoSquare
	}
	if err := p.parsePlacement(fields[0]); err != nil {
		return nil, fmt.Errorf("piece placement field: %w", err)
	}
	switch fields[1] {
	case "w":
		p.side = harness.White
	case "b":
		p.side = harness.Black
	default:
		return nil, fmt.Errorf("side to move field: %w: %s is not w or b", ErrSideToMove, harness.Excerpt(fields[1]))
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return nil, fmt.Errorf("castling field: %w", err)
	}
	if err := p.parseEnPassant(fields[3]); err != nil {
		return nil, fmt.Errorf("en passant field: %w", err)
	}
	if len(fields) == 6 {
		half, err := parseCounter(fields[4], 0)
		if err != nil {
			return nil, fmt.Errorf("half-move clock field: %w", err)
		}
		full, err := parseCounter(fields[5], 1)
		if err != nil {
			return nil, fmt.Errorf("full-move number field: %w", err)
		}
		p.halfmove, p.fullmove = half, full
	}
	them := p.side.Other()
	if attacked(naive.Impl{}, &p.sets, p.kingSquare(them), p.Occupied(), p.side) {
		return nil, fmt.Errorf("side to move field: %w: %v is to move but %v's king on %v is attacked",
			ErrOpponentInCheck, p.side, them, p.kingSquare(them))
	}
	return p, nil
}

// parsePlacement reads the piece placement field.
func (p *Position) parsePlacement(field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("%w: %d ranks, want 8", ErrPlacement, len(ranks))
	}
	for i, row := range ranks {
		rank := 7 - i
		file := 0
		for _, c := range row {
			if c >= '1' && c <= '8' {
				file += int(c - '0')
			} else {
				pc := -1
				if c < utf8.RuneSelf {
					pc = strings.IndexByte(pieceLetters, byte(c)|0x20)
				}
				if pc <= 0 {
					return fmt.Errorf("%w: rank %d: bad letter %s", ErrPlacement, rank+1, harness.QuoteRune(c))
				}
				if file < 8 {
					p.put(harness.SquareAt(file, rank), letterColor(byte(c)), Piece(pc))
				}
				file++
			}
			if file > 8 {
				return fmt.Errorf("%w: rank %d %s is longer than 8 squares", ErrPlacement, rank+1, harness.Excerpt(row))
			}
		}
		if file != 8 {
			return fmt.Errorf("%w: rank %d %s has %d squares, want 8", ErrPlacement, rank+1, harness.Excerpt(row), file)
		}
	}
	for _, c := range []harness.Color{harness.White, harness.Black} {
		if n := count(p.Pieces(c, King)); n != 1 {
			return fmt.Errorf("%w: %v has %d kings, want 1", ErrKings, c, n)
		}
	}
	if pawns := p.pieces[Pawn] & 0xff000000000000ff; pawns != 0 {
		return fmt.Errorf("%w: pawn on %v", ErrPawnRank, first(pawns))
	}
	return nil
}

// letterColor returns the colour a FEN letter stands for: White for upper
// case, Black for lower case.
func letterColor(c byte) harness.Color {
	if c >= 'a' {
		return harness.Black
	}
	return harness.White
}

// parseCastling reads the castling field and works out each right's king
// and rook squares, and whether the position is Chess960.
func (p *Position) parseCastling(field string) error {
	if field == "-" {
		return nil
	}
	for _, r := range field {
		if !strings.ContainsRune("KQkqABCDEFGHabcdefgh", r) {
			return fmt.Errorf("%w: bad letter %s", ErrCastling, harness.QuoteRune(r))
		}
		c := byte(r)
		color := letterColor(c)
		backRank := 56 * harness.Square(color)
		ksq := p.kingSquare(color)
		if ksq&^7 != backRank {
			return fmt.Errorf("%w: right %q but the %v king is on %v, not its first rank", ErrCastling, c, color, ksq)
		}
		// A king that may still castle has not moved from where the game
		// began, between its two rooks; no start position, standard or
		// Chess960, puts it on the a- or h-file.
		if f := ksq.File(); f == 0 || f == 7 {
			return fmt.Errorf("%w: right %q but the %v king is on %v; a king that can castle stands between its rooks, on files b–g", ErrCastling, c, color, ksq)
		}
		rooks := p.Pieces(color, Rook) & (0xff << backRank)
		var rsq harness.Square
		switch c | 0x20 {
		case 'k': // X-FEN: the outermost rook on the h-side of the king
			hSideRooks := rooks &^ (harness.Bitboard(2)<<ksq - 1)
			if hSideRooks == 0 {
				return fmt.Errorf("%w: right %q but no %v rook on the h-side of its king", ErrCastling, c, color)
			}
			rsq = harness.Square(63 - bits.LeadingZeros64(uint64(hSideRooks)))
		case 'q': // X-FEN: the outermost rook on the a-side of the king
			aSideRooks := rooks & (harness.Bitboard(1)<<ksq - 1)
			if aSideRooks == 0 {
				return fmt.Errorf("%w: right %q but no %v rook on the a-side of its king", ErrCastling, c, color)
			}
			rsq = first(aSideRooks)
		default: // a file letter
			p.chess960 = true
			rsq = backRank + harness.Square(c|0x20-'a')
			if rooks&rsq.Bitboard() == 0 {
				return fmt.Errorf("%w: right %q but no %v rook on %v", ErrCastling, c, color, rsq)
			}
		}
		side, cornerFile := hSide, 7
		if rsq < ksq {
			side, cornerFile = aSide, 0
		}
		right := 2*int(color) + side
		if p.rights&(1<<right) != 0 {
			return fmt.Errorf("%w: %q gives %v a second right on the same side", ErrCastling, c, color)
		}
		p.rights |= 1 << right
		p.castle.rook[right] = rsq
		if ksq.File() != 4 || rsq.File() != cornerFile {
			p.chess960 = true
		}
	}
	for right := range 4 {
		if p.rights&(1<<right) == 0 {
			continue
		}
		color := right / 2
		kf, rf := p.kingSquare(harness.Color(color)), p.castle.rook[right]
		kt, rt := castleTargets(kf, rf)
		p.castle.kingPath[right] = span(kf, kt)
		p.castle.empty[right] = (span(kf, kt) | span(rf, rt)) &^ (kf.Bitboard() | rf.Bitboard())
		p.castle.loss[kf] |= 3 << (2 * color)
		p.castle.loss[rf] |= 1 << right
		if shields(rf, p.castle.kingPath[right]) {
			p.castle.uncovers |= 1 << right
		}
	}
	return nil
}

// parseEnPassant reads the en passant field; see the package comment for
// when a valid square is dropped.
func (p *Position) parseEnPassant(field string) error {
	if field == "-" {
		return nil
	}
	ep, err := harness.ParseSquare(field)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrEnPassant, err)
	}
	want := 5 // rank 6, after a Black double push
	if p.side == harness.Black {
		want = 2
	}
	if ep.Rank() != want {
		return fmt.Errorf("%w: %v is on rank %d; with %v to move it must be on rank %d", ErrEnPassant, ep, ep.Rank()+1, p.side, want+1)
	}
	them := p.side.Other()
	victim := ep ^ 8        // the pawn that moved, one square further on
	origin := 2*ep - victim // the square it left, one square behind ep
	switch {
	case p.board[ep] != 0:
		return fmt.Errorf("%w: %v is occupied", ErrEnPassant, ep)
	case p.board[origin] != 0:
		return fmt.Errorf("%w: %v is occupied, so no pawn can have just left it", ErrEnPassant, origin)
	case p.board[victim] != code(them, Pawn):
		return fmt.Errorf("%w: no %v pawn on %v that could have just moved past %v", ErrEnPassant, them, victim, ep)
	}
	if p.canTakeEnPassant(p.side, victim) {
		p.ep = ep
	}
	return nil
}

// parseCounter reads a move counter of at least min.
func parseCounter(field string, min uint32) (uint32, error) {
	for _, c := range []byte(field) {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%w: %s is not a decimal number", ErrCounters, harness.Excerpt(field))
		}
	}
	n, err := strconv.ParseUint(field, 10, 32)
	if err != nil || n >= maxCounter || uint32(n) < min {
		return 0, fmt.Errorf("%w: %s is out of range %d…%d", ErrCounters, harness.Excerpt(field), min, maxCounter-1)
	}
	return uint32(n), nil
}

// FEN returns the canonical FEN of p: six fields separated by single spaces,
// digits for runs of empty squares, castling rights in the order White h-side,
// White a-side, Black h-side, Black a-side, as KQkq in standard chess and as
// Shredder file letters (HAha) in Chess960, "-" for none, and the en passant
// square only when a pawn stands ready to capture there. ParseFEN(p.FEN())
// gives back p.
func (p *Position) FEN() string {
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			v := p.board[8*rank+file]
			if v == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			c := pieceLetters[v&7]
			if v>>3 == uint8(harness.White) {
				c &^= 0x20
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" w b"[2*p.side : 2*p.side+2])
	b.WriteByte(' ')
	if p.rights == 0 {
		b.WriteByte('-')
	}
	for right := range 4 {
		if p.rights&(1<<right) == 0 {
			continue
		}
		c := "KQkq"[right]
		if p.chess960 {
			c = byte('a'+p.castle.rook[right].File()) &^ (0x20 * byte(1-right/2))
		}
		b.WriteByte(c)
	}
	fmt.Fprintf(&b, " %v %d %d", p.ep, p.halfmove, p.fullmove)
	return b.String()
}
