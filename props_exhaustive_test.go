package bitbench_test

// The exhaustive slider check: for every square, every subset of its
// relevant occupancy (the squares that can block, edges beyond the last ray
// square excluded), the rook and bishop attacks of every implementation
// against the naive reference. That is 102,400 rook and 5,248 bishop cases;
// together they cover every distinct answer a slider lookup can give.
//
// The naive answer is computed once per case, and checked first against an
// independent ray walker (bit shifts with edge masks), so a bug in the
// reference cannot hide behind agreement. Each case is asked twice of each
// implementation: with the subset alone, and with the subset plus every
// square outside the relevant mask (the attacker's own square and the ray
// ends included), which must not change the answer. The batched PEXT
// lookups get every case too, in batches of many lengths, on every path the
// machine has.

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/pext"
)

// propPiece is one slider piece for the exhaustive check.
type propPiece struct {
	*propSlider
	cases int // the expected number of (square, subset) cases
}

var propPieces = []propPiece{{propRook, 102400}, {propBishop, 5248}}

// propBatchFunc is a batched slider lookup: dst[i] = attacks(sqs[i], occs[i])
// for i < len(sqs), returning how many were written.
type propBatchFunc = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)

// propBatch is a batched lookup to check, with the setup that selects its
// path (nil for none); setup returns an error when the path is not
// available here, and the batch is then skipped with a note.
type propBatch struct {
	name   string
	setup  func() error
	rook   propBatchFunc
	bishop propBatchFunc
}

// propBatches lists the batched lookups: pext's on each of its paths. The
// registered "pext" implementation follows the same mode switch, so its
// single lookups are checked on each path too (see propPextModes).
func propBatches() []propBatch {
	var out []propBatch
	for _, m := range propPextModes() {
		out = append(out, propBatch{"pext.Impl batch, mode " + m.String(), func() error { return pext.SetMode(m) },
			pext.Impl{}.RookBatch, pext.Impl{}.BishopBatch})
	}
	return append(out, propBatch{"pext.Soft batch", nil, pext.Soft{}.RookBatch, pext.Soft{}.BishopBatch})
}

// propPextModes returns the pext modes this machine can run.
func propPextModes() []pext.Mode {
	modes := []pext.Mode{pext.Software}
	if pext.HasBMI2() {
		modes = append(modes, pext.Hardware)
	}
	return modes
}

// propRestorePextMode returns a function that puts pext back on the path it
// takes now.
func propRestorePextMode() func() {
	m := pext.Software
	if pext.Current().Hardware {
		m = pext.Hardware
	}
	return func() { _ = pext.SetMode(m) }
}

// propWalk is the independent ray walker: from s, shift a one-square set one
// step at a time in each direction, with the square-by-square edge masks,
// until it leaves the board or meets a square of occ (which it includes).
func propWalk(s harness.Square, occ harness.Bitboard, dirs []harness.Direction) harness.Bitboard {
	var out harness.Bitboard
	for _, d := range dirs {
		df, dr := d.Delta()
		by, edge := 8*dr+df, propExitEdge(d)
		for b := s.Bitboard(); b&edge == 0; {
			if by > 0 {
				b <<= by
			} else {
				b >>= -by
			}
			out |= b
			if b&occ != 0 {
				break
			}
		}
	}
	return out
}

// propSubsets returns every (square, subset of relevant[square]) case,
// squares ascending, subsets in carry-rippler order.
func propSubsets(relevant *[harness.NumSquares]harness.Bitboard) (sqs []harness.Square, occs []harness.Bitboard) {
	for s := harness.Square(0); s < harness.NumSquares; s++ {
		mask := relevant[s]
		for sub := harness.Bitboard(0); ; {
			sqs, occs = append(sqs, s), append(occs, sub)
			if sub = (sub - mask) & mask; sub == 0 {
				break
			}
		}
	}
	return sqs, occs
}

// propTally collects the wrong answers of one implementation (or batch) on
// one piece: their number and a report on the first.
type propTally struct {
	what   string // "impl \"magic\" RookAttacks"
	wrong  int
	first  string
	checks int
}

func (t *propTally) check(call propCall, got, want harness.Bitboard, s harness.Square, occ harness.Bitboard) {
	t.checks++
	if got == want {
		return
	}
	if t.wrong == 0 {
		t.first = propMismatch(call, got, want, s, propPanel{"occupancy", occ, s})
	}
	t.wrong++
}

func (t *propTally) failure() string {
	if t.wrong == 0 {
		return ""
	}
	return fmt.Sprintf("exhaustive %s: %d of %d answers wrong; the first:\n%s", t.what, t.wrong, t.checks, t.first)
}

// exhaustiveSliders runs the exhaustive check on impls and batches and
// returns the number of cases per piece and a report per failing
// (implementation or batch, piece), "" free.
func exhaustiveSliders(impls []harness.Impl, batches []propBatch) (cases []int, failures []string) {
	for _, pc := range propPieces {
		sqs, occs := propSubsets(&pc.relevant)
		cases = append(cases, len(sqs))
		want := make([]harness.Bitboard, len(sqs))
		walker := propTally{what: "naive " + pc.name + " against the ray walker"}
		for k, s := range sqs {
			want[k] = pc.op(propRef, s, occs[k])
			walker.check(propf("naive %s(%v, occ); want the ray walker's", pc.name, s), want[k], propWalk(s, occs[k], pc.dirs), s, occs[k])
		}
		failures = appendFailure(failures, walker.failure())
		for _, impl := range impls {
			tally := propTally{what: fmt.Sprintf("implementation %q %s", impl.Name(), pc.name)}
			for k, s := range sqs {
				tally.check(propf("%s(%v, occ)", pc.name, s), pc.op(impl, s, occs[k]), want[k], s, occs[k])
				junk := occs[k] | ^pc.relevant[s]
				tally.check(propf("%s(%v, occ ∪ every irrelevant square)", pc.name, s), pc.op(impl, s, junk), want[k], s, junk)
			}
			failures = appendFailure(failures, tally.failure())
		}
		for _, b := range batches {
			f := b.rook
			if pc.propSlider == propBishop {
				f = b.bishop
			}
			failures = appendFailure(failures, checkBatch(b.name+" "+pc.name, f, sqs, occs, want))
		}
	}
	return cases, failures
}

func appendFailure(failures []string, f string) []string {
	if f == "" {
		return failures
	}
	return append(failures, f)
}

// propBatchLengths are the batch lengths checkBatch cycles through, to cover
// loop tails of every small size.
var propBatchLengths = []int{1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 64, 1000, 4099}

// checkBatch runs the batch f over all cases, in batches of
// propBatchLengths, each into a destination with one spare slot past its
// end holding a sentinel that must survive; it returns a report or "".
func checkBatch(what string, f propBatchFunc, sqs []harness.Square, occs []harness.Bitboard, want []harness.Bitboard) string {
	const sentinel = harness.Bitboard(0x5EED5EED5EED5EED)
	tally := propTally{what: what}
	var problems []string
	for start, k := 0, 0; start < len(sqs); k++ {
		end := min(start+propBatchLengths[k%len(propBatchLengths)], len(sqs))
		dst := make([]harness.Bitboard, end-start+1)
		dst[end-start] = sentinel
		n, err := f(dst[:end-start], sqs[start:end], occs[start:end])
		if err != nil || n != end-start {
			problems = append(problems, fmt.Sprintf("batch of %d from case %d returned %d, %v; want %d, nil", end-start, start, n, err, end-start))
		}
		if dst[end-start] != sentinel {
			problems = append(problems, fmt.Sprintf("batch of %d from case %d wrote past its end", end-start, start))
		}
		for i := start; i < end; i++ {
			tally.check(propf("%s(%v, occ)", what, sqs[i]), dst[i-start], want[i], sqs[i], occs[i])
		}
		start = end
	}
	if len(problems) > 0 {
		return fmt.Sprintf("exhaustive %s: %s", what, strings.Join(problems[:min(len(problems), 5)], "; "))
	}
	return tally.failure()
}

// TestExhaustiveSliders runs the exhaustive check on every registered
// implementation, on every pext path this machine has, and on the batches.
func TestExhaustiveSliders(t *testing.T) {
	defer propRestorePextMode()()
	impls := harness.All()
	for k, m := range propPextModes() {
		if err := pext.SetMode(m); err != nil {
			t.Fatalf("pext.SetMode(%v): %v", m, err)
		}
		if k > 0 { // the other implementations do not depend on the mode
			impls = slices.DeleteFunc(impls, func(i harness.Impl) bool { return i.Name() != "pext" })
		}
		t.Run("pext-mode="+m.String(), func(t *testing.T) {
			cases, failures := exhaustiveSliders(impls, nil)
			propCheckCounts(t, cases)
			for _, f := range failures {
				t.Error(f)
			}
		})
	}
	for _, b := range propBatches() {
		t.Run(strings.ReplaceAll(b.name, " ", "_"), func(t *testing.T) {
			if b.setup != nil {
				if err := b.setup(); err != nil {
					t.Fatalf("%s: setup: %v", b.name, err)
				}
			}
			cases, failures := exhaustiveSliders(nil, []propBatch{b})
			propCheckCounts(t, cases)
			for _, f := range failures {
				t.Error(f)
			}
		})
	}
	t.Logf("implementations %s, pext modes %v (BMI2: %v), %d batches", strings.Join(harness.Names(), ", "), propPextModes(), pext.HasBMI2(), len(propBatches()))
}

func propCheckCounts(t *testing.T, cases []int) {
	t.Helper()
	for i, pc := range propPieces {
		if cases[i] != pc.cases {
			t.Errorf("%s: %d (square, subset) cases; want %d", pc.name, cases[i], pc.cases)
		}
	}
}

// TestExhaustiveBatchErrors checks the batch contract on bad input: a length
// mismatch and a value that is not a square give errors, not panics or
// silent answers.
func TestExhaustiveBatchErrors(t *testing.T) {
	defer propRestorePextMode()()
	for _, b := range propBatches() {
		if b.setup != nil {
			if err := b.setup(); err != nil {
				t.Fatalf("%s: setup: %v", b.name, err)
			}
		}
		dst := make([]harness.Bitboard, 3)
		if _, err := b.rook(dst, []harness.Square{harness.A1, harness.B1}, []harness.Bitboard{0}); !errors.Is(err, pext.ErrLength) {
			t.Errorf("%s: rook batch with 2 squares and 1 occupancy: error %v; want one wrapping pext.ErrLength", b.name, err)
		}
		n, err := b.bishop(dst, []harness.Square{harness.C1, harness.NoSquare, harness.A1}, []harness.Bitboard{0, 0, 0})
		if n != 1 || !errors.Is(err, pext.ErrSquare) {
			t.Errorf("%s: bishop batch with NoSquare at index 1 == %d, %v; want 1 and an error wrapping pext.ErrSquare", b.name, n, err)
		}
	}
}
