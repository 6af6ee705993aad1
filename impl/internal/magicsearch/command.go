package magicsearch

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"testing"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Magics finds a magic for the slider moving by steps on every square, a1…h8
// in turn, drawing candidates from rng.Sparse: for an index of bits bits on
// every square (plain magics), or, where bits is 0, of as many bits as the
// square's mask has squares (fancy magics). It gives up after limit
// candidates on one square, with an error naming the square. tries counts
// the candidates drawn for all squares together.
func Magics(steps []geometry.Step, bits int, rng *Rand, limit int) (magics [harness.NumSquares]uint64, tries int, err error) {
	for s := range harness.Square(harness.NumSquares) {
		p := PatternsOf(s, steps)
		n := bits
		if n == 0 {
			n = p.Bits()
		}
		m, t, err := Find(p, p.Occs, uint(64-n), NewChecker(n), rng.Sparse, limit)
		if err != nil {
			return magics, tries + t, fmt.Errorf("%v: %w", s, err)
		}
		magics[s], tries = m, tries+t
	}
	return magics, tries, nil
}

// WriteMagics writes the elements of a [64]uint64 literal to b, one line
// per square ("\t0x…, // a1"), then its closing brace and a blank line.
func WriteMagics(b *bytes.Buffer, magics *[harness.NumSquares]uint64) {
	for s, m := range magics {
		fmt.Fprintf(b, "\t%#016x, // %v\n", m, harness.Square(s))
	}
	b.WriteString("}\n\n")
}

// Run is the body of the generator command prog (magicgen, plaingen),
// whose main is os.Exit(magicsearch.Run(…, os.Args[1:], os.Stderr)): it
// parses -seed (default defaultSeed) and -o (default magics_gen.go) from
// args, writes generate's output for the seed to that file and reports the
// time taken on stderr. It returns 0 done, 2 for a bad flag or an argument,
// 1 for a failed search or write, with the error on stderr.
func Run(prog string, defaultSeed uint64, generate func(seed uint64) ([]byte, error), args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	seed := fs.Uint64("seed", defaultSeed, "seed of the splitmix64 generator")
	out := fs.String("o", "magics_gen.go", "output `file`")
	if code, ok := Parse(fs, args, stderr); !ok {
		return code
	}
	start := time.Now()
	src, err := generate(*seed)
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	fmt.Fprintf(stderr, "%s: seed %d: magics found and %s written in %v\n", prog, *seed, *out, time.Since(start).Round(time.Millisecond))
	return 0
}

// Parse parses args with fs, whose name is the command's, its usage and
// errors going to stderr, and refuses arguments after the flags. It returns
// ok to go on, or the exit status to stop with: 0 after -help, 2 for a bad
// flag or an argument.
func Parse(fs *flag.FlagSet, args []string, stderr io.Writer) (code int, ok bool) {
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, false
		}
		return 2, false
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(stderr, "%s: unexpected argument %q\n", fs.Name(), fs.Arg(0))
		fs.Usage()
		return 2, false
	}
	return 0, true
}

// CheckReplay runs replay on the checked-in file at path and requires its
// output byte for byte: the file must be what its generator's replay (go
// generate) writes from the record in it. fix names the command that
// rewrites the file.
func CheckReplay(t *testing.T, replay func(src []byte) ([]byte, error), path, fix string) {
	t.Helper()
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := replay(want)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Replay(%s) differs from the file; run %s", path, fix)
	}
}

// CheckReproducible runs generate with seed and requires the checked-in
// file at path byte for byte: the file must be what go generate writes, and
// the search must be deterministic. fix names the command that rewrites
// the file. The search takes up to a second, so -short skips it.
func CheckReproducible(t *testing.T, generate func(seed uint64) ([]byte, error), seed uint64, path, fix string) {
	t.Helper()
	if testing.Short() {
		t.Skip("the magic search takes up to a second")
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := generate(seed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Generate(%d) differs from %s; run %s", seed, path, fix)
	}
}
