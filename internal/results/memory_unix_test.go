//go:build unix

package results

import (
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
// names, long lines, repeated blocks) in a child process and checks that
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
			fmt.Fprintf(&b, "key%d: %s\n", rng.IntN(100), strings.Repeat("v", rng.IntN(1000)))
		default:
			b.WriteString("BenchmarkR\t10\t1 ns/op\nBenchmarkR\t10\t2 ns/op\n")
		}
	}
	path := filepath.Join(t.TempDir(), "junk.txt")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestReadMemoryCeiling$")
	cmd.Env = append(os.Environ(), memoryFileEnv+"="+path)
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
