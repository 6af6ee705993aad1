//go:build unix

package cmdtest

import (
	"bytes"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/cli"
)

// moduleRoot is the module's root, from this package's folder.
const moduleRoot = "../.."

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// commands builds every command under cmd/ once into a temporary folder
// and returns it.
func commands(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds every command; skipped in -short mode")
	}
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "bitbench-cmdtest-")
		if buildErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-o", binDir+string(filepath.Separator), "./cmd/...")
		cmd.Dir = moduleRoot
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = &buildError{err, out}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string {
	return "go build ./cmd/...: " + e.err.Error() + "\n" + string(e.out)
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// allFlags lists every flag of every command. TestFlagRanges checks it
// against each command's -h, so that a new flag cannot be added without
// saying here whether it is numeric (then it needs a row in flagRanges).
var allFlags = map[string][]string{
	"bench":        {"bench", "budget", "build", "build-only", "commit", "compare", "cpu-slug", "estimator", "o", "pgo-profile", "pin", "quick", "reproduce", "results", "seed", "slice"},
	"regress":      {"allow-missing", "alpha", "base", "baseline", "bench", "benchmem", "benchtime", "check", "early-alpha", "fresh-copies", "layout-recheck", "layout-rounds", "layout-variants", "max-rounds", "min-effect", "paired", "primary-rounds", "require-clean", "rounds", "save", "scope", "seq-groups", "testargs"},
	"perft":        {"allow-empty", "depth", "divide", "fen", "impl", "max-nodes", "parallel", "suite", "v"},
	"report":       {"charts", "png", "readme", "results"},
	"mergeresults": {"results"},
	"cpuinfo":      {"calibrate", "config", "no-calibrate", "slug"},
}

// A flagRange is one numeric flag (or script option) and its documented
// range.
type flagRange struct {
	cmd  string   // command under cmd/, or "run-bench-binary.sh"
	flag string   // without the '-'
	pre  []string // arguments before the flag, so that it applies
	// lo and hi bound the integer range; probes are 0, -1, hi+1 and
	// 2^63, and those inside [lo, hi] are not tried (they would start
	// work).
	lo, hi int64
	// probes, when not nil, replace the integer probes (a float, a
	// duration, a benchtime).
	probes []string
	// rangeText is how the message states the range.
	rangeText string
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// benchtimeProbes are 0, -1, the maximum + 1 and 2^63 as -benchtime counts
// and durations.
var benchtimeProbes = []string{"0x", "-1x", "1000000001x", "9223372036854775808x", "0s", "-1s", "1h0m0.000000001s", "9223372036854775808ns"}

// budgetProbes and sliceProbes are 0, -1, the maximum + 1 and 2^63 as the
// engine's budget (1s to 24h) and slice (1ms to 1m).
var (
	budgetProbes = []string{"0", "-1", "0s", "24h0m0.000000001s", "9223372036854775808"}
	sliceProbes  = []string{"0", "-1", "0s", "1m0.000000001s", "9223372036854775808"}
)

const benchtimeRange = "a duration from 1ns to 1h0m0s such as 500ms, or a count from 1x to 1000000000x"

// flagRanges is every numeric flag of every command and every numeric
// option of scripts/run-bench-binary.sh, with its range. An integrator
// adding a numeric flag (a BUILD dimension, say) adds its row here.
var flagRanges = []flagRange{
	{cmd: "bench", flag: "budget", probes: budgetProbes, rangeText: "want 1s to 24h0m0s"},
	{cmd: "bench", flag: "slice", probes: sliceProbes, rangeText: "want 1ms to 1m0s"},
	{cmd: "bench", flag: "seed", lo: 0, hi: 999999999999, rangeText: "want 0 to 999999999999; 0: from the clock"},
	{cmd: "bench", flag: "pin", probes: pinProbes, rangeText: pinRange},
	{cmd: "regress", flag: "rounds", lo: 1, hi: 500, rangeText: "want 1 to 500"},
	{cmd: "regress", flag: "max-rounds", lo: 0, hi: 1000, rangeText: "want 0 to 1000; 0: twice -rounds"},
	{cmd: "regress", flag: "primary-rounds", lo: 0, hi: 1000, rangeText: "want 0 to 1000; 0: twice -max-rounds"},
	{cmd: "regress", flag: "layout-rounds", lo: 0, hi: 100, rangeText: "want 0 to 100; 0: off, 1 to 3 too few"},
	{cmd: "regress", flag: "layout-recheck", lo: 0, hi: 100, rangeText: "want 0 to 100; 0: off; at least 4 for each of -layout-variants"},
	{cmd: "regress", flag: "layout-variants", lo: 1, hi: 16, rangeText: "want 1 to 16"},
	{cmd: "regress", flag: "seq-groups", lo: 0, hi: 1000, rangeText: "want 0 to 1000; 0: every group that could regress"},
	{cmd: "regress", flag: "alpha", probes: []string{"0", "-1", "1", "2", "9223372036854775808"}, rangeText: "want a level between 0 and 1, both excluded"},
	{cmd: "regress", flag: "early-alpha", probes: []string{"-0.001", "0.0251", "1", "9223372036854775808"}, rangeText: "want 0 (off) up to half of -alpha (0.025)"},
	{cmd: "regress", flag: "min-effect", probes: []string{"0", "-1", "10", "1001%", "9223372036854775808"}, rangeText: "below 1000% (10)"},
	{cmd: "regress", flag: "benchtime", probes: benchtimeProbes, rangeText: benchtimeRange},
	{cmd: "perft", flag: "depth", pre: []string{"-fen", startFEN}, lo: 0, hi: 20, rangeText: "want 0 to 20"},
	{cmd: "perft", flag: "max-nodes", pre: []string{"-suite", "x.epd"}, lo: 0, hi: 1_000_000_000_000_000, rangeText: "want 0 to 1000000000000000; 0: no cap"},
	{cmd: "cpuinfo", flag: "calibrate", probes: []string{"0", "-1", "0s", "1m0.000000001s", "9223372036854775808"}, rangeText: "want 1ns to 1m0s"},
	// The script's engine options, with bench's ranges: -b -budget, -s
	// -slice, -S -seed, -p -pin.
	{cmd: "run-bench-binary.sh", flag: "b", probes: budgetProbes, rangeText: "want 1s to 24h0m0s"},
	{cmd: "run-bench-binary.sh", flag: "s", probes: sliceProbes, rangeText: "want 1ms to 1m0s"},
	{cmd: "run-bench-binary.sh", flag: "S", lo: 0, hi: 999999999999, rangeText: "want 0 to 999999999999; 0: from the clock"},
	{cmd: "run-bench-binary.sh", flag: "p", probes: pinProbes, rangeText: pinRange},
}

// pinProbes are values of bench's -pin and the script's -p outside their
// range, a list of CPU numbers from 0 to 4095 named once each, or -1; and
// pinRange, what both say of it.
var (
	pinProbes = []string{"4096", "-2", "0-4096", "1-0", "0,0", "0,", "x", "9223372036854775808"}
	pinRange  = "want a CPU list such as 1, 0,1 or 0-3 (CPUs 0 to 4095, each once), or -1 for no pinning"
)

func (r flagRange) values() []string {
	if r.probes != nil {
		return r.probes
	}
	var out []string
	for _, v := range []int64{0, -1, r.hi + 1} {
		if v < r.lo || v > r.hi {
			out = append(out, strconv.FormatInt(v, 10))
		}
	}
	return append(out, "9223372036854775808")
}

var flagNameRE = regexp.MustCompile(`(?m)^  -([a-z][a-z-]*)`)

// TestFlagRanges: every numeric flag of every command is checked before
// any work starts: each value outside its range (0, -1, the maximum + 1,
// 2^63) is exit 2 with a message naming the flag and the range.
func TestFlagRanges(t *testing.T) {
	bin := commands(t)
	for cmd, flags := range allFlags {
		out, _ := exec.Command(filepath.Join(bin, cmd), "-h").CombinedOutput()
		var got []string
		for _, m := range flagNameRE.FindAllStringSubmatch(string(out), -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, flags) {
			t.Errorf("%s -h lists the flags %q; allFlags says %q: add the new flag to allFlags, and to flagRanges when it takes a number", cmd, got, flags)
		}
	}
	script, err := filepath.Abs(filepath.Join(moduleRoot, "scripts", "run-bench-binary.sh"))
	if err != nil {
		t.Fatal(err)
	}
	// Read here, so that go test's cache knows the result depends on it.
	if _, err := os.ReadFile(script); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	fakeBin := filepath.Join(dir, "bitbench.test")
	if err := os.WriteFile(fakeBin, []byte("#!/bin/sh\necho ran >>\"$0.ran\"\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, r := range flagRanges {
		for _, v := range r.values() {
			var c *exec.Cmd
			if r.cmd == "run-bench-binary.sh" {
				c = exec.Command("bash", script, "-o", filepath.Join(dir, "res"), "-"+r.flag, v, fakeBin)
			} else {
				c = exec.Command(filepath.Join(bin, r.cmd), append(slices.Clone(r.pre), "-"+r.flag, v)...)
			}
			c.Dir = dir
			var out bytes.Buffer
			c.Stdout, c.Stderr = &out, &out
			c.Run()
			code := c.ProcessState.ExitCode()
			msg := out.String()
			if code != 2 || !strings.Contains(msg, "-"+r.flag) || !strings.Contains(msg, r.rangeText) {
				t.Errorf("%s -%s %s: exit %d, output %.400q; want 2, naming -%s and %q", r.cmd, r.flag, v, code, msg, r.flag, r.rangeText)
			}
			if strings.Contains(msg, "building") {
				t.Errorf("%s -%s %s: work started before the flag was refused:\n%s", r.cmd, r.flag, v, msg)
			}
		}
	}
	if _, err := os.Stat(fakeBin + ".ran"); err == nil {
		t.Errorf("run-bench-binary.sh ran the binary before refusing an option")
	}
}

// TestHelpAndBadFlag: every command shares one skeleton (internal/cli).
// -h and -help exit 0 with the usage on stdout, its first line naming the
// command, nothing on stderr, and no line wider than 80 columns; a flag
// the command does not know exits 2 with the flag package's message and
// the usage on stderr.
func TestHelpAndBadFlag(t *testing.T) {
	bin := commands(t)
	dir := t.TempDir()
	for _, cmd := range slices.Sorted(maps.Keys(allFlags)) {
		for _, help := range []string{"-h", "-help"} {
			c := exec.Command(filepath.Join(bin, cmd), help)
			c.Dir = dir
			var stdout, stderr bytes.Buffer
			c.Stdout, c.Stderr = &stdout, &stderr
			c.Run()
			code := c.ProcessState.ExitCode()
			first, _, _ := strings.Cut(stdout.String(), "\n")
			if code != 0 || stderr.Len() != 0 || !strings.HasPrefix(first, "usage: "+cmd+" ") {
				t.Errorf("%s %s: exit %d, stdout %.200q, stderr %.200q; want 0, the usage on stdout (first line \"usage: %s …\"), nothing on stderr",
					cmd, help, code, stdout.String(), stderr.String(), cmd)
			}
			for i, line := range strings.Split(stdout.String(), "\n") {
				if w := cli.Columns(line); w > cli.Width {
					t.Errorf("%s %s: line %d is %d columns wide; want at most %d (wrap the flag's description):\n%s", cmd, help, i+1, w, cli.Width, line)
				}
			}
		}
		c := exec.Command(filepath.Join(bin, cmd), "-no-such-flag")
		c.Dir = dir
		var stderr bytes.Buffer
		c.Stdout, c.Stderr = io.Discard, &stderr
		c.Run()
		if code := c.ProcessState.ExitCode(); code != 2 || !strings.Contains(stderr.String(), "flag provided but not defined: -no-such-flag") ||
			!strings.Contains(stderr.String(), "usage: "+cmd+" ") {
			t.Errorf("%s -no-such-flag: exit %d, stderr %.300q; want 2, the error and the usage on stderr", cmd, code, stderr.String())
		}
	}
}

// TestSignalsEndCommands starts commands that block on a FIFO no one
// writes, sends SIGTERM or SIGINT, and checks that each ends promptly with
// a non-zero status (issue 22 defect 9: regress ignored both).
func TestSignalsEndCommands(t *testing.T) {
	bin := commands(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs:", err)
	}
	for _, tt := range []struct {
		cmd  string
		args []string
	}{
		{"regress", []string{fifo, fifo}},
		{"regress", []string{"-baseline", fifo}},
		{"perft", []string{"-suite", fifo}},
	} {
		for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
			c := exec.Command(filepath.Join(bin, tt.cmd), tt.args...)
			c.Dir = dir
			var out bytes.Buffer
			c.Stdout, c.Stderr = &out, &out
			if err := c.Start(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond) // let it reach the blocking open
			c.Process.Signal(sig)
			done := make(chan error, 1)
			go func() { done <- c.Wait() }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				c.Process.Kill()
				<-done
				t.Errorf("%s %q: still running 10s after %v", tt.cmd, tt.args, sig)
				continue
			}
			if c.ProcessState.Success() {
				t.Errorf("%s %q after %v: exit 0; want a failure status\n%s", tt.cmd, tt.args, sig, out.String())
			}
		}
	}
}
