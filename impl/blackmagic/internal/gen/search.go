package main

import (
	"fmt"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// batch is the number of candidates each square draws per round. The search
// stops between rounds, so the number of rounds is all it takes to repeat a
// search exactly.
const batch = 2000

// pieces are the two sliders, rooks first; job id = piece×64 + square.
var pieces = []struct {
	name  string
	steps []geometry.Step
	bits  int
}{{"rook", geometry.Rook, magicsearch.RookBits}, {"bishop", geometry.Bishop, magicsearch.BishopBits}}

// job is the search of one square of one piece.
type job struct {
	id            int
	pat           magicsearch.Patterns
	keys          []uint64 // occ | ^mask for every subset occ of the mask
	shift         uint
	rng           magicsearch.Rand
	draws         int // candidates drawn so far
	best          uint64
	bestDraw      int
	lo, hi        uint64 // the best magic's smallest and largest index
	found         bool
	check         *magicsearch.Checker
	piece, square int
}

// span returns the number of slots from the smallest index to the largest,
// or 2^bits+1 before any magic is found.
func (j *job) span() uint64 {
	if !j.found {
		return 1<<(64-j.shift) + 1
	}
	return j.hi - j.lo + 1
}

// newJobs returns the 128 jobs of a search with seed, each with its own
// generator stream, so that each square's result depends only on the seed
// and the number of rounds.
func newJobs(seed uint64) []*job {
	var jobs []*job
	for p, pc := range pieces {
		for s := range harness.Square(harness.NumSquares) {
			pat := magicsearch.PatternsOf(s, pc.steps)
			id := p*64 + int(s)
			jobs = append(jobs, &job{
				id: id, pat: pat, keys: pat.BlackKeys(), shift: uint(64 - pc.bits),
				rng: magicsearch.Stream(seed, uint64(id)), check: magicsearch.NewChecker(pc.bits),
				piece: p, square: int(s),
			})
		}
	}
	return jobs
}

// round draws batch candidates for j and keeps any that is a black magic
// with a narrower span of indices than the best so far. Once a magic is
// found, every other candidate is a mutation of the best one (one or two
// bits flipped, a local search), which may also replace it at an equal span
// so that the search can drift along a plateau; the others are fresh sparse
// draws. Most candidates are rejected by the span alone, while the indices
// are computed, before any collision check.
func (j *job) round() {
	for range batch {
		j.draws++
		limit := j.span() // a fresh draw must beat it
		var m uint64
		if j.found && j.draws%2 == 0 {
			r := j.rng.Next()
			m = j.best ^ 1<<(r&63)
			if r>>6&1 != 0 {
				m ^= 1 << (r >> 7 & 63)
			}
			limit++ // a mutation may tie
		} else {
			m = j.rng.Sparse()
		}
		if m == j.best || !magicsearch.Plausible(j.pat.Mask, m) {
			continue
		}
		lo, hi := ^uint64(0), uint64(0)
		ok := true
		for n, k := range j.keys {
			i := k * m >> j.shift
			lo, hi = min(lo, i), max(hi, i)
			if hi-lo+1 >= limit {
				ok = false
				j.promote(n)
				break
			}
		}
		if ok && j.check.Fits(j.keys, j.pat.Attacks, m, j.shift) {
			j.best, j.bestDraw, j.lo, j.hi, j.found = m, j.draws, lo, hi, true
		}
	}
}

// promote moves key n, which just showed a candidate's span too wide, to one
// of the first eight places (with its attack set), so that the keys with
// extreme indices are tried first and later candidates are rejected
// sooner. The order of the keys changes how fast a candidate is rejected,
// never whether it is.
func (j *job) promote(n int) {
	if f := j.draws & 7; n > 7 {
		j.keys[f], j.keys[n] = j.keys[n], j.keys[f]
		j.pat.Attacks[f], j.pat.Attacks[n] = j.pat.Attacks[n], j.pat.Attacks[f]
	}
}

// search runs rounds over every job until rounds rounds are done (rounds >
// 0) or, with rounds == 0, until budget has passed and every job has a
// magic. It returns the jobs and the number of rounds run.
func search(seed uint64, rounds int, budget time.Duration) ([]*job, int, error) {
	jobs := newJobs(seed)
	start := time.Now()
	n := 0
	for {
		if rounds > 0 && n == rounds {
			break
		}
		if rounds == 0 && n > 0 && time.Since(start) >= budget && allFound(jobs) {
			break
		}
		for _, j := range jobs {
			j.round()
		}
		n++
	}
	if !allFound(jobs) {
		return nil, n, fmt.Errorf("no black magic for some squares after %d rounds; use more", n)
	}
	return jobs, n, nil
}

func allFound(jobs []*job) bool {
	for _, j := range jobs {
		if !j.found {
			return false
		}
	}
	return true
}

// setMagic makes m the job's magic, as found at draw, and computes its
// index range; it fails if m is not a black magic for the job.
func (j *job) setMagic(m uint64, draw int) error {
	if !j.check.Fits(j.keys, j.pat.Attacks, m, j.shift) {
		return fmt.Errorf("%s %v: %#x is not a black magic", pieces[j.piece].name, harness.Square(j.square), m)
	}
	lo, hi := ^uint64(0), uint64(0)
	for _, k := range j.keys {
		i := k * m >> j.shift
		lo, hi = min(lo, i), max(hi, i)
	}
	j.best, j.bestDraw, j.lo, j.hi, j.found = m, draw, lo, hi, true
	return nil
}
