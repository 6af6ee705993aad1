package main

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/testbin"
)

// TestBuilds runs each build with the fake environment: the build spec the
// test binary is built with, the file's name and its pgo line; and every
// refusal (exit 2 before anything is built) with its message.
func TestBuilds(t *testing.T) {
	dir := t.TempDir()
	profile := filepath.Join(dir, "bench.pprof")
	// A preprocessed profile, which go build -pgo reads too
	// (internal/testbin's tests check the pprof form).
	good := []byte("GO PREPROFILE V1\nmain.f\nmain.g\n1 10\n")
	if err := os.WriteFile(profile, good, 0o644); err != nil {
		t.Fatal(err)
	}
	corrupt := filepath.Join(dir, "corrupt.pprof")
	if err := os.WriteFile(corrupt, []byte("not a profile"), 0o644); err != nil {
		t.Fatal(err)
	}
	hash := testbin.ProfileHash(good)
	for _, tt := range []struct {
		name  string
		args  []string
		arch  string
		level int
		file  string // written; "" when refused
		want  string // the build's GOAMD64 and -pgo flag, or the error
	}{
		{"default", nil, "amd64", 1, "2026-11-30-abc1234.txt", "GOAMD64=v1 -pgo=off"},
		{"v1 elsewhere", []string{"-build", "v1"}, "arm64", 0, "2026-11-30-abc1234.txt", "GOAMD64= -pgo=off"},
		{"v3", []string{"-build", "v3"}, "amd64", 3, "2026-11-30-abc1234-v3.txt", "GOAMD64=v3 -pgo=off"},
		{"pgo", []string{"-build", "pgo", "-pgo-profile", profile}, "amd64", 4, "2026-11-30-abc1234-pgo.txt", "GOAMD64=v3 -pgo=" + profile},
		{"v3 on a v2 CPU", []string{"-build", "v3"}, "amd64", 2, "", "supports x86-64-v2, not v3"},
		{"pgo on a v2 CPU", []string{"-build", "pgo", "-pgo-profile", profile}, "amd64", 2, "", "-build pgo: this CPU supports x86-64-v2"},
		{"v3 off amd64", []string{"-build", "v3"}, "arm64", 0, "", "amd64 only, and this is arm64"},
		{"missing profile", []string{"-build", "pgo", "-pgo-profile", filepath.Join(dir, "nope.pprof")}, "amd64", 3, "", "nope.pprof"},
		{"corrupt profile", []string{"-build", "pgo", "-pgo-profile", corrupt}, "amd64", 3, "", "corrupt.pprof: not a usable CPU profile"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			f := newFake(t, "exit 0")
			f.arch, f.level = tt.arch, func() int { return tt.level }
			args := append([]string{"-results", root, "-pin", "-1", "-cpu-slug", "some-cpu"}, tt.args...)
			code, stderr := runFake(context.Background(), f, args...)
			if tt.file == "" {
				if code != 2 || !strings.Contains(stderr, tt.want) || f.builds != 0 {
					t.Errorf("run(%q) == %d after %d builds, stderr %q; want 2 before any build, saying %q", tt.args, code, f.builds, stderr, tt.want)
				}
				return
			}
			if code != 0 {
				t.Fatalf("run(%q) == %d; want 0\n%s", tt.args, code, stderr)
			}
			if got := "GOAMD64=" + f.last.GOAMD64 + " " + f.last.PGOFlag(); got != tt.want {
				t.Errorf("run(%q) built with %s; want %s", tt.args, got, tt.want)
			}
			if got := listDir(t, filepath.Join(root, "some-cpu")); got != tt.file {
				t.Errorf("run(%q) wrote %q; want %s", tt.args, got, tt.file)
			}
			data, _ := os.ReadFile(filepath.Join(root, "some-cpu", tt.file))
			if tt.name == "pgo" && !strings.Contains(string(data), "\npgo: bench.pprof "+hash+"\n") {
				t.Errorf("the pgo file lacks its pgo line (bench.pprof %s):\n%s", hash, data)
			}
		})
	}
}

// TestBuildMismatch: a test binary whose header reports another build than
// the one asked for fails the run, and no results file is written.
func TestBuildMismatch(t *testing.T) {
	root := t.TempDir()
	f := newFake(t, "exit 0")
	build := f.build
	f.build = func(ctx context.Context, b testbin.Binary, log io.Writer) error {
		b.GOAMD64 = "v1" // as if GOAMD64 had not reached the build
		return build(ctx, b, log)
	}
	code, stderr := runFake(context.Background(), f, "-results", root, "-pin", "-1", "-cpu-slug", "some-cpu", "-build", "v3")
	if code != 1 || !strings.Contains(stderr, "reports build v1") {
		t.Errorf("v3 run of a v1 binary: exit %d, stderr %q; want 1, saying it reports build v1", code, stderr)
	}
	if got := listDir(t, filepath.Join(root, "some-cpu")); strings.Contains(got, ".txt ") || strings.HasSuffix(got, ".txt") {
		t.Errorf("folder holds %q; want no results file", got)
	}
}

// TestBuildOnly: -build-only builds the test binary as -o for the
// environment's GOARCH, with the commit stamp, and runs nothing; flags of a
// benchmark run, -o without -build-only, and a build the target cannot
// take are exit 2 before anything is built.
func TestBuildOnly(t *testing.T) {
	for _, tt := range []struct {
		name   string
		args   []string
		goarch string
		want   string // the build's GOAMD64, -pgo flag, commit and file; or the error
	}{
		{"default", []string{"-build-only"}, "amd64", "GOAMD64=v1 -pgo=off abc1234 bin/bitbench.test"},
		{"v3 and -o", []string{"-build-only", "-build", "v3", "-o", "x.test"}, "amd64", "GOAMD64=v3 -pgo=off abc1234 x.test"},
		{"v3 on a v1 CPU", []string{"-build-only", "-build", "v3"}, "amd64", "GOAMD64=v3 -pgo=off abc1234 bin/bitbench.test"},
		{"arm64", []string{"-build-only", "-commit", "c0ffee"}, "arm64", "GOAMD64= -pgo=off c0ffee bin/bitbench.test"},
		{"v3 for arm64", []string{"-build-only", "-build", "v3"}, "arm64", "amd64 only, and this is arm64"},
		{"with -quick", []string{"-build-only", "-quick"}, "amd64", "-quick does not apply"},
		{"with -results", []string{"-build-only", "-results", "r"}, "amd64", "-results does not apply"},
		{"with -budget", []string{"-build-only", "-budget", "2m"}, "amd64", "-budget does not apply"},
		{"-o alone", []string{"-o", "x.test"}, "amd64", "-o applies to -build-only only"},
		{"empty -o", []string{"-build-only", "-o", ""}, "amd64", "file name is empty"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, "exit 0")
			f.goarch = func() (string, error) { return tt.goarch, nil }
			f.level = func() int { return 1 } // the binary's CPU is not this one
			var out string
			build := f.build
			f.build = func(ctx context.Context, b testbin.Binary, log io.Writer) error {
				out = b.Out
				b.Out = filepath.Join(t.TempDir(), "bin.test")
				return build(ctx, b, log)
			}
			code, stderr := runFake(context.Background(), f, tt.args...)
			if !strings.HasPrefix(tt.want, "GOAMD64=") {
				if code != 2 || !strings.Contains(stderr, tt.want) || f.builds != 0 {
					t.Errorf("bench %q: exit %d after %d builds, stderr %q; want 2 before any build, saying %q", tt.args, code, f.builds, stderr, tt.want)
				}
				return
			}
			if code != 0 || f.builds != 1 {
				t.Fatalf("bench %q: exit %d after %d builds; want 0 after 1\n%s", tt.args, code, f.builds, stderr)
			}
			if got := "GOAMD64=" + f.last.GOAMD64 + " " + f.last.PGOFlag() + " " + f.lastCommit + " " + out; got != tt.want {
				t.Errorf("bench %q built %s; want %s", tt.args, got, tt.want)
			}
			if strings.Contains(stderr, "BenchmarkSlider") {
				t.Errorf("bench %q ran the benchmarks:\n%s", tt.args, stderr)
			}
		})
	}
}

// TestBuildInputsRefused: the build's inputs that issue 46 found taken on
// trust are exit 2 before anything is built, each naming the argument: a
// FIFO or /dev/zero as the profile (#1, #2: a hang, an out-of-memory), a
// profile named "off" (#3: its pgo line read as no PGO), go build's
// failures on a bad profile (#5) and a -commit the linker or the file
// names cannot take (#4, #6).
func TestBuildInputsRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "p.pprof")
	if err := exec.Command("mkfifo", fifo).Run(); err != nil {
		t.Skip("no FIFOs here (mkfifo):", err)
	}
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	preprofile := "GO PREPROFILE V1\nmain.f\nmain.g\n1 10\n"
	off := write("off", preprofile)
	garbage := write("garbage.pprof", "GO PREPROFILE V1\ngarbage\n")
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"FIFO profile (#1)", []string{"-build", "pgo", "-pgo-profile", fifo}, "-pgo-profile " + fifo + ": not a regular file (a FIFO)"},
		{"/dev/zero profile (#2)", []string{"-build", "pgo", "-pgo-profile", "/dev/zero"}, "-pgo-profile /dev/zero: not a regular file (a character device)"},
		{"profile named off (#3)", []string{"-build", "pgo", "-pgo-profile", off}, `-pgo-profile ` + off + `: the file name "off" would read as "no PGO"`},
		{"garbage preprocessed profile (#5)", []string{"-build", "pgo", "-pgo-profile", garbage}, "garbage.pprof: not a usable CPU profile: preprocessed profile"},
		{"commit with a space (#4)", []string{"-commit", "abc def"}, `-commit: commit "abc def": bad results name`},
		{"commit ending in a build (#6)", []string{"-commit", "abc1234-v3"}, `-commit: commit "abc1234-v3": bad results name: it ends in -v3`},
	} {
		for _, mode := range [][]string{{"-build-only", "-o", filepath.Join(dir, "x.test")}, {"-results", t.TempDir(), "-pin", "-1", "-cpu-slug", "some-cpu"}} {
			t.Run(tt.name+mode[0], func(t *testing.T) {
				f := newFake(t, "exit 0")
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				code, stderr := runFake(ctx, f, append(mode, tt.args...)...)
				if code != 2 || !strings.Contains(stderr, tt.want) || f.builds != 0 {
					t.Errorf("bench %q: exit %d after %d builds, stderr %q; want 2 before any build, saying %q", append(mode, tt.args...), code, f.builds, stderr, tt.want)
				}
			})
		}
	}
}
