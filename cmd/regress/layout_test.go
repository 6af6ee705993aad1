package main

import (
	"bytes"
	"context"
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// writeScript writes script, a shell script that stands in for a test
// binary, to dir/name and returns its path; it skips the test where there
// is no shell.
func writeScript(t *testing.T, dir, name, script string) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake test binaries are shell scripts")
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// fakeBinary writes a shell script that stands in for a test binary: it
// lists BenchmarkMoved and BenchmarkStill, and for each run prints one
// result line per -test.count of each benchmark the pattern names (both for
// "."): Moved at moved+k ns/op, Still at 100+k%3 ns/op, k counting the
// script's runs so far (kept in a file beside it).
func fakeBinary(t *testing.T, dir, name string, moved int) string {
	t.Helper()
	script := fmt.Sprintf(`#!/bin/sh
if [ "$1" = -test.list ]; then printf 'BenchmarkMoved\nBenchmarkStill\n'; exit 0; fi
pat=$4 n=$6
c=$(cat "$0.count" 2>/dev/null || echo 0)
i=0
while [ $i -lt $n ]; do
	c=$((c+1)) i=$((i+1))
	case "$pat" in .|*Moved*) echo "BenchmarkMoved-8 100 $((%d+c)) ns/op" ;; esac
	case "$pat" in .|*Still*) echo "BenchmarkStill-8 100 $((100+c%%3)) ns/op" ;; esac
done
echo $c >"$0.count"
`, moved)
	return writeScript(t, dir, name, script)
}

// TestMeasureLayout runs the layout A/A over two fake binaries: Moved sits
// 20 ns higher in the padded build, Still does not move.
func TestMeasureLayout(t *testing.T) {
	dir := t.TempDir()
	a := &side{label: "old", name: "base", dir: dir, bin: fakeBinary(t, dir, "a", 100)}
	b := &side{label: "layout", name: "base with layout padding", dir: dir, bin: fakeBinary(t, dir, "b", 120)}
	cfg := &config{bench: ".", benchtime: "1x", layoutRounds: 4, opt: gate.Options{Alpha: 0.05}}
	var stdout, log bytes.Buffer
	spread, err := measureLayout(context.Background(), cfg, &stdout, &log, a, b)
	if err != nil {
		t.Fatalf("measureLayout: %v\n%s", err, log.String())
	}
	// Four runs each, in ABBA order per benchmark: the values of each side
	// depend on that order, so read them back rather than guess them.
	moved := gate.Key{Name: "Moved", Unit: "ns/op"}
	sa, _ := a.results("a", false, &log)
	sb, _ := b.results("b", false, &log)
	want := median(sb.Samples()[moved])/median(sa.Samples()[moved]) - 1
	if len(spread) != 1 || math.Abs(spread[moved]-want) > 1e-12 || want < 0.1 {
		t.Errorf("spread == %v; want only Moved ns/op at %v (above 10%%)", spread, want)
	}
	if n := strings.Count(a.out.String(), "BenchmarkMoved-8"); n != 4 {
		t.Errorf("the base ran Moved %d times; want -layout-rounds 4", n)
	}
	if got := stdout.String(); !strings.HasPrefix(got, "layout: the base built twice, with and without padding code, 4 rounds: 1 of 2 keys moved") {
		t.Errorf("stdout %q; want the layout summary line", got)
	}
	if !strings.Contains(log.String(), "regress: layout-sensitive: Moved ns/op moved ") || strings.Contains(log.String(), "Still ns/op moved") {
		t.Errorf("log lacks Moved's line, or names Still:\n%s", log.String())
	}
}

// median of an even or odd number of values.
func median(v []float64) float64 {
	s := slices.Sorted(slices.Values(v))
	return (s[(len(s)-1)/2] + s[len(s)/2]) / 2
}

// TestPadLayout pads a two-package module and checks what the padding
// must do: every package of the module gets a file in its own package
// (the test package for the package under test), the padded tree builds,
// and the functions of both packages lie at other addresses.
func TestPadLayout(t *testing.T) {
	dir := twoPackageModule(t,
		"// Sum returns lib.Sum(n).\n//\n//go:noinline\nfunc Sum(n int) int { return lib.Sum(n) }\n",
		"func TestSum(t *testing.T) {\n\tif tiny.Sum(10) != 45 {\n\t\tt.Fatal(\"Sum\")\n\t}\n}\n",
		"// Sum returns 0+1+…+(n-1).\n//\n//go:noinline\nfunc Sum(n int) int {\n\ts := 0\n\tfor i := range n {\n\t\ts += i\n\t}\n\treturn s\n}\n")
	plain, padded := filepath.Join(t.TempDir(), "plain.test"), filepath.Join(t.TempDir(), "padded.test")
	buildTestBinary(t, dir, plain)
	files, err := padLayout(context.Background(), dir, 0)
	if err != nil {
		t.Fatal(err)
	}
	wantFiles := map[string]string{
		filepath.Join(dir, padFile+".go"):        "package tiny\n",
		filepath.Join(dir, padFile+"_test.go"):   "package tiny_test\n",
		filepath.Join(dir, "lib", padFile+".go"): "package lib\n",
	}
	if len(files) != len(wantFiles) {
		t.Errorf("padLayout wrote %q; want %d files", files, len(wantFiles))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil || !strings.Contains(string(data), wantFiles[f]) {
			t.Errorf("%s: %v; want a file with %q\n%s", f, err, wantFiles[f], data)
		}
	}
	buildTestBinary(t, dir, padded)
	for _, sym := range []string{"example.com/tiny/lib.Sum", "example.com/tiny.Sum", "example.com/tiny_test.TestSum"} {
		a, b := symbolAddress(t, plain, sym), symbolAddress(t, padded, sym)
		if a == "" || b == "" || a == b {
			t.Errorf("%s at %q plain, %q padded; want two different addresses", sym, a, b)
		}
	}
	for _, sym := range []string{"example.com/tiny/lib.regressLayoutPad", "example.com/tiny.regressLayoutPad", "example.com/tiny_test.regressLayoutPad"} {
		if symbolAddress(t, padded, sym) == "" {
			t.Errorf("padded binary lacks %s: the linker dropped the padding", sym)
		}
	}
}

// twoPackageModule writes a module example.com/tiny into a temporary
// directory and returns it: package tiny with code (which imports
// example.com/tiny/lib), its external test package with test (which
// imports testing and example.com/tiny), and package lib with lib. It
// skips the test in -short mode: its callers build test binaries.
func twoPackageModule(t *testing.T, code, test, lib string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds test binaries")
	}
	dir := t.TempDir()
	write(t, dir, "go.mod", "module example.com/tiny\n\ngo 1.26\n")
	write(t, dir, "tiny.go", "package tiny\n\nimport \"example.com/tiny/lib\"\n\n"+code)
	write(t, dir, "tiny_test.go", "package tiny_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/tiny\"\n)\n\n"+test)
	if err := os.Mkdir(filepath.Join(dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(dir, "lib"), "lib.go", "package lib\n\n"+lib)
	return dir
}

// buildTestBinary builds the test binary of the package in dir as out.
func buildTestBinary(t *testing.T, dir, out string) {
	t.Helper()
	cmd := exec.Command("go", "test", "-c", "-o", out, ".")
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test -c: %v\n%s", err, msg)
	}
}

// symbolAddress returns the address go tool nm gives sym in bin, in hex,
// or "" when bin has no such symbol.
func symbolAddress(t *testing.T, bin, sym string) string {
	t.Helper()
	out, err := exec.Command("go", "tool", "nm", bin).Output()
	if err != nil {
		t.Fatalf("go tool nm %s: %v", bin, err)
	}
	for line := range strings.Lines(string(out)) {
		if f := strings.Fields(line); len(f) == 3 && f[2] == sym {
			return f[0]
		}
	}
	return ""
}

// TestPadLayoutMovesData: the padded layouts put a package's big zeroed
// table at other offsets in its 4 KiB page, a different one in each
// layout. Padding of code alone leaves the offset the same in every
// layout (one pointer variable a package), which is how sissy's table
// escaped the recheck in v11.
func TestPadLayoutMovesData(t *testing.T) {
	dir := twoPackageModule(t,
		"// Get returns lib.Get(i).\nfunc Get(i int) uint64 { return lib.Get(i) }\n",
		"func TestGet(t *testing.T) {\n\tif tiny.Get(3) != 0 {\n\t\tt.Fatal(\"Get\")\n\t}\n}\n",
		"var table [1 << 15]uint64\n\n// Get returns entry i of a zeroed table.\nfunc Get(i int) uint64 { return table[i&(len(table)-1)] }\n")
	const sym = "example.com/tiny/lib.table"
	offset := func(bin string) uint64 {
		t.Helper()
		a, err := strconv.ParseUint(symbolAddress(t, bin, sym), 16, 64)
		if err != nil {
			t.Fatalf("%s in %s: %v", sym, bin, err)
		}
		return a % 4096
	}
	plain := filepath.Join(t.TempDir(), "plain.test")
	buildTestBinary(t, dir, plain)
	base := offset(plain)
	offsets := map[uint64]bool{}
	for v := range 4 {
		files, err := padLayout(context.Background(), dir, v)
		if err != nil {
			t.Fatal(err)
		}
		bin := filepath.Join(t.TempDir(), "padded.test")
		buildTestBinary(t, dir, bin)
		for _, f := range files {
			os.Remove(f)
		}
		off := offset(bin)
		if off == base {
			t.Errorf("layout %d: the table at offset %#x in its page, as in the base; want the padding to move it", v, off)
		}
		offsets[off] = true
	}
	// Three packages' arrays, at most 16 sizes each, can sum alike; the
	// module's few dozen seldom do.
	if len(offsets) < 3 {
		t.Errorf("4 layouts put the table at %d offsets in its page (%v); want at least 3", len(offsets), slices.Sorted(maps.Keys(offsets)))
	}
}

// whereBench reports the address of Sum as its figure (in a unit the gate
// reads as a duration, so that it is gated): the same for every run of one
// binary, different between the base's two layouts when the padding moves
// Sum.
const whereBench = "func BenchmarkWhere(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(10)\n\t}\n\tb.ReportMetric(float64(reflect.ValueOf(Sum).Pointer()), \"ns/where\")\n}\n"

// TestLayoutEndToEnd: in worktree mode the padded base really moves the
// code, and the key that measures where the code lies is reported
// layout-sensitive by the size of the move by the up-front A/A
// (-layout-rounds; TestWorkflowExitCodes runs the default, the recheck
// alone).
func TestLayoutEndToEnd(t *testing.T) {
	dir := tinyRepo(t)
	test := strings.Replace(tinyTest("45", sumBench+"\n"+whereBench), "\t\"flag\"\n", "\t\"flag\"\n\t\"reflect\"\n", 1)
	write(t, dir, "tiny_test.go", test)
	git(t, dir, "commit", "-q", "-am", "where")
	save := t.TempDir()
	code, stdout, stderr := runArgs(t, dir, "-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%", "-check", "", "-save", save, "-layout-rounds", "4")
	if code != exitPass {
		t.Fatalf("exit %d; want 0\n%s%s", code, stdout, stderr)
	}
	var row string
	for line := range strings.Lines(stdout) {
		if strings.HasPrefix(line, "Where ") {
			row = line
		}
	}
	if !strings.Contains(row, "layout-sensitive ±") || !strings.Contains(stderr, "regress: layout-sensitive: Where ns/where moved ") {
		t.Errorf("the Where row %q is not layout-sensitive\n%s%s", row, stdout, stderr)
	}
}

// TestPadSourceVariants: every padded layout gives a package 20 to 60
// statements of padding, layout 0 as v8 did (a hash of the import path
// alone), and the layouts differ from each other.
func TestPadSourceVariants(t *testing.T) {
	statements := func(src string) int { return strings.Count(src, "\tx = x*") }
	for _, path := range []string{"github.com/bitbench/bitbench/harness", "github.com/bitbench/bitbench/impl/sissy", "example.com/tiny"} {
		h := fnv.New32a()
		h.Write([]byte(path))
		if got, want := statements(padSource("p", path, 0)), 20+int(h.Sum32()%41); got != want {
			t.Errorf("%s, layout 0: %d statements; want %d, from the path's hash alone", path, got, want)
		}
		counts := map[int]bool{}
		for v := range 8 {
			n := statements(padSource("p", path, v))
			if n < 20 || n > 60 {
				t.Errorf("%s, layout %d: %d statements; want 20 to 60", path, v, n)
			}
			counts[n] = true
		}
		if len(counts) < 4 {
			t.Errorf("%s: 8 layouts give %d distinct paddings; want them to differ", path, len(counts))
		}
	}
}
