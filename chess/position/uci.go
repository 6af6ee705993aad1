package position

import (
	"errors"
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// ErrMove is wrapped by the errors of ParseUCI: the text is not a move in
// UCI notation, or not a legal move in the position.
var ErrMove = errors.New("bad move")

// UCI returns m in UCI notation: from and to squares, and a lower-case
// promotion letter ("e2e4", "e7e8q"). Castling is written as the king's move
// to the g- or c-file in standard chess ("e1g1") and as king-takes-rook in
// Chess960 ("e1h1", "b1a1"). NoMove is "0000". m must come from p's
// LegalMoves for the castling form to be meaningful.
func (p *Position) UCI(m Move) string {
	if m == NoMove {
		return "0000"
	}
	from, to := m.From(), m.To()
	if m.IsCastling() && !p.chess960 {
		to, _ = castleTargets(from, to)
	}
	s := from.String() + to.String()
	if pc := m.Promotion(); pc != NoPiece {
		s += pc.String()
	}
	return s
}

// ParseUCI returns the legal move of p written s in UCI notation, with
// legality decided by impl. Castling is accepted as king-takes-rook in both
// standard chess and Chess960, and in standard chess also as the king's
// two-square move ("e1g1"). The error wraps ErrMove.
func (p *Position) ParseUCI(s string, impl harness.Impl) (Move, error) {
	if len(s) != 4 && len(s) != 5 {
		return NoMove, fmt.Errorf("move %s: %w: want 4 or 5 characters, like e2e4 or e7e8q", harness.Excerpt(s), ErrMove)
	}
	if _, err := harness.ParseSquare(s[:2]); err != nil {
		return NoMove, fmt.Errorf("move %s: %w: %w", harness.Excerpt(s), ErrMove, err)
	}
	if _, err := harness.ParseSquare(s[2:4]); err != nil {
		return NoMove, fmt.Errorf("move %s: %w: %w", harness.Excerpt(s), ErrMove, err)
	}
	for _, m := range p.LegalMoves(impl) {
		if p.UCI(m) == s || m.IsCastling() && m.From().String()+m.To().String() == s {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("move %s: %w: not legal in %s", harness.Excerpt(s), ErrMove, p.FEN())
}
