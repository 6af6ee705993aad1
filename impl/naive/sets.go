package naive

import (
	"iter"

	"github.com/bitbench/bitbench/harness"
)

// Impl is the naive reference implementation of harness.Impl.
type Impl struct{}

func init() { harness.Register(Impl{}) }

// Name returns "naive".
func (Impl) Name() string { return "naive" }

// Family reports harness.FamilyScan: rays walked square by square.
func (Impl) Family() harness.Family { return harness.FamilyScan }

// board is a set unpacked into one boolean per square, indexed by square.
type board [harness.NumSquares]bool

func unpack(b harness.Bitboard) board {
	var out board
	for s := range out {
		out[s] = b&(1<<s) != 0
	}
	return out
}

func (a board) pack() harness.Bitboard {
	var b harness.Bitboard
	for s, in := range a {
		if in {
			b |= 1 << s
		}
	}
	return b
}

// combine applies op to each square of a and b.
func combine(a, b harness.Bitboard, op func(x, y bool) bool) harness.Bitboard {
	x, y := unpack(a), unpack(b)
	var out board
	for s := range out {
		out[s] = op(x[s], y[s])
	}
	return out.pack()
}

// Union returns a ∪ b.
func (Impl) Union(a, b harness.Bitboard) harness.Bitboard {
	return combine(a, b, func(x, y bool) bool { return x || y })
}

// Intersection returns a ∩ b.
func (Impl) Intersection(a, b harness.Bitboard) harness.Bitboard {
	return combine(a, b, func(x, y bool) bool { return x && y })
}

// Difference returns a \ b.
func (Impl) Difference(a, b harness.Bitboard) harness.Bitboard {
	return combine(a, b, func(x, y bool) bool { return x && !y })
}

// Complement returns the squares not in a.
func (Impl) Complement(a harness.Bitboard) harness.Bitboard {
	return combine(a, 0, func(x, _ bool) bool { return !x })
}

// Count returns the number of squares in a.
func (Impl) Count(a harness.Bitboard) int {
	n := 0
	for _, in := range unpack(a) {
		if in {
			n++
		}
	}
	return n
}

// First returns the lowest square of a, or harness.NoSquare when a is empty.
func (Impl) First(a harness.Bitboard) harness.Square {
	x := unpack(a)
	for s := 0; s < harness.NumSquares; s++ {
		if x[s] {
			return harness.Square(s)
		}
	}
	return harness.NoSquare
}

// Last returns the highest square of a, or harness.NoSquare when a is empty.
func (Impl) Last(a harness.Bitboard) harness.Square {
	x := unpack(a)
	for s := harness.NumSquares - 1; s >= 0; s-- {
		if x[s] {
			return harness.Square(s)
		}
	}
	return harness.NoSquare
}

// Squares returns the squares of a in ascending order.
func (Impl) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	x := unpack(a)
	return func(yield func(harness.Square) bool) {
		for s, in := range x {
			if in && !yield(harness.Square(s)) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a.
func (Impl) Has(a harness.Bitboard, s harness.Square) bool { return unpack(a)[s] }

// With returns a ∪ {s}.
func (Impl) With(a harness.Bitboard, s harness.Square) harness.Bitboard {
	x := unpack(a)
	x[s] = true
	return x.pack()
}

// Without returns a \ {s}.
func (Impl) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	x := unpack(a)
	x[s] = false
	return x.pack()
}

// Shift moves every square one step in direction d, dropping those that leave
// the board.
func (Impl) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	df, dr := d.Delta()
	return remap(a, func(f, r int) (int, int) { return f + df, r + dr })
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8).
func (Impl) FlipVertical(a harness.Bitboard) harness.Bitboard {
	return remap(a, func(f, r int) (int, int) { return f, 7 - r })
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file).
func (Impl) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	return remap(a, func(f, r int) (int, int) { return 7 - f, r })
}

// remap moves the square on (f, r) to move(f, r) for every square of a,
// dropping squares that land off the board.
func remap(a harness.Bitboard, move func(f, r int) (int, int)) harness.Bitboard {
	x := unpack(a)
	var out board
	for s, in := range x {
		if !in {
			continue
		}
		sq := harness.Square(s)
		if to := harness.SquareAt(move(sq.File(), sq.Rank())); to != harness.NoSquare {
			out[to] = true
		}
	}
	return out.pack()
}
