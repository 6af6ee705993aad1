// Command bench runs bitbench's benchmarks, keeps the results per CPU, and
// prints them as a benchstat table with a plain summary against the speed
// goals. It is what `make bench`, `make bench-quick` and `make compare-cpus`
// run, from the module root:
//
//	go run ./cmd/bench            full run: -count 10, writes results/<cpu>/<date>-<commit>.txt
//	go run ./cmd/bench -quick     one count, short benchtime, shallow perft; writes nothing
//	go run ./cmd/bench -compare   newest result of every CPU, side by side
//
// A run builds the root package's test binary (go test -c) with the commit
// baked in, then runs it twice: every benchmark but the parallel perft with
// GOMAXPROCS 1, pinned to one CPU with taskset where that exists; then
// BenchmarkParallelPerft with -cpu 1,N (N = the CPUs this process may use),
// unpinned. Each result line is echoed to stderr as it arrives. The file
// holds the raw output of both passes, headed by the configuration lines
// the test binary prints (commit, go, goamd64, pext) and the cpu line of the
// testing package; an existing file is never overwritten (internal/results).
// The table is `go tool benchstat -col /impl` of that file; the summary
// comes from internal/results (medians from benchmath).
//
// Bad flags, an unusable results directory or an unreadable file exit with
// status 2; a failing benchmark (wrong answer) exits with status 1.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"

	"github.com/bitbench/bitbench/internal/results"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// usageError is an error in the command line or the files named by it: exit 2.
type usageError struct{ error }

// errReported is an error already shown to the user.
var errReported = errors.New("bad command line")

type options struct {
	quick     bool
	compare   bool
	count     int
	benchtime string
	bench     string
	slug      string
	commit    string
	root      string
	pin       int
}

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.quick, "quick", false, "quick run: -count 1, short benchtime, shallow perft, no file written")
	fs.BoolVar(&o.compare, "compare", false, "print the newest result of every CPU side by side, run nothing")
	fs.IntVar(&o.count, "count", 0, "repetitions of each benchmark (default 10; 1 with -quick)")
	fs.StringVar(&o.benchtime, "benchtime", "", "`duration` of each benchmark (default 500ms; 10ms with -quick)")
	fs.StringVar(&o.bench, "bench", ".", "`regexp` selecting benchmarks, as go test -bench")
	fs.StringVar(&o.slug, "cpu-slug", "", "results directory `name` for this CPU (default: from /proc/cpuinfo model name)")
	fs.StringVar(&o.commit, "commit", "", "commit to record (default: git rev-parse --short HEAD, with -dirty for local changes)")
	fs.StringVar(&o.root, "results", "results", "results `directory`, one subdirectory per CPU")
	fs.IntVar(&o.pin, "pin", -2, "CPU `number` to pin the single-threaded pass to with taskset; -1: no pinning (default: the last CPU allowed)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: go run ./cmd/bench [-quick | -compare] [flags]\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, usageError{errReported} // the flag package has printed it
	}
	if fs.NArg() != 0 {
		return o, usageError{fmt.Errorf("unexpected arguments %q", fs.Args())}
	}
	if o.quick && o.compare {
		return o, usageError{errors.New("-quick and -compare exclude each other")}
	}
	if o.count == 0 {
		o.count = 10
		if o.quick {
			o.count = 1
		}
	}
	if o.count < 0 {
		return o, usageError{fmt.Errorf("-count %d: want at least 1", o.count)}
	}
	if o.benchtime == "" {
		o.benchtime = "500ms"
		if o.quick {
			o.benchtime = "10ms"
		}
	}
	if _, err := time.ParseDuration(o.benchtime); err != nil && !strings.HasSuffix(o.benchtime, "x") {
		return o, usageError{fmt.Errorf("-benchtime %q: want a duration such as 500ms, or a count such as 100x", o.benchtime)}
	}
	if o.slug != "" {
		if err := results.CheckSlug(o.slug); err != nil {
			return o, usageError{fmt.Errorf("-cpu-slug: %w", err)}
		}
	}
	return o, nil
}

func run(args []string, stdout, stderr io.Writer) int {
	o, err := parseFlags(args, stderr)
	if err == nil {
		if o.compare {
			err = compare(o, stdout, stderr)
		} else {
			err = bench(o, stdout, stderr)
		}
	}
	if err == nil {
		return 0
	}
	if !errors.Is(err, errReported) {
		fmt.Fprintln(stderr, "bench:", err)
	}
	var ue usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// compare prints `go tool benchstat -col cpu` over the newest file of every
// CPU directory.
func compare(o options, stdout, stderr io.Writer) error {
	latest, err := results.Latest(o.root)
	if err != nil {
		return usageError{err}
	}
	args := []string{"tool", "benchstat", "-col", "cpu", "-ignore", "commit,go,goamd64,pext,pkg,goos,goarch"}
	for _, f := range latest {
		if _, err := results.ReadFile(f.Path); err != nil {
			return usageError{err}
		}
		fmt.Fprintf(stdout, "%s: %s\n", f.Slug, f.Path)
		args = append(args, f.Path)
	}
	if len(latest) == 1 {
		fmt.Fprintln(stdout, "(only one CPU has results)")
	}
	fmt.Fprintln(stdout)
	cmd := exec.Command("go", args...)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	return cmd.Run()
}

// checkRoot returns an error unless the working directory is the root of
// the module, where the test binary and go tool benchstat must run.
func checkRoot() error {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env GOMOD: %v", err)
	}
	mod := strings.TrimSpace(string(gomod))
	if mod == "" || mod == os.DevNull {
		return usageError{errors.New("not inside a Go module; run from the bitbench module root")}
	}
	root, err := os.Stat(filepath.Dir(mod))
	if err != nil {
		return err
	}
	wd, err := os.Stat(".")
	if err != nil || !os.SameFile(root, wd) {
		return usageError{fmt.Errorf("run from the module root (%s), as make does", filepath.Dir(mod))}
	}
	return nil
}

func bench(o options, stdout, stderr io.Writer) error {
	start := time.Now()
	if err := checkRoot(); err != nil {
		return err
	}
	slug := o.slug
	if slug == "" {
		model, err := results.LocalCPUModel()
		if err != nil {
			return usageError{fmt.Errorf("%v; name this CPU with -cpu-slug", err)}
		}
		slug = results.Slug(model)
	}
	commit := o.commit
	if commit == "" {
		var err error
		if commit, err = gitCommit(); err != nil {
			return usageError{fmt.Errorf("cannot find the commit (%v); pass -commit", err)}
		}
	}
	name, err := results.FileName(time.Now(), commit)
	if err != nil {
		return usageError{err}
	}

	tmp, err := os.MkdirTemp("", "bitbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "bitbench.test")
	fmt.Fprintf(stderr, "bench: building the test binary (commit %s)\n", commit)
	build := exec.Command("go", "test", "-c", "-o", bin,
		"-ldflags", "-X github.com/bitbench/bitbench_test.benchBuildCommit="+commit, ".")
	build.Stdout, build.Stderr = stderr, stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("go test -c: %v", err)
	}

	common := []string{"-test.run", "^$", "-test.count", strconv.Itoa(o.count), "-test.benchtime", o.benchtime}
	if o.quick {
		common = append(common, "-bench.quick")
	}
	var out bytes.Buffer
	// Pass 1: everything but the parallel perft, on one CPU.
	pass1 := append([]string{bin, "-test.bench", o.bench, "-test.skip", "^BenchmarkParallelPerft$", "-test.cpu", "1"}, common...)
	if cpu := pinCPU(o.pin); cpu >= 0 {
		pass1 = append([]string{"taskset", "-c", strconv.Itoa(cpu)}, pass1...)
		fmt.Fprintf(stderr, "bench: pinned to CPU %d\n", cpu)
	}
	if err := stream(pass1, &out, stderr, start); err != nil {
		return err
	}
	// Pass 2: the parallel perft, on 1 and on every CPU, unpinned.
	cpus := "1"
	if n := runtime.NumCPU(); n > 1 {
		cpus += "," + strconv.Itoa(n)
	}
	pass2 := append([]string{bin, "-test.bench", parallelBench(o.bench), "-test.cpu", cpus}, common...)
	if err := stream(pass2, &out, stderr, start); err != nil {
		return err
	}

	// The testing package prints "cpu: <model>" where it can tell (x86);
	// elsewhere the file gets this machine's model, or the slug, so that
	// every file has the key that -compare sorts columns by.
	data := out.Bytes()
	if !bytes.HasPrefix(data, []byte("cpu: ")) && !bytes.Contains(data, []byte("\ncpu: ")) {
		model, err := results.LocalCPUModel()
		if err != nil {
			model = slug
		}
		data = append([]byte("cpu: "+model+"\n"), data...)
	}
	file := filepath.Join(tmp, name)
	if !o.quick {
		if file, err = results.WriteNew(filepath.Join(o.root, slug), name, data); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "bench: wrote %s\n", file)
	} else if err := os.WriteFile(file, data, 0o666); err != nil {
		return err
	}

	fmt.Fprintln(stdout)
	cmd := exec.Command("go", "tool", "benchstat", "-col", "/impl", file)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go tool benchstat: %v", err)
	}
	set, err := results.Read(bytes.NewReader(data), file)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\nSummary (%s, medians of %d run(s) each): %s\n", slug, o.count, results.Summarize(set).Paragraph())
	fmt.Fprintf(stderr, "bench: done in %s\n", time.Since(start).Round(time.Second))
	return nil
}

// parallelBench narrows the -bench expression of pass 2 to the parallel
// perft: "." (or empty) gives ^BenchmarkParallelPerft$; an expression that
// already names it is kept; any other gives one that matches nothing.
func parallelBench(expr string) string {
	switch {
	case expr == "." || expr == "":
		return "^BenchmarkParallelPerft$"
	case strings.Contains(expr, "ParallelPerft"):
		return expr
	}
	return "^$"
}

// stream runs argv, appending its stdout to out and echoing every line to
// progress with the time since start.
func stream(argv []string, out *bytes.Buffer, progress io.Writer, start time.Time) error {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = progress
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(pipe)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		out.WriteString(line + "\n")
		fmt.Fprintf(progress, "[%6s] %s\n", time.Since(start).Round(time.Second), line)
	}
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("benchmark run failed (%v); see the output above", err)
	}
	return sc.Err()
}

// gitCommit returns the short hash of HEAD, with "-dirty" when tracked files
// have local changes.
func gitCommit() (string, error) {
	head, err := exec.Command("git", "rev-parse", "--short", "HEAD").Output()
	if err != nil {
		return "", err
	}
	commit := strings.TrimSpace(string(head))
	status, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output()
	if err != nil {
		return "", err
	}
	if len(bytes.TrimSpace(status)) > 0 {
		commit += "-dirty"
	}
	return commit, nil
}

// pinCPU returns the CPU to pin the single-threaded pass to, or -1 for
// none: flag is -1 for none, ≥ 0 for that CPU, -2 for the last CPU this
// process may run on. Pinning needs Linux and the taskset command.
func pinCPU(flag int) int {
	if flag == -1 || runtime.GOOS != "linux" {
		return -1
	}
	if _, err := exec.LookPath("taskset"); err != nil {
		return -1
	}
	if flag >= 0 {
		return flag
	}
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		return -1
	}
	last := -1
	for i := 0; i < len(set)*64; i++ {
		if set.IsSet(i) {
			last = i
		}
	}
	return last
}
