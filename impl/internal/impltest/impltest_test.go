package impltest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/batchargs"

	"github.com/bitbench/bitbench/impl/naive"
)

// TestExamplesAgainstReference checks the hand-solved examples against the
// specification itself, so that a slip in one is caught here rather than
// blamed on the technique under test.
func TestExamplesAgainstReference(t *testing.T) { Examples(t, Of(naive.Impl{})) }

// recorder is a testing.TB that keeps the errors it is given instead of
// failing the test, so that a check can be shown to catch a wrong answer.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Helper()      {}
func (r *recorder) Failed() bool { return len(r.errors) > 0 }
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

// TestExhaustive runs the check on the reference, which must pass with the
// full case counts, and on three broken lookups, each of which it must
// report: a rook that never attacks h8, a bishop that attacks nothing when
// a1 is occupied (in or outside its relevant mask), and a queen that drops
// its diagonals when b2 is occupied.
func TestExhaustive(t *testing.T) {
	Exhaustive(t, Of(naive.Impl{}))
	good := Of(naive.Impl{})
	for _, c := range []struct {
		name string
		sl   Sliders
		want string
	}{
		{"rook", Sliders{func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
			return good.Rook(s, occ) &^ harness.H8.Bitboard()
		}, good.Bishop, good.Queen}, "RookAttacks("},
		{"bishop", Sliders{good.Rook, func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
			if occ&harness.A1.Bitboard() != 0 {
				return 0
			}
			return good.Bishop(s, occ)
		}, good.Queen}, "BishopAttacks("},
		{"queen", Sliders{good.Rook, good.Bishop, func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
			if occ&harness.B2.Bitboard() != 0 {
				return good.Rook(s, occ)
			}
			return good.Queen(s, occ)
		}}, "QueenAttacks("},
	} {
		r := &recorder{TB: t}
		Exhaustive(r, c.sl)
		if len(r.errors) == 0 || !strings.HasPrefix(r.errors[0], c.want) {
			t.Errorf("Exhaustive with a broken %s reported %q; want an error starting %q", c.name, r.errors, c.want)
		}
	}
}

// refBatch returns a batch of lookup with batchargs' contract, the shape
// of the batches under test.
func refBatch(lookup Lookup) Batch {
	return func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
		n, err := batchargs.Check("ref", "Batch", dst, sqs, occs)
		for i := range n {
			dst[i] = lookup(sqs[i], occs[i])
		}
		return n, err
	}
}

// TestBatches runs the batch check on batches of the reference, which must
// pass, and on broken ones, each of which it must report: one that writes
// past its length, one wrong on the last lookup of a chunk of 7, one that
// returns no error for a bad square.
func TestBatches(t *testing.T) {
	ok := refBatch
	Batches(t, ok(ref.RookAttacks), ok(ref.BishopAttacks))
	for _, c := range []struct {
		name   string
		bishop Batch
		want   string
	}{
		{"writes past its end", func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
			n, err := ok(ref.BishopAttacks)(dst, sqs, occs)
			if cap(dst) > len(dst) {
				dst[:len(dst)+1][len(dst)] = 1
			}
			return n, err
		}, "BishopBatch of cases 0 to 1 wrote past its end"},
		{"wrong last of 7", func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
			n, err := ok(ref.BishopAttacks)(dst, sqs, occs)
			if n == 7 {
				dst[6] ^= 1
			}
			return n, err
		}, "BishopBatch: dst["},
		{"no square error", func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
			n, err := ok(ref.BishopAttacks)(dst, sqs, occs)
			if errors.Is(err, harness.ErrSquare) {
				return len(sqs), nil
			}
			return n, err
		}, "BishopBatch with sqs[10] = 64 == 12, <nil>"},
	} {
		r := &recorder{TB: t}
		Batches(r, ok(ref.RookAttacks), c.bishop)
		if len(r.errors) == 0 || !strings.HasPrefix(r.errors[0], c.want) {
			t.Errorf("Batches with a batch that %s reported %q; want an error starting %q", c.name, r.errors, c.want)
		}
	}
}

// TestGate checks Gate on the registered reference: it passes where the
// claims are right and reports a registration or a line that is wrong.
func TestGate(t *testing.T) {
	Gate(t, "naive", true, "fast", "fast", "X")
	Gate(t, "not-registered", false, "not registered: CPU lacks X", "fast", "X")
	for _, c := range []struct {
		name, impl string
		ok         bool
		path       string
		want       string
	}{
		{"registered, ok false", "naive", false, "not registered: CPU lacks X", "naive registered: true; want false"},
		{"not registered, ok true", "not-registered", true, "fast", "not-registered registered: false; want true"},
		{"line wrong", "naive", true, "slow", `naive: Path() == "slow"; want "fast"`},
	} {
		r := &recorder{TB: t}
		Gate(r, c.impl, c.ok, c.path, "fast", "X")
		if len(r.errors) == 0 || !strings.HasPrefix(r.errors[0], c.want) {
			t.Errorf("Gate with %s reported %q; want an error starting %q", c.name, r.errors, c.want)
		}
	}
}
