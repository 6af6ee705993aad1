// Command magicgen (impl/magic/internal/gen) searches for the magic multipliers of package magic and
// writes them, with each square's index bits, the table lengths and the de Bruijn constant used for
// bit scans, as Go source.
//
// Usage:
//
//	go run ./internal/gen [-seed n] [-tries n] [-o magics_gen.go]   (make magics: the whole search)
//	go run ./internal/gen -replay [-o magics_gen.go]               (go generate: from the file's record)
//
// The search has two stages.
//
// First, for each square and slider, a magic with as many index bits as the
// mask has squares (n): candidates come from one splitmix64 generator with
// the given seed, each the AND of three draws so that about one bit in eight
// is set, and the first that sends no two subsets of the mask with different
// attack sets to one slot is kept (a constructive collision, same attacks,
// is allowed). Squares go a1…h8, rooks first.
//
// Second, fewer bits: for each of the 128 squares it asks the bit-by-bit
// search of magicsearch.Fewer for a magic of n-1 bits, then n-2 and so on,
// each with up to -tries tries of its own stream (magicsearch.FindFewer),
// and keeps the last bits that succeeded; a square with n-1 bits needs half
// the slots. The squares' searches are
// independent (each reads only its own streams), so they run on every core
// with the same result on any number of them. The file records, per
// square, the bits and the try that found the magic; -replay reruns the
// first stage and only those tries, checks that they give the recorded
// magics, and writes the file again (go generate does that, in about a
// second). The time of the whole search is in impl/magic's doc and goes to
// standard error; a line per square shows the progress.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"sync"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// DefaultSeed is the seed the checked-in magics_gen.go was generated with.
const DefaultSeed = 2026

// DefaultTries is the number of tries per square and bit count of the
// checked-in magics_gen.go's second stage.
const DefaultTries = 2000

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

// run is the command: it returns 0 done, 2 for a bad flag or argument, 1
// for a failed search, replay or write, with the error on stderr.
func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("magicgen", flag.ContinueOnError)
	seed := fs.Uint64("seed", DefaultSeed, "seed of the splitmix64 generators")
	tries := fs.Int("tries", DefaultTries, "tries of the fewer-bits search per square and bit count (1…1000000)")
	replay := fs.Bool("replay", false, "rebuild the output file from the seed, tries and record in it, without the search")
	out := fs.String("o", "magics_gen.go", "output `file`")
	if code, ok := magicsearch.Parse(fs, args, stderr); !ok {
		return code
	}
	if *tries < 1 || *tries > 1_000_000 {
		fmt.Fprintf(stderr, "magicgen: -tries %d is outside 1…1000000\n", *tries)
		return 2
	}
	start := time.Now()
	var src []byte
	var err error
	if *replay {
		var have []byte
		if have, err = os.ReadFile(*out); err == nil {
			src, err = Replay(have)
		}
	} else {
		src, err = generate(*seed, *tries, stderr)
	}
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "magicgen: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "magicgen: %s written in %v\n", *out, time.Since(start).Round(time.Millisecond))
	return 0
}

// slider is one piece's search: its name in the file and its moves.
type slider struct {
	name  string
	steps []geometry.Step
}

var sliders = [2]slider{{"rook", geometry.Rook}, {"bishop", geometry.Bishop}}

// square is one square's result: its magic and index bits, and, when the
// bits are fewer than the mask's squares, the try of the second stage that
// found it.
type square struct {
	magic           uint64
	mask, bits, try int // mask: the relevant mask's squares
}

// fewer reports whether the square has fewer index bits than mask squares.
func (sq square) fewer() bool { return sq.bits < sq.mask }

// result is a whole search: the first stage's candidate counts and every
// square's result, rooks then bishops.
type result struct {
	seed       uint64
	tries      int
	candidates [2]int
	squares    [2][harness.NumSquares]square
}

// firstStage runs the first stage with seed.
func firstStage(seed uint64) (result, error) {
	r := result{seed: seed}
	rng := magicsearch.Rand(seed)
	for pc, sl := range sliders {
		magics, total, err := magicsearch.Magics(sl.steps, 0, &rng, 100_000_000)
		if err != nil {
			return r, fmt.Errorf("%s: %w", sl.name, err)
		}
		r.candidates[pc] = total
		for s, m := range magics {
			n := magicsearch.PatternsOf(harness.Square(s), sl.steps).Bits()
			r.squares[pc][s] = square{magic: m, mask: n, bits: n}
		}
	}
	return r, nil
}

// fewerID names square s of piece pc's streams in the second stage.
func fewerID(pc, s int) uint64 { return uint64(pc*harness.NumSquares + s) }

// Generate runs the whole search with seed and tries and returns the
// formatted source of magics_gen.go.
func Generate(seed uint64, tries int) ([]byte, error) { return generate(seed, tries, io.Discard) }

// generate is Generate with a line on progress for each square finished.
func generate(seed uint64, tries int, progress io.Writer) ([]byte, error) {
	r, err := firstStage(seed)
	if err != nil {
		return nil, err
	}
	r.tries = tries
	var jobs [][2]int
	for pc := range sliders {
		for s := range harness.NumSquares {
			jobs = append(jobs, [2]int{pc, s})
		}
	}
	var mu sync.Mutex // guards done and progress
	done := 0
	magicsearch.Each(jobs, runtime.GOMAXPROCS(0), func(j [2]int) {
		pc, s := j[0], j[1]
		sq := &r.squares[pc][s] // each job writes only its own square
		p := magicsearch.PatternsOf(harness.Square(s), sliders[pc].steps)
		for bits := sq.bits - 1; bits > 0; bits-- {
			m, try, ok, _ := magicsearch.FindFewer(p, bits, seed, fewerID(pc, s), tries)
			if !ok {
				break
			}
			sq.magic, sq.bits, sq.try = m, bits, try
		}
		mu.Lock()
		done++
		fmt.Fprintf(progress, "magicgen: %3d/128 %s %v: %d bits\n", done, sliders[pc].name, harness.Square(s), sq.bits)
		mu.Unlock()
	})
	return render(&r)
}

var (
	headerRE = regexp.MustCompile(`(?m)^// Code generated by magicgen -seed (\d+) -tries (\d+); DO NOT EDIT\.$`)
	squareRE = regexp.MustCompile(`(?m)^\t(0x[0-9a-f]{16}), // ([a-h][1-8])(?:: (\d+) bits, try (\d+))?$`)
)

// Replay rebuilds magics_gen.go from the seed, tries and second-stage record
// in src: it runs the first stage again and, for every square with fewer
// bits, only the recorded try, and requires the recorded magic from it.
func Replay(src []byte) ([]byte, error) {
	h := headerRE.FindSubmatch(src)
	if h == nil {
		return nil, errors.New("no magicgen header with -seed and -tries")
	}
	seed, err := strconv.ParseUint(string(h[1]), 10, 64)
	if err != nil {
		return nil, fmt.Errorf("header: seed %q: %w", h[1], err)
	}
	tries, err := strconv.Atoi(string(h[2]))
	if err != nil {
		return nil, fmt.Errorf("header: tries %q: %w", h[2], err)
	}
	r, err := firstStage(seed)
	if err != nil {
		return nil, err
	}
	r.tries = tries
	lines := squareRE.FindAllSubmatch(src, -1)
	if len(lines) != 2*harness.NumSquares {
		return nil, fmt.Errorf("%d square lines; want %d", len(lines), 2*harness.NumSquares)
	}
	for i, l := range lines {
		pc, s := i/harness.NumSquares, i%harness.NumSquares
		name := sliders[pc].name + " " + harness.Square(s).String()
		if string(l[2]) != harness.Square(s).String() {
			return nil, fmt.Errorf("line %d names %s; want %s", i+1, l[2], name)
		}
		if l[3] == nil {
			continue // the first stage's magic, found again above
		}
		bits, err1 := strconv.Atoi(string(l[3]))
		try, err2 := strconv.Atoi(string(l[4]))
		if err := errors.Join(err1, err2); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		p := magicsearch.PatternsOf(harness.Square(s), sliders[pc].steps)
		if bits < 1 || bits >= p.Bits() || try < 0 || try >= tries {
			return nil, fmt.Errorf("%s: %d bits at try %d is outside 1…%d bits and tries 0…%d", name, bits, try, p.Bits()-1, tries-1)
		}
		f := magicsearch.NewFewer(p, bits)
		f.SetZeros(magicsearch.TryZeros(p.Mask, try))
		m, _, ok := f.Try(magicsearch.FewerTry(seed, fewerID(pc, s), bits, try), magicsearch.FewerWork)
		if !ok || fmt.Sprintf("%#016x", m) != string(l[1]) {
			return nil, fmt.Errorf("%s: try %d for %d bits gives %#016x (found %v); the file records %s", name, try, bits, m, ok, l[1])
		}
		sq := &r.squares[pc][s]
		sq.magic, sq.bits, sq.try = m, bits, try
	}
	return render(&r)
}

// render returns the formatted source of magics_gen.go for r.
func render(r *result) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by magicgen -seed %d -tries %d; DO NOT EDIT.\n\npackage magic\n\n", r.seed, r.tries)
	for pc, sl := range sliders {
		slots, fewer := 0, 0
		for _, sq := range r.squares[pc] {
			slots += 1 << sq.bits
			if sq.fewer() {
				fewer++
			}
		}
		fmt.Fprintf(&b, "// %sMagics holds the %s magic multiplier of each square, a1…h8: %d\n// candidates tried in the first stage, and the bits and try of the %d squares\n// with fewer index bits than mask squares.\nvar %sMagics = [64]uint64{\n", sl.name, sl.name, r.candidates[pc], fewer, sl.name)
		for s, sq := range r.squares[pc] {
			fmt.Fprintf(&b, "\t%#016x, // %v", sq.magic, harness.Square(s))
			if sq.fewer() {
				fmt.Fprintf(&b, ": %d bits, try %d", sq.bits, sq.try)
			}
			b.WriteString("\n")
		}
		b.WriteString("}\n\n")
		fmt.Fprintf(&b, "// %sBits holds the index bits of each square's %s magic, a1…h8.\nvar %sBits = [64]uint8{", sl.name, sl.name, sl.name)
		for s, sq := range r.squares[pc] {
			if s%16 == 0 {
				b.WriteString("\n\t")
			}
			fmt.Fprintf(&b, "%d, ", sq.bits)
		}
		fmt.Fprintf(&b, "\n}\n\n// %sSlots is the length of the %s table: 2^bits summed over the squares.\nconst %sSlots = %d\n\n", sl.name, sl.name, sl.name, slots)
	}
	if err := writeDeBruijn(&b); err != nil {
		return nil, err
	}
	return format.Source(b.Bytes())
}

// deBruijn returns the lexicographically least binary de Bruijn sequence of
// order 6 (every 6-bit pattern appears once as a cyclic window) as a 64-bit
// number, first element in the top bit, and the table that maps each
// window, as read by (1<<i * constant) >> 58, back to i. It builds the
// sequence by concatenating, in lexicographic order, the Lyndon words whose
// length divides 6 (Fredricksen, Kessler and Maiorana).
func deBruijn() (constant uint64, index [64]uint8, err error) {
	const n = 6
	var a [n + 1]int
	var seq []int
	var gen func(t, p int)
	gen = func(t, p int) {
		if t > n {
			if n%p == 0 {
				seq = append(seq, a[1:p+1]...)
			}
			return
		}
		a[t] = a[t-p]
		gen(t+1, p)
		for j := a[t-p] + 1; j < 2; j++ {
			a[t] = j
			gen(t+1, t)
		}
	}
	gen(1, 1)
	if len(seq) != 64 {
		return 0, index, fmt.Errorf("de Bruijn sequence has %d elements; want 64", len(seq))
	}
	for i, b := range seq {
		constant |= uint64(b) << (63 - i)
	}
	var seen [64]bool
	for i := range 64 {
		w := (uint64(1) << i) * constant >> 58
		if seen[w] {
			return 0, index, fmt.Errorf("de Bruijn constant %#x repeats window %d", constant, w)
		}
		seen[w], index[w] = true, uint8(i)
	}
	return constant, index, nil
}

// writeDeBruijn writes the de Bruijn constant and its index table.
func writeDeBruijn(b *bytes.Buffer) error {
	constant, index, err := deBruijn()
	if err != nil {
		return err
	}
	fmt.Fprintf(b, "// deBruijn is the least binary de Bruijn sequence of order 6, first element\n// in the top bit: the top 6 bits of deBruijn<<i differ for every i in 0…63.\nconst deBruijn = %#016x\n\n", constant)
	b.WriteString("// deBruijnIndex maps the top 6 bits of deBruijn<<i back to i.\nvar deBruijnIndex = [64]uint8{")
	for i, v := range index {
		if i%16 == 0 {
			b.WriteString("\n\t")
		}
		fmt.Fprintf(b, "%d, ", v)
	}
	b.WriteString("\n}\n")
	return nil
}
