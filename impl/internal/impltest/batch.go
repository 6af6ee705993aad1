package impltest

import (
	"errors"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Batch is one batched slider lookup with the contract of
// pext.Impl.RookBatch, its errors those of impl/internal/batchargs.
type Batch = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)

// Batches checks a technique's RookBatch and BishopBatch: every square and
// every subset of its relevant occupancy (and the subset with every other
// square occupied too) against the naive reference, in chunks of 1 to 19
// lookups, so that a vector batch meets every length of a padded last
// group, with a sentinel after each chunk that must stay; then the error
// contract: nothing written on a length error, and with a bad square at
// index 10 the lookups below it written and none from it on.
func Batches(t testing.TB, rook, bishop Batch) {
	t.Helper()
	for _, b := range []struct {
		name  string
		batch Batch
		steps []geometry.Step
		want  Lookup
	}{
		{"RookBatch", rook, geometry.Rook, ref.RookAttacks},
		{"BishopBatch", bishop, geometry.Bishop, ref.BishopAttacks},
	} {
		batchExhaustive(t, b.name, b.batch, b.steps, b.want)
		batchErrors(t, b.name, b.batch, b.want)
	}
}

func batchExhaustive(t testing.TB, name string, batch Batch, steps []geometry.Step, want Lookup) {
	t.Helper()
	var sqs []harness.Square
	var occs []harness.Bitboard
	for s := range harness.Square(harness.NumSquares) {
		mask := geometry.Relevant(s, steps)
		for sub := range geometry.Subsets(mask) {
			sqs = append(sqs, s, s)
			occs = append(occs, sub, sub|^mask)
		}
	}
	dst := make([]harness.Bitboard, len(sqs)+1)
	for start, size := 0, 1; start < len(sqs); start, size = start+size, size%19+1 {
		end := min(start+size, len(sqs))
		dst[end] = 0xdead // past the chunk: must stay
		if n, err := batch(dst[start:end], sqs[start:end], occs[start:end]); n != end-start || err != nil {
			t.Errorf("%s of cases %d to %d == %d, %v; want %d, nil", name, start, end, n, err, end-start)
			return
		}
		if dst[end] != 0xdead {
			t.Errorf("%s of cases %d to %d wrote past its end", name, start, end)
			return
		}
	}
	for i, s := range sqs {
		if w := want(s, occs[i]); dst[i] != w {
			t.Errorf("%s: dst[%d] for (%v, %#x) == %#x; want %#x", name, i, s, uint64(occs[i]), uint64(dst[i]), uint64(w))
			return
		}
	}
}

func batchErrors(t testing.TB, name string, batch Batch, want Lookup) {
	t.Helper()
	sqs := []harness.Square{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 64, 10}
	dst := make([]harness.Bitboard, len(sqs))
	n, err := batch(dst, sqs, make([]harness.Bitboard, len(sqs)-1))
	if n != 0 || !errors.Is(err, harness.ErrLength) || dst[0] != 0 {
		t.Errorf("%s with len(occs) short == %d, %v, dst[0] %#x; want 0, ErrLength, 0", name, n, err, uint64(dst[0]))
	}
	n, err = batch(dst, sqs, make([]harness.Bitboard, len(sqs)))
	if n != 10 || !errors.Is(err, harness.ErrSquare) {
		t.Errorf("%s with sqs[10] = 64 == %d, %v; want 10, ErrSquare", name, n, err)
	}
	for i, s := range sqs {
		w := harness.Bitboard(0)
		if i < 10 {
			w = want(s, 0)
		}
		if dst[i] != w {
			t.Errorf("%s with sqs[10] = 64: dst[%d] == %#x; want %#x", name, i, uint64(dst[i]), uint64(w))
		}
	}
}
