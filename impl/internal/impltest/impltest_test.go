package impltest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"

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
