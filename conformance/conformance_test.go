package conformance_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/conformance"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/classical"
	"github.com/bitbench/bitbench/impl/magic"
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/bitbench/bitbench/impl/pext"
)

// TestNaive runs every check on the reference itself: it must pass its
// own suite.
func TestNaive(t *testing.T) {
	t.Parallel()
	if err := conformance.Test(naive.Impl{}); err != nil {
		t.Errorf("conformance.Test(naive) == %v; want nil", err)
	}
}

// TestRunOtherReference runs the kit as subtests on a technique with
// another technique as the reference.
func TestRunOtherReference(t *testing.T) {
	conformance.Run(t, classical.Impl{}, conformance.Reference(naive.Impl{}), conformance.Only(conformance.Exhaustive|conformance.Perft))
}

// TestPropertyNames checks the list the kit documents: 54 properties,
// each name once.
func TestPropertyNames(t *testing.T) {
	names := conformance.PropertyNames()
	if len(names) != 54 {
		t.Errorf("len(PropertyNames()) == %d; want 54", len(names))
	}
	sorted := slices.Sorted(slices.Values(names))
	if c := slices.Compact(sorted); len(c) != len(names) {
		t.Errorf("PropertyNames() has %d duplicates", len(names)-len(c))
	}
}

// TestFailureReport checks what a failure carries: the check, the
// implementation, the seed that reproduces it (here read by FromEnv) and a
// diagram of the counterexample, with every failure joined into the one
// error; and that the seed reproduces it.
func TestFailureReport(t *testing.T) {
	opts, err := conformance.FromEnv(func(k string) string { return map[string]string{conformance.SeedEnv: "7"}[k] })
	if err != nil {
		t.Fatal(err)
	}
	err = conformance.Test(brokenRookOwnSquare{}, append(opts, conformance.Only(conformance.Properties))...)
	fs := conformance.Failures(err)
	if len(fs) < 2 {
		t.Fatalf("Test(broken rook) gave %d failures (%v); want at least 2", len(fs), err)
	}
	var f *conformance.Failure
	if !errors.As(err, &f) || f != fs[0] {
		t.Errorf("errors.As(err, *Failure) == %v; want the first of Failures(err)", f)
	}
	for _, f := range fs {
		if f.Impl != "broken-rook-own-square" || !strings.Contains(err.Error(), f.Report) {
			t.Errorf("failure %q: Impl %q, report not in err.Error()", f.Check, f.Impl)
		}
	}
	f = fs[slices.IndexFunc(fs, func(f *conformance.Failure) bool { return f.Check == "agree/RookAttacks" })]
	for _, want := range []string{`property agree/RookAttacks, implementation "broken-rook-own-square"`,
		"seed 7,", "BITBENCH_SEED=7", "conformance.Seed(7)", "got", "want", "8 "} {
		if !strings.Contains(f.Report, want) {
			t.Errorf("report of agree/RookAttacks lacks %q:\n%s", want, f.Report)
		}
	}
	if again := conformance.Failures(conformance.Test(brokenRookOwnSquare{}, conformance.Seed(7), conformance.Only(conformance.Properties))); len(again) != len(fs) || again[0].Report != fs[0].Report {
		t.Errorf("a second run with the same seed gave other failures: %d, first %q", len(again), again[0].Report)
	}
}

// TestOptions checks that bad options are errors that check nothing.
func TestOptions(t *testing.T) {
	for _, tt := range []struct {
		opt  conformance.Option
		want string
	}{
		{conformance.Scale(0), "Scale(0): want 1 to 10000"},
		{conformance.Scale(10001), "Scale(10001)"},
		{conformance.Reference(nil), "Reference(nil)"},
		{conformance.Only(0), "Only(0)"},
		{conformance.Only(conformance.All + 1), "Only(16)"},
	} {
		err := conformance.Test(brokenRookOwnSquare{}, tt.opt)
		if err == nil || !strings.Contains(err.Error(), tt.want) || conformance.Failures(err) != nil {
			t.Errorf("Test with a bad option: %v; want an error containing %q and no failures", err, tt.want)
		}
	}
}

// TestFromEnv checks the environment's seed and scale: defaults, values,
// and errors naming the variable and the value.
func TestFromEnv(t *testing.T) {
	tests := []struct {
		seed, scale string
		wantOpts    int
		wantErr     string // substring of the error; "" for none
	}{
		{"", "", 0, ""},
		{"42", "", 1, ""},
		{"-7", "100", 2, ""},
		{"x1", "", 0, `BITBENCH_SEED="x1": want a decimal integer`},
		{"1e3", "", 0, `BITBENCH_SEED="1e3"`},
		{"99999999999999999999", "", 0, `BITBENCH_SEED="99999999999999999999"`},
		{"", "0", 0, `BITBENCH_PROPS_SCALE="0": want a whole number from 1 to 10000`},
		{"", "-3", 0, `BITBENCH_PROPS_SCALE="-3"`},
		{"", "2.5", 0, `BITBENCH_PROPS_SCALE="2.5"`},
		{"", " 5", 0, `BITBENCH_PROPS_SCALE=" 5"`},
		{"", "10001", 0, `BITBENCH_PROPS_SCALE="10001"`},
	}
	for _, tt := range tests {
		env := map[string]string{conformance.SeedEnv: tt.seed, conformance.ScaleEnv: tt.scale}
		opts, err := conformance.FromEnv(func(k string) string { return env[k] })
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("FromEnv(seed %q, scale %q) error %v; want none", tt.seed, tt.scale, err)
		case tt.wantErr == "" && len(opts) != tt.wantOpts:
			t.Errorf("FromEnv(seed %q, scale %q) == %d options; want %d", tt.seed, tt.scale, len(opts), tt.wantOpts)
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("FromEnv(seed %q, scale %q) error %v; want one containing %q", tt.seed, tt.scale, err, tt.wantErr)
		}
	}
}

// TestExhaustiveFindsOneEntry checks that the exhaustive check finds one
// wrong table entry among its 107,648 cases (asked twice: alone and with
// the irrelevant squares) and draws it.
func TestExhaustiveFindsOneEntry(t *testing.T) {
	fs := conformance.Failures(conformance.Test(brokenRookEntry{}, conformance.Only(conformance.Exhaustive)))
	if len(fs) != 1 || fs[0].Check != "exhaustive" {
		t.Fatalf("exhaustive check of one wrong entry: %d failures %v; want 1 named exhaustive", len(fs), fs)
	}
	for _, want := range []string{"RookAttacks: 2 of 204800 answers wrong", "RookAttacks(c6, occ)", "missing {d6}", "occupancy"} {
		if !strings.Contains(fs[0].Report, want) {
			t.Errorf("report lacks %q:\n%s", want, fs[0].Report)
		}
	}
}

// TestPerftCounterexample checks that a wrong perft count comes with the
// position where the moves differ: a rook that never captures generates
// fewer moves, and the walk down the divide finds a position with a rook
// capture only the reference generates.
func TestPerftCounterexample(t *testing.T) {
	fs := conformance.Failures(conformance.Test(brokenRookExcludesBlocker{}, conformance.Only(conformance.Perft)))
	if len(fs) == 0 {
		t.Fatal("perft smoke test of a rook that never captures: no failure")
	}
	for _, want := range []string{"perft(", "counterexample after [", "moves only the reference naive generates: [", "occupied"} {
		if !strings.Contains(fs[0].Report, want) {
			t.Errorf("perft report lacks %q:\n%s", want, fs[0].Report)
		}
	}
}

// TestCapabilityReports checks the capability check on each bug of
// brokenCapability (one report naming what broke), on the same type
// without a bug (no report), and on techniques of this module that have
// capabilities (no report).
func TestCapabilityReports(t *testing.T) {
	only := conformance.Only(conformance.Capabilities)
	for _, tt := range []struct {
		bug  string
		want []string // in the first report
	}{
		{bugShortOccs, []string{"RookBatch with occs shorter than sqs", "returned 1, short input; want 0 and an error wrapping harness.ErrLength"}},
		{bugTableBytes, []string{"BuildTables() == 4096; want TableBytes() == 512"}},
		{bugNoLengthCheck, []string{"RookBatch with occs shorter than sqs", "panicked: runtime error: index out of range", "a batch never panics"}},
		{bugLengthUnwrapped, []string{"RookBatch with occs shorter than sqs", "returned 0, slices of different lengths; want 0 and an error wrapping harness.ErrLength"}},
		{bugWritesOnLength, []string{"RookBatch with occs shorter than sqs", "dst[0] == 0x0 after the call; want 0x5eed5eed5eed5eed (untouched)"}},
		{bugEmptyErrors, []string{"RookBatch with empty batch", "want 0 and a nil error"}},
		{bugUnnamedSquare, []string{"RookBatch with sqs[2] = 64", `error "batch: not a square" does not name sqs[2]`}},
		{bugWritesBadSlot, []string{"RookBatch with sqs[2] = 64", "dst[2] == 0x0 after the call; want 0x5eed5eed5eed5eed (untouched)"}},
		{bugCountsBadSlot, []string{"RookBatch with sqs[2] = 64", "returned 3, ", "want 2 and an error wrapping harness.ErrSquare"}},
		{bugTableBytesZero, []string{"TableBytes() == 0, then 0; want the same number, more than 0"}},
		{bugPathEmpty, []string{`Path() == ""; want one non-empty line`}},
		{bugUnavailable2, []string{`Unavailable() == "no BMI2\nand no AVX2"`}},
	} {
		fs := conformance.Failures(conformance.Test(brokenCapability{bug: tt.bug}, only))
		if len(fs) == 0 {
			t.Errorf("capability check of bug %s: no failure", tt.bug)
			continue
		}
		for _, want := range tt.want {
			if f := fs[0]; f.Check != "capabilities" || !strings.Contains(f.Report, want) {
				t.Errorf("capability check of bug %s: first failure %s: %s; want one from capabilities containing %q", tt.bug, f.Check, f.Report, want)
			}
		}
	}
	for _, impl := range []harness.Impl{brokenCapability{}, magic.Impl{}, pext.Impl{}, pext.Soft{}, classical.Impl{}} {
		if err := conformance.Test(impl, only); err != nil {
			t.Errorf("capability check of %s: %v; want nil", impl.Name(), err)
		}
	}
}

// TestSliderProperties checks that SliderProperties keeps every property
// that calls a slider method and drops the others: a broken shift (one of
// naive's methods, in internal/native's wrappers) passes it, a broken rook
// or queen does not.
func TestSliderProperties(t *testing.T) {
	tests := []struct {
		impl harness.Impl
		fail bool
	}{
		{brokenShiftWrap{}, false},
		{brokenRookOwnSquare{}, true},
		{brokenQueen{}, true},
	}
	for _, tt := range tests {
		err := conformance.Test(tt.impl, conformance.Only(conformance.Properties), conformance.SliderProperties())
		if got := err != nil; got != tt.fail {
			t.Errorf("%s with SliderProperties: failed %v (%v); want %v", tt.impl.Name(), got, err, tt.fail)
		}
	}
	if conformance.Test(brokenShiftWrap{}, conformance.Only(conformance.Properties)) == nil {
		t.Errorf("%s without SliderProperties: passed; want a failure", brokenShiftWrap{}.Name())
	}
}
