package pext_test

import (
	"errors"
	"fmt"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
)

// The worked example of the package comment: a rook on d4 among pieces on
// d8, d6, h5, b4, f4 and d2.
func ExampleImpl_RookAttacks() {
	occ := harness.MustParseMask("00010000/00000000/00010000/00000001/01010100/00000000/00010000/00000000")
	fmt.Print(harness.DiagramMarked(pext.Impl{}.RookAttacks(harness.D4, occ), harness.D4))
	// Output:
	// 8 . . . . . . . .
	// 7 . . . . . . . .
	// 6 . . . x . . . .
	// 5 . . . x . . . .
	// 4 . x x * x x . .
	// 3 . . . x . . . .
	// 2 . . . x . . . .
	// 1 . . . . . . . .
	//   a b c d e f g h
}

// A batch of three lookups in one call; the third square is not a square, so
// the batch stops there and says so.
func ExampleImpl_RookBatch() {
	sqs := []harness.Square{harness.A1, harness.H8, harness.NoSquare}
	occs := []harness.Bitboard{0, 1 << harness.H1, 0}
	dst := make([]harness.Bitboard, len(sqs))
	n, err := pext.Impl{}.RookBatch(dst, sqs, occs)
	fmt.Println(n, errors.Is(err, harness.ErrSquare))
	fmt.Println(err)
	fmt.Println(dst[0])
	fmt.Println(dst[1])
	// Output:
	// 2 true
	// pext: RookBatch: sqs[2] = 64: not a square
	// 10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111
	// 11111110/00000001/00000001/00000001/00000001/00000001/00000001/00000001
}

// Choosing the path by hand: Software always works, Hardware only where the
// CPU has BMI2 (the error says so otherwise).
func ExampleSetMode() {
	if err := pext.SetMode(pext.Software); err != nil {
		fmt.Println(err)
	}
	fmt.Println(pext.Path())
	_ = pext.SetMode(pext.Auto)
	// Output: soft (forced by SetMode(soft))
}

// The policy: Auto takes the instruction only where it is fast. On AMD Zen 1
// (the EPYC 7551 of issue 9) it is microcoded, and Auto stays in software;
// forcing it says so.
func ExampleDecide() {
	zen1 := cpuid.ID{Arch: "amd64", Vendor: "AuthenticAMD", Family: 23, Model: 1, Stepping: 2, Uarch: "zen1", BMI2: true}
	zen3 := cpuid.ID{Arch: "amd64", Vendor: "AuthenticAMD", Family: 25, Model: 1, Stepping: 1, Uarch: "zen3", BMI2: true}
	for _, id := range []cpuid.ID{zen1, zen3} {
		auto, _ := pext.Decide(id, pext.Auto, true)
		hw, _ := pext.Decide(id, pext.Hardware, true)
		fmt.Printf("%s: auto %s; hw %s\n", id.Uarch, auto, hw)
	}
	// Output:
	// zen1: auto soft (microcoded on zen1); hw bmi2 (forced by SetMode(hw); microcoded on zen1)
	// zen3: auto bmi2 (fast on zen3); hw bmi2 (forced by SetMode(hw))
}
