// Package peers runs perft, the legal-move-tree node count, with two chess
// libraries that bitbench does not own: github.com/notnil/chess (v1.10.0), a
// general chess library with allocation-heavy move generation, and
// github.com/dylhunn/dragontoothmg, a fast magic-bitboard move generator.
// The benchmarks compare bitbench's own perft against them on the same
// positions and depths.
//
// Both peers count the same way bitbench does: a full legal-move tree walk
// with bulk counting at the last ply (the leaves are counted as the length of
// the legal-move list, not visited). Perft(depth 0) is 1.
//
// The package also samples slider inputs from real games (GameSamples): random
// playouts with dragontoothmg's legal-move generator, collecting the square of
// every rook, bishop and queen together with the board's occupancy. That is an
// independent source of "game" loads for the attack-lookup benchmarks.
//
// This package is the only one that imports the peers, so they stay out of
// the core packages' import graph.
package peers

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dylhunn/dragontoothmg"
	"github.com/notnil/chess"
)

// ErrFEN is wrapped by every error about a position given to this package.
var ErrFEN = errors.New("bad FEN")

// Dragon is a position prepared for dragontoothmg's perft.
type Dragon struct {
	board dragontoothmg.Board
}

// NewDragon parses fen for dragontoothmg. dragontoothmg's own parser does not
// check its input, so NewDragon first checks the shape (six or four
// space-separated fields, eight ranks of eight squares, one king of each
// colour, a side to move of "w" or "b") and turns any panic of the parser into an error wrapping ErrFEN.
func NewDragon(fen string) (d *Dragon, err error) {
	full, err := checkFEN(fen)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			d, err = nil, fmt.Errorf("fen %q: %w: dragontoothmg: %v", fen, ErrFEN, r)
		}
	}()
	return &Dragon{board: dragontoothmg.ParseFen(full)}, nil
}

// Perft returns the number of leaf nodes of the legal-move tree of the
// given depth; it is 1 for depth ≤ 0. The position is restored afterwards.
func (d *Dragon) Perft(depth int) uint64 {
	return dragonPerft(&d.board, depth)
}

func dragonPerft(b *dragontoothmg.Board, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	moves := b.GenerateLegalMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		undo := b.Apply(m)
		n += dragonPerft(b, depth-1)
		undo()
	}
	return n
}

// Notnil is a position prepared for notnil/chess's perft.
type Notnil struct {
	pos *chess.Position
}

// NewNotnil parses fen with notnil/chess; a parse error wraps ErrFEN.
func NewNotnil(fen string) (*Notnil, error) {
	full, err := checkFEN(fen)
	if err != nil {
		return nil, err
	}
	opt, err := chess.FEN(full)
	if err != nil {
		return nil, fmt.Errorf("fen %q: %w: notnil/chess: %v", fen, ErrFEN, err)
	}
	return &Notnil{pos: chess.NewGame(opt).Position()}, nil
}

// Perft returns the number of leaf nodes of the legal-move tree of the
// given depth; it is 1 for depth ≤ 0. notnil/chess positions are immutable,
// so every node allocates; that is the library's design, and what the
// benchmark measures.
func (n *Notnil) Perft(depth int) uint64 {
	return notnilPerft(n.pos, depth)
}

func notnilPerft(p *chess.Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	moves := p.ValidMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += notnilPerft(p.Update(m), depth-1)
	}
	return n
}

// checkFEN checks the shape of a FEN that the peers' parsers take on trust
// and returns it with six fields, single spaces between them: a four-field
// (EPD) position gets the move counters "0 1".
func checkFEN(fen string) (string, error) {
	f := strings.Fields(fen)
	if len(f) != 6 && len(f) != 4 {
		return "", fmt.Errorf("fen %q: %w: want 6 (or 4) fields, got %d", fen, ErrFEN, len(f))
	}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 8 {
		return "", fmt.Errorf("fen %q: %w: placement field: want 8 ranks, got %d", fen, ErrFEN, len(ranks))
	}
	for i, r := range ranks {
		n := 0
		for _, c := range r {
			switch {
			case c >= '1' && c <= '8':
				n += int(c - '0')
			case strings.ContainsRune("pnbrqkPNBRQK", c):
				n++
			default:
				return "", fmt.Errorf("fen %q: %w: placement field: bad letter %q in rank %d", fen, ErrFEN, c, 8-i)
			}
		}
		if n != 8 {
			return "", fmt.Errorf("fen %q: %w: placement field: rank %d has %d squares, want 8", fen, ErrFEN, 8-i, n)
		}
	}
	for _, k := range []struct{ letter, colour string }{{"K", "white"}, {"k", "black"}} {
		if n := strings.Count(f[0], k.letter); n != 1 {
			return "", fmt.Errorf("fen %q: %w: placement field: want one %s king, got %d", fen, ErrFEN, k.colour, n)
		}
	}
	if f[1] != "w" && f[1] != "b" {
		return "", fmt.Errorf("fen %q: %w: side-to-move field: want w or b, got %q", fen, ErrFEN, f[1])
	}
	if len(f) == 4 {
		f = append(f, "0", "1")
	}
	return strings.Join(f, " "), nil
}
