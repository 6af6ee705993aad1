package benchloops

// The checks made before timing: every answer against the naive reference,
// and the environment against what the run can honour.

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/bitbench/bitbench/impl/pext"
)

// ref is the naive reference, the specification every result is checked against.
var ref harness.Impl = naive.Impl{}

// refSlider returns the naive reference's attacks for piece p.
func refSlider(p int, s harness.Square, occ harness.Bitboard) harness.Bitboard {
	switch p {
	case rook:
		return ref.RookAttacks(s, occ)
	case bishop:
		return ref.BishopAttacks(s, occ)
	}
	return ref.QueenAttacks(s, occ)
}

// checkLookups fails b unless got[i] == want(i) for every i.
func checkLookups(b *testing.B, what string, got *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard, want func(i int) harness.Bitboard) {
	b.Helper()
	for i := range got {
		if w := want(i); got[i] != w {
			if occs != nil {
				b.Fatalf("WRONG ANSWER: %s(%v, %#x) == %#x; want %#x (naive)", what, sqs[i], uint64(occs[i]), uint64(got[i]), uint64(w))
			}
			b.Fatalf("WRONG ANSWER: %s(%v) (input %d) == %#x; want %#x (naive)", what, sqs[i], i, uint64(got[i]), uint64(w))
		}
	}
}

// CheckEnv fails b when the environment asks for something the run
// cannot honour (a bad BITBENCH_PEXT: pext.EnvError), so that no figure is
// recorded under a header that misstates what ran. Every benchmark calls it
// first.
func CheckEnv(b *testing.B) {
	b.Helper()
	if err := pext.EnvError(); err != nil {
		b.Fatal(err)
	}
}
