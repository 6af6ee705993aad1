package benchloops

// RotatedPrerotated is BenchmarkRotatedPrerotated, the engine-time row of
// impl/rotated:
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

// prerotated holds the current row's inputs, rotated.
var prerotated [N]rotated.Rotated

func RotatedPrerotated(b *testing.B) {
	loadInputs(b)
	if r, c := rotated.Rotate(chain), chain; r != (rotated.Rotated{Occ: c, Occ90: c, Occ45: c, Occ315: c}) {
		b.Fatalf("rotated.Rotate(chain) == %+v; want chain in all four layouts", r)
	}
	loops := [numPieces]sliderLoops{
		rook:   {prerotatedRook, prerotatedRookLatency},
		bishop: {prerotatedBishop, prerotatedBishopLatency},
		queen:  {prerotatedQueen, prerotatedQueenLatency},
	}
	for p, piece := range pieceNames {
		for _, l := range sliderLoads(p) {
			run(b, "piece="+piece+"/load="+l.name, func(b *testing.B) {
				for i, occ := range l.occs {
					prerotated[i] = rotated.Rotate(occ)
				}
				sliderRow(b, "rotated-prerotated", p, l, loops[p])
			})
		}
	}
}

// The loops ignore occs: they read the same occupancies, rotated, from
// prerotated.

func prerotatedRook(dst *[N]harness.Bitboard, sqs *[N]harness.Square, _ *[N]harness.Bitboard) {
	for i := range dst {
		x := &prerotated[i]
		dst[i] = rotated.RookAttacksRotated(sqs[i], x.Occ, x.Occ90)
	}
}

func prerotatedBishop(dst *[N]harness.Bitboard, sqs *[N]harness.Square, _ *[N]harness.Bitboard) {
	for i := range dst {
		x := &prerotated[i]
		dst[i] = rotated.BishopAttacksRotated(sqs[i], x.Occ45, x.Occ315)
	}
}

func prerotatedQueen(dst *[N]harness.Bitboard, sqs *[N]harness.Square, _ *[N]harness.Bitboard) {
	for i := range dst {
		x := &prerotated[i]
		dst[i] = rotated.RookAttacksRotated(sqs[i], x.Occ, x.Occ90) | rotated.BishopAttacksRotated(sqs[i], x.Occ45, x.Occ315)
	}
}

func prerotatedRookLatency(sqs *[N]harness.Square, _ *[N]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &prerotated[i], r&chain
		r = rotated.RookAttacksRotated(sqs[i], x.Occ|c, x.Occ90|c)
		sum ^= r
	}
	return r, sum
}

func prerotatedBishopLatency(sqs *[N]harness.Square, _ *[N]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &prerotated[i], r&chain
		r = rotated.BishopAttacksRotated(sqs[i], x.Occ45|c, x.Occ315|c)
		sum ^= r
	}
	return r, sum
}

func prerotatedQueenLatency(sqs *[N]harness.Square, _ *[N]harness.Bitboard) (r, sum harness.Bitboard) {
	for i := range sqs {
		x, c := &prerotated[i], r&chain
		r = rotated.RookAttacksRotated(sqs[i], x.Occ|c, x.Occ90|c) | rotated.BishopAttacksRotated(sqs[i], x.Occ45|c, x.Occ315|c)
		sum ^= r
	}
	return r, sum
}
