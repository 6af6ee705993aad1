//go:build cgo && !purego

package native

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sys/cpu"
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
// compiler and its version, the flags, the target, nothing saying the
// references are unavailable, and last the clang build's line: its
// compiler, or why it is unavailable.
func TestConfigLinesCgo(t *testing.T) {
	lines := ConfigLines()
	want := []*regexp.Regexp{
		regexp.MustCompile(`^cc: (gcc|clang) [0-9]+\.[0-9]+`),
		regexp.MustCompile(`^cflags: ` + regexp.QuoteMeta(cflags) + `$`),
		regexp.MustCompile(`^cc-target: \S`),
		regexp.MustCompile(`^(cc-clang: clang [0-9]+\.[0-9]+|native-clang: unavailable: \S)`),
	}
	if len(lines) != len(want) {
		t.Fatalf("ConfigLines() == %q; want %d lines", lines, len(want))
	}
	for i, re := range want {
		if !re.MatchString(lines[i]) {
			t.Errorf("ConfigLines()[%d] == %q; want a match of %s", i, lines[i], re)
		}
	}
	if strings.Contains(strings.Join(lines[:3], "\n"), "unavailable") {
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

// TestVectorised compiles each C file that holds a technique with
// -native-vec rows (vectorised) as cgo does, asking gcc which loops it
// vectorised (-fopt-info-vec-optimized), and fails when such a technique
// has a TECH_LOOPS (or TECH_LOOPS_QUEEN) line without a vectorised loop:
// its rows would be scalar under a vector name. It fails too when a
// technique has no TECH_LOOPS line. The other C files are not compiled
// (they hold no claim to check; compiling them doubled the test's time).
// It runs only where the compiler is gcc and targets AVX2 (elsewhere the
// list makes no claim), and not with -short (it compiles for some seconds).
func TestVectorised(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the C files; skipped with -short")
	}
	if lines := strings.Join(ConfigLines(), "\n"); !strings.Contains(lines, "cc: gcc ") || !strings.Contains(lines, " avx2") {
		t.Skipf("the list is gcc's on AVX2; this build: %q", ConfigLines())
	}
	files, err := filepath.Glob("*.c")
	if err != nil || len(files) == 0 {
		t.Fatalf("no C files: %v", err)
	}
	// Where each TECH_LOOPS(name) is ("file.c:line"), and the places gcc vectorised a loop at.
	where, done := map[string]string{}, map[string]bool{}
	for _, f := range files {
		claims := false
		for k, v := range techLoopLines(t, f) {
			where[k] = v
			claims = claims || vectorised[k]
		}
		if !claims {
			continue
		}
		for _, at := range vectorisedAt(t, f) {
			done[at] = true
		}
	}
	for _, tech := range techniques {
		at, ok := where[tech]
		switch {
		case !ok:
			t.Errorf("no C file has a TECH_LOOPS(%s) line", tech)
		case vectorised[tech] && !done[at]:
			t.Errorf("%s has -native-vec rows, but gcc vectorised none of its loops (%s)", tech, at)
		case !vectorised[tech] && done[at]:
			t.Logf("%s: gcc vectorises a loop (%s), but it has no -native-vec rows", tech, at)
		}
	}
}

// techLoopLines maps each technique of a TECH_LOOPS(name) line of file to
// "file:line".
func techLoopLines(t *testing.T, file string) map[string]string {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	re := regexp.MustCompile(`^TECH_LOOPS(?:_QUEEN)?\((\w+)\)$`)
	for i, l := range strings.Split(string(src), "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			out[m[1]] = file + ":" + strconv.Itoa(i+1)
		}
	}
	return out
}

// vectorisedAt compiles file with the package's flags and returns the
// "file:line" of each loop gcc reports vectorised.
func vectorisedAt(t *testing.T, file string) []string {
	cc := strings.Fields(os.Getenv("CC"))
	if len(cc) == 0 {
		cc = []string{"gcc"}
	}
	args := append(cc[1:], append(strings.Fields(cflags), "-fopt-info-vec-optimized", "-c", file, "-o", os.DevNull)...)
	out, err := exec.Command(cc[0], args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %q: %v\n%s", cc[0], args, err, out)
	}
	var at []string
	re := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(file) + `:(\d+):\d+: optimized: loop vectorized`)
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		at = append(at, file+":"+m[1])
	}
	return at
}

// TestTechniqueOrder fails when the Go list of techniques and C's
// (native.h's BB_TECHS) differ in length, names or order: a Ref would then
// run another technique's loops under its name.
func TestTechniqueOrder(t *testing.T) {
	for i, name := range techniques {
		if got := techName(false, i); got != name {
			t.Errorf("C technique %d is %q; Go's techniques[%d] is %q", i, got, i, name)
		}
	}
	if got := techName(false, len(techniques)); got != "" {
		t.Errorf("C has a technique %d (%q) past Go's list of %d", len(techniques), got, len(techniques))
	}
	if why := setupClang(); why != "" {
		t.Logf("the clang build is unavailable (%s); its list is not checked", why)
		return
	}
	for i, name := range techniques {
		if got := techName(true, i); got != name {
			t.Errorf("clang's technique %d is %q; Go's techniques[%d] is %q", i, got, i, name)
		}
	}
}

// TestVectorAvailable fails when a vector technique's row is unavailable
// although the compiler targeted its instructions (the cc-target line) and
// this CPU has them (golang.org/x/sys/cpu): a wrong CPU check would hide
// the row. Where either lacks them, the row must say so.
func TestVectorAvailable(t *testing.T) {
	var target string
	for _, l := range ConfigLines() {
		if v, ok := strings.CutPrefix(l, "cc-target: "); ok {
			target = " " + v + " "
		}
	}
	for _, c := range []struct {
		tech  string
		isa   []string
		cpuOK bool
	}{
		{"simd", []string{"avx2"}, cpu.X86.HasAVX2},
		{"avx512", []string{"avx512f"}, cpu.X86.HasAVX512F},
		{"gfni", []string{"gfni", "avx2"}, cpu.X86.HasAVX512GFNI && cpu.X86.HasAVX2},
	} {
		r, err := Lookup(c.tech + "-native")
		if err != nil {
			t.Fatal(err)
		}
		built := true
		for _, isa := range c.isa {
			built = built && strings.Contains(target, " "+isa+" ")
		}
		why := r.Unavailable()
		switch {
		case built && c.cpuOK && why != "":
			t.Errorf("%s: Unavailable() == %q; want \"\" (the compiler targeted %v, the CPU has it)", r.Name(), why, c.isa)
		case !built && why == "":
			t.Errorf("%s: available, but the compiler did not target %v (cc-target%s)", r.Name(), c.isa, target)
		}
	}
}

// TestSwitchesStraightLine compiles switches.c to assembly as cgo does and
// fails when one of its 192 per-square functions (rook, bishop, queen) has
// a loop left (a jump back to a label already seen in the function), where
// the switches row would walk rays instead of running straight-line code,
// or a conditional jump at all, where a test of a square would be a branch
// that random occupancy mispredicts instead of a conditional move. Not
// with -short.
func TestSwitchesStraightLine(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles switches.c; skipped with -short")
	}
	cc := strings.Fields(os.Getenv("CC"))
	if len(cc) == 0 {
		cc = []string{"gcc"}
	}
	args := append(cc[1:], append(strings.Fields(cflags), "-S", "switches.c", "-o", "-")...)
	out, err := exec.Command(cc[0], args...).Output()
	if err != nil {
		t.Fatalf("%s %q: %v", cc[0], args, err)
	}
	funcs, loops := straightLine(string(out))
	if funcs != 192 {
		t.Errorf("switches.c assembles to %d functions sw_rook_N/sw_bishop_N/sw_queen_N; want 192", funcs)
	}
	for _, l := range loops {
		t.Errorf("switches.c: %s", l)
	}
}

// straightLine counts the functions sw_rook_N, sw_bishop_N and sw_queen_N
// in the assembly asm and lists those whose control flow has a cycle (a
// loop) or a conditional jump.
func straightLine(asm string) (funcs int, loops []string) {
	start := regexp.MustCompile(`^(sw_(?:rook|bishop|queen)_\d+):`)
	cond := regexp.MustCompile(`^\s+j(?:[^m]\w*|m\w+)\s`) // any jump but jmp
	var fn string
	var body []string
	for _, l := range strings.Split(asm, "\n") {
		if m := start.FindStringSubmatch(l); m != nil {
			fn, body = m[1], nil
			funcs++
			continue
		}
		if fn == "" {
			continue
		}
		if strings.Contains(l, ".size") || strings.Contains(l, ".cfi_endproc") {
			if hasCycle(body) {
				loops = append(loops, fn+" has a loop")
			}
			for _, b := range body {
				if cond.MatchString(b) {
					loops = append(loops, fn+" has a conditional jump: "+strings.TrimSpace(b))
					break
				}
			}
			fn = ""
			continue
		}
		body = append(body, l)
	}
	return funcs, loops
}

// hasCycle reports whether the control flow of one function's assembly
// lines has a cycle: each line flows to the next unless it is an
// unconditional jump or a return, and a jump also flows to its label.
func hasCycle(lines []string) bool {
	label := regexp.MustCompile(`^(\.L\w+):`)
	jump := regexp.MustCompile(`^\s+(j\w+)\s+(\.L\w+)`)
	at := map[string]int{}
	for i, l := range lines {
		if m := label.FindStringSubmatch(l); m != nil {
			at[m[1]] = i
		}
	}
	next := func(i int) []int {
		var out []int
		m := jump.FindStringSubmatch(lines[i])
		if m != nil {
			if k, ok := at[m[2]]; ok {
				out = append(out, k)
			}
		}
		if op := strings.Fields(lines[i]); (m == nil || m[1] != "jmp") && (len(op) == 0 || op[0] != "ret") && i+1 < len(lines) {
			out = append(out, i+1)
		}
		return out
	}
	state := make([]int8, len(lines)) // 0 new, 1 on the path, 2 done
	var visit func(int) bool
	visit = func(i int) bool {
		state[i] = 1
		for _, k := range next(i) {
			if state[k] == 1 || state[k] == 0 && visit(k) {
				return true
			}
		}
		state[i] = 2
		return false
	}
	return len(lines) > 0 && visit(0)
}

// TestClangBuilds fails when clang is there (BITBENCH_CLANG, or clang-16
// on PATH) but the -clang-native references cannot run: their tests would
// skip them rather than fail. Where clang is missing, it checks that the
// references say so.
func TestClangBuilds(t *testing.T) {
	cc := os.Getenv(clangEnv)
	if cc == "" {
		cc = "clang-16"
	}
	why := setupClang()
	if _, err := exec.LookPath(cc); err != nil {
		if !strings.Contains(why, cc+" not found") {
			t.Errorf("without %s, setupClang() == %q; want it to say %q", cc, why, cc+" not found")
		}
		t.Skipf("%s not found: the -clang-native references are Unavailable", cc)
	}
	if why != "" {
		t.Fatalf("%s is there, but the -clang-native references are unavailable: %s", cc, why)
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
