package enginerun

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/testbin"
)

// runLaunch runs l's steps in one fresh copy of o.Bin in worker mode, its
// name padded by l.pad bytes, pinned to l.pin where it names a CPU, each step pinned to its CPU where
// it names one, and returns their results in order; a row the worker
// skipped is absent. The worker's stderr goes to o.Log.
func runLaunch(ctx context.Context, o Options, dir string, n int, l launch) ([]result, error) {
	var plan strings.Builder
	for _, s := range l.steps {
		fmt.Fprintf(&plan, "%s\t%d", s.row, s.procs)
		if s.cpu >= 0 {
			fmt.Fprintf(&plan, "\t%d", s.cpu)
		}
		plan.WriteByte('\n')
	}
	planFile := filepath.Join(dir, "plan-"+strconv.Itoa(n)+".txt")
	if err := os.WriteFile(planFile, []byte(plan.String()), 0o644); err != nil {
		return nil, err
	}
	defer os.Remove(planFile)
	bin, err := paddedCopy(o.Bin, l.pad)
	if err != nil {
		return nil, fmt.Errorf("a fresh copy of the test binary for launch %d: %w", n, err)
	}
	defer os.Remove(bin)
	argv := []string{bin, "-test.run", "^$", "-bench.plan", planFile, "-bench.slice", o.Slice.String()}
	if o.Quick {
		argv = append(argv, "-bench.quick")
	}
	if l.pin >= 0 {
		argv = append([]string{"taskset", "-c", strconv.Itoa(l.pin)}, argv...)
	}
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	cmd.Stderr = o.Log
	cmd.WaitDelay = 2 * time.Second
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("launch %d: %w", n, ctx.Err())
		}
		return nil, fmt.Errorf("launch %d failed (%v); see its messages above", n, err)
	}
	var res []result
	sc := bufio.NewScanner(&out)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if !strings.HasPrefix(sc.Text(), "Benchmark") {
			continue
		}
		r, err := parseResult(sc.Text())
		if err != nil {
			return nil, fmt.Errorf("launch %d: %w", n, err)
		}
		res = append(res, r)
	}
	return res, sc.Err()
}

// paddedCopy returns a fresh copy of bin (testbin.FreshCopy) whose name is
// pad bytes longer ("bitbench.test.launch-123-xxxx"; none added for 0).
func paddedCopy(bin string, pad int) (string, error) {
	c, err := testbin.FreshCopy(bin)
	if err != nil || pad <= 0 {
		return c, err
	}
	to := c + "-" + strings.Repeat("x", pad-1)
	if err := os.Rename(c, to); err != nil {
		os.Remove(c)
		return "", err
	}
	return to, nil
}
