package harness

// The optional capabilities of a technique. Beyond Impl, a registered value
// may have methods that the benchmarks and the proof kit find by type
// assertion, as io/fs finds a file system's optional interfaces: each is
// declared here once, with its contract, and package conformance checks the
// contract of every capability a technique has (as testing/fstest checks
// each optional fs interface).

import (
	"errors"
	"fmt"
)

// ErrLength is wrapped by the error of a batch (Batcher) whose slices do not
// fit: len(occs) != len(sqs), or len(dst) < len(sqs).
var ErrLength = errors.New("batch slice lengths differ")

// Batcher is a technique's batched slider lookup: one call for many
// lookups, so that the loop runs inside the implementation (in Go that the
// compiler inlines, in assembly or in C) instead of one dynamic call per
// lookup. Its benchmark rows are impl=X-batch.
//
// Contract, the same for both methods: RookBatch sets dst[i] =
// RookAttacks(sqs[i], occs[i]) for every i below len(sqs), BishopBatch
// likewise with BishopAttacks.
//   - len(occs) must equal len(sqs) and len(dst) must be at least that;
//     otherwise nothing is written, the result is 0 and the error wraps
//     ErrLength and gives the three lengths.
//   - A value of sqs that is not a square (NoSquare or more) stops the batch
//     there: the result is its index k and the error wraps ErrSquare and
//     names it ("sqs[k] = 64"); dst[:k] holds the answers below it and
//     nothing from dst[k] on is written.
//   - On success the result is len(sqs) and the error nil; dst past
//     len(sqs) is never written. An empty batch succeeds with 0.
//   - It never panics.
type Batcher interface {
	RookBatch(dst []Bitboard, sqs []Square, occs []Bitboard) (int, error)
	BishopBatch(dst []Bitboard, sqs []Square, occs []Bitboard) (int, error)
}

// TableByter is implemented by a technique with lookup tables. TableBytes
// returns the bytes of the tables its slider lookups read (per-square
// entries included), more than 0; it is constant for the life of the
// process. Its
// benchmark rows are BenchmarkTableBytes.
type TableByter interface {
	TableBytes() int
}

// TableBuilder is implemented by a technique that builds its tables at
// start-up. BuildTables builds a fresh copy of them with the code its
// initialisation runs, discards it and returns the bytes built, more than 0
// and, for a TableByter, equal to TableBytes. Its benchmark rows are
// BenchmarkTableBuild (the start-up cost).
type TableBuilder interface {
	BuildTables() int
}

// Pather is implemented by a technique whose package takes one of several
// code paths on the machine it runs on. Path names the path taken now, such
// as "bmi2" or "software", as one non-empty line; the benchmark header
// prints it as a configuration line keyed by the package name
// ("pext: bmi2").
type Pather interface {
	Path() string
}

// Unavailabler is implemented by a technique that is registered everywhere
// but cannot run its technique on every machine (pext-hw without BMI2).
// Unavailable returns "" where it can, else why not, as one line ("no
// BMI2"). An unavailable technique must still give correct answers (on a
// fallback path): only its benchmark rows are dropped, so that no figure is
// labelled with a technique that did not run.
type Unavailabler interface {
	Unavailable() string
}

// WhyUnavailable returns impl's Unavailable reason, or "" when it is not an
// Unavailabler.
func WhyUnavailable(impl Impl) string {
	if u, ok := impl.(Unavailabler); ok {
		return u.Unavailable()
	}
	return ""
}

// CheckBatchLengths returns nil when a batch's slice lengths fit the Batcher
// contract (occs == sqs <= dst), else an error wrapping ErrLength that gives
// the three lengths; a Batcher wraps it with its own name.
func CheckBatchLengths(dst, sqs, occs int) error {
	if occs == sqs && dst >= sqs {
		return nil
	}
	return fmt.Errorf("len(dst) = %d, len(sqs) = %d, len(occs) = %d: %w (want len(occs) == len(sqs) <= len(dst))",
		dst, sqs, occs, ErrLength)
}

// BatchSquareError returns the error of a batch whose sqs[k] is s, a value
// that is not a square: it wraps ErrSquare and names the index and the
// value ("sqs[2] = 64: not a square"); a Batcher wraps it with its own name.
func BatchSquareError(k int, s Square) error {
	return fmt.Errorf("sqs[%d] = %d: %w", k, uint8(s), ErrSquare)
}
