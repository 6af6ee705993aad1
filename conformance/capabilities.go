package conformance

// The capability check: for each optional capability of package harness
// that an implementation has (found by type assertion, as testing/fstest
// finds a file system's optional interfaces), its contract as harness
// documents it:
//
//   - harness.Batcher: both methods on bad input. An empty batch succeeds
//     with 0. Unequal lengths (occs short, occs long, dst short) give 0 and
//     an error wrapping harness.ErrLength, with dst untouched. A value that
//     is not a square (64, and NoSquare's largest neighbour 255) at index k
//     gives k and an error wrapping harness.ErrSquare naming "sqs[k]", with
//     the reference's answers below k and nothing written from k on. No call
//     panics. (Answers on good input are the exhaustive check's.)
//   - harness.TableByter: TableBytes is more than 0 and the same twice.
//   - harness.TableBuilder: BuildTables is more than 0 and, for a
//     TableByter, equal to TableBytes.
//   - harness.Pather: Path is one non-empty line.
//   - harness.Unavailabler: Unavailable is the same twice and one line
//     ("" where the technique runs).

import (
	"errors"
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// capSentinel fills every destination slot a batch must not write.
const capSentinel = harness.Bitboard(0x5EED5EED5EED5EED)

// capabilityChecks checks every capability impl has against its contract,
// with ref giving the answers a stopped batch must have written, and
// returns a report per broken contract.
func capabilityChecks(impl, ref harness.Impl) (failures []string) {
	if b, ok := impl.(harness.Batcher); ok {
		failures = append(failures, capBatch("RookBatch", b.RookBatch, ref.RookAttacks)...)
		failures = append(failures, capBatch("BishopBatch", b.BishopBatch, ref.BishopAttacks)...)
	}
	tb, hasBytes := impl.(harness.TableByter)
	if hasBytes {
		if n, again := tb.TableBytes(), tb.TableBytes(); n <= 0 || again != n {
			failures = append(failures, fmt.Sprintf("TableBytes() == %d, then %d; want the same number, more than 0", n, again))
		}
	}
	if bt, ok := impl.(harness.TableBuilder); ok {
		switch n := bt.BuildTables(); {
		case n <= 0:
			failures = append(failures, fmt.Sprintf("BuildTables() == %d; want more than 0", n))
		case hasBytes && n != tb.TableBytes():
			failures = append(failures, fmt.Sprintf("BuildTables() == %d; want TableBytes() == %d: the tables built are not the tables measured", n, tb.TableBytes()))
		}
	}
	if p, ok := impl.(harness.Pather); ok {
		if path := p.Path(); path == "" || strings.ContainsAny(path, "\r\n") {
			failures = append(failures, fmt.Sprintf("Path() == %q; want one non-empty line", path))
		}
	}
	if u, ok := impl.(harness.Unavailabler); ok {
		if why, again := u.Unavailable(), u.Unavailable(); why != again || strings.ContainsAny(why, "\r\n") {
			failures = append(failures, fmt.Sprintf("Unavailable() == %q, then %q; want the same reason twice, one line (\"\" where it runs)", why, again))
		}
	}
	return failures
}

// capBatchCase is one bad input of a batch: the slice lengths (sqs all a1
// unless bad is set), or a bad value bad at index at of five squares.
type capBatchCase struct {
	name           string
	dst, sqs, occs int
	at             int            // the index of bad in sqs; -1 for none
	bad            harness.Square // a value that is not a square
}

var capBatchCases = []capBatchCase{
	{"empty batch", 0, 0, 0, -1, 0},
	{"occs shorter than sqs", 3, 2, 1, -1, 0},
	{"occs longer than sqs", 3, 2, 3, -1, 0},
	{"dst shorter than sqs", 1, 2, 2, -1, 0},
	{"sqs[2] = 64", 6, 5, 5, 2, harness.NoSquare},
	{"sqs[0] = 255", 6, 5, 5, 0, 255},
	{"sqs[4] = 64", 5, 5, 5, 4, harness.NoSquare},
}

// capBatch checks one batch method f on capBatchCases, ref giving the
// answers, and returns a report per case it fails.
func capBatch(what string, f propBatchFunc, ref func(harness.Square, harness.Bitboard) harness.Bitboard) (failures []string) {
	for _, c := range capBatchCases {
		dst := make([]harness.Bitboard, c.dst)
		for i := range dst {
			dst[i] = capSentinel
		}
		sqs, occs := make([]harness.Square, c.sqs), make([]harness.Bitboard, c.occs)
		for i := range sqs {
			sqs[i] = harness.Square(9 * i % harness.NumSquares) // a1, b2, c3, …
		}
		for i := range occs {
			occs[i] = harness.Bitboard(0x0000_2400_0042_0000) << i
		}
		wantN, wantErr := 0, harness.ErrLength
		switch {
		case c.at >= 0:
			sqs[c.at], wantN, wantErr = c.bad, c.at, harness.ErrSquare
		case c.sqs == 0:
			wantErr = nil
		}
		n, err, panicked := capCall(f, dst, sqs, occs)
		report := func(problem string) {
			failures = append(failures, fmt.Sprintf("%s with %s (len(dst) = %d, len(sqs) = %d, len(occs) = %d): %s",
				what, c.name, c.dst, c.sqs, c.occs, problem))
		}
		if panicked != nil {
			report(fmt.Sprintf("panicked: %v; a batch never panics", panicked))
			continue
		}
		if n != wantN || !errors.Is(err, wantErr) || (wantErr == nil) != (err == nil) {
			report(fmt.Sprintf("returned %d, %v; want %d and %s", n, err, wantN, capWantErr(wantErr)))
			continue
		}
		if wantErr == harness.ErrSquare && !strings.Contains(err.Error(), fmt.Sprintf("sqs[%d]", c.at)) {
			report(fmt.Sprintf("error %q does not name sqs[%d]", err, c.at))
		}
		for i, got := range dst {
			want := capSentinel
			if i < wantN {
				want = ref(sqs[i], occs[i])
			}
			if got != want {
				report(fmt.Sprintf("dst[%d] == %#x after the call; want %#x (%s)", i, uint64(got), uint64(want), capSlot(i, wantN)))
				break
			}
		}
	}
	return failures
}

// capCall calls f, turning a panic into its value.
func capCall(f propBatchFunc, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (n int, err error, panicked any) {
	defer func() { panicked = recover() }()
	n, err = f(dst, sqs, occs)
	return n, err, nil
}

// capWantErr describes the error a case wants.
func capWantErr(want error) string {
	switch want {
	case nil:
		return "a nil error"
	case harness.ErrLength:
		return "an error wrapping harness.ErrLength"
	}
	return "an error wrapping harness.ErrSquare"
}

// capSlot says what slot i of a batch that wrote n results must hold.
func capSlot(i, n int) string {
	if i < n {
		return "the reference's answer"
	}
	return "untouched"
}
