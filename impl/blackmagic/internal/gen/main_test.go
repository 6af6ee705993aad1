package main

import (
	"bytes"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// TestReplay rebuilds the checked-in magics_gen.go from the seed, rounds,
// magics and draws recorded in it, which re-verifies every magic and packs
// the table again, and requires the file byte for byte.
func TestReplay(t *testing.T) {
	magicsearch.CheckReplay(t, Replay, "../../magics_gen.go", "go generate ./impl/blackmagic")
}

// TestSearchRepeats reruns the recorded search of two squares, the rook
// and the bishop square whose recorded magic costs the least to reach (its
// draw times the square's 2^n keys), up to that draw: each square draws from
// its own stream, so the same magic must come up at the same draw. Squares
// whose magic came from the enumeration of runs (draw 0, "runs" in the
// file) are left to TestEnumerateNarrows and TestRunsRecorded. (The whole
// search repeats with -repeat; see the package comment.)
func TestSearchRepeats(t *testing.T) {
	src, err := os.ReadFile("../../magics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
	magics, draws := f.magics, f.draws
	jobs := newJobs(f.seed)
	for _, ids := range [][]int{{0, 64}, {64, 128}} { // rooks, bishops
		id := -1
		cost := func(i int) int { return draws[i] << jobs[i].pat.Bits() }
		for i := ids[0]; i < ids[1]; i++ {
			if draws[i] > 0 && (id < 0 || cost(i) < cost(id)) {
				id = i
			}
		}
		if id < 0 {
			continue // every magic of the piece came from the runs
		}
		j := jobs[id]
		j.replayTo(draws[id])
		if !slices.ContainsFunc(j.cands(), func(c cand) bool { return c.magic == magics[id] && c.draw == draws[id] }) {
			t.Errorf("job %d: the search up to draw %d kept %v; the file has %#x at draw %d", id, draws[id], j.cands(), magics[id], draws[id])
		}
	}
}

// TestRepeat checks Repeat's verdict with a search replaced by the jobs
// of the checked-in file (the real search takes minutes; TestSearchRepeats
// repeats two squares of it): the file itself is accepted, the file with
// rook a1's magic changed is refused (the "search" gives the original), as
// is a file whose header claims no rounds.
func TestRepeat(t *testing.T) {
	src, err := os.ReadFile("../../magics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	run := func(seed uint64, rounds int) ([]*job, []*job, error) {
		_, _, jobs, order, err := recorded(src)
		return jobs, order, err
	}
	if err := Repeat(src, run); err != nil {
		t.Errorf("Repeat(magics_gen.go): %v", err)
	}
	m := squareRE.FindSubmatchIndex(src) // rook a1's magic
	bad := slices.Clone(src)
	if last := &bad[m[3]-1]; *last == '0' { // change the magic's last hex digit
		*last = '1'
	} else {
		*last = '0'
	}
	if err := Repeat(bad, run); err == nil || !strings.Contains(err.Error(), "different file") {
		t.Errorf("Repeat(rook a1's magic changed) error = %v; want one saying the search gives a different file", err)
	}
	zero := bytes.Replace(src, []byte(" -rounds "), []byte(" -rounds 0"), 1) // "-rounds 0354", say
	zero = regexp.MustCompile(`-rounds 0\d+;`).ReplaceAll(zero, []byte("-rounds 0;"))
	if err := Repeat(zero, run); err == nil || !strings.Contains(err.Error(), "header rounds") {
		t.Errorf("Repeat(a header of 0 rounds) error = %v; want one naming the header rounds", err)
	}
}

// mkJob returns a hand-made job for the packing tests: shift 0, so that a
// key times the magic is its index, and no mask squares, so that byBits
// orders the jobs by id.
func mkJob(id int, keys, attacks []uint64, magics ...uint64) *job {
	j := &job{id: id, keys: keys, pat: magicsearch.Patterns{Attacks: attacks}}
	for _, m := range magics {
		lo, hi := ^uint64(0), uint64(0)
		for _, k := range keys {
			lo, hi = min(lo, k*m), max(hi, k*m)
		}
		j.pool = append(j.pool, cand{magic: m, lo: lo, hi: hi})
	}
	return j
}

// TestPlace places hand-made jobs by id. A (magic 1) uses slots 0 and 2. B
// has two magics: 2 sends its keys to indices 0 and 2, which fit one slot
// on and would make the table 4 long; 1 sends them to 0 and 1, which fit
// one slot on as well (slot 1 is free and slot 2 holds the same attack
// set) and keep the table at 3, so place chooses B's second magic. C
// conflicts with every used slot, so it goes after them, its offset
// wrapping below zero because its smallest index is 10.
func TestPlace(t *testing.T) {
	jobs := []*job{
		mkJob(0, []uint64{0, 2}, []uint64{5, 6}, 1),
		mkJob(1, []uint64{0, 1}, []uint64{7, 6}, 2, 1),
		mkJob(2, []uint64{10, 11}, []uint64{8, 9}, 1),
	}
	chosen := make([]int, len(jobs))
	offsets, size := place(jobs, windowsOf(jobs), chosen)
	three, ten := uint32(3), uint32(10)
	if want := []uint32{0, 1, three - ten}; !slices.Equal(chosen, []int{0, 1, 0}) || !slices.Equal(offsets, want) || size != 5 {
		t.Errorf("place chose %v at offsets %v, %d slots; want [0 1 0] at %v, 5 slots", chosen, offsets, size, want)
	}
	// Replay places each job's chosen magic alone, in the same order: the
	// first fits, and so the offsets, must come out the same.
	for _, j := range jobs {
		j.pool = j.pool[chosen[j.id] : chosen[j.id]+1]
	}
	if again, n := place(jobs, windowsOf(jobs), make([]int, len(jobs))); !slices.Equal(again, offsets) || n != size {
		t.Errorf("the chosen magics alone were placed at %v, %d slots; with the pools at %v, %d slots", again, n, offsets, size)
	}
}

// TestArrange checks that the order search finds an order better than
// byBits and that Render lays the chosen magics out in it. By id, A's one
// slot goes to 0 and B's window (slots 0 and 2, different attack sets)
// one on: 4 slots. B first, A fits B's hole: 3 slots. Arrange must also
// narrow B to the magic it chose (its second, 1, which fits A's slot
// beside it; 2 never fits so well) whatever the number of cores.
func TestArrange(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, procs := range []int{1, 3} {
		runtime.GOMAXPROCS(procs)
		jobs := []*job{
			mkJob(0, []uint64{0, 0}, []uint64{5, 5}, 1),
			mkJob(1, []uint64{0, 2}, []uint64{6, 7}, 3, 1),
		}
		order := arrange(jobs, DefaultSeed)
		chosen := make([]int, len(jobs))
		offsets, size := place(order, windowsOf(jobs), chosen)
		if order[0] != jobs[1] || size != 3 || !slices.Equal(offsets, []uint32{1, 0}) || jobs[1].best().magic != 1 || len(jobs[1].cands()) != 1 {
			t.Errorf("GOMAXPROCS %d: arrange placed job %d first, %d slots at offsets %v, B narrowed to %v; want B first, 3 slots at [1 0], B's magic 1 alone", procs, order[0].id, size, offsets, jobs[1].cands())
		}
	}
}

// TestParseErrors checks that a damaged file is refused with a reason.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"no header", "package blackmagic\n"},
		{"no squares", "// Code generated by blackgen -seed 1 -rounds 2; DO NOT EDIT.\n"},
		{"draw 0", regexp.MustCompile(`a1: draw \d+`).ReplaceAllString(string(checkedIn(t)), "a1: draw 0")},
		{"place twice", regexp.MustCompile(`place 1\n`).ReplaceAllString(string(checkedIn(t)), "place 2\n")},
		{"place 129", regexp.MustCompile(`place 1\n`).ReplaceAllString(string(checkedIn(t)), "place 129\n")},
		{"no place", regexp.MustCompile(`, place 1\n`).ReplaceAllString(string(checkedIn(t)), "\n")},
	} {
		if _, err := Replay([]byte(tc.src)); err == nil {
			t.Errorf("Replay(%s) succeeded; want an error", tc.name)
		} else {
			t.Logf("%s: %v", tc.name, err)
		}
	}
}

// TestSearchWorkersAgree runs the same two rounds on one goroutine and on
// three: every square must come out the same (draws, generator state, both
// pools, and the order its keys were promoted into), so that a search
// repeats exactly whatever GOMAXPROCS is.
func TestSearchWorkersAgree(t *testing.T) {
	one, three := newJobs(DefaultSeed), newJobs(DefaultSeed)
	for range 2 {
		runRound(mostBitsFirst(one), 1)
		runRound(mostBitsFirst(three), 3)
	}
	for i := range one {
		a, b := one[i], three[i]
		if a.draws == 0 || a.draws != b.draws || a.rng != b.rng || !slices.Equal(a.cands(), b.cands()) || !slices.Equal(a.keys, b.keys) {
			t.Errorf("job %d: one goroutine drew %d and kept %v; three drew %d and kept %v", i, a.draws, a.cands(), b.draws, b.cands())
		}
	}
}

// checkedIn returns the checked-in magics_gen.go.
func checkedIn(t *testing.T) []byte {
	t.Helper()
	src, err := os.ReadFile("../../magics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// TestRunsRecorded checks the squares the checked-in file marks "runs": each
// magic is one of runFamilies' multipliers (its bits alone decide), and the
// file parses them with draw 0 and renders them back as "runs".
func TestRunsRecorded(t *testing.T) {
	src := checkedIn(t)
	f, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
	magics, draws := f.magics, f.draws
	runs := 0
	for i, m := range magics {
		if draws[i] != 0 {
			continue
		}
		runs++
		if !slices.ContainsFunc(runFamilies, func(f family) bool { return inFamily(f, m) }) {
			t.Errorf("square line %d: %#x is marked runs but is no multiplier of the run families", i+1, m)
		}
	}
	if got := bytes.Count(src, []byte(": runs, span ")); got != runs {
		t.Errorf("the file has %d runs lines; parse gave %d magics with draw 0", got, runs)
	}
}

// TestSearchOrderSnapshots checks searchOrder, which restarts each try from
// a copy of the table and gives up once the table is too long, against a
// plain chain that packs every try in full: on the bishops' pools after two
// rounds of the real search, the same stream must reach the same order and
// length.
func TestSearchOrderSnapshots(t *testing.T) {
	jobs := newJobs(DefaultSeed)
	for range 2 {
		runRound(mostBitsFirst(jobs), runtime.GOMAXPROCS(0))
	}
	wins := windowsOf(jobs)
	jobs = slices.DeleteFunc(jobs, func(j *job) bool { return j.piece == 0 || !j.found() }) // the bishops, for time
	n := len(jobs)
	const tries = 150
	got, gotSize := searchOrder(jobs, wins, magicsearch.Stream(DefaultSeed, 128), tries)

	rng := magicsearch.Stream(DefaultSeed, 128)
	order := mostBitsFirst(jobs)
	chosen := make([]int, len(wins))
	_, size := place(order, wins, chosen)
	start, kept := size, 0
	for range tries {
		x := rng.Next()
		a, b := int(x%uint64(n)), int(x>>16%uint64(n))
		if x>>32&1 == 0 {
			b = min(a+1+int(x>>40%5), n-1)
		}
		if a == b {
			continue
		}
		order[a], order[b] = order[b], order[a]
		if _, s := place(order, wins, chosen); s <= size {
			size, kept = s, kept+1
		} else {
			order[a], order[b] = order[b], order[a]
		}
	}
	if !slices.Equal(got, order) || gotSize != size {
		t.Errorf("searchOrder reached %d slots; packing every try in full reaches %d (orders equal: %v)", gotSize, size, slices.Equal(got, order))
	}
	t.Logf("%d jobs: %d slots from %d, %d of %d swaps kept", n, size, start, kept, tries)
}
