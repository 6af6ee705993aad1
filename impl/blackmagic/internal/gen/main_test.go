package main

import (
	"bytes"
	"os"
	"regexp"
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
	seed, _, magics, draws, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
	jobs := newJobs(seed)
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
	run := func(seed uint64, rounds int) ([]*job, error) {
		_, _, jobs, err := recorded(src)
		return jobs, err
	}
	if err := Repeat(src, run); err != nil {
		t.Errorf("Repeat(magics_gen.go): %v", err)
	}
	m := squareRE.FindSubmatchIndex(src) // rook a1's magic
	bad := slices.Clone(src)
	bad[m[3]-1] ^= 1 // flip the magic's last hex digit between 0/1, 2/3, …
	if err := Repeat(bad, run); err == nil || !strings.Contains(err.Error(), "different file") {
		t.Errorf("Repeat(rook a1's magic changed) error = %v; want one saying the search gives a different file", err)
	}
	zero := bytes.Replace(src, []byte(" -rounds "), []byte(" -rounds 0"), 1) // "-rounds 0354", say
	zero = regexp.MustCompile(`-rounds 0\d+;`).ReplaceAll(zero, []byte("-rounds 0;"))
	if err := Repeat(zero, run); err == nil || !strings.Contains(err.Error(), "header rounds") {
		t.Errorf("Repeat(a header of 0 rounds) error = %v; want one naming the header rounds", err)
	}
}

// TestPack packs hand-made jobs (shift 0, so that a key times the magic is
// its index; no mask squares, so that pack places them by id first).
//
// In the first case A (magic 1) uses slots 0 and 2. B has two magics: 2
// sends its keys to indices 0 and 2, which fit one slot on and would make
// the table 4 long; 1 sends them to 0 and 1, which fit one slot on as well
// (slot 1 is free and slot 2 holds the same attack set) and keep the table
// at 3, so pack chooses B's second magic. C conflicts with every used slot,
// so it goes after them, its offset wrapping below zero because its
// smallest index is 10.
//
// In the second, placing by id puts A's one slot at 0 and B's window (slots
// 0 and 2) one on, 4 slots; the widest first puts B at 0 and A into B's
// hole, 3 slots, and pack keeps that layout.
func TestPack(t *testing.T) {
	mk := func(id int, keys, attacks []uint64, magics ...uint64) *job {
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
	three, ten := uint32(3), uint32(10)
	for _, tc := range []struct {
		name    string
		jobs    []*job
		chosen  []int
		offsets []uint32
		size    int
	}{
		{"choice", []*job{
			mk(0, []uint64{0, 2}, []uint64{5, 6}, 1),
			mk(1, []uint64{0, 1}, []uint64{7, 6}, 2, 1),
			mk(2, []uint64{10, 11}, []uint64{8, 9}, 1),
		}, []int{0, 1, 0}, []uint32{0, 1, three - ten}, 5},
		{"order", []*job{
			mk(0, []uint64{0, 0}, []uint64{5, 5}, 1),
			mk(1, []uint64{0, 2}, []uint64{6, 7}, 1),
		}, []int{0, 0}, []uint32{1, 0}, 3},
	} {
		chosen, offsets, size := pack(tc.jobs)
		if !slices.Equal(chosen, tc.chosen) || !slices.Equal(offsets, tc.offsets) || size != tc.size {
			t.Errorf("%s: pack chose %v at offsets %v, %d slots; want %v at %v, %d slots", tc.name, chosen, offsets, size, tc.chosen, tc.offsets, tc.size)
		}
	}
}

// TestParseErrors checks that a damaged file is refused with a reason.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"no header", "package blackmagic\n"},
		{"no squares", "// Code generated by blackgen -seed 1 -rounds 2; DO NOT EDIT.\n"},
		{"draw 0", regexp.MustCompile(`a1: draw \d+`).ReplaceAllString(string(checkedIn(t)), "a1: draw 0")},
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
	_, _, magics, draws, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
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
