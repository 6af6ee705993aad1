// Package batchargs runs the batched slider lookups of the vector
// techniques (impl/simd, impl/avx512, impl/gfni): it checks their
// arguments, whose contract is harness.Batcher's (len(occs) must equal
// len(sqs) and len(dst) must be at least that, and a value of sqs that is
// not a square stops the batch at its index), and hands the valid
// prefix to the technique in groups of its vector width, padding the last,
// so that the vector code never meets a bad square or a short group.
package batchargs

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// Check returns how many leading lookups of the batch (dst, sqs, occs) may
// run, and the error the batch must return after running them. With
// unequal lengths (len(occs) != len(sqs) or len(dst) < len(sqs)) it returns
// 0 and an error wrapping harness.ErrLength; with a value of sqs that is
// not a square, the index of the first such value and an error wrapping
// harness.ErrSquare
// that names it; otherwise len(sqs) and nil. pkg and method ("avx512",
// "RookBatch") begin the error's text.
func Check(pkg, method string, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n := len(sqs)
	if err := harness.CheckBatchLengths(len(dst), n, len(occs)); err != nil {
		return 0, fmt.Errorf("%s: %s: %w", pkg, method, err)
	}
	// A square is below 64 exactly when its two high bits are clear, so
	// the OR of eight squares is below 64 exactly when all eight are: one
	// test per eight, and the slow loop only from the first group that
	// fails.
	i := 0
	for ; i+8 <= n; i += 8 {
		g := sqs[i : i+8 : i+8]
		if g[0]|g[1]|g[2]|g[3]|g[4]|g[5]|g[6]|g[7] >= harness.NoSquare {
			break
		}
	}
	for ; i < n; i++ {
		if s := sqs[i]; s >= harness.NoSquare {
			return i, fmt.Errorf("%s: %s: %w", pkg, method, harness.BatchSquareError(i, s))
		}
	}
	return n, nil
}

// MaxWidth is the widest group Run hands out: eight 64-bit lanes, 512 bits.
const MaxWidth = 8

// Group computes dst[i] = attacks(sqs[i], occs[i]) for the width lookups
// of one group; all three slices have length width and every square is
// valid.
type Group = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard)

// Run is a whole batch with the contract above: it checks the arguments
// (Check), calls group on each run of width lookups of the valid prefix,
// and on a last run of fewer pads it to width with a1 on an empty board
// and copies back only the real results. It returns Check's results. width
// must be between 1 and MaxWidth; otherwise Run writes nothing and returns
// 0 and an error.
func Run(pkg, method string, width int, group Group, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	if width < 1 || width > MaxWidth {
		return 0, fmt.Errorf("%s: %s: group width %d outside 1 to %d", pkg, method, width, MaxWidth)
	}
	n, err := Check(pkg, method, dst, sqs, occs)
	i := 0
	for ; i+width <= n; i += width {
		group(dst[i:i+width], sqs[i:i+width], occs[i:i+width])
	}
	if i < n {
		var d, o [MaxWidth]harness.Bitboard
		var s [MaxWidth]harness.Square
		copy(s[:], sqs[i:n])
		copy(o[:], occs[i:n])
		group(d[:width], s[:width], o[:width])
		copy(dst[i:n], d[:])
	}
	return n, err
}
