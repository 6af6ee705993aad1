package main

import (
	"cmp"
	"fmt"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// batch is the number of candidates each square draws per round. The search
// stops between rounds, so the number of rounds is all it takes to repeat a
// search exactly.
const batch = 2000

// wide is the factor by which a square's batch grows while its best span is
// wider than 2^(mask squares), the size of its fancy-magic table: the
// widest windows get the most time.
const wide = 4

// pieces are the two sliders, rooks first; job id = piece×64 + square.
var pieces = []struct {
	name  string
	steps []geometry.Step
	bits  int
}{{"rook", geometry.Rook, magicsearch.RookBits}, {"bishop", geometry.Bishop, magicsearch.BishopBits}}

// poolSize is the number of magics each square keeps, narrowest spans
// first: the packer chooses among them the one that fits the shared table
// best.
const poolSize = 16

// sparseSize is the number of magics each square keeps that use the fewest
// slots.
const sparseSize = 8

// cand is one black magic of a square: the multiplier, the draw of the
// square's stream that found it, its smallest and largest index.
type cand struct {
	magic  uint64
	draw   int
	lo, hi uint64
	used   int // distinct slots
	cols   int // distinct indices mod 64 (combs pool only; 0 elsewhere)
}

// span returns the number of slots from c's smallest index to its largest.
func (c cand) span() uint64 { return c.hi - c.lo + 1 }

// job is the search of one square of one piece.
type job struct {
	id            int
	pat           magicsearch.Patterns
	keys          []uint64 // occ | ^mask for every subset occ of the mask
	shift         uint
	rng           magicsearch.Rand
	draws         int    // candidates drawn so far
	pool          []cand // the narrowest magics found, by span, newest first among equal spans
	sparse        []cand // the magics that use the fewest slots, by slots, then span
	combs         []cand // rank-8 rooks: the magics whose indices fill the fewest columns (see enumerateColumns)
	check         *magicsearch.Checker
	piece, square int
}

// best returns the narrowest magic found; the job must have one.
func (j *job) best() cand { return j.pool[0] }

// found reports whether the job has a magic.
func (j *job) found() bool { return len(j.pool) > 0 }

// span returns the number of slots the best magic's indices span, or
// 2^bits+1 before any magic is found.
func (j *job) span() uint64 {
	if !j.found() {
		return 1<<(64-j.shift) + 1
	}
	return j.best().span()
}

// limit returns the span a fresh candidate must beat to enter the pool:
// the widest span in a full pool, else 2^bits+1 (any magic enters).
func (j *job) limit() uint64 {
	if len(j.pool) < poolSize {
		return 1<<(64-j.shift) + 1
	}
	return j.pool[len(j.pool)-1].span()
}

// keep adds c to the pool unless its magic is there already, dropping the
// widest when the pool is over poolSize. Among equal spans the newest comes
// first, so that the best magic, which mutations start from, drifts along
// a plateau.
func (j *job) keep(c cand) {
	j.pool = insert(j.pool, c, poolSize, func(p, c cand) int {
		return cmp.Or(cmp.Compare(p.span(), c.span()), cmp.Compare(c.draw, p.draw))
	})
}

// insert returns pool, sorted by order, with c in its place unless c's
// magic is there already, cut to size.
func insert(pool []cand, c cand, size int, order func(p, c cand) int) []cand {
	if slices.ContainsFunc(pool, func(p cand) bool { return p.magic == c.magic }) {
		return pool
	}
	i, _ := slices.BinarySearchFunc(pool, c, order)
	if i >= size {
		return pool
	}
	pool = slices.Insert(pool, i, c)
	return pool[:min(len(pool), size)]
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

// roundSize returns the number of candidates j draws in its next round:
// batch, or wide times that while its best span is wider than 2^(mask
// squares) (the widest windows get the most time).
func (j *job) roundSize() int {
	if j.span() > 1<<j.pat.Bits() {
		return wide * batch
	}
	return batch
}

// round draws roundSize candidates for j.
func (j *job) round() {
	for range j.roundSize() {
		j.step()
	}
}

// replayTo runs j's rounds, exactly as the search does, until it has drawn
// draw candidates, and stops there, possibly inside a round: the pool then
// holds the candidate of that draw if it was a magic the pool kept.
func (j *job) replayTo(draw int) {
	for j.draws < draw {
		for n := j.roundSize(); n > 0 && j.draws < draw; n-- {
			j.step()
		}
	}
}

// step draws one candidate and keeps it if it is a black magic narrower
// than the widest in the pool, or one using fewer slots than the sparse
// pool's last. Once a magic is found, a quarter of the candidates are the
// best one with one or two bits flipped (a local search) and may tie the
// pool's widest, so that the search can drift along a plateau; a quarter
// are the sparse pool's first, mutated; the others are fresh sparse draws.
// The others go to offer, which rejects most by the span alone; the
// mutations of the sparse pool's first and one fresh draw in four are
// checked in full, whatever their span.
func (j *job) step() {
	j.draws++
	limit := j.limit()
	var m uint64
	full := false // count the slots, whatever the span
	switch {
	case j.found() && j.draws%4 == 0:
		m = mutate(&j.rng, j.sparse[0].magic)
		full = true
	case j.found() && j.draws%4 == 2:
		m = mutate(&j.rng, j.best().magic)
		limit++ // a mutation may tie
	default:
		m = j.rng.Sparse()
		full = j.draws%8 == 1
	}
	if full {
		j.consider(m)
		return
	}
	j.offer(m, j.draws, limit)
}

// offer keeps m, found at draw, in both pools if it is a black magic whose
// span is under limit. Most candidates are rejected by the span alone,
// while the indices are computed, before any collision check; the key that
// rejects is promoted.
func (j *job) offer(m uint64, draw int, limit uint64) {
	lo, hi := ^uint64(0), uint64(0)
	for n, k := range j.keys {
		i := k * m >> j.shift
		lo, hi = min(lo, i), max(hi, i)
		if hi-lo+1 >= limit {
			j.promote(n)
			return
		}
	}
	if used, ok := j.check.Slots(j.keys, j.pat.Attacks, m, j.shift); ok {
		c := cand{m, draw, lo, hi, used, 0}
		j.keep(c)
		j.keepSparse(c)
	}
}

// mutate returns b with one or two bits flipped, at random.
func mutate(r *magicsearch.Rand, b uint64) uint64 {
	x := r.Next()
	m := b ^ 1<<(x&63)
	if x>>6&1 != 0 {
		m ^= 1 << (x >> 7 & 63)
	}
	return m
}

// consider checks m in full and offers it to both pools.
func (j *job) consider(m uint64) {
	used, ok := j.check.Slots(j.keys, j.pat.Attacks, m, j.shift)
	if !ok {
		return
	}
	lo, hi := ^uint64(0), uint64(0)
	for _, k := range j.keys {
		i := k * m >> j.shift
		lo, hi = min(lo, i), max(hi, i)
	}
	c := cand{m, j.draws, lo, hi, used, 0}
	if c.span() < j.limit() {
		j.keep(c)
	}
	j.keepSparse(c)
}

// keepSparse adds c to the sparse pool (fewest slots first, then the
// narrowest span, newest first) unless its magic is there already.
func (j *job) keepSparse(c cand) {
	j.sparse = insert(j.sparse, c, sparseSize, func(p, c cand) int {
		return cmp.Or(cmp.Compare(p.used, c.used), cmp.Compare(p.span(), c.span()), cmp.Compare(c.draw, p.draw))
	})
}

// promote moves key n, which just rejected a candidate (its span too wide,
// or, in enumerateColumns, its columns too many), to one of the first
// eight places (with its attack set), so that the keys that reject are
// tried first and later candidates are rejected sooner. The order of the keys changes how fast a candidate is rejected,
// never whether it is.
func (j *job) promote(n int) {
	if f := j.draws & 7; n > 7 {
		j.keys[f], j.keys[n] = j.keys[n], j.keys[f]
		j.pat.Attacks[f], j.pat.Attacks[n] = j.pat.Attacks[n], j.pat.Attacks[f]
	}
}

// search runs rounds over every job until rounds rounds are done (rounds >
// 0) or, with rounds == 0, until budget has passed and every job has a
// magic, each round on GOMAXPROCS goroutines (runRound). It returns the
// jobs and the number of rounds run.
func search(seed uint64, rounds int, budget time.Duration) ([]*job, int, error) {
	jobs := newJobs(seed)
	order := mostBitsFirst(jobs)
	start := time.Now()
	n := 0
	for {
		if rounds > 0 && n == rounds {
			break
		}
		if rounds == 0 && n > 0 && time.Since(start) >= budget && allFound(jobs) {
			break
		}
		runRound(order, runtime.GOMAXPROCS(0))
		n++
	}
	if !allFound(jobs) {
		return nil, n, fmt.Errorf("no black magic for some squares after %d rounds; use more", n)
	}
	logf("%d rounds in %v", n, time.Since(start).Round(time.Second))
	start = time.Now()
	enumerateAll(jobs)
	logf("the run families of the 64 rooks in %v", time.Since(start).Round(time.Second))
	return jobs, n, nil
}

// runRound runs one round of every job on workers goroutines, taking the
// jobs in the order given (the costliest first, so that no goroutine is
// left with a rook at the end). A job reads and writes only its own
// fields, so the jobs come out the same for any number of workers and any
// order: a search is repeated exactly on any machine.
func runRound(jobs []*job, workers int) { magicsearch.Each(jobs, workers, (*job).round) }

// logf reports the progress of a search on standard error.
var logf = func(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "blackgen: "+format+"\n", args...)
}

func allFound(jobs []*job) bool {
	for _, j := range jobs {
		if !j.found() {
			return false
		}
	}
	return true
}

// setMagic makes m, as found at draw, the job's only magic and computes
// its index range; it fails if m is not a black magic for the job.
func (j *job) setMagic(m uint64, draw int) error {
	if !j.check.Fits(j.keys, j.pat.Attacks, m, j.shift) {
		return fmt.Errorf("%s %v: %#x is not a black magic", pieces[j.piece].name, harness.Square(j.square), m)
	}
	lo, hi := ^uint64(0), uint64(0)
	for _, k := range j.keys {
		i := k * m >> j.shift
		lo, hi = min(lo, i), max(hi, i)
	}
	j.pool = []cand{{m, draw, lo, hi, 0, 0}}
	return nil
}
