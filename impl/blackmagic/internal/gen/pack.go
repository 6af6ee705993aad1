package main

import (
	"cmp"
	"slices"
)

// window is the slots one magic of a square uses, relative to its smallest
// index: rel[i] holds attacks[i].
type window struct {
	rel     []uint64
	attacks []uint64
	span    int
}

// windowOf lists the slots c, a magic of j, uses: one per distinct index.
func windowOf(j *job, c cand) window {
	w := window{span: int(c.span())}
	seen := make(map[uint64]bool)
	for i, k := range j.keys {
		r := k*c.magic>>j.shift - c.lo
		if !seen[r] {
			seen[r] = true
			w.rel = append(w.rel, r)
			w.attacks = append(w.attacks, j.pat.Attacks[i])
		}
	}
	return w
}

// byBits orders jobs the most mask squares first (rook corners, then rook
// edges and so on down to the bishops' edges), ties by job id: an order
// that depends only on board geometry.
func byBits(a, b *job) int {
	return cmp.Or(cmp.Compare(b.pat.Bits(), a.pat.Bits()), cmp.Compare(a.id, b.id))
}

// mostBitsFirst returns the jobs sorted byBits: the order of placement, and
// of a round's work (the costliest squares first).
func mostBitsFirst(jobs []*job) []*job { return slices.SortedStableFunc(slices.Values(jobs), byBits) }

// pack lays one magic of every job into one shared table. First it places
// the jobs byBits, trying every magic of each job's pools at the lowest
// position where it fits (see place) and choosing the one that leaves the
// table shortest, the first in the pools among equals. Then it lays out
// the chosen magics alone again in three orders (byBits, the widest span
// first, the most used slots first) and keeps the shortest table, the
// first among equals. The result depends only on the chosen magics, so
// packing a file's recorded magics again (Replay) gives the same offsets.
// It returns, by job id, the index in j.cands() of the magic chosen and its
// offset, as the table index of the magic's index 0 (which may lie below
// the table; offsets wrap as uint32), and the table length.
func pack(jobs []*job) (chosen []int, offsets []uint32, size int) {
	chosen = make([]int, len(jobs))
	place(mostBitsFirst(jobs), func(j *job) []cand { return j.cands() }, chosen)
	used := make([]int, len(jobs))
	for _, j := range jobs {
		used[j.id] = len(windowOf(j, j.cands()[chosen[j.id]]).rel)
	}
	span := func(j *job) uint64 { return j.cands()[chosen[j.id]].span() }
	only := func(j *job) []cand { return j.cands()[chosen[j.id] : chosen[j.id]+1] }
	for _, order := range []func(a, b *job) int{
		byBits,
		func(a, b *job) int { return cmp.Or(cmp.Compare(span(b), span(a)), cmp.Compare(a.id, b.id)) },
		func(a, b *job) int { return cmp.Or(cmp.Compare(used[b.id], used[a.id]), cmp.Compare(a.id, b.id)) },
	} {
		o, n := place(slices.SortedStableFunc(slices.Values(jobs), order), only, make([]int, len(jobs)))
		if offsets == nil || n < size {
			offsets, size = o, n
		}
	}
	return chosen, offsets, size
}

// place lays the jobs into an empty table in the order given. For each job
// it tries every magic of cands(job) at the lowest position where every
// slot the magic uses is unused in the table or already holds the same
// attack set (slider attack sets are never empty, so 0 marks an unused
// slot), and keeps the one that leaves the table shortest, the first among
// equals; chosen[id] gets its index in cands(job). It returns the offsets
// (by job id, as the table index of index 0 of the magic's own, as in
// cands(job)) and the table length.
func place(order []*job, cands func(*job) []cand, chosen []int) (offsets []uint32, size int) {
	var table []uint64
	offsets = make([]uint32, len(chosen))
	for _, j := range order {
		cs := cands(j)
		var best window
		bestPos, bestEnd, bestI := 0, -1, 0
		for i, c := range cs {
			w := windowOf(j, c)
			z := slices.Index(w.rel, 0) // the slot of the window's smallest index
			pos := 0
			for !fitsAt(table, w, pos) {
				pos++
				// skip the positions where that slot alone conflicts: the
				// same first fit, found without checking the whole window
				for pos < len(table) && table[pos] != 0 && table[pos] != w.attacks[z] {
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
		offsets[j.id] = uint32(bestPos) - uint32(cs[bestI].lo)
		chosen[j.id] = bestI
	}
	return offsets, len(table)
}

// fitsAt reports whether w can start at pos: every slot it uses is past the
// table's end, unused or equal.
func fitsAt(table []uint64, w window, pos int) bool {
	for i, r := range w.rel {
		if t := pos + int(r); t < len(table) && table[t] != 0 && table[t] != w.attacks[i] {
			return false
		}
	}
	return true
}

// cands returns the job's pool, its sparse pool and its combs: the magics
// pack chooses from, chosen indexing it.
func (j *job) cands() []cand { return slices.Concat(j.pool, j.sparse, j.combs) }
