package pext

import (
	"math/rand/v2"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// Output is the benchmark sink, so that no lookup is optimised away.
var Output harness.Bitboard

const benchN = 4096 // a power of two: the index wraps with a mask

// Random inputs: squares uniform, occupancies r & r (about a quarter full).
var benchSqs, benchOccs, benchWant = func() ([]harness.Square, []harness.Bitboard, []harness.Bitboard) {
	r := rand.New(rand.NewPCG(7, 8))
	sqs := make([]harness.Square, benchN)
	occs := make([]harness.Bitboard, benchN)
	want := make([]harness.Bitboard, benchN)
	for i := range sqs {
		sqs[i] = harness.Square(r.IntN(harness.NumSquares))
		occs[i] = harness.Bitboard(r.Uint64() & r.Uint64())
		want[i] = naive.Impl{}.RookAttacks(sqs[i], occs[i])
	}
	return sqs, occs, want
}()

// checkRook fails b unless f agrees with the reference on every input.
func checkRook(b *testing.B, f func(harness.Square, harness.Bitboard) harness.Bitboard) {
	for i := range benchN {
		if got := f(benchSqs[i], benchOccs[i]); got != benchWant[i] {
			b.Fatalf("rook(%v, %s) == %s; want %s", benchSqs[i], harness.Format(benchOccs[i]), harness.Format(got), harness.Format(benchWant[i]))
		}
	}
}

// report stores acc in Output and reports the cost per lookup, perCall
// lookups per b.N.
func report(b *testing.B, acc harness.Bitboard, perCall int) {
	Output = acc
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*perCall), "ns/lookup")
}

// BenchmarkRook compares one rook lookup per call, through the method and
// through the assembly alone, with the batched lookup, on each path. The
// single-call loops are written out (no function values), so that each
// measures the direct call it names.
func BenchmarkRook(b *testing.B) {
	if HasBMI2() {
		b.Run("path=bmi2/call=method", func(b *testing.B) {
			withModeB(b, Hardware)
			checkRook(b, Impl{}.RookAttacks)
			var acc harness.Bitboard
			for i := 0; b.Loop(); i++ {
				acc ^= Impl{}.RookAttacks(benchSqs[i&(benchN-1)], benchOccs[i&(benchN-1)])
			}
			report(b, acc, 1)
		})
		b.Run("path=bmi2/call=asm", func(b *testing.B) {
			// rook.bmi2 is inlined here: the only call is the PEXTQ itself.
			checkRook(b, rook.bmi2)
			var acc harness.Bitboard
			for i := 0; b.Loop(); i++ {
				acc ^= rook.bmi2(benchSqs[i&(benchN-1)], benchOccs[i&(benchN-1)])
			}
			report(b, acc, 1)
		})
		b.Run("path=bmi2/call=batch", func(b *testing.B) {
			withModeB(b, Hardware)
			benchBatch(b, Impl{}.RookBatch)
		})
	}
	b.Run("path=soft/call=method", func(b *testing.B) {
		checkRook(b, Soft{}.RookAttacks)
		var acc harness.Bitboard
		for i := 0; b.Loop(); i++ {
			acc ^= Soft{}.RookAttacks(benchSqs[i&(benchN-1)], benchOccs[i&(benchN-1)])
		}
		report(b, acc, 1)
	})
	b.Run("path=soft/call=batch", func(b *testing.B) { benchBatch(b, Soft{}.RookBatch) })
}

// benchBatch measures one batch call over all the inputs.
func benchBatch(b *testing.B, f func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)) {
	dst := make([]harness.Bitboard, benchN)
	if n, err := f(dst, benchSqs, benchOccs); n != benchN || err != nil {
		b.Fatalf("batch == %d, %v; want %d, nil", n, err, benchN)
	}
	for i, got := range dst {
		if got != benchWant[i] {
			b.Fatalf("batch: rook(%v, %s) == %s; want %s", benchSqs[i], harness.Format(benchOccs[i]), harness.Format(got), harness.Format(benchWant[i]))
		}
	}
	for b.Loop() {
		f(dst, benchSqs, benchOccs)
	}
	report(b, dst[benchN-1], benchN)
}

func withModeB(b *testing.B, md Mode) {
	if err := SetMode(md); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { SetMode(Auto) })
}
