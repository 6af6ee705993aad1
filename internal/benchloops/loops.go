package benchloops

// The generated loops' registry: the loop types that loops_gen.go fills per
// implementation, and how a generated file adds its implementations.

import (
	"fmt"
	"slices"

	"github.com/bitbench/bitbench/harness"
)

// N is the number of lookups per timed call: the length of every input
// array. One timed call is one benchmark iteration.
const N = 1024

// Piece indices of the slider loops, and names for the benchmark tree.
const (
	rook = iota
	bishop
	queen
	numPieces
)

var pieceNames = [numPieces]string{"rook", "bishop", "queen"}

const numLeapers = 3

var leaperNames = [numLeapers]string{"knight", "king", "pawn"}

// sliderLoops are one implementation's generated loops for one piece.
type sliderLoops struct {
	// throughput sets dst[i] to the attacks from sqs[i] given occs[i].
	throughput func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard)
	// latency chains the lookups: each occupancy is occs[i] | r&chain where r
	// is the previous result. It returns the last result and the xor of all.
	latency func(sqs *[N]harness.Square, occs *[N]harness.Bitboard) (last, sum harness.Bitboard)
}

// leaperLoop sets dst[i] to the attacks from sqs[i] (for pawns, of colour i&1).
type leaperLoop func(dst *[N]harness.Bitboard, sqs *[N]harness.Square)

// setLoop applies one set operation to every element of sets, returning the
// sum of the integer results or writing set results to dst.
type setLoop func(dst *[N]harness.Bitboard, sets *[N]harness.Bitboard) int

// setLoops are one implementation's generated set-operation loops.
type setLoops struct{ count, first, last, iterate, shift setLoop }

// genImpl is one implementation's generated loops.
type genImpl struct {
	name   string
	slider [numPieces]sliderLoops
	leaper [numLeapers]leaperLoop
	set    setLoops
}

// registered reports whether an implementation called name is
// registered on this machine. The generated file of a package built under a
// constraint (loops_simd_gen.go) asks before it adds its loops: such
// a package may decline to register, as impl/simd does without AVX2.
func registered(name string) bool {
	_, err := harness.Lookup(name)
	return err == nil
}

// addGenImpl adds g to genImpls, keeping registry order (that of
// harness.Names); the generated files of constrained packages call it from
// init.
func addGenImpl(g genImpl) {
	genImpls = append(genImpls, g)
	names := harness.Names()
	slices.SortStableFunc(genImpls, func(a, b genImpl) int {
		return slices.Index(names, a.name) - slices.Index(names, b.name)
	})
}

// concrete returns the registered implementation called name as its
// concrete type T. A mismatch means loops_gen.go is stale: it panics
// at start-up with a message saying so.
func concrete[T harness.Impl](name string) T {
	impl, err := harness.Lookup(name)
	if err != nil {
		panic(fmt.Sprintf("loops_gen.go is stale (run go generate ./internal/benchloops): %v", err))
	}
	t, ok := impl.(T)
	if !ok {
		panic(fmt.Sprintf("loops_gen.go is stale (run go generate ./internal/benchloops): %q is a %T, not a %T", name, impl, t))
	}
	return t
}
