package batchargs

import (
	"errors"
	"fmt"
	"strings"
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
		{"occs short", bb(2), sq(0, 1), bb(1), 0, harness.ErrLength,
			"p: M: len(dst) = 2, len(sqs) = 2, len(occs) = 1: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"occs long", bb(3), sq(0, 1), bb(3), 0, harness.ErrLength,
			"p: M: len(dst) = 3, len(sqs) = 2, len(occs) = 3: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"dst short", bb(1), sq(0, 1), bb(2), 0, harness.ErrLength,
			"p: M: len(dst) = 1, len(sqs) = 2, len(occs) = 2: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{"dst long", bb(5), sq(0, 63), bb(2), 2, nil, ""},
		{"square 64 third", bb(4), sq(0, 63, 64, 200), bb(4), 2, harness.ErrSquare, "p: M: sqs[2] = 64: not a square"},
		{"square 255 first", bb(1), sq(255), bb(1), 0, harness.ErrSquare, "p: M: sqs[0] = 255: not a square"},
		{"square 128 at 11, past a group of eight", bb(12), sq(0, 1, 2, 3, 4, 5, 6, 63, 8, 9, 10, 128), bb(12), 11, harness.ErrSquare,
			"p: M: sqs[11] = 128: not a square"},
		{"square 64 at 13, in the second group", bb(20), sq(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 64, 14, 15, 16, 17, 18, 19), bb(20), 13, harness.ErrSquare,
			"p: M: sqs[13] = 64: not a square"},
		{"square 200 at 7, the last of the first group", bb(9), sq(0, 1, 2, 3, 4, 5, 6, 200, 8), bb(9), 7, harness.ErrSquare,
			"p: M: sqs[7] = 200: not a square"},
		{"twenty good squares", bb(20), sq(63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44), bb(20), 20, nil, ""},
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

// TestRun checks the grouping of Run with a group that records each call
// and answers sqs[i] + 1000·occs[i]: every valid lookup once, in groups of
// the width, the last padded with a1 and 0, nothing written from a bad
// square on or past len(sqs).
func TestRun(t *testing.T) {
	for _, c := range []struct {
		name   string
		width  int
		sqs    []harness.Square
		n      int
		calls  string
		err    error
		errMsg string
	}{
		{"three groups of 4, the last padded", 4, []harness.Square{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 10,
			"[b1 c1 d1 e1] [f1 g1 h1 a2] [b2 c2 a1 a1]", nil, ""},
		{"exact groups of 2", 2, []harness.Square{1, 2, 3, 4}, 4, "[b1 c1] [d1 e1]", nil, ""},
		{"bad square at 5, width 8: one padded group", 8, []harness.Square{1, 2, 3, 4, 5, 64, 7}, 5,
			"[b1 c1 d1 e1 f1 a1 a1 a1]", harness.ErrSquare, "p: M: sqs[5] = 64: not a square"},
		{"empty", 8, nil, 0, "", nil, ""},
		{"width 9", 9, []harness.Square{1}, 0, "", nil, "p: M: group width 9 outside 1 to 8"},
		{"width 0", 0, []harness.Square{1}, 0, "", nil, "p: M: group width 0 outside 1 to 8"},
	} {
		var calls []string
		group := func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) {
			if len(dst) != c.width || len(occs) != c.width {
				t.Errorf("%s: group got len(dst) %d, len(occs) %d; want %d", c.name, len(dst), len(occs), c.width)
			}
			calls = append(calls, fmt.Sprint(sqs))
			for i, s := range sqs {
				dst[i] = harness.Bitboard(s) + 1000*occs[i]
			}
		}
		occs := make([]harness.Bitboard, len(c.sqs))
		for i := range occs {
			occs[i] = harness.Bitboard(i)
		}
		dst := make([]harness.Bitboard, len(c.sqs)+1)
		for i := range dst {
			dst[i] = 0xdead
		}
		n, err := Run("p", "M", c.width, group, dst[:len(c.sqs)], c.sqs, occs)
		msg := ""
		if err != nil {
			msg = err.Error()
		}
		if got := strings.Join(calls, " "); n != c.n || got != c.calls || msg != c.errMsg || (c.err != nil && !errors.Is(err, c.err)) {
			t.Errorf("Run(%s) == %d, %q, groups %q; want %d, %q (wrapping %v), groups %q", c.name, n, msg, got, c.n, c.errMsg, c.err, c.calls)
		}
		for i := range dst {
			want := harness.Bitboard(0xdead)
			if i < c.n {
				want = harness.Bitboard(c.sqs[i]) + 1000*occs[i]
			}
			if dst[i] != want {
				t.Errorf("Run(%s): dst[%d] == %#x; want %#x", c.name, i, uint64(dst[i]), uint64(want))
			}
		}
	}
}
