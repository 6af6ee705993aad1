//go:build cgo && !purego

package native

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestCFlagsRecorded fails when the #cgo CFLAGS line of cgo.go for this
// architecture and the cflags that the results files record differ.
func TestCFlagsRecorded(t *testing.T) {
	src, err := os.ReadFile("cgo.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^// #cgo (\S+) CFLAGS: (.*)$`).FindAllStringSubmatch(string(src), -1) {
		lines[m[1]] = m[2]
	}
	want, ok := lines[runtime.GOARCH]
	if !ok {
		want, ok = lines["!amd64,!arm64"]
	}
	if !ok || len(lines) != 3 {
		t.Fatalf("cgo.go's #cgo CFLAGS lines: %q; want one each for amd64, arm64 and !amd64,!arm64", lines)
	}
	if cflags != want {
		t.Errorf("cgo.go's #cgo CFLAGS for %s are %q; cflags (what results record) is %q", runtime.GOARCH, want, cflags)
	}
}

// TestConfigLinesCgo checks the configuration lines of a build with C: the
// compiler and its version, the flags, the target, and nothing saying the
// references are unavailable.
func TestConfigLinesCgo(t *testing.T) {
	lines := ConfigLines()
	want := []*regexp.Regexp{
		regexp.MustCompile(`^cc: (gcc|clang) [0-9]+\.[0-9]+`),
		regexp.MustCompile(`^cflags: ` + regexp.QuoteMeta(cflags) + `$`),
		regexp.MustCompile(`^cc-target: \S`),
	}
	if len(lines) != len(want) {
		t.Fatalf("ConfigLines() == %q; want %d lines", lines, len(want))
	}
	for i, re := range want {
		if !re.MatchString(lines[i]) {
			t.Errorf("ConfigLines()[%d] == %q; want a match of %s", i, lines[i], re)
		}
	}
	if strings.Contains(strings.Join(lines, "\n"), "unavailable") {
		t.Errorf("ConfigLines() == %q says unavailable", lines)
	}
}

// TestCFlagsLineHasEnvFlags: flags the environment added (CGO_CFLAGS,
// flags inside CC, baked in by internal/testbin) head the cflags line, so
// a build with -fno-tree-vectorize is not recorded as plain
// "-O3 -march=native" (issue 46 #8).
func TestCFlagsLineHasEnvFlags(t *testing.T) {
	defer func(old string) { envCFlags = old }(envCFlags)
	envCFlags = "-fno-tree-vectorize -DX=1"
	want := "cflags: -fno-tree-vectorize -DX=1 " + cflags
	if lines := ConfigLines(); !slices.Contains(lines, want) {
		t.Errorf("ConfigLines() == %q; want the line %q", lines, want)
	}
}

// TestVectorised compiles native.c as cgo does, asking gcc which loops it
// vectorised (-fopt-info-vec-optimized), and fails when a technique with
// -native-vec rows (vectorised) has a TECH_LOOPS line without a vectorised
// loop: its rows would be scalar under a vector name. It runs only where
// the compiler is gcc and targets AVX2 (elsewhere the list makes no
// claim), and not with -short (it compiles for some seconds).
func TestVectorised(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles native.c; skipped with -short")
	}
	if lines := strings.Join(ConfigLines(), "\n"); !strings.Contains(lines, "cc: gcc ") || !strings.Contains(lines, " avx2") {
		t.Skipf("the list is gcc's on AVX2; this build: %q", ConfigLines())
	}
	cc := strings.Fields(os.Getenv("CC"))
	if len(cc) == 0 {
		cc = []string{"gcc"}
	}
	args := append(cc[1:], append(strings.Fields(cflags), "-fopt-info-vec-optimized", "-c", "native.c", "-o", os.DevNull)...)
	out, err := exec.Command(cc[0], args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %q: %v\n%s", cc[0], args, err, out)
	}
	src, err := os.ReadFile("native.c")
	if err != nil {
		t.Fatal(err)
	}
	// The line of each TECH_LOOPS(name), and the lines gcc vectorised a loop on.
	lineOf := map[string]int{}
	for i, l := range strings.Split(string(src), "\n") {
		if m := regexp.MustCompile(`^TECH_LOOPS\((\w+)\)$`).FindStringSubmatch(l); m != nil {
			lineOf[m[1]] = i + 1
		}
	}
	done := map[int]bool{}
	for _, m := range regexp.MustCompile(`native\.c:(\d+):\d+: optimized: loop vectorized`).FindAllStringSubmatch(string(out), -1) {
		n, _ := strconv.Atoi(m[1])
		done[n] = true
	}
	for _, tech := range techniques {
		line, ok := lineOf[tech]
		switch {
		case !ok:
			t.Errorf("native.c has no TECH_LOOPS(%s) line", tech)
		case vectorised[tech] && !done[line]:
			t.Errorf("%s has -native-vec rows, but gcc vectorised none of its loops (native.c:%d)", tech, line)
		case !vectorised[tech] && done[line]:
			t.Logf("%s: gcc vectorises a loop (native.c:%d), but it has no -native-vec rows", tech, line)
		}
	}
}

// TestSetup fails when the C tables cannot be built (magics that do not
// fit): the references would all be Unavailable, and the other tests would
// skip them rather than fail.
func TestSetup(t *testing.T) {
	if err := setup(); err != "" {
		t.Fatal(err)
	}
}
