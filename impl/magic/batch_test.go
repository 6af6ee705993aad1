package magic

import (
	"errors"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// batches pairs each batch with the reference lookup it must agree with.
var batches = []struct {
	name  string
	batch func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
	want  func(harness.Square, harness.Bitboard) harness.Bitboard
	mask  *[64]entry
}{
	{"RookBatch", Impl{}.RookBatch, ref.RookAttacks, &rookEntries},
	{"BishopBatch", Impl{}.BishopBatch, ref.BishopAttacks, &bishopEntries},
}

// TestBatchExhaustive runs each batch over every square and every subset of
// its mask (with every square outside the mask occupied too), in one call,
// and compares each result with the naive reference.
func TestBatchExhaustive(t *testing.T) {
	for _, b := range batches {
		var sqs []harness.Square
		var occs []harness.Bitboard
		for s := range harness.Square(harness.NumSquares) {
			mask := harness.Bitboard(b.mask[s].mask)
			for sub := range geometry.Subsets(mask) {
				sqs = append(sqs, s, s)
				occs = append(occs, sub, sub|^mask)
			}
		}
		dst := make([]harness.Bitboard, len(sqs)+1)
		dst[len(sqs)] = 0xdead // past the batch: must stay
		n, err := b.batch(dst, sqs, occs)
		if n != len(sqs) || err != nil {
			t.Fatalf("%s over %d cases == %d, %v; want %d, nil", b.name, len(sqs), n, err, len(sqs))
		}
		for i, s := range sqs {
			if want := b.want(s, occs[i]); dst[i] != want {
				t.Fatalf("%s: dst[%d] for (%v, %#x) == %#x; want %#x", b.name, i, s, uint64(occs[i]), uint64(dst[i]), uint64(want))
			}
		}
		if dst[len(sqs)] != 0xdead {
			t.Errorf("%s wrote past len(sqs)", b.name)
		}
	}
}

func TestBatchErrors(t *testing.T) {
	sq := func(s ...harness.Square) []harness.Square { return s }
	bb := func(n int) []harness.Bitboard { return make([]harness.Bitboard, n) }
	tests := []struct {
		name    string
		dst     []harness.Bitboard
		sqs     []harness.Square
		occs    []harness.Bitboard
		n       int
		wantErr error
	}{
		{"empty", nil, nil, nil, 0, nil},
		{"occs short", bb(2), sq(0, 1), bb(1), 0, harness.ErrLength},
		{"occs long", bb(3), sq(0, 1), bb(3), 0, harness.ErrLength},
		{"dst short", bb(1), sq(0, 1), bb(2), 0, harness.ErrLength},
		{"dst long", bb(5), sq(0, 1), bb(2), 2, nil},
		{"square 64 third", bb(4), sq(0, 63, 64, 5), bb(4), 2, harness.ErrSquare},
		{"square 255 first", bb(1), sq(255), bb(1), 0, harness.ErrSquare},
	}
	for _, b := range batches {
		for _, tt := range tests {
			for i := range tt.dst {
				tt.dst[i] = 0xdead
			}
			n, err := b.batch(tt.dst, tt.sqs, tt.occs)
			if n != tt.n || !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
				t.Errorf("%s(%s) == %d, %v; want %d, %v", b.name, tt.name, n, err, tt.n, tt.wantErr)
			}
			for i := range tt.dst {
				if written := tt.dst[i] != 0xdead; written != (i < n) {
					t.Errorf("%s(%s): dst[%d] written %v; want %v (only below %d)", b.name, tt.name, i, written, i < n, n)
				}
			}
		}
	}
}
