package harness

import (
	"errors"
	"strings"
	"testing"
)

func TestParseSquare(t *testing.T) {
	tests := []struct {
		name string
		want Square
	}{
		{"a1", A1}, {"h1", H1}, {"e4", 28}, {"d4", 27}, {"a8", A8}, {"h8", 63},
	}
	for _, tt := range tests {
		got, err := ParseSquare(tt.name)
		if err != nil || got != tt.want {
			t.Errorf("ParseSquare(%q) == %d, %v; want %d, nil", tt.name, got, err, tt.want)
		}
		if got.String() != tt.name {
			t.Errorf("Square(%d).String() == %q; want %q", got, got.String(), tt.name)
		}
	}
}

func TestParseSquareErrors(t *testing.T) {
	for _, name := range []string{"", "e", "e44", "i4", "e9", "e0", "E4", "-", "4e", " e4"} {
		if s, err := ParseSquare(name); err == nil || !errors.Is(err, ErrSquare) {
			t.Errorf("ParseSquare(%q) == %v, %v; want an ErrSquare error", name, s, err)
		}
	}
}

// TestParseSquareErrorText checks that errors count and quote characters,
// not bytes, and echo a long name as an excerpt.
func TestParseSquareErrorText(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"é", "want 2 characters, got 1"},
		{"é4", "file 'é' is not a–h"},
		{"e８", "rank '８' is not 1–8"},
		{"e4e4", "want 2 characters, got 4"},
		{strings.Repeat("e", 10000), "…(10000 bytes): not a square: want 2 characters, got 10000"},
	} {
		_, err := ParseSquare(tt.name)
		if err == nil || !strings.Contains(err.Error(), tt.want) || len(err.Error()) > 300 {
			t.Errorf("ParseSquare(%.20q) error %.300v; want under 300 bytes containing %q", tt.name, err, tt.want)
		}
	}
}

func TestSquareString(t *testing.T) {
	for s := Square(0); s < NoSquare; s++ {
		back, err := ParseSquare(s.String())
		if err != nil || back != s {
			t.Errorf("ParseSquare(Square(%d).String()) == %d, %v", s, back, err)
		}
		if SquareAt(s.File(), s.Rank()) != s {
			t.Errorf("SquareAt(%d, %d) != %d", s.File(), s.Rank(), s)
		}
	}
	if NoSquare.String() != "-" {
		t.Errorf("NoSquare.String() == %q; want \"-\"", NoSquare.String())
	}
	if NoSquare.Bitboard() != 0 || E4.Bitboard() != 1<<28 {
		t.Errorf("Square.Bitboard wrong: NoSquare %#x, e4 %#x", NoSquare.Bitboard(), E4.Bitboard())
	}
}

func TestSquareAtOffBoard(t *testing.T) {
	for _, fr := range [][2]int{{-1, 0}, {8, 0}, {0, -1}, {0, 8}, {9, 9}} {
		if got := SquareAt(fr[0], fr[1]); got != NoSquare {
			t.Errorf("SquareAt(%d, %d) == %v; want NoSquare", fr[0], fr[1], got)
		}
	}
}

func TestDirections(t *testing.T) {
	for _, d := range Directions {
		df, dr := d.Delta()
		of, or := d.Opposite().Delta()
		if df != -of || dr != -or || (df == 0 && dr == 0) {
			t.Errorf("%v delta (%d,%d), opposite %v delta (%d,%d)", d, df, dr, d.Opposite(), of, or)
		}
	}
	if df, dr := NorthEast.Delta(); df != 1 || dr != 1 {
		t.Errorf("NorthEast.Delta() == (%d, %d); want (1, 1)", df, dr)
	}
	if White.Other() != Black || Black.Other() != White {
		t.Error("Color.Other is not the opposite colour")
	}
}
