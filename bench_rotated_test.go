package bitbench_test

// BenchmarkRotatedPrerotated is the engine-time row of impl/rotated:
//
//	BenchmarkRotatedPrerotated/piece={rook,bishop,queen}/load={random,game,latency}   ns/lookup
//
// An engine keeps its rotated occupancies up to date move by move, so its
// lookup starts from occupancies already rotated; the harness.Impl methods,
// which BenchmarkSlider/impl=rotated times, must rotate occ on every call.
// This row feeds rotated.RookAttacksRotated and BishopAttacksRotated the
// same inputs as BenchmarkSlider, rotated before the timer starts, so the
// two rows side by side show what the rotation costs. The latency load folds
// the chain bit (a1) into all four occupancies: every rotation leaves a1 at
// bit 0, which the benchmark checks. Answers are checked against the naive
// reference first, as in BenchmarkSlider.

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/rotated"
)

// benchPrerotated holds the current row's inputs, rotated.
var benchPrerotated [benchN]rotated.Rotated

func BenchmarkRotatedPrerotated(b *testing.B) {
	benchLoadInputs(b)
	if r, c := rotated.Rotate(benchChain), benchChain; r != (rotated.Rotated{Occ: c, Occ90: c, Occ45: c, Occ315: c}) {
		b.Fatalf("rotated.Rotate(benchChain) == %+v; want benchChain in all four layouts", r)
	}
	loops := [benchNumPieces]benchSliderLoops{
		benchRook:   {benchPrerotatedRook, benchPrerotatedRookLatency},
		benchBishop: {benchPrerotatedBishop, benchPrerotatedBishopLatency},
		benchQueen:  {benchPrerotatedQueen, benchPrerotatedQueenLatency},
	}
	for p, piece := range benchPieceNames {
		for _, l := range benchSliderLoads(p) {
			b.Run("piece="+piece+"/load="+l.name, func(b *testing.B) {
				for i, occ := range l.occs {
					benchPrerotated[i] = rotated.Rotate(occ)
				}
				benchSliderRow(b, "rotated-prerotated", p, l, loops[p])
			})
		}
	}
}

// The loops ignore occs: they read the same occupancies, rotated, from
// benchPrerotated.

func benchPrerotatedRook(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) {
	for i := range dst {
		x := &benchPrerotated[i]
		dst[i] = rotated.RookAttacksRotated(sqs[i], x.Occ, x.Occ90)
	}
}

func benchPrerotatedBishop(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) {
	for i := range dst {
		x := &benchPrerotated[i]
		dst[i] = rotated.BishopAttacksRotated(sqs[i], x.Occ45, x.Occ315)
	}
}

func benchPrerotatedQueen(dst *[benchN]harness.Bitboard, sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) {
	for i := range dst {
		x := &benchPrerotated[i]
		dst[i] = rotated.RookAttacksRotated(sqs[i], x.Occ, x.Occ90) | rotated.BishopAttacksRotated(sqs[i], x.Occ45, x.Occ315)
	}
}

func benchPrerotatedRookLatency(sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &benchPrerotated[i], r&benchChain
		r = rotated.RookAttacksRotated(sqs[i], x.Occ|c, x.Occ90|c)
		sum ^= r
	}
	return r, sum
}

func benchPrerotatedBishopLatency(sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &benchPrerotated[i], r&benchChain
		r = rotated.BishopAttacksRotated(sqs[i], x.Occ45|c, x.Occ315|c)
		sum ^= r
	}
	return r, sum
}

func benchPrerotatedQueenLatency(sqs *[benchN]harness.Square, _ *[benchN]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &benchPrerotated[i], r&benchChain
		r = rotated.RookAttacksRotated(sqs[i], x.Occ|c, x.Occ90|c) | rotated.BishopAttacksRotated(sqs[i], x.Occ45|c, x.Occ315|c)
		sum ^= r
	}
	return r, sum
}
