package pext

import (
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// bmi2 looks up the attacks of square s with the PEXTQ instruction.
func (t *slider) bmi2(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &t.sq[s]
	return t.attacks[e.base+pextq(uint64(occ), e.mask)]
}

// soft looks up the attacks of square s with the portable PEXT.
func (t *slider) soft(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &t.sq[s]
	return t.attacks[e.base+softPEXT(uint64(occ), e.mask)]
}

// batch fills dst[i] for each of sqs[i], occs[i]; name is the caller's name
// for errors. See Impl.RookBatch for the contract.
func (t *slider) batch(name string, hw bool, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n := len(sqs)
	if err := harness.CheckBatchLengths(len(dst), n, len(occs)); err != nil {
		return 0, fmt.Errorf("pext: %s: %w", name, err)
	}
	var done int
	if hw {
		done = t.batchHW(dst[:n], sqs, occs)
	} else {
		done = t.batchSoft(dst[:n], sqs, occs)
	}
	if done < n {
		return done, fmt.Errorf("pext: %s: %w", name, harness.BatchSquareError(done, sqs[done]))
	}
	return n, nil
}

// batchSoft is the software batch: a Go loop over the portable lookup that
// stops at the first value that is not a square and returns how many
// elements it wrote. dst, sqs and occs have the same length.
func (t *slider) batchSoft(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) int {
	for i, s := range sqs {
		if s >= harness.NoSquare {
			return i
		}
		dst[i] = t.soft(s, occs[i])
	}
	return len(sqs)
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// on the path Path reports: PEXT of occ under s's relevant mask indexes the
// rook table. The path is taken through the function variable extract (the
// PEXTQ assembly or the portable loop): one indirect call, which keeps the
// method under the inlining budget, so a hardware lookup costs one call (Go
// never inlines assembly) instead of two; keep the body this small. The square s itself is never attacked. s must be a square:
// NoSquare or above panics with an index out of range, as harness.Impl
// allows (the batches report such values as errors instead).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &rook.sq[s]
	return rook.attacks[e.base+pextAuto(uint64(occ), e.mask)]
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, like RookAttacks.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &bishop.sq[s]
	return bishop.attacks[e.base+pextAuto(uint64(occ), e.mask)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ).
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}

// RookBatch sets dst[i] = RookAttacks(sqs[i], occs[i]) for every i below
// len(sqs), on the path Path reports; on the BMI2 path the whole loop runs in
// assembly, one call for the batch instead of one per lookup.
//
// The contract is harness.Batcher's: unequal lengths are an error wrapping
// harness.ErrLength with nothing written, a value of sqs that is not a
// square stops the batch at its index with an error wrapping
// harness.ErrSquare, and it never panics.
func (Impl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return rook.batch("RookBatch", hardware, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Impl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return bishop.batch("BishopBatch", hardware, dst, sqs, occs)
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// always with the software PEXT.
func (Soft) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return rook.soft(s, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, always with the software PEXT.
func (Soft) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return bishop.soft(s, occ)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ), always
// with the software PEXT.
func (Soft) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return rook.soft(s, occ) | bishop.soft(s, occ)
}

// RookBatch is Impl.RookBatch, same contract, always with the software PEXT
// in a Go loop.
func (Soft) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return rook.batch("RookBatch", false, dst, sqs, occs)
}

// BishopBatch is Impl.BishopBatch, same contract, always with the software
// PEXT in a Go loop.
func (Soft) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return bishop.batch("BishopBatch", false, dst, sqs, occs)
}
