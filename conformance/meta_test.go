package conformance_test

// The meta-test: the kit must catch bugs. Each broken implementation below
// is the naive reference (or, for brokenHQNoReverse, impl/hq) with
// one deliberate, realistic bug; the test runs the whole kit against it and
// fails unless the kit reports it, and unless each named check in
// mustCatch is among those that do.

import (
	"errors"
	"fmt"
	"iter"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/conformance"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/hq"
	"github.com/bitbench/bitbench/impl/naive"
)

// brokenRookEntry has one wrong attack-table entry: for a rook on c6 with
// exactly c4, e6 and c7 among its relevant squares, d6 is missing from the
// answer, as if one slot of a magic table held a wrong value.
type brokenRookEntry struct{ naive.Impl }

var brokenRookSubset = harness.C4.Bitboard() | harness.E6.Bitboard() | harness.C7.Bitboard()

// brokenRookRelevant is the relevant occupancy of a rook on c6: its file
// and rank without the c6 square and the edge squares c1, c8, a6 and h6.
var brokenRookRelevant = (harness.Bitboard(0x0101010101010101)<<2 | harness.Bitboard(0xff)<<40) &^
	(harness.C6.Bitboard() | harness.C1.Bitboard() | harness.C8.Bitboard() | harness.A6.Bitboard() | harness.H6.Bitboard())

func (brokenRookEntry) Name() string { return "broken-rook-entry" }

func (b brokenRookEntry) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	a := b.Impl.RookAttacks(s, occ)
	if s == harness.C6 && occ&brokenRookRelevant == brokenRookSubset {
		a ^= harness.D6.Bitboard()
	}
	return a
}

// brokenShiftWrap shifts East without masking the a-file: h-file squares
// wrap to the a-file one rank up.
type brokenShiftWrap struct{ naive.Impl }

func (brokenShiftWrap) Name() string { return "broken-shift-wrap" }

func (b brokenShiftWrap) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	if d == harness.East {
		return a << 1
	}
	return b.Impl.Shift(a, d)
}

// brokenFirst has an off-by-one bit scan: First returns the square after
// the lowest one (NoSquare for a set whose lowest square is h8).
type brokenFirst struct{ naive.Impl }

func (brokenFirst) Name() string { return "broken-first-off-by-one" }

func (b brokenFirst) First(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return b.Impl.First(a) + 1
}

// brokenIterator ignores the loop's break: it keeps yielding after yield
// returned false, which Go's range-over-func turns into a panic.
type brokenIterator struct{ naive.Impl }

func (brokenIterator) Name() string { return "broken-iterator-ignores-break" }

func (b brokenIterator) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for s := range b.Impl.Squares(a) {
			yield(s)
		}
	}
}

// brokenBishopIrrelevant lets an irrelevant square leak into the lookup, as
// a magic or PEXT index does when the occupancy is not masked first: an
// occupied h8 drops the bishop's first attacked square.
type brokenBishopIrrelevant struct{ naive.Impl }

func (brokenBishopIrrelevant) Name() string { return "broken-bishop-unmasked" }

func (b brokenBishopIrrelevant) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	a := b.Impl.BishopAttacks(s, occ)
	if occ&harness.H8.Bitboard() != 0 { // h8 is a corner: relevant to no bishop
		a &= a - 1
	}
	return a
}

// brokenRookOwnSquare treats the attacker's own square as a blocker that it
// attacks, breaking the contract that s is ignored in occ.
type brokenRookOwnSquare struct{ naive.Impl }

func (brokenRookOwnSquare) Name() string { return "broken-rook-own-square" }

func (b brokenRookOwnSquare) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return b.Impl.RookAttacks(s, occ) | occ&s.Bitboard()
}

// brokenRookExcludesBlocker stops before the first occupied square instead
// of on it, so it never attacks an occupied square: a classic slip that
// makes attacks asymmetric when only one of two squares is occupied.
type brokenRookExcludesBlocker struct{ naive.Impl }

func (brokenRookExcludesBlocker) Name() string { return "broken-rook-excludes-blocker" }

func (b brokenRookExcludesBlocker) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return b.Impl.RookAttacks(s, occ) &^ occ
}

// brokenPawnColours swaps the colours of pawn attacks: a mistake the
// colour-mirror law cannot see (it maps one wrong table onto the other), so
// agreement with the reference must.
type brokenPawnColours struct{ naive.Impl }

func (brokenPawnColours) Name() string { return "broken-pawn-colours" }

func (b brokenPawnColours) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return b.Impl.PawnAttacks(c.Other(), s)
}

// brokenQueen forgets the north-west diagonal.
type brokenQueen struct{ naive.Impl }

func (brokenQueen) Name() string { return "broken-queen-no-northwest" }

func (b brokenQueen) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	nw := harness.Bitboard(0)
	for t := s; t.File() > 0 && t.Rank() < 7; {
		t = harness.SquareAt(t.File()-1, t.Rank()+1)
		nw |= t.Bitboard()
		if occ&t.Bitboard() != 0 {
			break
		}
	}
	return b.Impl.QueenAttacks(s, occ) &^ nw
}

// brokenHQNoReverse is Hyperbola Quintessence (impl/hq) with the byte
// reversal left out on the rook's file: the subtraction alone,
// ((o − r) ^ o) & file, only sees the squares above the rook, so every
// square below it on its file is lost.
type brokenHQNoReverse struct{ hq.Impl }

func (brokenHQNoReverse) Name() string { return "broken-hq-no-reversal" }

func (b brokenHQNoReverse) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	file := harness.Bitboard(0x0101010101010101) << s.File() &^ s.Bitboard()
	o := occ & file
	return b.Impl.RookAttacks(s, occ)&^file | ((o-s.Bitboard())^o)&file
}

// brokenCapability is the naive reference with every optional capability
// of package harness, each right but for one bug: its Name is
// "broken-capability-" followed by the bug. The meta-test uses two of the
// bugs; TestCapabilityReports (conformance_test.go) checks the report of
// each.
type brokenCapability struct {
	naive.Impl
	bug string
}

// The bugs of brokenCapability.
const (
	// bugShortOccs: a short occs is taken for the end of the input: the
	// batch makes min(len(sqs), len(occs)) lookups and returns an error of
	// its own that does not wrap harness.ErrLength, as a batch that checks
	// one length only and says "short input" in words might.
	bugShortOccs = "batch-short-occs"
	// bugTableBytes: TableBytes counts a table of 64 entries of 8 bytes,
	// while BuildTables builds (and counts) 8 directions of them, as a
	// technique whose table grew without its count following would.
	bugTableBytes = "table-bytes-disagree"
	// The other bugs, for TestCapabilityReports.
	bugNoLengthCheck   = "batch-no-length-check"        // indexes occs and dst unchecked: panics
	bugLengthUnwrapped = "batch-length-error-unwrapped" // 0 and an error of its own
	bugWritesOnLength  = "batch-writes-before-length-error"
	bugEmptyErrors     = "batch-empty-errors"
	bugUnnamedSquare   = "batch-square-unnamed"
	bugWritesBadSlot   = "batch-writes-bad-slot"
	bugCountsBadSlot   = "batch-counts-bad-square"
	bugTableBytesZero  = "table-bytes-zero"
	bugPathEmpty       = "path-empty"
	bugUnavailable2    = "unavailable-two-lines"
)

func (b brokenCapability) Name() string { return "broken-capability-" + b.bug }

func (b brokenCapability) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return b.batch(b.Impl.RookAttacks, dst, sqs, occs)
}

func (b brokenCapability) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return b.batch(b.Impl.BishopAttacks, dst, sqs, occs)
}

// batch is the loop of both batches over the lookup f, with b's bug.
func (b brokenCapability) batch(f func(harness.Square, harness.Bitboard) harness.Bitboard, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	err := harness.CheckBatchLengths(len(dst), len(sqs), len(occs))
	switch {
	case b.bug == bugLengthUnwrapped && err != nil:
		return 0, errors.New("slices of different lengths")
	case b.bug == bugEmptyErrors && len(sqs) == 0:
		return 0, harness.CheckBatchLengths(0, 1, 0)
	case b.bug == bugWritesOnLength && err != nil && len(dst) > 0:
		dst[0] = 0
	case b.bug == bugShortOccs && len(dst) >= len(sqs), b.bug == bugNoLengthCheck:
		err = nil
	}
	if err != nil {
		return 0, err
	}
	for i, s := range sqs {
		if b.bug == bugShortOccs && i == len(occs) {
			return i, errors.New("short input")
		}
		if s >= harness.NoSquare {
			switch b.bug {
			case bugUnnamedSquare:
				return i, fmt.Errorf("batch: %w", harness.ErrSquare)
			case bugWritesBadSlot:
				dst[i] = 0
			case bugCountsBadSlot:
				i++
			}
			return i, harness.BatchSquareError(i, s)
		}
		dst[i] = f(s, occs[i])
	}
	return len(sqs), nil
}

func (b brokenCapability) TableBytes() int {
	switch b.bug {
	case bugTableBytes:
		return 64 * 8
	case bugTableBytesZero:
		return 0
	}
	return b.BuildTables()
}

func (b brokenCapability) BuildTables() int {
	rays := make([][8]harness.Bitboard, 64)
	return len(rays) * len(rays[0]) * 8
}

func (b brokenCapability) Path() string {
	if b.bug == bugPathEmpty {
		return ""
	}
	return "portable"
}

func (b brokenCapability) Unavailable() string {
	if b.bug == bugUnavailable2 {
		return "no BMI2\nand no AVX2"
	}
	return ""
}

// propBroken lists the broken implementations with the checks that must
// catch each: property names, "exhaustive" for the exhaustive check,
// "perft", or "capabilities" for the capability check.
var propBroken = []struct {
	impl      harness.Impl
	mustCatch []string
}{
	{brokenRookEntry{}, []string{"exhaustive"}},
	{brokenShiftWrap{}, []string{"law/shift never wraps", "agree/Shift", "law/shift one square"}},
	{brokenFirst{}, []string{"agree/First", "law/iteration matches membership"}},
	{brokenIterator{}, []string{"law/iteration stops early"}},
	{brokenBishopIrrelevant{}, []string{"agree/BishopAttacks", "attack/BishopAttacks only relevant occupancy", "exhaustive"}},
	{brokenRookOwnSquare{}, []string{"agree/RookAttacks", "attack/RookAttacks own square ignored"}},
	{brokenRookExcludesBlocker{}, []string{"attack/RookAttacks symmetric", "agree/RookAttacks", "exhaustive", "perft"}},
	{brokenPawnColours{}, []string{"agree/PawnAttacks(white)", "agree/PawnAttacks(black)"}},
	{brokenQueen{}, []string{"agree/QueenAttacks", "attack/queen is rook union bishop"}},
	{brokenHQNoReverse{}, []string{"agree/RookAttacks", "attack/RookAttacks symmetric", "exhaustive"}},
	{brokenCapability{bug: bugShortOccs}, []string{"capabilities"}},
	{brokenCapability{bug: bugTableBytes}, []string{"capabilities"}},
}

// TestMetaProps runs the kit (properties, exhaustive check and perft)
// against each broken implementation and fails unless every one is caught
// by at least the checks it lists. With -v it logs the first report for
// each, as the kit returns it.
func TestMetaProps(t *testing.T) {
	opts, err := conformance.FromEnv(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range propBroken {
		t.Run(b.impl.Name(), func(t *testing.T) {
			t.Parallel()
			caught := map[string]string{} // check name → its reports
			var order []string
			for _, f := range conformance.Failures(conformance.Test(b.impl, opts...)) {
				if f.Impl != b.impl.Name() {
					t.Errorf("failure of %q names implementation %q", b.impl.Name(), f.Impl)
				}
				if _, seen := caught[f.Check]; !seen {
					order = append(order, f.Check)
				}
				caught[f.Check] += f.Report + "\n"
			}
			if len(order) == 0 {
				t.Fatalf("%s: no check of the kit caught the bug", b.impl.Name())
			}
			for _, name := range b.mustCatch {
				if _, ok := caught[name]; !ok {
					t.Errorf("%s: %s did not catch the bug; caught by: %s", b.impl.Name(), name, strings.Join(order, ", "))
				}
			}
			t.Logf("%s caught by %d checks: %s", b.impl.Name(), len(order), strings.Join(order, ", "))
			t.Logf("first report, from %s:\n%s", b.mustCatch[0], caught[b.mustCatch[0]])
		})
	}
}

// TestMetaPropsNamesExist guards the mustCatch lists against typos: each
// name must be a property of the kit, "exhaustive", "perft" or
// "capabilities".
func TestMetaPropsNamesExist(t *testing.T) {
	names := append(conformance.PropertyNames(), "exhaustive", "perft", "capabilities")
	for _, b := range propBroken {
		for _, n := range b.mustCatch {
			if !slices.Contains(names, n) {
				t.Errorf("%s: mustCatch names %q, which is not a check of the kit", b.impl.Name(), n)
			}
		}
	}
}
