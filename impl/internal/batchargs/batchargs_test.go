package batchargs

import (
	"errors"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

func TestCheck(t *testing.T) {
	sq := func(s ...harness.Square) []harness.Square { return s }
	bb := func(n int) []harness.Bitboard { return make([]harness.Bitboard, n) }
	for _, c := range []struct {
		name    string
		dst     []harness.Bitboard
		sqs     []harness.Square
		occs    []harness.Bitboard
		n       int
		wantErr error
		text    string
	}{
		{"empty", nil, nil, nil, 0, nil, ""},
		{"occs short", bb(2), sq(0, 1), bb(1), 0, ErrLength,
			"p: M: len(dst) = 2, len(sqs) = 2, len(occs) = 1: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"occs long", bb(3), sq(0, 1), bb(3), 0, ErrLength,
			"p: M: len(dst) = 3, len(sqs) = 2, len(occs) = 3: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"dst short", bb(1), sq(0, 1), bb(2), 0, ErrLength,
			"p: M: len(dst) = 1, len(sqs) = 2, len(occs) = 2: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"dst long", bb(5), sq(0, 63), bb(2), 2, nil, ""},
		{"square 64 third", bb(4), sq(0, 63, 64, 200), bb(4), 2, ErrSquare, "p: M: sqs[2] = 64: not a square"},
		{"square 255 first", bb(1), sq(255), bb(1), 0, ErrSquare, "p: M: sqs[0] = 255: not a square"},
	} {
		n, err := Check("p", "M", c.dst, c.sqs, c.occs)
		text := ""
		if err != nil {
			text = err.Error()
		}
		if n != c.n || !errors.Is(err, c.wantErr) || (err == nil) != (c.wantErr == nil) || text != c.text {
			t.Errorf("Check(%s) == %d, %q; want %d, %q (wrapping %v)", c.name, n, text, c.n, c.text, c.wantErr)
		}
	}
}
