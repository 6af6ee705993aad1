package harness_test

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

func ExampleParseMask() {
	pawns, err := harness.ParseMask("00000000/00000000/00000000/00000000/00000000/00101000/10000001/00000000")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pawns&harness.C3.Bitboard() != 0, pawns&harness.D3.Bitboard() != 0)
	_, err = harness.ParseMask("00000000/00000000/0000x000/00000000/00000000/00000000/00000000/00000000")
	fmt.Println(err)
	// Output:
	// true false
	// mask "00000000/00000000/0000x000/00000000/00000000/00000000/00000000/00000000": bad mask: group 3, character 5: want '0' or '1', got 'x'
}

func ExampleFormat() {
	fmt.Println(harness.Format(harness.E4.Bitboard() | harness.H8.Bitboard()))
	// Output:
	// 00000001/00000000/00000000/00000000/00001000/00000000/00000000/00000000
}

func ExampleDiagram() {
	fmt.Print(harness.Diagram(harness.A1.Bitboard() | harness.D5.Bitboard()))
	// Output:
	// 8 . . . . . . . .
	// 7 . . . . . . . .
	// 6 . . . . . . . .
	// 5 . . . x . . . .
	// 4 . . . . . . . .
	// 3 . . . . . . . .
	// 2 . . . . . . . .
	// 1 x . . . . . . .
	//   a b c d e f g h
}

func ExampleParseSquare() {
	s, err := harness.ParseSquare("e4")
	fmt.Println(int(s), s, err)
	_, err = harness.ParseSquare("i9")
	fmt.Println(err)
	// Output:
	// 28 e4 <nil>
	// square "i9": not a square: file 'i' is not a–h
}
