//go:build goexperiment.simd && amd64

package group

import (
	"slices"
	"testing"

	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
)

// TestRoundTrip checks each function on a group whose neighbours in memory
// differ, so that reading or writing one element too far or in the wrong
// order shows.
func TestRoundTrip(t *testing.T) {
	if !archsimd.X86.AVX512() {
		t.Skip("CPU lacks AVX-512: the 8-lane functions are not run")
	}
	sqs := []harness.Square{99, 0, 7, 63, 9, 56, 1, 33, 62, 99}
	var got8 [8]uint64
	Squares8(sqs[1:9]).Store(&got8)
	if want := [8]uint64{0, 7, 63, 9, 56, 1, 33, 62}; got8 != want {
		t.Errorf("Squares8 == %v; want %v", got8, want)
	}
	var got4 [4]uint64
	Squares4(sqs[3:7]).Store(&got4)
	if want := [4]uint64{63, 9, 56, 1}; got4 != want {
		t.Errorf("Squares4 == %v; want %v", got4, want)
	}
	occs := []harness.Bitboard{5, 10, 20, 30, 40, 50, 60, 70, 80, 6}
	Load8(occs[1:9]).Store(&got8)
	if want := [8]uint64{10, 20, 30, 40, 50, 60, 70, 80}; got8 != want {
		t.Errorf("Load8 == %v; want %v", got8, want)
	}
	Load4(occs[2:6]).Store(&got4)
	if want := [4]uint64{20, 30, 40, 50}; got4 != want {
		t.Errorf("Load4 == %v; want %v", got4, want)
	}
	dst := make([]harness.Bitboard, 10)
	Store8(dst[1:9], archsimd.LoadUint64x8(&[8]uint64{1, 2, 3, 4, 5, 6, 7, 8}))
	Store4(dst[5:9], archsimd.LoadUint64x4(&[4]uint64{9, 9, 9, 9}))
	if want := []harness.Bitboard{0, 1, 2, 3, 4, 9, 9, 9, 9, 0}; !slices.Equal(dst, want) {
		t.Errorf("Store8 then Store4 gave %v; want %v", dst, want)
	}
}
