//go:build goexperiment.simd && amd64

package avx512

import (
	"errors"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/naive"
)

// batches pairs each batch with its piece's steps and the reference lookup
// it must agree with.
var batches = []struct {
	name  string
	batch func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
	steps []geometry.Step
	want  func(harness.Square, harness.Bitboard) harness.Bitboard
}{
	{"RookBatch", impl.RookBatch, geometry.Rook, naive.Impl{}.RookAttacks},
	{"BishopBatch", impl.BishopBatch, geometry.Bishop, naive.Impl{}.BishopAttacks},
}

// TestBatchExhaustive runs each batch over every square and every subset of
// its relevant occupancy (and the subset with every other square occupied
// too), in chunks of 1 to 19 lookups so that every length of the padded
// last group is met, and compares each result with the naive reference.
func TestBatchExhaustive(t *testing.T) {
	skipWithoutAVX512(t)
	for _, b := range batches {
		var sqs []harness.Square
		var occs []harness.Bitboard
		for s := range harness.Square(harness.NumSquares) {
			mask := geometry.Relevant(s, b.steps)
			for sub := range geometry.Subsets(mask) {
				sqs = append(sqs, s, s)
				occs = append(occs, sub, sub|^mask)
			}
		}
		dst := make([]harness.Bitboard, len(sqs)+1)
		for start, size := 0, 1; start < len(sqs); start, size = start+size, size%19+1 {
			end := min(start+size, len(sqs))
			dst[end] = 0xdead // past the chunk: must stay
			if n, err := b.batch(dst[start:end], sqs[start:end], occs[start:end]); n != end-start || err != nil {
				t.Fatalf("%s of cases %d to %d == %d, %v; want %d, nil", b.name, start, end, n, err, end-start)
			}
			if dst[end] != 0xdead {
				t.Fatalf("%s of cases %d to %d wrote past its end", b.name, start, end)
			}
		}
		for i, s := range sqs {
			if want := b.want(s, occs[i]); dst[i] != want {
				t.Fatalf("%s: dst[%d] for (%v, %#x) == %#x; want %#x", b.name, i, s, uint64(occs[i]), uint64(dst[i]), uint64(want))
			}
		}
	}
}

// TestBatchErrors checks the error contract: nothing written on a length
// error, and on a bad square the lookups below its index written (here the
// whole first group of eight and two of the next) and none from it on.
func TestBatchErrors(t *testing.T) {
	skipWithoutAVX512(t)
	sqs := []harness.Square{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 64, 10}
	for _, b := range batches {
		dst := make([]harness.Bitboard, len(sqs))
		n, err := b.batch(dst, sqs, make([]harness.Bitboard, len(sqs)-1))
		if n != 0 || !errors.Is(err, ErrLength) || dst[0] != 0 {
			t.Errorf("%s with len(occs) short == %d, %v, dst[0] %#x; want 0, ErrLength, 0", b.name, n, err, uint64(dst[0]))
		}
		n, err = b.batch(dst, sqs, make([]harness.Bitboard, len(sqs)))
		if n != 10 || !errors.Is(err, ErrSquare) {
			t.Errorf("%s with sqs[10] = 64 == %d, %v; want 10, ErrSquare", b.name, n, err)
		}
		for i, s := range sqs {
			want := harness.Bitboard(0)
			if i < 10 {
				want = b.want(s, 0)
			}
			if dst[i] != want {
				t.Errorf("%s with sqs[10] = 64: dst[%d] == %#x; want %#x", b.name, i, uint64(dst[i]), uint64(want))
			}
		}
	}
}
