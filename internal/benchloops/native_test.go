package benchloops

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/native"
)

// TestBatchLoop checks what a batch row reports after timing: nothing for
// full batches, the first failure otherwise (an error, or a short batch).
func TestBatchLoop(t *testing.T) {
	type result struct {
		n   int
		err error
	}
	// batch returns the results in turn, then the last again.
	batch := func(rs ...result) batchFunc {
		i := 0
		return func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error) {
			r := rs[min(i, len(rs)-1)]
			i++
			return r.n, r.err
		}
	}
	errA, errB := errors.New("a"), errors.New("b")
	for _, tt := range []struct {
		name    string
		results []result
		calls   int
		want    string // the error kept; "" for none
	}{
		{"full", []result{{N, nil}}, 3, ""},
		{"short", []result{{N, nil}, {N - 1, nil}}, 3, "wrote 1023 of 1024 results"},
		{"error", []result{{0, errA}}, 1, "a"},
		{"first error kept", []result{{N, nil}, {0, errA}, {0, errB}}, 3, "a"},
	} {
		var err error
		loop := batchLoop(batch(tt.results...), &err)
		var dst [N]harness.Bitboard
		var sqs [N]harness.Square
		var occs [N]harness.Bitboard
		for range tt.calls {
			loop(&dst, &sqs, &occs)
		}
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("%s: error kept %q; want %q", tt.name, got, tt.want)
		}
	}
}

// TestNativeChain checks the latency loop of the native rows: the chain
// of naive's answers where the reference runs, ErrUnavailable where not.
func TestNativeChain(t *testing.T) {
	var sqs [N]harness.Square
	var occs [N]harness.Bitboard
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range N {
		sqs[i], occs[i] = harness.Square(rng.IntN(harness.NumSquares)), harness.Bitboard(rng.Uint64()&rng.Uint64())
	}
	for _, r := range native.Refs() {
		for p := range numPieces {
			var err error
			last, sum := nativeChain(r, native.Piece(p), &err)(&sqs, &occs)
			if why := r.Unavailable(); why != "" {
				if !errors.Is(err, native.ErrUnavailable) || !strings.Contains(err.Error(), why) {
					t.Errorf("%s %s: err == %v; want ErrUnavailable saying %q", r.Name(), pieceNames[p], err, why)
				}
				continue
			}
			var want, wantSum harness.Bitboard
			for i := range N {
				want = refSlider(p, sqs[i], occs[i]|want&chain)
				wantSum ^= want
			}
			if last != want || sum != wantSum || err != nil {
				t.Errorf("%s %s chain == %#x, %#x, %v; want %#x, %#x, nil (naive)", r.Name(), pieceNames[p], uint64(last), uint64(sum), err, uint64(want), uint64(wantSum))
			}
		}
	}
}
