package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

const (
	startFEN  = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	cpw3FEN   = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
	kiwipete  = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	smallEPD  = "testdata/small.epd"
	goodEPD   = "testdata/good.epd"
	notAFile  = "testdata/no-such-file.epd"
	twoKings  = "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"
	badFields = "4k3/8/8/8/8/8/8/4K3 w -"
)

// TestGolden runs the command and compares its standard output with the
// golden files; go test -run TestGolden -update rewrites them. Standard
// output holds no timing, so it is the same on every machine.
func TestGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
		exit   int
	}{
		// Kiwipete's deliberately wrong D2, two malformed lines, one
		// rejected position, one skipped by the node cap.
		{"suite.golden", []string{"-suite", smallEPD, "-max-nodes", "100000"}, cli.ExitFail},
		// -depth 1 never reaches the wrong count, but the malformed lines
		// still fail the run; no implementation is named, so "all" is stable.
		{"suite-depth1-all.golden", []string{"-suite", smallEPD, "-depth", "1", "-impl", "all"}, cli.ExitFail},
		{"good.golden", []string{"-suite", goodEPD, "-parallel"}, cli.ExitOK},
		// -v names the positions skipped by -depth or -max-nodes.
		{"suite-verbose-depth.golden", []string{"-suite", smallEPD, "-depth", "3", "-v"}, cli.ExitFail},
		{"suite-verbose-nodes.golden", []string{"-suite", smallEPD, "-max-nodes", "100000", "-v"}, cli.ExitFail},
		{"fen.golden", []string{"-fen", startFEN, "-depth", "3"}, cli.ExitOK},
		{"fen-depth0.golden", []string{"-fen", kiwipete, "-depth", "0"}, cli.ExitOK},
		{"divide.golden", []string{"-fen", cpw3FEN, "-depth", "3", "-divide"}, cli.ExitOK},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := run(tt.args, &stdout, &stderr); got != tt.exit {
				t.Errorf("perft %q exit status %d; want %d\nstderr:\n%s", tt.args, got, tt.exit, stderr.String())
			}
			path := filepath.Join("testdata", tt.golden)
			if *update {
				if err := os.WriteFile(path, stdout.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got := stdout.String(); got != string(want) {
				t.Errorf("perft %q stdout:\n%s\nwant (%s):\n%s", tt.args, got, path, want)
			}
		})
	}
}

// TestUsage checks that every wrong command line exits 2 with a message
// naming the problem, and writes nothing to standard output.
func TestUsage(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		mention string
	}{
		{"no mode", nil, "give -fen FEN or -suite FILE"},
		{"both modes", []string{"-fen", startFEN, "-suite", smallEPD}, "not both"},
		{"negative depth", []string{"-fen", startFEN, "-depth", "-1"}, `-depth: "-1": out of range: want 0 to 20`},
		{"negative depth in suite", []string{"-suite", smallEPD, "-depth", "-3"}, `-depth: "-3": out of range: want 0 to 20`},
		{"depth not a number", []string{"-fen", startFEN, "-depth", "three"}, "invalid value \"three\" for flag -depth"},
		{"fen without depth", []string{"-fen", startFEN}, "-fen needs -depth"},
		{"unknown impl", []string{"-fen", startFEN, "-depth", "1", "-impl", "nosuch"},
			`no implementation "nosuch" (registered: ` + strings.Join(harness.Names(), ", ") + "), or all"},
		{"impl twice", []string{"-fen", startFEN, "-depth", "1", "-impl", "naive,naive"}, `"naive" named twice`},
		{"empty impl", []string{"-fen", startFEN, "-depth", "1", "-impl", ""}, `no implementation ""`},
		{"unknown flag", []string{"-fen", startFEN, "-depth", "1", "-quick"}, "flag provided but not defined: -quick"},
		{"stray argument", []string{"-fen", "8/8/8/8/8/8/8/8", "w", "-depth", "1"}, `unexpected argument "w"`},
		{"divide in suite mode", []string{"-suite", smallEPD, "-divide"}, "-divide applies to -fen only"},
		{"divide at depth 0", []string{"-fen", startFEN, "-depth", "0", "-divide"}, "-divide needs -depth 1"},
		{"divide and parallel", []string{"-fen", startFEN, "-depth", "2", "-divide", "-parallel"}, "do not combine"},
		{"max-nodes with fen", []string{"-fen", startFEN, "-depth", "1", "-max-nodes", "5"}, "-max-nodes applies to -suite"},
		{"max-nodes negative", []string{"-suite", smallEPD, "-max-nodes", "-5"}, "invalid value \"-5\" for flag -max-nodes"},
		{"fen rejected", []string{"-fen", twoKings, "-depth", "1"}, "-fen: "},
		{"fen short", []string{"-fen", badFields, "-depth", "1"}, "-fen: "},
		{"fen empty", []string{"-fen", "", "-depth", "1"}, `-fen "": the position is empty`},
		{"fen blank", []string{"-fen", "  ", "-depth", "1"}, `-fen "  ": the position is empty`},
		{"suite empty", []string{"-suite", ""}, `-suite "": the file name is empty`},
		{"depth over the cap", []string{"-fen", startFEN, "-depth", "21"}, `-depth: "21": out of range: want 0 to 20`},
		{"depth huge with divide", []string{"-fen", startFEN, "-depth", "9223372036854775807", "-divide"}, `-depth: "9223372036854775807": out of range: want 0 to 20`},
		{"depth huge", []string{"-fen", startFEN, "-depth", "10000000"}, `-depth: "10000000": out of range: want 0 to 20`},
		{"suite depth over the cap", []string{"-suite", smallEPD, "-depth", "100"}, `-depth: "100": out of range: want 0 to 20`},
		{"v with fen", []string{"-fen", startFEN, "-depth", "1", "-v"}, "-v and -allow-empty apply to -suite only"},
		{"allow-empty with fen", []string{"-fen", startFEN, "-depth", "1", "-allow-empty"}, "apply to -suite only"},
		{"fen bad rune", []string{"-fen", "rnbqkbn♖/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "-depth", "1"}, "bad letter '♖'"},
		{"long fen cut", []string{"-fen", strings.Repeat("p", 10000) + " w - - 0 1", "-depth", "1"}, "…(10010 bytes)"},
		{"long impl cut", []string{"-fen", startFEN, "-depth", "1", "-impl", strings.Repeat("x", 10000)}, `no implementation "xxxx`},
		{"long stray argument cut", []string{"-fen", startFEN, "-depth", "1", strings.Repeat("é", 10000)}, "…(20000 bytes)"},
	}
	if len(harness.All()) > 1 {
		tests = append(tests, struct {
			name    string
			args    []string
			mention string
		}{"divide with several impls", []string{"-fen", startFEN, "-depth", "1", "-divide", "-impl", "all"}, "-divide takes one implementation"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if got := run(tt.args, &stdout, &stderr); got != cli.ExitUsage {
				t.Errorf("perft %q exit status %d; want %d", tt.args, got, cli.ExitUsage)
			}
			if !strings.Contains(stderr.String(), tt.mention) {
				t.Errorf("perft %q stderr:\n%s\nwant it to mention %q", tt.args, stderr.String(), tt.mention)
			}
			if stdout.Len() != 0 {
				t.Errorf("perft %q stdout %q; want nothing", tt.args, stdout.String())
			}
			if stderr.Len() > 1000 && !strings.Contains(stderr.String(), "usage:") {
				t.Errorf("perft %.200q: %d bytes on stderr; want a short message", tt.args, stderr.Len())
			}
		})
	}
}

func TestHelp(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if got := run([]string{"-h"}, &stdout, &stderr); got != cli.ExitOK {
		t.Errorf("perft -h exit status %d; want %d", got, cli.ExitOK)
	}
	if !strings.Contains(stdout.String(), "perft -suite FILE") || stderr.Len() != 0 {
		t.Errorf("perft -h wrote stdout %q, stderr %q; want the usage on stdout only", stdout.String(), stderr.String())
	}
}

func TestMissingSuite(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if got := run([]string{"-suite", notAFile}, &stdout, &stderr); got != cli.ExitUsage {
		t.Errorf("perft -suite %s exit status %d; want %d", notAFile, got, cli.ExitUsage)
	}
	if !strings.Contains(stderr.String(), notAFile) {
		t.Errorf("stderr %q; want it to name %s", stderr.String(), notAFile)
	}
}

// TestEveryImpl checks -impl all on one position: a line per registered
// implementation, all with the published count.
func TestEveryImpl(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if got := run([]string{"-fen", kiwipete, "-depth", "2", "-impl", "all"}, &stdout, &stderr); got != cli.ExitOK {
		t.Fatalf("exit status %d; want 0\nstdout:\n%s\nstderr:\n%s", got, stdout.String(), stderr.String())
	}
	var want strings.Builder
	for _, name := range harness.Names() {
		want.WriteString(name + ": perft(2) = 2039\n")
	}
	if stdout.String() != want.String() {
		t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), want.String())
	}
}

// TestProgressAndTiming checks what goes to standard error in suite mode: a
// progress line per checked position when the interval is zero, a timing
// line per implementation, and a total.
func TestProgressAndTiming(t *testing.T) {
	var stderr bytes.Buffer
	o, err := parseArgs([]string{"-suite", goodEPD, "-impl", "all"}, &stderr, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	o.progressEvery = 0
	f, err := os.Open(goodEPD)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	entries, errs := epd.Parse(f)
	var stdout bytes.Buffer
	if got := runSuite(o, entries, errs, &stdout, &stderr); got != cli.ExitOK {
		t.Fatalf("runSuite exit status %d; want 0\nstdout:\n%s", got, stdout.String())
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	var progress []string
	timing := map[string]bool{}
	for _, l := range lines {
		name, rest, _ := strings.Cut(l, ": ")
		switch {
		case name == "progress":
			progress = append(progress, rest)
		case strings.Contains(rest, " nodes in ") && strings.HasSuffix(rest, " Mnodes/s"):
			timing[name] = true
		default:
			t.Errorf("unexpected stderr line %q", l)
		}
	}
	if len(progress) != len(entries) {
		t.Errorf("%d progress lines; want %d (one per position)", len(progress), len(entries))
	}
	for _, want := range append(harness.Names(), "total") {
		if !timing[want] {
			t.Errorf("no timing line for %q in stderr:\n%s", want, stderr.String())
		}
	}
}

func TestTallyString(t *testing.T) {
	tests := []struct {
		t    tally
		want string
	}{
		{tally{}, "0 passed, 0 failed"},
		{tally{passed: 128}, "128 passed, 0 failed"},
		{tally{passed: 3, failed: 1, rejected: 2, skipped: 4, malformed: 5}, "3 passed, 1 failed, 2 rejected, 4 skipped, 5 malformed"},
		{tally{passed: 1, malformed: 1}, "1 passed, 0 failed, 1 malformed"},
	}
	for _, tt := range tests {
		if got := tt.t.String(); got != tt.want {
			t.Errorf("%+v.String() == %q; want %q", tt.t, got, tt.want)
		}
	}
}

// brokenImpl is naive with one fault: knights attack nothing, or, with
// panics set, rook lookups from h1 panic. It is never registered; tests hand it to
// runFEN and runSuite directly.
type brokenImpl struct {
	harness.Impl
	panics bool
}

func (b brokenImpl) Name() string { return "broken" }

func (b brokenImpl) KnightAttacks(s harness.Square) harness.Bitboard { return 0 }

func (b brokenImpl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	if b.panics && s == harness.H1 {
		panic("rook lookup exploded")
	}
	return b.Impl.RookAttacks(s, occ)
}

func mustLookup(t *testing.T, name string) harness.Impl {
	t.Helper()
	impl, err := harness.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return impl
}

// TestFENDisagreement checks that -fen exits 1 when implementations disagree
// or one panics, after printing every result; a panic is reported as a panic
// naming the implementation and the position, never as a disagreement.
func TestFENDisagreement(t *testing.T) {
	naive := mustLookup(t, "naive")
	panics := brokenImpl{Impl: naive, panics: true}
	const panicLine = `PANIC: impl broken: perft(2) of "` + startFEN + `": rook lookup exploded` + "\n"
	tests := []struct {
		name     string
		o        options
		output   []string
		notInOut []string
	}{
		{"wrong count", options{impls: []harness.Impl{naive, brokenImpl{Impl: naive}}},
			[]string{"naive: perft(2) = 400\n", "broken: perft(2) = ", "MISMATCH: implementations disagree\n"}, []string{"PANIC"}},
		{"panic", options{impls: []harness.Impl{panics, naive}},
			[]string{panicLine, "naive: perft(2) = 400\n"}, []string{"MISMATCH", "disagree"}},
		{"panic, one impl", options{impls: []harness.Impl{panics}},
			[]string{panicLine}, []string{"MISMATCH", "disagree"}},
		{"panic in a parallel worker", options{impls: []harness.Impl{naive, panics}, parallel: true},
			[]string{"naive: perft(2) = 400\n", panicLine}, []string{"MISMATCH", "disagree"}},
		{"panic in divide", options{impls: []harness.Impl{panics}, divide: true},
			[]string{`PANIC: impl broken: divide(2) of "` + startFEN + `": rook lookup exploded` + "\n"}, []string{"MISMATCH", "moves,"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := tt.o
			o.fenMode, o.fen, o.depth = true, startFEN, 2
			var stdout, stderr bytes.Buffer
			if got := runFEN(o, &stdout, &stderr); got != cli.ExitFail {
				t.Errorf("runFEN exit status %d; want %d", got, cli.ExitFail)
			}
			for _, want := range tt.output {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout:\n%s\nwant it to contain %q", stdout.String(), want)
				}
			}
			for _, unwanted := range tt.notInOut {
				if strings.Contains(stdout.String(), unwanted) {
					t.Errorf("stdout:\n%s\nwant no %q", stdout.String(), unwanted)
				}
			}
		})
	}
}

// TestSuiteBrokenImpl checks that a wrong or panicking implementation fails
// the positions it gets wrong, one line each, and that the run goes on.
func TestSuiteBrokenImpl(t *testing.T) {
	naive := mustLookup(t, "naive")
	entries := []epd.Entry{
		{Line: 1, FEN: "4k3/8/8/8/8/8/8/4K2R w K - 0 1", Counts: []epd.Count{{Depth: 1, Nodes: 15}, {Depth: 2, Nodes: 66}}}, // rook: panics
		{Line: 2, FEN: "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", Counts: []epd.Count{{Depth: 1, Nodes: 8}, {Depth: 2, Nodes: 40}}}, // knight: wrong
		{Line: 3, FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", Counts: []epd.Count{{Depth: 1, Nodes: 6}, {Depth: 2, Nodes: 30}}}, // neither
	}
	tests := []struct {
		name  string
		impl  harness.Impl
		lines []string
	}{
		{"wrong", brokenImpl{Impl: naive}, []string{
			`FAIL line 2: depth 1: expected 8, got 5 (impl broken): "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"`,
			"2 passed, 1 failed"}},
		{"panics", brokenImpl{Impl: naive, panics: true}, []string{
			`PANIC line 1: depth 1: impl broken: rook lookup exploded: "4k3/8/8/8/8/8/8/4K2R w K - 0 1"`,
			`FAIL line 2: depth 1: expected 8, got 5 (impl broken): "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"`,
			"1 passed, 2 failed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := options{depth: -1, impls: []harness.Impl{naive, tt.impl}}
			var stdout, stderr bytes.Buffer
			if got := runSuite(o, entries, nil, &stdout, &stderr); got != cli.ExitFail {
				t.Errorf("runSuite exit status %d; want %d", got, cli.ExitFail)
			}
			if got, want := stdout.String(), strings.Join(tt.lines, "\n")+"\n"; got != want {
				t.Errorf("stdout:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

// TestSuiteNothingChecked checks that a suite run that checks no count
// fails unless -allow-empty says that is expected, that a byte order mark
// does not cost the first line, and that a directory is named as such.
func TestSuiteNothingChecked(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name     string
		content  string // the suite file; "" with dir set: the directory itself
		flags    []string
		exit     int
		lastLine string // of stdout
		mention  string // in stderr
	}{
		{"empty file", "", nil, cli.ExitFail, "0 passed, 0 failed", "nothing was checked (0 passed, 0 failed)"},
		{"comments only", "# nothing here\n\n", nil, cli.ExitFail, "0 passed, 0 failed", "nothing was checked"},
		{"every line rejected", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n4k3/8/8/8/8/8/8/4K3 x - - 0 1 ;D1 5\n", nil,
			cli.ExitFail, "0 passed, 0 failed, 2 rejected", "nothing was checked (0 passed, 0 failed, 2 rejected)"},
		{"every line skipped", startFEN + " ;D3 8902\n", []string{"-max-nodes", "100"},
			cli.ExitFail, "0 passed, 0 failed, 1 skipped", "nothing was checked"},
		{"depth 0", startFEN + " ;D1 20 ;D2 400\n", []string{"-depth", "0"},
			cli.ExitFail, "0 passed, 0 failed, 1 skipped", "-allow-empty accepts that"},
		{"empty, allowed", "", []string{"-allow-empty"}, cli.ExitOK, "0 passed, 0 failed", ""},
		{"rejected, allowed", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n", []string{"-allow-empty"}, cli.ExitOK, "0 passed, 0 failed, 1 rejected", ""},
		{"byte order mark", "\uFEFF" + startFEN + " ;D1 20 ;D2 400\r\n", nil, cli.ExitOK, "1 passed, 0 failed", ""},
		{"one checked of several", startFEN + " ;D1 20\nP3k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 5\n", nil, cli.ExitOK, "1 passed, 0 failed, 1 rejected", ""},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, fmt.Sprintf("suite%d.epd", i))
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{"-suite", path}, tt.flags...)
			var stdout, stderr bytes.Buffer
			if got := run(args, &stdout, &stderr); got != tt.exit {
				t.Errorf("perft %q exit status %d; want %d\nstdout:\n%s\nstderr:\n%s", args, got, tt.exit, stdout.String(), stderr.String())
			}
			lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
			if last := lines[len(lines)-1]; last != tt.lastLine {
				t.Errorf("perft %q last stdout line %q; want %q", args, last, tt.lastLine)
			}
			if !strings.Contains(stderr.String(), tt.mention) || tt.mention == "" && strings.Contains(stderr.String(), "nothing was checked") {
				t.Errorf("perft %q stderr:\n%s\nwant it to mention %q", args, stderr.String(), tt.mention)
			}
		})
	}
	t.Run("directory", func(t *testing.T) {
		var stdout, stderr bytes.Buffer
		if got := run([]string{"-suite", dir}, &stdout, &stderr); got != cli.ExitUsage {
			t.Errorf("perft -suite DIR exit status %d; want %d", got, cli.ExitUsage)
		}
		if want := "perft: -suite " + dir + ": not a regular file (a directory)"; !strings.Contains(stderr.String(), want) || stdout.Len() != 0 {
			t.Errorf("perft -suite DIR: stdout %q, stderr %q; want no stdout and stderr mentioning %q", stdout.String(), stderr.String(), want)
		}
	})
}

// TestBadPEXTEnvironment checks that a bad BITBENCH_PEXT stops the command
// with exit status 2 and the variable's problem, before anything runs.
func TestBadPEXTEnvironment(t *testing.T) {
	envErr := errors.New(`pext: environment variable BITBENCH_PEXT="bogus": bad mode`)
	defer func(f func() error) { envError = f }(envError)
	envError = func() error { return envErr }
	for _, args := range [][]string{
		{"-fen", startFEN, "-depth", "1"},
		{"-suite", goodEPD},
		{"-h"},
	} {
		var stdout, stderr bytes.Buffer
		if got := run(args, &stdout, &stderr); got != cli.ExitUsage {
			t.Errorf("perft %q with a bad BITBENCH_PEXT exit status %d; want %d", args, got, cli.ExitUsage)
		}
		if !strings.Contains(stderr.String(), envErr.Error()) || stdout.Len() != 0 {
			t.Errorf("perft %q with a bad BITBENCH_PEXT: stdout %q, stderr %q; want only the error on stderr", args, stdout.String(), stderr.String())
		}
	}
}

// TestBadPEXTEnvironmentProcess runs the test binary as the command with
// BITBENCH_PEXT=bogus in its environment, so the real check made at start-up
// by impl/pext is what stops it.
func TestBadPEXTEnvironmentProcess(t *testing.T) {
	if os.Getenv("PERFT_TEST_AS_COMMAND") == "1" {
		os.Exit(run([]string{"-fen", startFEN, "-depth", "1"}, os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestBadPEXTEnvironmentProcess$")
	cmd.Env = append(os.Environ(), "PERFT_TEST_AS_COMMAND=1", "BITBENCH_PEXT=bogus")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Skipf("cannot run the test binary again (%v); emulated?", err)
	}
	if !errors.As(err, &exit) || exit.ExitCode() != cli.ExitUsage {
		t.Fatalf("perft with BITBENCH_PEXT=bogus: %v; want exit status %d\n%s", err, cli.ExitUsage, out)
	}
	if !strings.Contains(string(out), `BITBENCH_PEXT="bogus"`) || strings.Contains(string(out), "perft(1)") {
		t.Errorf("perft with BITBENCH_PEXT=bogus printed:\n%s\nwant the variable's error and no count", out)
	}
}

// TestDepthLimitsAgree checks that every depth a suite line may list can be
// searched: position.MaxDepth must not be below epd.MaxDepth, and the flag
// limit must be within both.
func TestDepthLimitsAgree(t *testing.T) {
	if position.MaxDepth < epd.MaxDepth || MaxFlagDepth > epd.MaxDepth {
		t.Errorf("position.MaxDepth %d, epd.MaxDepth %d, MaxFlagDepth %d; want MaxFlagDepth <= epd.MaxDepth <= position.MaxDepth",
			position.MaxDepth, epd.MaxDepth, MaxFlagDepth)
	}
}
