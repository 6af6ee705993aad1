package native

import (
	"errors"
	"fmt"

	"github.com/bitbench/bitbench/harness"
)

// ErrUnavailable is wrapped by the error of a lookup of a reference that
// cannot run in this build (Ref.Unavailable says why).
var ErrUnavailable = errors.New("native reference unavailable")

// Piece is the slider a batch looks up.
type Piece int

// The pieces, in the order of native.h's enum bb_piece.
const (
	Rook Piece = iota
	Bishop
	Queen
)

var pieceNames = [...]string{Rook: "rook", Bishop: "bishop", Queen: "queen"}

// String returns "rook", "bishop" or "queen".
func (p Piece) String() string {
	if p < 0 || int(p) >= len(pieceNames) {
		return fmt.Sprintf("Piece(%d)", int(p))
	}
	return pieceNames[p]
}

// techniques are the registered names of the techniques with a C version,
// in the order of native.h's enum bb_tech.
var techniques = [...]string{"magic", "blackmagic", "plainmagic", "pext", "hq", "shift", "obstruction", "classical", "kindergarten", "dumb7",
	"qbb", "leorik", "slidearith", "sbamg", "bitrotation",
	"sissy", "foldinghash", "rotated", "splitpext", "exploding", "simd", "avx512", "gfni", "switches", "naive"}

// vectorised are the techniques with a -native-vec reference: those whose
// three loops gcc 12 vectorises with -O3 -march=native on x86-64 with AVX2
// or AVX-512, as -fopt-info-vec reports it and the disassembly shows
// (gathers for the tables, per-lane shifts, vplzcntq for obstruction):
// every technique but pext (no vector PEXT) and classical (no vector
// count of trailing zeros). TestVectorised checks the list where the
// compiler is gcc and targets AVX2.
var vectorised = map[string]bool{"magic": true, "blackmagic": true, "plainmagic": true, "hq": true, "shift": true,
	"obstruction": true, "kindergarten": true, "dumb7": true}

// Ref is one native reference: a technique's lookups in C, in a scalar loop
// (Name "<technique>-native") or one the compiler may vectorise
// ("<technique>-native-vec"), both built by cgo's C compiler, or in the
// scalar loop built by clang ("<technique>-clang-native": clang.go builds
// and loads it at the first use, and where clang is missing the reference
// is Unavailable and says so). The zero value is magic-native.
type Ref struct {
	tech  int
	vec   bool
	clang bool
}

// Refs returns every reference: each technique's -native in the order of
// the techniques, then each -native-vec, then each -clang-native. Where
// the build has no C (no cgo, or -tags purego) they are all there, and
// Unavailable says why.
func Refs() []Ref {
	var out []Ref
	for i := range techniques {
		out = append(out, Ref{tech: i})
	}
	for i, t := range techniques {
		if vectorised[t] {
			out = append(out, Ref{tech: i, vec: true})
		}
	}
	for i := range techniques {
		out = append(out, Ref{tech: i, clang: true})
	}
	return out
}

// Lookup returns the reference called name ("hq-native", "shift-native-vec"),
// or an error naming it and listing the names.
func Lookup(name string) (Ref, error) {
	var names []string
	for _, r := range Refs() {
		if r.Name() == name {
			return r, nil
		}
		names = append(names, r.Name())
	}
	return Ref{}, fmt.Errorf("native: no reference %q; the references are %v", name, names)
}

// Technique returns the registered name of the technique ("hq").
func (r Ref) Technique() string { return techniques[r.tech] }

// Vectorised reports whether r is a -native-vec reference.
func (r Ref) Vectorised() bool { return r.vec }

// Clang reports whether r is a -clang-native reference.
func (r Ref) Clang() bool { return r.clang }

// Name returns "<technique>-native", "<technique>-native-vec" or
// "<technique>-clang-native" (ending in -native, as the reports require of
// a reference: cmd/report's isNative and internal/results' single would
// take another ending for a technique): the impl key of its benchmark
// rows, which the reports file under the technique's family.
func (r Ref) Name() string {
	switch {
	case r.vec:
		return r.Technique() + "-native-vec"
	case r.clang:
		return r.Technique() + "-clang-native"
	}
	return r.Technique() + "-native"
}

// Unavailable returns why r cannot run in this build ("built without cgo",
// "the C compiler did not target BMI2" for pext), or "" when it can.
func (r Ref) Unavailable() string { return unavailable(r.tech, r.clang) }

// RookBatch sets dst[i] to the rook attacks from sqs[i] given occs[i] for
// every i below len(sqs), in one call into C whose loop makes every lookup.
//
// The contract is harness.Batcher's (unequal lengths: harness.ErrLength,
// nothing written; a value that is not a square: harness.ErrSquare at its
// index; never a panic), with one addition: where r is unavailable the
// result is 0 and an error wrapping ErrUnavailable.
func (r Ref) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return r.batch("RookBatch", Rook, dst, sqs, occs)
}

// BishopBatch is RookBatch for the bishop.
func (r Ref) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return r.batch("BishopBatch", Bishop, dst, sqs, occs)
}

// QueenBatch is RookBatch for the queen: the union of the rook's and the
// bishop's attacks, in the same loop.
func (r Ref) QueenBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return r.batch("QueenBatch", Queen, dst, sqs, occs)
}

// Latency runs the latency chain of piece p over sqs and occs in one call
// into C: lookup i is from sqs[i] given occs[i] | r&a1, r the result of
// lookup i−1 (0 before the first), so that no lookup can start before the
// one before it ends (internal/benchloops' load=latency). It returns the
// last result, the xor of all results and the number of lookups made. The
// chain is a dependent one and never vectorised; a -native-vec reference runs
// the scalar loop. Errors as for RookBatch (there is no dst): unequal
// lengths (harness.ErrLength), a value that is not a square
// (harness.ErrSquare; the chain stops before it, and n is its index), an
// unavailable reference (ErrUnavailable), or a Piece that is not one.
func (r Ref) Latency(p Piece, sqs []harness.Square, occs []harness.Bitboard) (last, sum harness.Bitboard, n int, err error) {
	what := "Latency(" + p.String() + ")"
	if err := r.check(what, p, len(sqs), len(sqs), len(occs)); err != nil || len(sqs) == 0 {
		return 0, 0, 0, err
	}
	last, sum, n = cChain(r.tech, r.clang, p, sqs, occs)
	if n < len(sqs) {
		return last, sum, n, r.squareError(what, sqs, n)
	}
	return last, sum, n, nil
}

// batch runs one piece's batch; name is the caller's, for errors.
func (r Ref) batch(name string, p Piece, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	n := len(sqs)
	if err := r.check(name, p, len(dst), n, len(occs)); err != nil || n == 0 {
		return 0, err
	}
	if k := cBatch(r.tech, r.clang, p, r.vec, dst[:n], sqs, occs); k < n {
		return k, r.squareError(name, sqs, k)
	}
	return n, nil
}

// check returns the error of a call whose lengths do not fit, whose piece
// is not one, or whose reference is unavailable; nil otherwise.
func (r Ref) check(name string, p Piece, dst, sqs, occs int) error {
	switch {
	case r.tech < 0 || r.tech >= len(techniques):
		return fmt.Errorf("native: Ref{tech: %d}: not a reference (use Refs or Lookup)", r.tech)
	case p < Rook || p > Queen:
		return fmt.Errorf("native: %s %s: %v is not a piece (want Rook, Bishop or Queen)", r.Name(), name, p)
	}
	if err := harness.CheckBatchLengths(dst, sqs, occs); err != nil {
		return fmt.Errorf("native: %s %s: %w", r.Name(), name, err)
	}
	if why := r.Unavailable(); why != "" {
		return fmt.Errorf("native: %s %s: %w: %s", r.Name(), name, ErrUnavailable, why)
	}
	return nil
}

// squareError is the error of a batch that stopped at index k, where the
// C loop found a value that is not a square.
func (r Ref) squareError(name string, sqs []harness.Square, k int) error {
	if k < 0 || k >= len(sqs) {
		return fmt.Errorf("native: %s %s: the C loop made %d of %d lookups and names no bad square", r.Name(), name, k, len(sqs))
	}
	return fmt.Errorf("native: %s %s: %w", r.Name(), name, harness.BatchSquareError(k, sqs[k]))
}

// ConfigLines returns the "key: value" lines that describe the native
// build, for the head of a benchmark run (internal/benchloops' ConfigLines):
// with C, "cc: gcc 12.2.0" (the compiler and its version, as the compiler
// reports them), "cflags: -O3 -march=native" (the package's #cgo CFLAGS)
// and "cc-target: x86-64 avx2 …" (the instruction sets the compiler
// targeted); without, "native: unavailable: built without cgo".
func ConfigLines() []string { return configLines() }
