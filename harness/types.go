package harness

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// Bitboard is a set of squares: bit s is set when square s belongs to the set.
type Bitboard uint64

// Square is a square of the board, a1=0, b1=1, …, h8=63. NoSquare (64) stands
// for "no square", as returned by First and Last on the empty set.
type Square uint8

// The 64 squares.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 8*iota + 0, 8*iota + 1, 8*iota + 2, 8*iota + 3, 8*iota + 4, 8*iota + 5, 8*iota + 6, 8*iota + 7
	A2, B2, C2, D2, E2, F2, G2, H2
	A3, B3, C3, D3, E3, F3, G3, H3
	A4, B4, C4, D4, E4, F4, G4, H4
	A5, B5, C5, D5, E5, F5, G5, H5
	A6, B6, C6, D6, E6, F6, G6, H6
	A7, B7, C7, D7, E7, F7, G7, H7
	A8, B8, C8, D8, E8, F8, G8, H8
)

// NoSquare is the value one past h8.
const NoSquare Square = 64

// NumSquares is the number of squares on the board.
const NumSquares = 64

// SquareAt returns the square on file f (0 = a … 7 = h) and rank r
// (0 = rank 1 … 7 = rank 8); the result is NoSquare when either is outside 0…7.
func SquareAt(f, r int) Square {
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return NoSquare
	}
	return Square(8*r + f)
}

// File returns the file of s, 0 (a) … 7 (h); the result is meaningless for NoSquare.
func (s Square) File() int { return int(s) % 8 }

// Rank returns the rank of s, 0 (rank 1) … 7 (rank 8); the result is meaningless for NoSquare.
func (s Square) Rank() int { return int(s) / 8 }

// Valid reports whether s is one of the 64 squares.
func (s Square) Valid() bool { return s < NoSquare }

// Bitboard returns the set holding only s; the result is empty for NoSquare
// or any other value outside the board.
func (s Square) Bitboard() Bitboard {
	if s >= NoSquare {
		return 0
	}
	return 1 << s
}

// String returns the algebraic name of s ("e4"), "-" for NoSquare, and
// "Square(n)" for values above NoSquare.
func (s Square) String() string {
	switch {
	case s < NoSquare:
		return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
	case s == NoSquare:
		return "-"
	}
	return fmt.Sprintf("Square(%d)", uint8(s))
}

// ErrSquare is wrapped by every error about a value that is not a square:
// each error ParseSquare returns (a name that is not one), and that of a
// batch (Batcher) meeting a Square of NoSquare or more.
var ErrSquare = errors.New("not a square")

// ParseSquare parses an algebraic square name, a lower-case file letter a–h
// followed by a rank digit 1–8 ("e4" is 28). Anything else, including
// upper-case letters and "-", is an error wrapping ErrSquare.
func ParseSquare(name string) (Square, error) {
	if n := utf8.RuneCountInString(name); n != 2 {
		return NoSquare, fmt.Errorf("square %s: %w: want 2 characters, got %d", Excerpt(name), ErrSquare, n)
	}
	f, size := utf8.DecodeRuneInString(name)
	r, _ := utf8.DecodeRuneInString(name[size:])
	if f < 'a' || f > 'h' {
		return NoSquare, fmt.Errorf("square %q: %w: file %s is not a–h", name, ErrSquare, QuoteRune(f))
	}
	if r < '1' || r > '8' {
		return NoSquare, fmt.Errorf("square %q: %w: rank %s is not 1–8", name, ErrSquare, QuoteRune(r))
	}
	return SquareAt(int(f-'a'), int(r-'1')), nil
}

// Color is the colour of a side: White or Black.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// Direction is one of the eight compass directions. North is towards rank 8,
// East towards the h-file.
type Direction uint8

// The eight compass directions, clockwise from North.
const (
	North Direction = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
)

// Directions lists the eight directions in clockwise order from North.
var Directions = [8]Direction{North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest}

var directionDelta = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

var directionName = [8]string{"north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"}

// Delta returns the file and rank step of one move in direction d
// (East is (1, 0), North is (0, 1)); the result is (0, 0) for an invalid d.
func (d Direction) Delta() (df, dr int) {
	if d > NorthWest {
		return 0, 0
	}
	return directionDelta[d][0], directionDelta[d][1]
}

// Opposite returns the direction pointing the other way (South for North).
func (d Direction) Opposite() Direction { return (d + 4) % 8 }

// String returns the lower-case name of d ("northeast").
func (d Direction) String() string {
	if d > NorthWest {
		return fmt.Sprintf("Direction(%d)", uint8(d))
	}
	return directionName[d]
}
