// Command bench runs bitbench's benchmarks, keeps the results per CPU, and
// prints them as a benchstat table with a plain summary against the speed
// goals. It is what `make bench`, `make bench-quick` and `make compare-cpus`
// run, from the module root:
//
//	go run ./cmd/bench            full run: -count 10, writes results/<slug>/<date>-<commit>.txt
//	go run ./cmd/bench -quick     one count, short benchtime, shallow perft; writes nothing
//	go run ./cmd/bench -compare   newest result of every CPU, side by side
//
// The folder. <slug> names the CPU's identity (harness/cpuid: brand plus
// microarchitecture, such as amd-epyc-zen3), or is given with -cpu-slug.
// Before building anything, bench checks every flag, that BITBENCH_PEXT is
// valid, that harness/cpuid can give this CPU's identity lines (without
// them a file could not be told apart from another CPU's), that the folder
// can be written (it creates it and writes and
// removes a probe file), and that every results file already in it records
// this CPU's identity (internal/results.CheckIdentity): a folder holding
// another CPU's files, or old files that record no identity, is refused.
//
// The build. -build v1 (the default: GOAMD64=v1, -pgo=off, whatever the
// environment's GOAMD64), v3 (GOAMD64=v3) or pgo (GOAMD64=v3 and
// -pgo=<-pgo-profile>, default pgo/bench.pprof, whose name and hash are
// baked in for the "pgo:" line). v3 and pgo are refused, before anything is
// built, off amd64 and on a CPU below x86-64-v3; pgo with a missing or
// corrupt profile too. The file of a v3 or pgo run is named
// <date>-<commit>-v3.txt or -pgo.txt, and a test binary whose header reports
// another build than the one asked for fails the run.
//
// The run. bench builds the root package's test binary (go test -c) with
// the commit baked in into a temporary folder, then runs it twice: every
// benchmark but the parallel perft with -cpu 1 (GOMAXPROCS 1), pinned to
// one CPU with taskset where that exists; then BenchmarkParallelPerft with
// -cpu 1,N (N = the CPUs this process may use), unpinned, so that the N
// workers its name says have N CPUs to run on. Both passes go to one file,
// headed by the configuration lines the test binary prints (commit, go,
// goamd64, the CPU identity lines cpu-vendor … uarch, pext) and the cpu
// line of the testing package. Each result line is streamed, as it
// arrives, to <folder>/<date>-<commit>.txt.partial and echoed to stderr.
// When both passes complete, and the output holds every benchmark -count
// times (a -bench that matches nothing gives none: the output then stays
// the .partial file, exit 1), it becomes <date>-<commit>.txt, never
// overwriting a file (-2, -3, … as internal/results.WriteNew), and the
// .partial file is removed. When a benchmark fails, or on SIGINT or SIGTERM,
// the .partial file is kept (no reader lists it), the running test binary
// is stopped, and the temporary folder with the binary is removed; this
// holds on every exit path. The table is `go tool benchstat -col /impl` of
// the file; the summary comes from internal/results.
//
// Exit status: 0 when the run completed and its file was written (or, with
// -compare, the table printed); 1 when the run failed: a benchmark failed
// (a wrong answer), the build or the test binary failed, or the run was
// interrupted; 2 for bad usage or input, found before anything is built:
// a bad flag, a bad BITBENCH_PEXT, an unusable results folder, a folder of
// another CPU, an unreadable results file for -compare. Under make, any
// failure is make's status 2; the status above is the command's own.
package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/benchexpr"
	"github.com/bitbench/bitbench/internal/limits"
	"github.com/bitbench/bitbench/internal/results"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr, system())
	stop()
	os.Exit(code)
}

// usageError is an error in the command line, the environment or the files
// and folders named by it: exit 2.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// errReported is an error already shown to the user.
var errReported = errors.New("bad command line")

// env is what bench needs from the system; tests replace parts of it.
type env struct {
	checkRoot func() error            // the working directory is the module root
	detect    func() cpuid.ID         // this CPU
	lines     func(cpuid.ID) []string // its identity lines, as the test binary prints them
	envError  func() error            // a bad BITBENCH_PEXT
	gitCommit func() (string, error)  // the commit to record
	allowed   func() ([]int, error)   // CPUs this process may run on
	taskset   bool                    // taskset can pin a process
	arch      string                  // GOARCH of this machine and of the test binary
	level     func() int              // x86-64 level of this CPU (harness/cpuid.X86Level)
	build     func(ctx context.Context, bin, commit string, b buildSpec, log io.Writer) error
	benchstat func(ctx context.Context, args []string, stdout, stderr io.Writer) error
	tmpRoot   string // where the temporary folder goes ("": the system's)
	now       func() time.Time
}

// system is the real environment.
func system() env {
	_, err := exec.LookPath("taskset")
	return env{
		checkRoot: checkRoot,
		detect:    cpuid.Detect,
		lines:     cpuid.ID.ConfigLines,
		envError:  pext.EnvError,
		gitCommit: gitCommit,
		allowed:   allowedCPUs,
		taskset:   err == nil && runtime.GOOS == "linux",
		arch:      runtime.GOARCH,
		level:     cpuid.X86Level,
		build: func(ctx context.Context, bin, commit string, b buildSpec, log io.Writer) error {
			ldflags := "-X github.com/bitbench/bitbench_test.benchBuildCommit=" + commit
			if b.hash != "" {
				ldflags += " -X github.com/bitbench/bitbench/internal/benchloops.pgoProfile=" + filepath.Base(b.profile) +
					" -X github.com/bitbench/bitbench/internal/benchloops.pgoHash=" + b.hash
			}
			cmd := exec.CommandContext(ctx, "go", "test", "-c", "-o", bin, b.pgoFlag(), "-ldflags", ldflags, ".")
			cmd.Env = os.Environ()
			if b.goamd64 != "" {
				cmd.Env = append(cmd.Env, "GOAMD64="+b.goamd64)
			}
			cmd.Stdout, cmd.Stderr = log, log
			cmd.WaitDelay = 5 * time.Second
			return cmd.Run()
		},
		benchstat: func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			cmd := exec.CommandContext(ctx, "go", append([]string{"tool", "benchstat"}, args...)...)
			cmd.Stdout, cmd.Stderr = stdout, stderr
			return cmd.Run()
		},
		now: time.Now,
	}
}

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
	pinSet    bool   // -pin was given
	build     string // v1, v3 or pgo
	profile   string // the PGO profile of -build pgo
}

// pinDefault is -pin's default: the last CPU this process may run on.
const pinDefault = -2

func parseFlags(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&o.quick, "quick", false, "quick run: -count 1, short benchtime, shallow perft, no file written")
	fs.BoolVar(&o.compare, "compare", false, "print the newest result of every CPU side by side, run nothing")
	limits.IntVar(fs, &o.count, "count", 10, 1, maxCount, "", "`repetitions` of each benchmark (1 with -quick)")
	fs.StringVar(&o.benchtime, "benchtime", "500ms", "`duration` of each benchmark, or a count such as 100x (10ms with -quick; "+limits.BenchtimeRange+")")
	fs.StringVar(&o.bench, "bench", ".", "`regexp` selecting benchmarks, as go test -bench")
	fs.StringVar(&o.slug, "cpu-slug", "", "results folder `name` for this CPU (default: its identity's slug, brand plus microarchitecture)")
	fs.StringVar(&o.commit, "commit", "", "commit to record (default: git rev-parse --short HEAD, with -dirty for local changes)")
	fs.StringVar(&o.root, "results", "results", "results `directory`, one subdirectory per CPU")
	fs.StringVar(&o.build, "build", "v1", "`build` of the test binary: v1 (Go's default, GOAMD64=v1), v3 (GOAMD64=v3, where the CPU has x86-64-v3) or pgo (v3 with the CPU profile -pgo-profile); the file name ends in -v3 or -pgo")
	fs.StringVar(&o.profile, "pgo-profile", defaultProfile, "CPU profile `file` of -build pgo (make pgo-profile writes it)")
	limits.IntVar(fs, &o.pin, "pin", pinDefault, -1, maxPin, "-1: no pinning", "CPU `number` to pin the single-threaded pass to with taskset, one this process may use (default: the last CPU allowed)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: go run ./cmd/bench [-quick | -compare] [flags]\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "exit status: 0 done; 1 a benchmark or the run failed or was interrupted; 2 bad usage or input\n")
	}
	if err := fs.Parse(args); err != nil {
		return o, usageError{errReported} // the flag package has printed it
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if fs.NArg() != 0 {
		return o, usageError{fmt.Errorf("unexpected arguments %q", fs.Args())}
	}
	if o.quick && o.compare {
		return o, usageError{errors.New("-quick and -compare exclude each other")}
	}
	if o.quick && !set["count"] {
		o.count = 1
	}
	if o.quick && !set["benchtime"] {
		o.benchtime = "10ms"
	}
	if err := checkBuildName(o.build); err != nil {
		return o, usageError{err}
	}
	if o.compare && (set["build"] || set["pgo-profile"]) {
		return o, usageError{errors.New("-compare shows every build; -build and -pgo-profile do not apply")}
	}
	if o.count < 1 {
		return o, usageError{fmt.Errorf("-count %d: want at least 1", o.count)}
	}
	if err := limits.Benchtime("-benchtime", o.benchtime); err != nil {
		return o, usageError{err}
	}
	if err := checkBenchRegexp(o.bench); err != nil {
		return o, usageError{err}
	}
	if o.slug != "" {
		if err := results.CheckSlug(o.slug); err != nil {
			return o, usageError{fmt.Errorf("-cpu-slug: %w", err)}
		}
	}
	o.pinSet = set["pin"]
	if o.pinSet && o.pin < -1 {
		return o, usageError{fmt.Errorf("-pin %d: want a CPU number, or -1 for no pinning", o.pin)}
	}
	return o, nil
}

// checkBenchRegexp compiles every pattern of a -bench expression, split as
// the testing package splits it (benchexpr.Check), so that a bad one fails
// before the build.
func checkBenchRegexp(expr string) error { return benchexpr.Check(expr) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer, e env) int {
	o, err := parseFlags(args, stderr)
	if err == nil {
		if o.compare {
			err = compare(ctx, o, stdout, stderr, e)
		} else {
			err = bench(ctx, o, stdout, stderr, e)
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

// compare prints `go tool benchstat` over the newest file of every build of
// every CPU folder, one column per folder and build (labelled by its slug,
// and "/v3", "/pgo" for builds other than the default), the configuration
// keys of the files ignored so that all rows share one table.
func compare(ctx context.Context, o options, stdout, stderr io.Writer, e env) error {
	latest, err := results.Latest(o.root)
	if err != nil {
		return usageError{err}
	}
	var ignore, files []string
	for _, f := range latest {
		for _, w := range f.Skipped {
			fmt.Fprintln(stderr, "bench: warning:", w)
		}
	}
	for _, f := range latestBuilds(latest) {
		set, err := results.ReadFile(f.Path)
		if err != nil {
			return usageError{err}
		}
		for _, w := range set.Warnings {
			fmt.Fprintln(stderr, "bench: warning:", w)
		}
		cfg, err := results.Config(f.Path)
		if err != nil {
			return usageError{err}
		}
		for k := range cfg {
			if !slices.Contains(ignore, k) {
				ignore = append(ignore, k)
			}
		}
		fmt.Fprintf(stdout, "%s: %s\n", f.Slug, f.Path)
		files = append(files, f.Slug+"="+f.Path)
	}
	if len(latest) == 1 && len(latest[0].Builds) == 1 {
		fmt.Fprintln(stdout, "(only one CPU has results)")
	}
	fmt.Fprintln(stdout)
	slices.Sort(ignore)
	args := []string{"-col", ".file"}
	if len(ignore) > 0 {
		args = append(args, "-ignore", strings.Join(ignore, ","))
	}
	return e.benchstat(ctx, append(args, files...), stdout, stderr)
}

// latestBuilds returns a CPUFile per CPU and build of latest, its Slug the
// column label: the folder's name, with "/<build>" for builds other than
// the default.
func latestBuilds(latest []results.CPUFile) []results.CPUFile {
	var out []results.CPUFile
	for _, c := range latest {
		for _, b := range c.Builds {
			label := c.Slug
			if b.Build != results.DefaultBuild {
				label += "/" + b.Build
			}
			out = append(out, results.CPUFile{Slug: label, Path: b.Path, Builds: []results.BuildFile{b}})
		}
	}
	return out
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

// prepared is a checked run: where its output goes.
type prepared struct {
	slug, dir, name string // results folder and file name; dir is "" with -quick
	commit          string
	build           buildSpec
	pin             int // CPU for pass 1, or -1
}

// prepare does every check that can fail on the command line, the
// environment or the results folder, before anything is built.
func prepare(o options, e env) (prepared, error) {
	var p prepared
	if err := e.envError(); err != nil {
		return p, usageError{err}
	}
	if err := e.checkRoot(); err != nil {
		return p, err
	}
	var err error
	if p.build, err = resolveBuild(o.build, o.profile, e.arch, e.level()); err != nil {
		return p, usageError{err}
	}
	if p.pin, err = pinCPU(o, e); err != nil {
		return p, usageError{err}
	}
	id := e.detect()
	if o.quick {
		p.slug = o.slug
		if p.slug == "" {
			p.slug = id.Slug() // a label only: nothing is written
		}
	} else {
		if len(e.lines(id)) == 0 {
			return p, usageError{errors.New("this build cannot record the CPU's identity (harness/cpuid gives no configuration lines), so its file could not be told apart from another CPU's; use -quick")}
		}
		if p.dir, err = results.Folder(o.root, o.slug, id); err != nil {
			if o.slug == "" {
				err = fmt.Errorf("%w (-cpu-slug names another folder)", err)
			}
			return p, usageError{err}
		}
		if err := results.CheckDir(p.dir); err != nil {
			return p, usageError{err}
		}
		p.slug = filepath.Base(p.dir)
	}
	p.commit = o.commit
	if p.commit == "" {
		if p.commit, err = e.gitCommit(); err != nil {
			return p, usageError{fmt.Errorf("cannot find the commit (%v); pass -commit", err)}
		}
	}
	if p.name, err = results.BuildFileName(e.now(), p.commit, p.build.name); err != nil {
		return p, usageError{err}
	}
	return p, nil
}

func bench(ctx context.Context, o options, stdout, stderr io.Writer, e env) error {
	start := e.now()
	p, err := prepare(o, e)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(e.tmpRoot, "bitbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	// The output streams to a .partial file: in the results folder, or,
	// with -quick, in the temporary folder.
	partialDir := p.dir
	if o.quick {
		partialDir = tmp
	}
	partial, err := results.CreatePartial(partialDir, p.name)
	if err != nil {
		return usageError{err}
	}
	var out bytes.Buffer
	// The run's settings head the file as configuration lines, so that a
	// reader knows how each figure was measured.
	settings := fmt.Sprintf("benchtime: %s\ncount: %d\n", o.benchtime, o.count)
	if _, err := io.WriteString(io.MultiWriter(&out, partial), settings); err != nil {
		partial.Close()
		return err
	}
	failed := func(err error) error {
		partial.Close()
		if out.Len() == len(settings) || o.quick {
			os.Remove(partial.Name())
		} else {
			err = fmt.Errorf("%w; the output so far is kept in %s", err, partial.Name())
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("interrupted: %w", err)
		}
		return err
	}

	bin := filepath.Join(tmp, "bitbench.test")
	fmt.Fprintf(stderr, "bench: building the test binary (commit %s, build %s)\n", p.commit, p.build.name)
	if err := e.build(ctx, bin, p.commit, p.build, stderr); err != nil {
		return failed(fmt.Errorf("go test -c: %v", err))
	}
	if p.pin >= 0 {
		fmt.Fprintf(stderr, "bench: single-threaded pass pinned to CPU %d\n", p.pin)
	}
	ncpu := runtime.NumCPU()
	for _, argv := range passes(o, bin, p.pin, ncpu) {
		if err := stream(ctx, argv, io.MultiWriter(&out, partial), stderr, start, e.now); err != nil {
			return failed(err)
		}
	}
	if err := partial.Close(); err != nil {
		return failed(err)
	}

	// The testing package prints "cpu: <model>" where it can tell (x86);
	// elsewhere the file gets this machine's model, or the slug, so that
	// every file has the key that the report names CPUs by.
	data := out.Bytes()
	if !bytes.HasPrefix(data, []byte("cpu: ")) && !bytes.Contains(data, []byte("\ncpu: ")) {
		model, err := results.LocalCPUModel()
		if err != nil {
			model = p.slug
		}
		data = append([]byte("cpu: "+model+"\n"), data...)
	}
	// A run that measured nothing (a -bench that matches nothing), or less
	// than -count asked, never becomes a results file: readers would take
	// it as the newest.
	if why := incomplete(data, partial.Name(), o.count); why != "" && !o.quick {
		return fmt.Errorf("no results file written: %s; the output is kept in %s", why, partial.Name())
	}
	// The file's name says its build; its configuration lines must too.
	if got, err := results.Read(bytes.NewReader(data), p.name); err != nil {
		return failed(err)
	} else if b := results.BuildOf(got.Config); b != p.build.name {
		return failed(fmt.Errorf("the test binary reports build %s (goamd64 %q, pgo %q), not the %s asked for", b, got.Config["goamd64"], got.Config["pgo"], p.build.name))
	}
	file := filepath.Join(tmp, p.name)
	if o.quick {
		err = os.WriteFile(file, data, 0o666)
		os.Remove(partial.Name())
	} else if file, err = results.WriteNew(p.dir, p.name, data); err == nil {
		err = os.Remove(partial.Name())
		fmt.Fprintf(stderr, "bench: wrote %s\n", file)
	}
	if err != nil && !o.quick {
		err = fmt.Errorf("%w; the output is kept in %s", err, partial.Name())
	}
	if err != nil {
		return err
	}

	fmt.Fprintln(stdout)
	if err := e.benchstat(ctx, []string{"-col", "/impl", file}, stdout, stderr); err != nil {
		return fmt.Errorf("go tool benchstat: %v", err)
	}
	set, err := results.Read(bytes.NewReader(data), file)
	if err != nil {
		return err
	}
	for _, w := range set.Warnings {
		fmt.Fprintln(stderr, "bench: warning:", w)
	}
	fmt.Fprintf(stdout, "\nSummary (%s, medians of %d run(s) each): %s\n", p.slug, o.count, results.Summarize(set).Paragraph())
	fmt.Fprintf(stderr, "bench: done in %s\n", e.now().Sub(start).Round(time.Second))
	return nil
}

// passes returns the two command lines of a run of bin: every benchmark
// but the parallel perft with -cpu 1, under taskset on CPU pin (when pin ≥
// 0); then the parallel perft with -cpu 1,ncpu, unpinned. The second pass
// is left out when -bench cannot select the parallel perft.
func passes(o options, bin string, pin, ncpu int) [][]string {
	common := []string{"-test.run", "^$", "-test.count", strconv.Itoa(o.count), "-test.benchtime", o.benchtime}
	if o.quick {
		common = append(common, "-bench.quick")
	}
	pass1 := append([]string{bin, "-test.bench", o.bench, "-test.skip", "^BenchmarkParallelPerft$", "-test.cpu", "1"}, common...)
	if pin >= 0 {
		pass1 = append([]string{"taskset", "-c", strconv.Itoa(pin)}, pass1...)
	}
	out := [][]string{pass1}
	if expr := parallelBench(o.bench); expr != "" {
		cpus := "1"
		if ncpu > 1 {
			cpus += "," + strconv.Itoa(ncpu)
		}
		out = append(out, append([]string{bin, "-test.bench", expr, "-test.cpu", cpus}, common...))
	}
	return out
}

// stream runs argv until it ends or ctx is done (then it is killed),
// writing its stdout to out line by line and echoing every line to
// progress with the time since start.
func stream(ctx context.Context, argv []string, out, progress io.Writer, start time.Time, now func() time.Time) error {
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	// The testing package reports the first sample of every benchmark from
	// its probing run, made at the GOMAXPROCS the binary starts with, under
	// the name of the first -test.cpu value: starting at GOMAXPROCS 1, the
	// value both passes list first, keeps the first "-test.cpu 1" sample
	// single-threaded (a run started at the machine's CPU count once
	// reported the 2-worker parallel perft as the first 1-thread sample).
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	cmd.Stderr = progress
	cmd.WaitDelay = 2 * time.Second // then close the pipes even if a grandchild holds them
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(pipe)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var werr error
	for sc.Scan() {
		line := sc.Text()
		if _, err := io.WriteString(out, line+"\n"); err != nil && werr == nil {
			werr = err
		}
		fmt.Fprintf(progress, "[%6s] %s\n", now().Sub(start).Round(time.Second), line)
	}
	err = cmd.Wait()
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("%v: stopped the benchmark run", ctx.Err())
	case err != nil:
		return fmt.Errorf("benchmark run failed (%v); see the output above", err)
	case werr != nil:
		return werr
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
// none. -pin -1 is none; a -pin CPU must be one this process may use, and
// pinning must be possible (Linux with taskset); without -pin, the last
// allowed CPU when pinning is possible, else none.
func pinCPU(o options, e env) (int, error) {
	if o.pin == -1 {
		return -1, nil
	}
	if !e.taskset {
		if o.pinSet {
			return -1, fmt.Errorf("-pin %d: pinning needs Linux and the taskset command; pass -pin -1", o.pin)
		}
		return -1, nil
	}
	cpus, err := e.allowed()
	if err != nil || len(cpus) == 0 {
		if o.pinSet {
			return -1, fmt.Errorf("-pin %d: cannot read the CPUs this process may use (%v); pass -pin -1", o.pin, err)
		}
		return -1, nil
	}
	if !o.pinSet {
		return cpus[len(cpus)-1], nil
	}
	if !slices.Contains(cpus, o.pin) {
		return -1, fmt.Errorf("-pin %d: not a CPU this process may use (allowed: %s)", o.pin, cpuList(cpus))
	}
	return o.pin, nil
}

// cpuList writes CPU numbers as taskset does: "0-3,6".
func cpuList(cpus []int) string {
	var parts []string
	for i := 0; i < len(cpus); {
		j := i
		for j+1 < len(cpus) && cpus[j+1] == cpus[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", cpus[i], cpus[j]))
		} else {
			parts = append(parts, strconv.Itoa(cpus[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}
