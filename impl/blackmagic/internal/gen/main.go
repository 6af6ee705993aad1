// Command blackgen (impl/blackmagic/internal/gen) searches for the black magics of package blackmagic,
// packs their tables into one shared table, and writes both as Go source.
//
// Usage:
//
//	go run ./internal/gen -rounds n [-seed n] [-o magics_gen.go]     (make blackmagics ROUNDS=n)
//	go run ./internal/gen -budget 10m [-seed n] [-o magics_gen.go]   (make blackmagics BUDGET=10m)
//	go run ./internal/gen -repeat [-o magics_gen.go]                 (make blackmagics-repeat)
//	go run ./internal/gen -replay [-o magics_gen.go]                 (go generate)
//
// A black magic indexes with the key occ | ^mask: every square outside the
// relevant mask is set, so the key varies only in the mask bits, and the
// fixed shift (52 for rooks, 55 for bishops) leaves 12 or 9 index bits. Each
// of the 128 squares (rooks a1…h8, then bishops) draws candidates from its
// own splitmix64 stream, derived from the seed and the square, so that a
// square's result depends on nothing else. The search goes in rounds: 2,000
// candidates per square, 8,000 while the square's best span is wider than
// the 2^n slots of its fancy-magic table (n mask squares). Each square keeps
// two pools of black magics: the 16 whose indices span the fewest slots
// (smallest to largest), and the 8 that use the fewest distinct slots
// (constructive collisions leave holes that other windows can fill). Once a
// square has a magic, a quarter of its candidates are the narrowest one
// with one or two bits flipped and a quarter the sparsest one mutated; the
// rest are fresh sparse draws. The squares of a round are searched on
// GOMAXPROCS goroutines; a square's search reads and writes only its own
// state, so the result is the same on any number of cores, which only
// decides how many rounds a budget buys. It stops after the first round
// that ends past the budget (each square must have a magic by then), or
// after -rounds rounds, which repeats a search exactly: the file records
// the seed and the rounds.
//
// After the rounds, every rook square enumerates the run families (see
// runFamilies): all multipliers made of four runs of one, two or three set
// bits, or of five pairs of adjacent bits, and their complements, 7.1 ×
// 10^7 per square, offered to both pools like the random draws. Such
// multipliers move the mask squares by amounts like 3, 6, 12 … slots, so
// that patterns with the same attack set share slots inside a compact
// window: rook f2 spans 768 slots where a fancy table has 1,024. The
// enumeration does not depend on the seed or the rounds; it costs about
// 32 minutes on 2 cores, on top of the rounds. Its magics are recorded
// as "runs" instead of a draw. The rank-8 rooks enumerate the families a
// second time for a third pool, the combs: the magics whose indices fall
// in the fewest columns mod 64 (18 or 20 of 64 for b8…g8, 36 for a8 and h8),
// whose windows the packer can lay side by side.
//
// The squares are then placed in one table (see place): a square at a
// time, each magic of its pools at the lowest position where every slot
// it uses is free or holds the same attack set, keeping the one that leaves
// the table shortest. The first fit depends on the order of the squares,
// so a seeded order search (see arrange) swaps squares in the order, from
// the most mask squares first, and keeps the swaps that do not lengthen
// the table: orderChains chains of orderTries swaps, 9 minutes on 2
// cores. The file records, per square, the chosen magic, its offset, the
// draw of the square's stream that found it (or runs), its span and its
// place in the order. -replay rebuilds the file from the seed, rounds,
// magics, draws and places recorded in it, checking every magic and
// placing the magics again in the recorded order (go generate refreshes
// the file that way, without a search; a square's first fit depends only
// on the squares placed before it, so the offsets come out the same).
// -repeat reruns the whole recorded search, order search included, and
// requires the file byte for byte, in about the time the search first
// took.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"regexp"
	"strconv"
	"time"

	"github.com/bitbench/bitbench/harness"
)

// DefaultSeed is the seed of the checked-in magics_gen.go.
const DefaultSeed = 2026

func main() {
	seed := flag.Uint64("seed", DefaultSeed, "seed of the splitmix64 streams")
	budget := flag.Duration("budget", 10*time.Second, "search time; the search stops after the first round past it")
	rounds := flag.Int("rounds", 0, "run exactly this many rounds instead of a time budget")
	replayFlag := flag.Bool("replay", false, "rebuild the output file from the seed, rounds and draws recorded in it")
	repeatFlag := flag.Bool("repeat", false, "rerun the search recorded in the output file and require the file byte for byte")
	out := flag.String("o", "magics_gen.go", "output `file`")
	flag.Parse()
	if flag.NArg() != 0 || *rounds < 0 || *budget <= 0 {
		flag.Usage()
		os.Exit(2)
	}
	start := time.Now()
	var src []byte
	var err error
	switch {
	case *repeatFlag:
		var have []byte
		if have, err = os.ReadFile(*out); err == nil {
			err = Repeat(have, searchRounds)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "blackgen:", err)
			os.Exit(1)
		}
		fmt.Fprintf(os.Stderr, "blackgen: %s repeated byte for byte in %v: %s\n", *out, time.Since(start).Round(time.Millisecond), summary(have))
		return
	case *replayFlag:
		var have []byte
		if have, err = os.ReadFile(*out); err == nil {
			src, err = Replay(have)
		}
	default:
		var jobs []*job
		var n int
		if jobs, n, err = search(*seed, *rounds, *budget); err == nil {
			src, err = Render(*seed, n, jobs, arrange(jobs, *seed))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "blackgen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "blackgen:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "blackgen: %s written in %v: %s\n", *out, time.Since(start).Round(time.Millisecond), summary(src))
}

// summary returns the rounds and the table size stated in src.
func summary(src []byte) string {
	r := headerRE.FindSubmatch(src)
	t := regexp.MustCompile(`(?m)^const tableSlots = (\d+)$`).FindSubmatch(src)
	if r == nil || t == nil {
		return "?"
	}
	return fmt.Sprintf("seed %s, %s rounds, a table of %s slots", r[1], r[2], t[1])
}

// Render places the jobs' magics into the shared table in order (each job
// holds one magic: arrange narrows the pools to it, and recorded reads it)
// and returns the formatted source of magics_gen.go for a search with seed
// and rounds.
func Render(seed uint64, rounds int, jobs, order []*job) ([]byte, error) {
	chosen := make([]int, len(jobs))
	offsets, size := place(order, windowsOf(jobs), chosen)
	placed := make([]int, len(jobs))
	for i, j := range order {
		placed[j.id] = i + 1
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by blackgen -seed %d -rounds %d; DO NOT EDIT.\n\npackage blackmagic\n\n", seed, rounds)
	var spans [2]uint64
	for _, j := range jobs {
		spans[j.piece] += j.cands()[chosen[j.id]].span()
	}
	fmt.Fprintf(&b, "// Seed %d, %d rounds of %d candidates per square (%d while a square's span\n// is wider than 2^n), then the run families for the rooks: windows of %d\n// rook and %d bishop slots packed into a shared table of %d slots (%d\n// bytes), in the order the best of %d chains of %d swaps reached.\n\n", seed, rounds, batch, wide*batch, spans[0], spans[1], size, 8*size, orderChains, orderTries)
	fmt.Fprintf(&b, "// tableSlots is the length of the shared attack table.\nconst tableSlots = %d\n\n", size)
	for p, pc := range pieces {
		fmt.Fprintf(&b, "// %sSquares holds, per square a1…h8, the %s's black magic and the table\n// index of its index 0 (as uint32, wrapping), with the draw of the square's\n// stream that found the magic (or runs, the run families), its span\n// of slots and its place in the order of placement.\nvar %sSquares = [64]square{\n", pc.name, pc.name, pc.name)
		for _, j := range jobs[p*64 : p*64+64] {
			c := j.cands()[chosen[j.id]]
			found := fmt.Sprintf("draw %d", c.draw)
			if c.draw == 0 {
				found = "runs"
			}
			fmt.Fprintf(&b, "\t{%#016x, %d}, // %v: %s, span %d, place %d\n", c.magic, offsets[j.id], harness.Square(j.square), found, c.span(), placed[j.id])
		}
		b.WriteString("}\n\n")
	}
	return format.Source(b.Bytes())
}

var (
	headerRE = regexp.MustCompile(`(?m)^// Code generated by blackgen -seed (\d+) -rounds (\d+); DO NOT EDIT\.$`)
	squareRE = regexp.MustCompile(`(?m)^\t\{(0x[0-9a-f]+), \d+\}, +// [a-h][1-8]: (?:draw (\d+)|runs), span \d+, place (\d+)$`)
)

// Replay rebuilds a magics_gen.go from the seed, rounds, magics, draws and
// order of placement recorded in src: each magic is checked and the
// windows are placed again in that order. For a file that blackgen wrote
// and nobody edited, the result is src byte for byte.
func Replay(src []byte) ([]byte, error) {
	seed, rounds, jobs, order, err := recorded(src)
	if err != nil {
		return nil, err
	}
	return Render(seed, rounds, jobs, order)
}

// recorded returns the seed and rounds recorded in src, the jobs of that
// seed, each with the recorded magic as its only one, and the recorded
// order of placement.
func recorded(src []byte) (seed uint64, rounds int, jobs, order []*job, err error) {
	f, err := parse(src)
	if err != nil {
		return 0, 0, nil, nil, err
	}
	jobs = newJobs(f.seed)
	order = make([]*job, len(jobs))
	for i, j := range jobs {
		if err := j.setMagic(f.magics[i], f.draws[i]); err != nil {
			return 0, 0, nil, nil, err
		}
		order[f.places[i]-1] = j
	}
	return f.seed, f.rounds, jobs, order, nil
}

// Repeat reruns the search recorded in src with run, for src's seed and
// rounds, and fails unless the result is src byte for byte. run returns
// the jobs, each narrowed to its chosen magic, and the order of placement.
func Repeat(src []byte, run func(seed uint64, rounds int) (jobs, order []*job, err error)) error {
	f, err := parse(src)
	if err != nil {
		return err
	}
	seed, rounds := f.seed, f.rounds
	jobs, order, err := run(seed, rounds)
	if err != nil {
		return err
	}
	got, err := Render(seed, rounds, jobs, order)
	if err != nil {
		return err
	}
	if !bytes.Equal(got, src) {
		return fmt.Errorf("seed %d, %d rounds: the search gives a different file (%s)", seed, rounds, summary(got))
	}
	return nil
}

// searchRounds is the search of Repeat: rounds rounds with seed, then the
// order search.
func searchRounds(seed uint64, rounds int) (jobs, order []*job, err error) {
	if jobs, _, err = search(seed, rounds, 0); err != nil {
		return nil, nil, err
	}
	return jobs, arrange(jobs, seed), nil
}

// file is what parse reads from a magics_gen.go: the seed and rounds of
// its header and, in job order, every square's magic, draw (0 for runs)
// and place in the order of placement (1…128).
type file struct {
	seed          uint64
	rounds        int
	magics        []uint64
	draws, places []int
}

// parse reads the seed and rounds from the header of src and the magic,
// draw and place of every square, in job order; the places must be 1…128,
// each once.
func parse(src []byte) (f file, err error) {
	h := headerRE.FindSubmatch(src)
	if h == nil {
		return f, fmt.Errorf("no blackgen header line (// Code generated by blackgen -seed N -rounds N; DO NOT EDIT.)")
	}
	if f.seed, err = strconv.ParseUint(string(h[1]), 10, 64); err != nil {
		return f, fmt.Errorf("header seed: %w", err)
	}
	if f.rounds, err = strconv.Atoi(string(h[2])); err != nil || f.rounds < 1 {
		return f, fmt.Errorf("header rounds %q: want a count of at least 1", h[2])
	}
	lines := squareRE.FindAllSubmatch(src, -1)
	if len(lines) != 128 {
		return f, fmt.Errorf("%d square lines; want 128 (// sq: draw N or runs, span N, place N)", len(lines))
	}
	taken := make([]bool, len(lines)+1)
	for i, l := range lines {
		m, err1 := strconv.ParseUint(string(l[1]), 0, 64)
		d, err2 := 0, error(nil) // "runs": draw 0, a magic of the enumeration
		if l[2] != nil {
			if d, err2 = strconv.Atoi(string(l[2])); err2 == nil && d < 1 {
				err2 = fmt.Errorf("draw %d", d)
			}
		}
		if err1 != nil || err2 != nil || d > f.rounds*wide*batch {
			return f, fmt.Errorf("square line %d: magic %s, draw %s: want a 64-bit number and a draw 1…%d (or runs)", i+1, l[1], l[2], f.rounds*wide*batch)
		}
		p, err := strconv.Atoi(string(l[3]))
		if err != nil || p < 1 || p > len(lines) || taken[p] {
			return f, fmt.Errorf("square line %d: place %s: want each of 1…%d once", i+1, l[3], len(lines))
		}
		taken[p] = true
		f.magics, f.draws, f.places = append(f.magics, m), append(f.draws, d), append(f.places, p)
	}
	return f, nil
}
