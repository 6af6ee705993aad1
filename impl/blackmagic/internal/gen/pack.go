package main

import (
	"cmp"
	"runtime"
	"slices"
	"time"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// window is the slots one magic of a square uses, relative to its smallest
// index lo: rel[i] holds attacks[i], and rel[first] is 0.
type window struct {
	rel     []uint64
	attacks []uint64
	span    int
	lo      uint64
	first   int
}

// windowOf lists the slots c, a magic of j, uses: one per distinct index.
func windowOf(j *job, c cand) window {
	w := window{span: int(c.span()), lo: c.lo}
	seen := make(map[uint64]bool)
	for i, k := range j.keys {
		r := k*c.magic>>j.shift - c.lo
		if !seen[r] {
			seen[r] = true
			if r == 0 {
				w.first = len(w.rel)
			}
			w.rel = append(w.rel, r)
			w.attacks = append(w.attacks, j.pat.Attacks[i])
		}
	}
	return w
}

// windowsOf returns, by job id, the windows of every magic of j.cands().
func windowsOf(jobs []*job) [][]window {
	wins := make([][]window, len(jobs))
	for _, j := range jobs {
		for _, c := range j.cands() {
			wins[j.id] = append(wins[j.id], windowOf(j, c))
		}
	}
	return wins
}

// byBits orders jobs the most mask squares first (rook corners, then rook
// edges and so on down to the bishops' edges), ties by job id: an order
// that depends only on board geometry.
func byBits(a, b *job) int {
	return cmp.Or(cmp.Compare(b.pat.Bits(), a.pat.Bits()), cmp.Compare(a.id, b.id))
}

// mostBitsFirst returns the jobs sorted byBits: the order in which a
// round takes them (the costliest squares first) and where the order
// search starts.
func mostBitsFirst(jobs []*job) []*job { return slices.SortedStableFunc(slices.Values(jobs), byBits) }

// The order search of arrange: orderChains chains, each of orderTries
// swaps. The chains are fixed in number and each draws from its own
// stream, so the result does not depend on the number of cores, which
// only decides how many chains run at once.
const (
	orderChains = 2
	orderTries  = 4000
)

// arrange chooses one magic of every job and the order in which they are
// placed into the shared table (see place), and narrows every job's pools
// to the magic chosen. The first-fit placement depends on the order, and
// no fixed order is best: the rank-8 rooks' combs, for one, fit together
// only when the right pairs meet. So arrange searches for an order, seeded:
// each of orderChains chains starts from the jobs byBits, swaps two of them
// (at random, or within five places), packs every magic of every pool
// again and keeps the swap unless the table grows, orderTries times. The
// shortest table wins, the first chain among equals. The order is recorded
// in the file (Render), so that Replay places the recorded magics in it,
// with no search, and gets the same offsets: a job's first fit depends only
// on the windows placed before it.
func arrange(jobs []*job, seed uint64) (order []*job) {
	start := time.Now()
	wins := windowsOf(jobs)
	type result struct {
		order []*job
		size  int
	}
	results := make([]result, orderChains)
	chains := make([]int, orderChains)
	for c := range chains {
		chains[c] = c
	}
	magicsearch.Each(chains, min(runtime.GOMAXPROCS(0), orderChains), func(c int) {
		o, n := searchOrder(jobs, wins, magicsearch.Stream(seed, uint64(len(jobs)+c)), orderTries)
		results[c] = result{o, n}
	})
	best := slices.MinFunc(results, func(a, b result) int { return cmp.Compare(a.size, b.size) })
	logf("order search, %d chains of %d swaps: %d slots in %v", orderChains, orderTries, best.size, time.Since(start).Round(time.Second))
	chosen := make([]int, len(jobs))
	place(best.order, wins, chosen)
	for _, j := range jobs {
		c := j.cands()[chosen[j.id]]
		j.pool, j.sparse, j.combs = []cand{c}, nil, nil
	}
	return best.order
}

// searchOrder runs one chain of the order search from the jobs byBits,
// with rng, for tries swaps, and returns the order reached and its table
// length. A swap of places a and b leaves the jobs before both where they
// were, so a try starts from a copy of the table as it stood after the
// last multiple of snapEvery jobs before them, and stops once its table is
// longer than the one to beat: the same verdict as a full pack, sooner.
func searchOrder(jobs []*job, wins [][]window, rng magicsearch.Rand, tries int) ([]*job, int) {
	order := mostBitsFirst(jobs)
	n := len(order)
	snaps := make([][]uint64, n/snapEvery+1) // snaps[k]: the table after order[:k*snapEvery]
	next := make([][]uint64, len(snaps))
	var table []uint64
	for i, j := range order {
		if i%snapEvery == 0 {
			snaps[i/snapEvery] = slices.Clone(table)
		}
		table, _, _ = placeOne(table, wins[j.id])
	}
	size := len(table)
	for range tries {
		x := rng.Next()
		a, b := int(x%uint64(n)), int(x>>16%uint64(n))
		if x>>32&1 == 0 { // a near swap: b within five places after a
			b = min(a+1+int(x>>40%5), n-1)
		}
		if a == b {
			continue
		}
		order[a], order[b] = order[b], order[a]
		k := min(a, b) / snapEvery
		table = append(table[:0], snaps[k]...)
		for i := k * snapEvery; i < n && len(table) <= size; i++ {
			if i%snapEvery == 0 && i > k*snapEvery {
				next[i/snapEvery] = append(next[i/snapEvery][:0], table...)
			}
			table, _, _ = placeOne(table, wins[order[i].id])
		}
		if len(table) <= size {
			size = len(table)
			for m := k + 1; m < len(snaps); m++ {
				snaps[m], next[m] = next[m], snaps[m]
			}
		} else {
			order[a], order[b] = order[b], order[a]
		}
	}
	return order, size
}

// snapEvery is how many jobs apart searchOrder keeps copies of the table.
const snapEvery = 8

// place lays the jobs into an empty table in the order given, each by
// placeOne with its windows (wins[id], those of j.cands()); chosen[id] gets
// the index of the magic chosen. It returns the offsets (by job id, as the
// table index of the magic's index 0, which may lie below the table:
// offsets wrap as uint32) and the table length.
func place(order []*job, wins [][]window, chosen []int) (offsets []uint32, size int) {
	var table []uint64
	offsets = make([]uint32, len(chosen))
	for _, j := range order {
		var i, pos int
		table, i, pos = placeOne(table, wins[j.id])
		offsets[j.id] = uint32(pos) - uint32(wins[j.id][i].lo)
		chosen[j.id] = i
	}
	return offsets, len(table)
}

// placeOne tries every window of ws at the lowest position in table where
// every slot the magic uses is unused or already holds the same attack set
// (slider attack sets are never empty, so 0 marks an unused slot), and
// writes the one that leaves the table shortest, the first among equals,
// growing the table as needed. It returns the table, the index in ws of
// the window written and its position.
func placeOne(table []uint64, ws []window) ([]uint64, int, int) {
	var best *window
	bestPos, bestEnd, bestI := 0, -1, 0
	for i := range ws {
		w := &ws[i]
		a := w.attacks[w.first]
		pos := 0
		for !fitsAt(table, w, pos) {
			pos++
			// skip the positions where slot 0 alone conflicts: the same
			// first fit, found without checking the whole window
			for pos < len(table) && table[pos] != 0 && table[pos] != a {
				pos++
			}
		}
		if end := max(len(table), pos+w.span); bestEnd < 0 || end < bestEnd {
			best, bestPos, bestEnd, bestI = w, pos, end, i
		}
	}
	if bestEnd > len(table) {
		table = append(table, make([]uint64, bestEnd-len(table))...)
	}
	for i, r := range best.rel {
		table[bestPos+int(r)] = best.attacks[i]
	}
	return table, bestI, bestPos
}

// fitsAt reports whether w can start at pos: every slot it uses is past the
// table's end, unused or equal.
func fitsAt(table []uint64, w *window, pos int) bool {
	for i, r := range w.rel {
		if t := pos + int(r); t < len(table) && table[t] != 0 && table[t] != w.attacks[i] {
			return false
		}
	}
	return true
}

// cands returns the job's pool, its sparse pool and its combs: the magics
// arrange chooses from, chosen indexing it.
func (j *job) cands() []cand { return slices.Concat(j.pool, j.sparse, j.combs) }
