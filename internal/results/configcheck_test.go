package results

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// conflictHead is the head of the files of TestConfigConflicts, one key a
// line (line n is conflictHead's n-th line), then a result on line 15.
const conflictHead = "commit: abc1234\n" + // 1
	"go: go1.26.0\n" + // 2
	"goamd64: v1\n" + // 3
	"pgo: off\n" + // 4
	"cpu-vendor: GenuineIntel\n" + // 5
	"cpu-family: 6\n" + // 6
	"cpu-model: 85\n" + // 7
	"cpu-stepping: 7\n" + // 8
	"uarch: test\n" + // 9
	"pext: bmi2\n" + // 10
	"cc: gcc 12.2.0\n" + // 11
	"cflags: -O3 -march=native\n" + // 12
	"cc-target: x86-64 avx2\n" + // 13
	"pkg: github.com/bitbench/bitbench\n" + // 14
	"BenchmarkSlider/impl=magic/piece=rook/load=random\t1000\t2 ns/lookup\n" // 15

// bishopLine is a second result line, of another benchmark.
const bishopLine = "BenchmarkSlider/impl=magic/piece=bishop/load=random\t1000\t3 ns/lookup\n"

// conflictReaders are every reader of this package, each given the file's
// text and the directory to write it to; each returns the name its errors
// give the file, and its error.
var conflictReaders = []struct {
	name string
	read func(t *testing.T, dir, text string) (string, error)
}{
	{"Read", func(t *testing.T, dir, text string) (string, error) {
		_, err := Read(strings.NewReader(text), "f.txt")
		return "f.txt", err
	}},
	{"Identity", func(t *testing.T, dir, text string) (string, error) {
		_, err := Identity(strings.NewReader(text), "f.txt")
		return "f.txt", err
	}},
	{"ReadFile", func(t *testing.T, dir, text string) (string, error) {
		path := writeConflictFile(t, dir, "2026-11-30-abc1234.txt", text)
		_, err := ReadFile(path)
		return path, err
	}},
	{"Config", func(t *testing.T, dir, text string) (string, error) {
		path := writeConflictFile(t, dir, "2026-11-30-abc1234.txt", text)
		_, err := Config(path)
		return path, err
	}},
	{"IdentityFile", func(t *testing.T, dir, text string) (string, error) {
		path := writeConflictFile(t, dir, "2026-11-30-abc1234.txt", text)
		_, err := IdentityFile(path)
		return path, err
	}},
	{"Merge", func(t *testing.T, dir, text string) (string, error) {
		path := writeConflictFile(t, filepath.Join(dir, "art", "test-cpu"), "2026-11-30-abc1234.txt", text)
		_, err := Merge(filepath.Join(dir, "root"), []string{filepath.Join(dir, "art")}, io.Discard)
		return path, err
	}},
}

func writeConflictFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// conflictCases are the files of TestConfigConflicts: conflictHead and a
// tail, and the conflict expected (key "" when the file is fine).
var conflictCases = []struct {
	name, tail  string
	key         string // the key given two values; "" when the file is fine
	line, first int    // the lines of its second and first values
	value, was  string // its second and first values
}{
	{"goamd64 (v1 and v3 runs concatenated)", "goamd64: v3\n" + bishopLine, "goamd64", 16, 3, "v3", "v1"},
	{"pgo", "pgo: bench.pprof sha256:5a5f2d1ff181\n", "pgo", 16, 4, "bench.pprof sha256:5a5f2d1ff181", "off"},
	{"cc", "cc: clang 16.0.6\n" + bishopLine, "cc", 16, 11, "clang 16.0.6", "gcc 12.2.0"},
	{"cflags", "cflags: -O2\n", "cflags", 16, 12, "-O2", "-O3 -march=native"},
	{"cc-target", bishopLine + "cc-target: x86-64\n", "cc-target", 17, 13, "x86-64", "x86-64 avx2"},
	{"go", "go: go1.25.3\n", "go", 16, 2, "go1.25.3", "go1.26.0"},
	{"commit", "commit: def5678\n" + bishopLine, "commit", 16, 1, "def5678", "abc1234"},
	{"cpu-vendor", "cpu-vendor: AuthenticAMD\n", "cpu-vendor", 16, 5, "AuthenticAMD", "GenuineIntel"},
	{"cpu-family", "cpu-family: 25\n", "cpu-family", 16, 6, "25", "6"},
	{"cpu-model", "cpu-model: 1\n", "cpu-model", 16, 7, "1", "85"},
	{"cpu-stepping", "cpu-stepping: 2\n", "cpu-stepping", 16, 8, "2", "7"},
	{"uarch", bishopLine + "uarch: zen4\n", "uarch", 17, 9, "zen4", "test"},
	{"pext", "pext: software\n", "pext", 16, 10, "software", "bmi2"},
	{"a key cleared", "goamd64:\n", "goamd64", 16, 3, "", "v1"},
	{"a CR line", "pext: bmi2\r\npext: soft\r\n", "pext", 17, 10, "soft", "bmi2"},
	{"rounds without an engine line", "rounds: 3\n" + bishopLine + "rounds: 5\n", "rounds", 18, 16, "5", "3"},
	{"rounds before the last result", "engine: interleaved\nrounds: 3\nrounds: 5\n" + bishopLine, "rounds", 18, 17, "5", "3"},
	{"engine", "engine: interleaved\n" + bishopLine + "engine: sequential\n", "engine", 18, 16, "sequential", "interleaved"},
	{"unstable-2 before the last result", "engine: rounds\nunstable-2: X/impl=a (w)\nunstable-2: X/impl=b (v)\n" + bishopLine, "unstable-2", 18, 17, "X/impl=b (v)", "X/impl=a (w)"},

	{"the same value again", "goamd64: v1\ncc: gcc 12.2.0\n" + bishopLine + "uarch: test\n", "", 0, 0, "", ""},
	{"pkg of another package", "pkg: github.com/bitbench/bitbench/internal/native\n" + bishopLine, "", 0, 0, "", ""},
	{"closing lines of an engine file", "engine: interleaved\nrounds: 1\nlaunches: 1\n" + bishopLine +
		"rounds: 12\nlaunches: 4\nnoise-floor: 0.4%\nsteal: 0.1%\nbusy: 3%\nunstable: none\nunstable: Slider/impl=magic\n" +
		"unstable-2: none\nunstable-2: X/impl=a (w)\n", "", 0, 0, "", ""},
}

// TestConfigConflicts feeds every reader (Read, Identity, ReadFile, Config,
// IdentityFile, Merge) a file whose configuration lines conflict in each way
// a run can make them conflict (two builds, two compilers or flags, two
// commits, two Go versions, two CPUs, two PEXT paths), and files whose
// repeated lines are allowed (same value, pkg, the closing lines of a file
// with an engine line). A conflict must be a *ConflictError naming both
// lines in every reader.
func TestConfigConflicts(t *testing.T) {
	for _, tt := range conflictCases {
		for _, r := range conflictReaders {
			t.Run(tt.name+"/"+r.name, func(t *testing.T) {
				name, err := r.read(t, t.TempDir(), conflictHead+tt.tail)
				if tt.key == "" {
					if err != nil {
						t.Fatalf("%s == %v; want no error", r.name, err)
					}
					return
				}
				var ce *ConflictError
				if !errors.As(err, &ce) || !errors.Is(err, ErrConfigConflict) {
					t.Fatalf("%s == %v; want a *ConflictError wrapping ErrConfigConflict", r.name, err)
				}
				want := ConflictError{name, tt.key, tt.line, tt.value, tt.first, tt.was}
				if *ce != want {
					t.Errorf("%s: conflict %+v; want %+v", r.name, *ce, want)
				}
				kind := "conflicting configuration lines"
				if identity := errors.Is(err, ErrIdentityConflict); identity != slices.Contains([]string{"cpu-vendor", "cpu-family", "cpu-model", "cpu-stepping", "uarch"}, tt.key) {
					t.Errorf("%s: errors.Is(%v, ErrIdentityConflict) == %v", r.name, err, identity)
				} else if identity {
					kind = "conflicting CPU identity lines"
				}
				msg := fmt.Sprintf("%s:%d: %s: %s %q conflicts with %s:%d: %s %q", name, tt.line, kind, tt.key, tt.value, name, tt.first, tt.key, tt.was)
				if !strings.Contains(err.Error(), msg) {
					t.Errorf("%s == %v; want it to say %s", r.name, err, msg)
				}
			})
		}
	}
}
