package conformance

// The exhaustive slider check: for every square, every subset of its
// relevant occupancy (the squares that can block, edges beyond the last ray
// square excluded), the rook and bishop attacks of an implementation
// against the reference. That is 102,400 rook and 5,248 bishop cases;
// together they cover every distinct answer a slider lookup can give.
//
// The reference answer is computed once per case, and checked first against
// an independent ray walker (bit shifts with edge masks), so a bug in the
// reference cannot hide behind agreement. Each case is asked twice of the
// implementation: with the subset alone, and with the subset plus every
// square outside the relevant mask (the attacker's own square and the ray
// ends included), which must not change the answer. Batched lookups
// (harness.Batcher) get every case too, in batches of many lengths.

import (
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// propPiece is one slider piece for the exhaustive check.
type propPiece struct {
	*propSlider
	cases int // the expected number of (square, subset) cases
}

var propPieces = []propPiece{{propRook, 102400}, {propBishop, 5248}}

// propBatchFunc is one method of a harness.Batcher.
type propBatchFunc = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)

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
	return fmt.Sprintf("%s: %d of %d answers wrong; the first:\n%s", t.what, t.wrong, t.checks, t.first)
}

// exhaustiveSliders runs the exhaustive check on impl (and its batches,
// when it is a harness.Batcher) against ref, and returns a report per failing
// (reference, implementation or batch; piece).
func exhaustiveSliders(impl harness.Impl, ref harness.Impl) (failures []string) {
	batch, _ := impl.(harness.Batcher)
	for _, pc := range propPieces {
		sqs, occs := propSubsets(&pc.relevant)
		if len(sqs) != pc.cases {
			failures = append(failures, fmt.Sprintf("%s: %d (square, subset) cases; want %d", pc.name, len(sqs), pc.cases))
		}
		want := make([]harness.Bitboard, len(sqs))
		walker := propTally{what: fmt.Sprintf("reference %q %s against the ray walker", ref.Name(), pc.name)}
		for k, s := range sqs {
			want[k] = pc.op(ref, s, occs[k])
			walker.check(propf("reference %s(%v, occ); want the ray walker's", pc.name, s), want[k], propWalk(s, occs[k], pc.dirs), s, occs[k])
		}
		failures = appendFailure(failures, walker.failure())
		tally := propTally{what: pc.name}
		for k, s := range sqs {
			tally.check(propf("%s(%v, occ)", pc.name, s), pc.op(impl, s, occs[k]), want[k], s, occs[k])
			junk := occs[k] | ^pc.relevant[s]
			tally.check(propf("%s(%v, occ ∪ every irrelevant square)", pc.name, s), pc.op(impl, s, junk), want[k], s, junk)
		}
		failures = appendFailure(failures, tally.failure())
		if batch != nil {
			f, name := batch.RookBatch, "RookBatch"
			if pc.propSlider == propBishop {
				f, name = batch.BishopBatch, "BishopBatch"
			}
			failures = appendFailure(failures, checkBatch(name, f, sqs, occs, want))
		}
	}
	return failures
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
		return fmt.Sprintf("%s: %s", what, strings.Join(problems[:min(len(problems), 5)], "; "))
	}
	return tally.failure()
}
