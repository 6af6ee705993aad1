package pext

import "github.com/bitbench/bitbench/harness"

// Hard is the PEXT implementation that always takes the hardware path where
// the machine has one (HasBMI2), whatever Auto decided and whatever SetMode
// chose, so that a benchmark row can measure the PEXTQ instruction on every
// CPU with BMI2, slow ones included: a microcoded PEXT is a finding worth
// showing. Its Name is "pext-hw".
//
// Hard is registered on every machine, so that the generated move generator
// and benchmark loops exist for it and every suite checks it. Where
// HasBMI2() is false its slider lookups run the software PEXT instead, so
// that they stay correct, and Unavailable says why: the benchmarks then drop
// its rows rather than label software figures as the hardware path.
// Everything but the slider lookups is shared with Impl.
type Hard struct{ common }

// Unavailable returns "" where Hard's lookups run the PEXTQ instruction
// (HasBMI2), else why they do not: "not amd64", "purego build" or "no BMI2".
// A benchmark of Hard skips itself with this reason when it is not empty, so
// that no software figure is ever labelled as the hardware path.
func (Hard) Unavailable() string {
	if can, _, why := capability(cpu, asm); !can || !haveBMI2 {
		return why
	}
	return ""
}

// Name returns "pext-hw".
func (Hard) Name() string { return "pext-hw" }

// Family reports harness.FamilyHash, as Impl does.
func (Hard) Family() harness.Family { return harness.FamilyHash }

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// with the PEXTQ instruction where HasBMI2 (software elsewhere). s must be a
// square, as for Impl.RookAttacks.
func (Hard) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &rook.sq[s]
	return rook.attacks[e.base+pextHard(uint64(occ), e.mask)]
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, like RookAttacks.
func (Hard) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &bishop.sq[s]
	return bishop.attacks[e.base+pextHard(uint64(occ), e.mask)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ).
func (h Hard) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return h.RookAttacks(s, occ) | h.BishopAttacks(s, occ)
}

// RookBatch is Impl.RookBatch, same contract, on the hardware path (the loop
// in assembly) where HasBMI2, the software loop elsewhere.
func (Hard) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return rook.batch("RookBatch", haveBMI2, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (Hard) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return bishop.batch("BishopBatch", haveBMI2, dst, sqs, occs)
}
