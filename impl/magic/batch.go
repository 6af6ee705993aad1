package magic

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

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs): the same lookup in a plain Go loop that the compiler keeps
// inline, one call for the whole batch. Its benchmark rows (impl=magic-batch)
// give every CPU a batched ceiling, whether or not it has a fast PEXT.
//
// Contract (that of pext.Impl.RookBatch): len(occs) must equal len(sqs) and
// len(dst) must be at least that; otherwise nothing is written and the error
// wraps ErrLength. A value of sqs that is not a square stops the batch
// there: the result is its index and an error wrapping ErrSquare that names
// it, with dst written below that index only. On success the result is
// len(sqs) and nil. It never panics.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batch("RookBatch", &rookEntries, rookTable[:], dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return batch("BishopBatch", &bishopEntries, bishopTable[:], dst, sqs, occs)
}

// batch runs the lookup of one piece (its entries and table) over the
// slices; name is the caller's, for errors. See RookBatch for the contract.
func batch(name string, entries *[64]entry, table []harness.Bitboard, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n := len(sqs)
	if len(occs) != n || len(dst) < n {
		return 0, fmt.Errorf("magic: %s: len(dst) = %d, len(sqs) = %d, len(occs) = %d: %w (want len(occs) == len(sqs) <= len(dst))",
			name, len(dst), n, len(occs), ErrLength)
	}
	dst, occs = dst[:n], occs[:n]
	for i, s := range sqs {
		if s >= harness.NoSquare {
			return i, fmt.Errorf("magic: %s: sqs[%d] = %d: %w", name, i, s, ErrSquare)
		}
		e := &entries[s]
		dst[i] = table[e.offset+uint32((uint64(occs[i])&e.mask)*e.magic>>(e.shift&63))]
	}
	return n, nil
}
