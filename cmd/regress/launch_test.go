package main

import (
	"strings"
	"testing"
)

func TestFailureLines(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	tests := []struct{ in, want string }{
		{"BenchmarkX 1 5 ns/op\nPASS\n", ""},
		{"--- FAIL: BenchmarkX\n    x_test.go:3: wrong\nFAIL\nexit status 1\n", "--- FAIL: BenchmarkX\n    x_test.go:3: wrong"},
		{"BenchmarkX 1 5 ns/op\npanic: boom\n\ngoroutine 7 [running]:\nmain.f()\n", "panic: boom"},
		{"panic: " + long + "\n", "panic: " + strings.Repeat("é", 96) + "…"},
	}
	for _, tt := range tests {
		if got := failureLines(tt.in); got != tt.want {
			t.Errorf("failureLines(%.30q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestUnmeasured(t *testing.T) {
	const why = ": no measurement: the benchmark ended before its timer stopped (a panic, which the binary's exit can outrun)"
	tests := []struct{ in, want string }{
		{"BenchmarkX-2 \t 100\t 5.0 ns/op\nPASS\n", ""},
		{"BenchmarkX-2 \t 100\t 0 B/op\t 0 allocs/op\t 2.5 ns/lookup\n", ""},
		{"goos: linux\ncpu: X\nBenchmarkSum-2   \t       1\nPASS\n", "BenchmarkSum-2 1" + why},
		{"BenchmarkSum-2 \t 1\t 0 B/op\t 0 allocs/op\n", "BenchmarkSum-2 1 0 B/op 0 allocs/op" + why},
		{"BenchmarkSum\n--- FAIL: BenchmarkSum\n", ""}, // no iteration count: not a result line
	}
	for _, tt := range tests {
		if got := unmeasured(tt.in); got != tt.want {
			t.Errorf("unmeasured(%q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}

// TestOutputFailures: a failure is found in either stream, on a line of
// its own even when the other stream's text interleaved with it.
func TestOutputFailures(t *testing.T) {
	tests := []struct {
		name string
		out  output
		want string
	}{
		{"passing", output{stdout: "BenchmarkX-2 \t 1\t 5 ns/op\nPASS\n"}, ""},
		{"panic amid a result line", output{
			stdout: "BenchmarkX-2   \t       1\n",
			stderr: "panic: boom\n\ngoroutine 5 [running]:\n",
			both:   "BenchmarkX-2   \tpanic: boom\n\ngoroutine 5 [running]:\n       1\n",
		}, "panic: boom\nBenchmarkX-2 1: no measurement"},
		{"fail on stdout", output{stdout: "--- FAIL: BenchmarkX\n    x_test.go:3: wrong\n"}, "--- FAIL: BenchmarkX\n    x_test.go:3: wrong"},
	}
	for _, tt := range tests {
		if got := tt.out.failures(); !strings.HasPrefix(got, tt.want) || (tt.want == "") != (got == "") {
			t.Errorf("%s: failures() == %q; want it to begin with %q", tt.name, got, tt.want)
		}
	}
}

// slowPanicTest is a test file whose benchmark panics with a value whose
// Error method takes a second. The runtime calls it after the deferred
// calls, among them the one that tells the testing package the benchmark
// is done, so the binary prints the benchmark's line without a
// measurement, then PASS, and exits with status 0 before the panic is
// printed: the race behind a flaky failure of TestAgainstBase's panicking
// case, made certain.
const slowPanicTest = "package tiny\n\nimport (\n\t\"testing\"\n\t\"time\"\n)\n\n" +
	"type slowPanic struct{}\n\nfunc (slowPanic) Error() string {\n\ttime.Sleep(time.Second)\n\treturn \"Sum exploded slowly\"\n}\n\n" +
	"func BenchmarkSum(b *testing.B) {\n\tpanic(slowPanic{})\n}\n"

// TestPanicExitZero: a head whose benchmark panics fails the gate (exit 1,
// quoted) even when its test binary exits with status 0, in the listing
// run (-benchtime 1x) and the rounds alike.
func TestPanicExitZero(t *testing.T) {
	dir := tinyRepo(t)
	write(t, dir, "tiny_test.go", tinyTest("45", ""))
	write(t, dir, "slow_test.go", slowPanicTest)
	code, stdout, stderr := runArgs(t, dir, "-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-check", "")
	if code != exitFail || !strings.Contains(stdout, "REGRESSION: benchmarks of the working tree fail: BenchmarkSum") ||
		!strings.Contains(stderr, " 1: no measurement: the benchmark ended before its timer stopped") {
		t.Errorf("benchmark panicking with exit status 0: exit %d; want 1, the result line without a measurement quoted\n%s%s", code, stdout, stderr)
	}
}
