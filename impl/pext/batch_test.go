package pext

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

func TestBatchContract(t *testing.T) {
	type batch = func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
	const sentinel = harness.Bitboard(0xDEAD)
	occ := m("00000000/00000000/00010000/00000000/00010100/00000000/00000000/00000000") // d6 d4 f4
	ref := naive.Impl{}
	run := func(label string, f batch, piece func(harness.Square, harness.Bitboard) harness.Bitboard) {
		fill := func(n int) []harness.Bitboard { return repeat(sentinel, n) }
		// Empty batch.
		if n, err := f(nil, nil, nil); n != 0 || err != nil {
			t.Errorf("%s(nil, nil, nil) == %d, %v; want 0, nil", label, n, err)
		}
		// Lengths that do not fit: nothing written.
		bad := []struct {
			name     string
			dst, occ int
			sqs      int
		}{
			{"occs shorter", 3, 2, 3},
			{"occs longer", 3, 4, 3},
			{"dst shorter", 2, 3, 3},
		}
		for _, b := range bad {
			dst := fill(b.dst)
			n, err := f(dst, make([]harness.Square, b.sqs), repeat(occ, b.occ))
			if n != 0 || !errors.Is(err, harness.ErrLength) {
				t.Errorf("%s %s == %d, %v; want 0, harness.ErrLength", label, b.name, n, err)
			}
			if err != nil && !strings.Contains(err.Error(), fmt.Sprintf("len(dst) = %d, len(sqs) = %d, len(occs) = %d", b.dst, b.sqs, b.occ)) {
				t.Errorf("%s %s: error %q does not name the lengths", label, b.name, err)
			}
			if !allEqual(dst, sentinel) {
				t.Errorf("%s %s wrote dst on error: %#x", label, b.name, dst)
			}
		}
		// A longer dst is fine; the tail is untouched.
		dst := fill(4)
		sqs := []harness.Square{harness.D4, harness.A1, harness.H8}
		occs := []harness.Bitboard{occ, occ, occ}
		if n, err := f(dst, sqs, occs); n != 3 || err != nil {
			t.Errorf("%s(len 4, 3, 3) == %d, %v; want 3, nil", label, n, err)
		}
		for i, s := range sqs {
			if w := piece(s, occ); dst[i] != w {
				t.Errorf("%s: dst[%d] == %s; want %s", label, i, harness.Format(dst[i]), harness.Format(w))
			}
		}
		if dst[3] != sentinel {
			t.Errorf("%s: dst[3] == %#x; want untouched %#x", label, dst[3], sentinel)
		}
		// A value that is not a square stops the batch at its index.
		for _, badSq := range []harness.Square{harness.NoSquare, 200, 255} {
			dst := fill(4)
			sqs := []harness.Square{harness.D4, harness.E1, badSq, harness.A1}
			n, err := f(dst, sqs, repeat(occ, 4))
			if n != 2 || !errors.Is(err, harness.ErrSquare) {
				t.Errorf("%s with sqs[2] = %d == %d, %v; want 2, harness.ErrSquare", label, badSq, n, err)
			}
			if msg := fmt.Sprintf("sqs[2] = %d", badSq); err != nil && !strings.Contains(err.Error(), msg) {
				t.Errorf("%s: error %q does not contain %q", label, err, msg)
			}
			if dst[0] != piece(harness.D4, occ) || dst[1] != piece(harness.E1, occ) || dst[2] != sentinel || dst[3] != sentinel {
				t.Errorf("%s with a bad square: dst == %#x; want d4, e1 attacks then untouched", label, dst)
			}
		}
	}
	for _, md := range hardwareModes() {
		withMode(t, md, func() {
			run("Impl["+Path()+"].RookBatch", Impl{}.RookBatch, ref.RookAttacks)
			run("Impl["+Path()+"].BishopBatch", Impl{}.BishopBatch, ref.BishopAttacks)
		})
	}
	run("Soft.RookBatch", Soft{}.RookBatch, ref.RookAttacks)
	run("Soft.BishopBatch", Soft{}.BishopBatch, ref.BishopAttacks)
}

// repeat returns n copies of b.
func repeat(b harness.Bitboard, n int) []harness.Bitboard {
	out := make([]harness.Bitboard, n)
	for i := range out {
		out[i] = b
	}
	return out
}

// allEqual reports whether every element of bs is b.
func allEqual(bs []harness.Bitboard, b harness.Bitboard) bool {
	for _, x := range bs {
		if x != b {
			return false
		}
	}
	return true
}

// TestBatchLengths runs batches of every length up to 13, clean or with one
// value that is not a square at each position, against the reference, so
// that a loop bound or an early stop that is off by one shows.
func TestBatchLengths(t *testing.T) {
	ref := naive.Impl{}
	r := rand.New(rand.NewPCG(9, 10))
	const sentinel = harness.Bitboard(0xBAD)
	check := func(label string, f func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)) {
		for n := range 14 {
			for bad := -1; bad < n; bad++ {
				sqs := make([]harness.Square, n)
				occs := make([]harness.Bitboard, n)
				for i := range sqs {
					sqs[i] = harness.Square(r.IntN(harness.NumSquares))
					occs[i] = harness.Bitboard(r.Uint64() & r.Uint64())
				}
				wantN := n
				if bad >= 0 {
					sqs[bad] = harness.NoSquare + harness.Square(r.IntN(192)) // 64…255
					wantN = bad
				}
				dst := repeat(sentinel, n+1)
				got, err := f(dst, sqs, occs)
				if got != wantN || (err == nil) != (bad < 0) || (bad >= 0 && !errors.Is(err, harness.ErrSquare)) {
					t.Errorf("%s: %d elements, bad square at %d: == %d, %v; want %d", label, n, bad, got, err, wantN)
				}
				for i := range dst {
					w := sentinel
					if i < wantN {
						w = ref.RookAttacks(sqs[i], occs[i])
					}
					if dst[i] != w {
						t.Errorf("%s: %d elements, bad square at %d: dst[%d] == %#x; want %#x", label, n, bad, i, dst[i], w)
					}
				}
			}
		}
	}
	for _, md := range hardwareModes() {
		withMode(t, md, func() { check("Impl["+Path()+"].RookBatch", Impl{}.RookBatch) })
	}
	check("Soft.RookBatch", Soft{}.RookBatch)
}
