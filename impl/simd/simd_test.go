//go:build goexperiment.simd && amd64

package simd

import (
	"testing"

	"github.com/bitbench/bitbench/impl/internal/impltest"
)

var impl Impl

// skipWithoutAVX2 skips a test that runs the vector code on a CPU without
// AVX2, where it would stop the program.
func skipWithoutAVX2(t *testing.T) { t.Helper(); impltest.SkipUnless(t, gate.OK, "AVX2") }

// TestRegistered checks that the package registers exactly when the CPU has
// AVX2, and that Path says which.
func TestRegistered(t *testing.T) { impltest.Gate(t, "simd", gate.OK, Path(), "avx2", "AVX2") }

// TestLanes checks the shift amounts and wrap masks of the lanes by hand.
func TestLanes(t *testing.T) {
	if got, want := rookLanes.left, [3][4]uint64{{8, 1, none, none}, {16, 2, none, none}, {32, 4, none, none}}; got != want {
		t.Errorf("rookLanes.left == %v; want %v", got, want)
	}
	if got, want := rookLanes.right, [3][4]uint64{{none, none, 8, 1}, {none, none, 16, 2}, {none, none, 32, 4}}; got != want {
		t.Errorf("rookLanes.right == %v; want %v", got, want)
	}
	if got, want := bishopLanes.right[2], [4]uint64{none, none, 28, 36}; got != want {
		t.Errorf("bishopLanes.right[2] == %v; want %v", got, want)
	}
	if got, want := bishopLanes.land, [4]uint64{notA, notH, notA, notH}; got != want {
		t.Errorf("bishopLanes.land == %#x; want %#x", got, want)
	}
}

// TestImpl runs the shared checks on the vector fills: hand-solved slider
// examples (edge blockers, full boards, rays that would wrap across the a/h
// files), every square × relevant-occupancy subset against the reference
// (102,400 rook and 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) {
	skipWithoutAVX2(t)
	impltest.Run(t, impl)
}

// TestOffBoard checks that squares 64 and above attack nothing.
func TestOffBoard(t *testing.T) {
	skipWithoutAVX2(t)
	impltest.OffBoard(t, impltest.Of(impl))
}

// TestBatches runs the shared batch checks: every square × relevant
// occupancy subset in chunks of every length against the reference, and
// the error contract.
func TestBatches(t *testing.T) {
	skipWithoutAVX2(t)
	impltest.Batches(t, impl.RookBatch, impl.BishopBatch)
}
