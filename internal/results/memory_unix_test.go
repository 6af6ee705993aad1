//go:build unix

package results

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// memoryFileEnv names the file TestReadMemoryCeiling's child process reads.
const memoryFileEnv = "BITBENCH_RESULTS_MEMORY_FILE"

// TestReadMemoryCeiling reads 10 MB of hostile input (junk lines, many
// names, long lines, repeated blocks, repeated configuration lines) in a child process and checks that
// its peak resident memory stays under 300 MB (issue 22, defect 10: a
// 40 MB file took 2.9 GB).
func TestReadMemoryCeiling(t *testing.T) {
	if path := os.Getenv(memoryFileEnv); path != "" {
		_, err := ReadFile(path)
		fmt.Println("read:", err)
		return
	}
	if runtime.GOOS != "linux" {
		t.Skip("peak memory is read from the child's rusage on Linux")
	}
	rng := rand.New(rand.NewPCG(22, 1))
	var b bytes.Buffer
	for b.Len() < 10<<20 {
		switch rng.IntN(4) {
		case 0:
			fmt.Fprintf(&b, "junk line %d %s\n", rng.Int(), strings.Repeat("x", rng.IntN(200)))
		case 1:
			fmt.Fprintf(&b, "BenchmarkJ%d/k=%d\t%d\t%d ns/op\t%d B/op\n", rng.IntN(5000), rng.IntN(3), rng.IntN(1000)+1, rng.IntN(1000), rng.IntN(10))
		case 2:
			// One value per key: a key given two values stops the read at
			// once (ErrConfigConflict), and the whole input is to be read.
			k := rng.IntN(100)
			fmt.Fprintf(&b, "key%d: %s\n", k, strings.Repeat("v", 10*k))
		default:
			b.WriteString("BenchmarkR\t10\t1 ns/op\nBenchmarkR\t10\t2 ns/op\n")
		}
	}
	path := filepath.Join(t.TempDir(), "junk.txt")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := testChild("^TestReadMemoryCeiling$", memoryFileEnv+"="+path)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Skipf("cannot run the test binary again (%v); emulated?", err)
	}
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no rusage")
	}
	peak := ru.Maxrss << 10 // KiB on Linux
	t.Logf("read 10 MB of junk: peak RSS %d MB; %s", peak>>20, bytes.TrimSpace(out))
	if peak > 300<<20 {
		t.Errorf("reading 10 MB of junk peaked at %d MB; want under 300 MB", peak>>20)
	}
}

// mergeChildEnv names the test a child process of this test binary runs,
// and mergeArgsEnv its arguments, separated by newlines.
const (
	mergeChildEnv = "BITBENCH_RESULTS_MERGE_CHILD"
	mergeArgsEnv  = "BITBENCH_RESULTS_MERGE_ARGS"
)

// runMergeChild runs Merge(root, arts) in a child process of the test
// binary, in the test named by the pattern test (which calls
// inMergeChild first); it returns the child's output and its peak resident
// memory.
func runMergeChild(t *testing.T, test, root, arts string) (string, int64) {
	t.Helper()
	cmd := testChild(test, "GOGC=20", mergeChildEnv+"=1", mergeArgsEnv+"="+root+"\n"+arts)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		t.Skip("no rusage")
	}
	return string(out), ru.Maxrss << 10 // KiB on Linux
}

// inMergeChild runs Merge when this process is runMergeChild's child,
// after limit, and prints its result; it reports whether it did.
func inMergeChild(limit func() error) bool {
	if os.Getenv(mergeChildEnv) == "" {
		return false
	}
	args := strings.Split(os.Getenv(mergeArgsEnv), "\n")
	if err := limit(); err != nil {
		fmt.Println("limit:", err)
		return true
	}
	written, err := Merge(args[0], args[1:], os.Stdout)
	fmt.Printf("written %d, error: %v\n", len(written), err)
	return true
}

// testChild returns the command that runs this test binary again, only
// the tests the pattern test matches, with env added to its environment.
func testChild(test string, env ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run", test)
	cmd.Env = append(os.Environ(), env...)
	return cmd
}

// writeBigResults writes a results file of about size bytes to path, a
// header of commit's run on the CPU of resultsText, one result, then log
// lines, a line at a time: the test's own memory stays small, since a
// child's peak resident memory counts its parent's at the fork.
func writeBigResults(t *testing.T, path, commit string, size int) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	n, _ := w.WriteString(strings.Replace(resultsText("85", "2"), "abc1234", commit, 1))
	line := "\t" + strings.Repeat("log ", 250) + "\n"
	for ; n < size; n += len(line) {
		w.WriteString(line)
	}
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		t.Fatal(err)
	}
}

// TestMergeMemory merges, in a child process, an artifact of one 8 MB
// file, then one of eight, each file already in the tree, and checks that
// the eight take at most 48 MB more peak resident memory than the one: a
// merge holds one file at a time (issue 46 row 12: it held every file,
// those in place and those coming in, 112 MB more here, and ran out of
// memory on large ones). Comparing two runs, not one with a fixed ceiling,
// keeps the test true under the race detector, which multiplies memory;
// the children run with GOGC=20, so that their peaks stay near what they
// hold.
func TestMergeMemory(t *testing.T) {
	if inMergeChild(func() error { return nil }) {
		return
	}
	if testing.Short() {
		t.Skip("writes 144 MB")
	}
	var peaks []int64
	for _, n := range []int{1, 8} {
		root, arts := t.TempDir(), t.TempDir()
		for i := range n {
			commit := fmt.Sprintf("abc%04d", i)
			for _, dir := range []string{root, filepath.Join(arts, "a")} {
				writeBigResults(t, filepath.Join(dir, "test-cpu", "2026-11-30-"+commit+".txt"), commit, 8<<20)
			}
		}
		out, peak := runMergeChild(t, "^TestMergeMemory$", root, arts)
		t.Logf("merged %d file(s) of 8 MB: peak RSS %d MB", n, peak>>20)
		if !strings.Contains(out, "written 0, error: <nil>") {
			t.Errorf("child's merge of %d file(s): %s; want nothing written, no error", n, out)
		}
		peaks = append(peaks, peak)
	}
	if more := peaks[1] - peaks[0]; more > 48<<20 {
		t.Errorf("merging 8 files of 8 MB peaked at %d MB, %d MB more than one; want at most 48 MB more", peaks[1]>>20, more>>20)
	}
}
