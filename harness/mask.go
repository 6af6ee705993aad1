package harness

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// ErrMask is wrapped by every error ParseMask returns.
var ErrMask = errors.New("bad mask")

// Format returns b in the mask notation: eight groups of eight '0'/'1'
// separated by '/', rank 8 first (a8→h8), rank 1 last (a1→h1). The empty set
// is "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000".
func Format(b Bitboard) string {
	var sb strings.Builder
	sb.Grow(71)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if b&(1<<(8*r+f)) != 0 {
				sb.WriteByte('1')
			} else {
				sb.WriteByte('0')
			}
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// ParseMask parses the mask notation written by Format. It is strict: exactly
// eight groups separated by single '/', each of exactly eight '0' or '1', and
// nothing else (no spaces, no trailing newline). An error wraps ErrMask and
// says what was wrong and where, counting groups and characters (runes, not
// bytes) from 1: "group 3, character 5: want '0' or '1', got 'x'". The mask is
// echoed through Excerpt, so a huge input gives a short error.
func ParseMask(s string) (Bitboard, error) {
	if n := strings.Count(s, "/") + 1; n != 8 {
		return 0, fmt.Errorf("mask %s: %w: %d groups, want 8", Excerpt(s), ErrMask, n)
	}
	groups := strings.Split(s, "/")
	var b Bitboard
	for g, group := range groups {
		if n := utf8.RuneCountInString(group); n != 8 {
			return 0, fmt.Errorf("mask %s: %w: group %d has %d characters, want 8", Excerpt(s), ErrMask, g+1, n)
		}
		rank := 7 - g
		f := 0
		for _, c := range group {
			switch c {
			case '0':
			case '1':
				b |= 1 << (8*rank + f)
			default:
				return 0, fmt.Errorf("mask %s: %w: group %d, character %d: want '0' or '1', got %s", Excerpt(s), ErrMask, g+1, f+1, QuoteRune(c))
			}
			f++
		}
	}
	return b, nil
}

// MustParseMask is like ParseMask but panics on error. It is meant for
// package-level tables of known-good masks in tests and examples.
func MustParseMask(s string) Bitboard {
	b, err := ParseMask(s)
	if err != nil {
		panic(err)
	}
	return b
}

// Diagram draws b as an 8×8 board: rank labels 8…1 on the left, file labels
// a…h underneath, 'x' for a member square and '.' for the others. Each line,
// the last included, ends in a newline.
func Diagram(b Bitboard) string {
	return DiagramMarked(b, NoSquare)
}

// DiagramMarked is like Diagram but draws square mark as '*' when it is not in
// b and as '#' when it is, to show where an attacker stands. Pass NoSquare to
// mark nothing.
func DiagramMarked(b Bitboard, mark Square) string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		sb.WriteByte(byte('1' + r))
		for f := 0; f < 8; f++ {
			s := Square(8*r + f)
			in := b&(1<<s) != 0
			c := byte('.')
			switch {
			case s == mark && in:
				c = '#'
			case s == mark:
				c = '*'
			case in:
				c = 'x'
			}
			sb.WriteByte(' ')
			sb.WriteByte(c)
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("  a b c d e f g h\n")
	return sb.String()
}

// String returns b in the mask notation, as Format does.
func (b Bitboard) String() string { return Format(b) }
