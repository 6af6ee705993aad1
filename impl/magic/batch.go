package magic

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs): the same lookup in a plain Go loop that the compiler keeps
// inline, one call for the whole batch. Its benchmark rows (impl=magic-batch)
// give every CPU a batched ceiling, whether or not it has a fast PEXT.
//
// The contract is harness.Batcher's: unequal lengths are an error wrapping
// harness.ErrLength with nothing written, a value of sqs that is not a
// square stops the batch at its index with an error wrapping
// harness.ErrSquare, and it never panics.
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
	if err := harness.CheckBatchLengths(len(dst), n, len(occs)); err != nil {
		return 0, fmt.Errorf("magic: %s: %w", name, err)
	}
	dst, occs = dst[:n], occs[:n]
	for i, s := range sqs {
		if s >= harness.NoSquare {
			return i, fmt.Errorf("magic: %s: %w", name, harness.BatchSquareError(i, s))
		}
		e := &entries[s]
		dst[i] = table[e.offset+(uint64(occs[i])&e.mask)*e.magic>>(e.shift&63)]
	}
	return n, nil
}
