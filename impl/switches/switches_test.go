package switches

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/switches/internal/gen"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestGeneratedUpToDate regenerates rays_gen.go in memory and fails when
// the checked-in file differs.
func TestGeneratedUpToDate(t *testing.T) {
	want, err := gen.Source()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(gen.File)
	if err != nil {
		t.Fatalf("%v; run go generate ./impl/switches", err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is stale: it differs from what internal/gen writes; run go generate ./impl/switches", gen.File)
	}
}

// TestStraightLine compiles this package with -S (go build) and fails when
// one of the 192 generated functions has a conditional jump: a test of a
// square that random occupancy mispredicts, where the generated code should
// give a conditional move. Not with -short.
func TestStraightLine(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the package to assembly; skipped with -short")
	}
	const pkg = "github.com/bitbench/bitbench/impl/switches"
	out, err := exec.Command("go", "build", "-gcflags="+pkg+"=-S", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-S: %v\n%s", err, out)
	}
	funcs, jumps := condJumps(string(out))
	if funcs != 192 {
		t.Errorf("the assembly has %d generated functions; want 192", funcs)
	}
	for _, j := range jumps {
		t.Errorf("conditional jump: %s", j)
	}
}

// condJumps counts the generated functions (rookD4, bishopA1, queenH8, ...)
// in the compiler's assembly listing asm and lists each conditional jump (any
// J but JMP) in them as "function: instruction".
func condJumps(asm string) (funcs int, jumps []string) {
	text := regexp.MustCompile(`^\S+\.(\w+) STEXT`)
	generated := regexp.MustCompile(`^(rook|bishop|queen)[A-H][1-8]$`)
	jump := regexp.MustCompile(`\t(J\w+)\t`)
	var fn string
	for _, l := range strings.Split(asm, "\n") {
		if m := text.FindStringSubmatch(l); m != nil {
			fn = ""
			if generated.MatchString(m[1]) {
				fn = m[1]
				funcs++
			}
			continue
		}
		if m := jump.FindStringSubmatch(l); fn != "" && m != nil && m[1] != "JMP" {
			jumps = append(jumps, fn+": "+strings.Join(strings.Fields(l)[3:], " "))
		}
	}
	return funcs, jumps
}
