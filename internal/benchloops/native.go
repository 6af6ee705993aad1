package benchloops

// The native reference rows of BenchmarkSlider (package internal/native):
//
//	BenchmarkSlider/impl=<technique>-native/piece={rook,bishop,queen}/load={random,game,latency}
//	BenchmarkSlider/impl=<technique>-native-vec/piece={rook,bishop,queen}/load={random,game}
//	BenchmarkSlider/impl=<technique>-clang-native/piece={rook,bishop,queen}/load={random,game,latency}
//
// Each timed call is one call into C over the same N inputs as the Go rows
// (the loop is in C), checked against naive first as every row is, with
// the same units. A -native-vec row has no latency load: a chain of
// dependent lookups cannot be vectorised, so it would repeat the -native
// row. A -clang-native row is the -native row's C built by clang instead
// of cgo's compiler (gcc, usually), so that one run has both compilers'
// figures ("cc:" and "cc-clang:" name them). Where a reference cannot run
// (no cgo, -tags purego, no BMI2 for pext, no clang-16), its rows are
// skipped with the reason, and the configuration lines say so too. References are not techniques: they are not in the harness
// registry, so they add nothing to any per-technique list or total.

import (
	"fmt"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/native"
)

// nativeSlider adds the native rows to BenchmarkSlider.
func nativeSlider(b *testing.B) {
	for _, r := range native.Refs() {
		batches := [numPieces]batchFunc{rook: r.RookBatch, bishop: r.BishopBatch, queen: r.QueenBatch}
		for p, piece := range pieceNames {
			loads := sliderLoads(p)
			if r.Vectorised() {
				loads = loads[:2]
			}
			for _, l := range loads {
				run(b, "impl="+r.Name()+"/piece="+piece+"/load="+l.name, func(b *testing.B) {
					if why := r.Unavailable(); why != "" {
						b.Skipf("%s: unavailable: %s", r.Name(), why)
					}
					var err error
					sliderRow(b, r.Name(), p, l, sliderLoops{
						throughput: batchLoop(batches[p], &err),
						latency:    nativeChain(r, native.Piece(p), &err),
					})
					if err != nil {
						b.Fatalf("%s: %v", r.Name(), err)
					}
				})
			}
		}
	}
}

// nativeChain returns r's latency loop for piece p (native.Ref.Latency);
// the first failure is kept in *err, as batchLoop does.
func nativeChain(r native.Ref, p native.Piece, err *error) func(sqs *[N]harness.Square, occs *[N]harness.Bitboard) (last, sum harness.Bitboard) {
	return func(sqs *[N]harness.Square, occs *[N]harness.Bitboard) (last, sum harness.Bitboard) {
		last, sum, n, e := r.Latency(p, sqs[:], occs[:])
		if e == nil && n != N {
			e = fmt.Errorf("chained %d of %d lookups", n, N)
		}
		if e != nil && *err == nil {
			*err = e
		}
		return last, sum
	}
}
