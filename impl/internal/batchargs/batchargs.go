// Package batchargs checks the arguments of the batched slider lookups of
// the vector techniques (impl/avx512, impl/simd), whose contract is that of
// pext.Impl.RookBatch: len(occs) must equal len(sqs) and len(dst) must be at
// least that, and a value of sqs that is not a square stops the batch at its
// index. The vector loops then run over the valid prefix only, so that they
// never meet a bad square.
package batchargs

import (
	"errors"
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// ErrLength is wrapped by the error of a batch whose slices do not fit.
var ErrLength = errors.New("batch slice lengths differ")

// ErrSquare is wrapped by the error of a batch that meets a value that is
// not a square (64 or more).
var ErrSquare = errors.New("not a square")

// Check returns how many leading lookups of the batch (dst, sqs, occs) may
// run, and the error the batch must return after running them. With
// unequal lengths (len(occs) != len(sqs) or len(dst) < len(sqs)) it returns
// 0 and an error wrapping ErrLength; with a value of sqs that is not a
// square, the index of the first such value and an error wrapping ErrSquare
// that names it; otherwise len(sqs) and nil. pkg and method ("avx512",
// "RookBatch") begin the error's text.
func Check(pkg, method string, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n := len(sqs)
	if len(occs) != n || len(dst) < n {
		return 0, fmt.Errorf("%s: %s: len(dst) = %d, len(sqs) = %d, len(occs) = %d: %w (want len(occs) == len(sqs) <= len(dst))",
			pkg, method, len(dst), n, len(occs), ErrLength)
	}
	for i, s := range sqs {
		if s >= harness.NoSquare {
			return i, fmt.Errorf("%s: %s: sqs[%d] = %d: %w", pkg, method, i, s, ErrSquare)
		}
	}
	return n, nil
}
