package main

import (
	"cmp"
	"slices"
)

// window is the slots one square's magic uses, relative to its smallest
// index: rel[i] holds attacks[i].
type window struct {
	job     *job
	rel     []uint64
	attacks []uint64
}

// windowOf lists the slots j's best magic uses, one per distinct index.
func windowOf(j *job) window {
	w := window{job: j}
	seen := make(map[uint64]bool)
	for i, k := range j.keys {
		r := k*j.best>>j.shift - j.lo
		if !seen[r] {
			seen[r] = true
			w.rel = append(w.rel, r)
			w.attacks = append(w.attacks, j.pat.Attacks[i])
		}
	}
	return w
}

// pack lays every job's window into one shared table: widest span first
// (ties by job id), each at the lowest position where every slot it uses is
// unused in the table or already holds the same attack set (slider attack
// sets are never empty, so 0 marks an unused slot). It returns the offset of
// each job, by id, as the table index of its index 0 (which may lie below
// the table; offsets wrap as uint32), and the table length.
func pack(jobs []*job) (offsets []uint32, size int) {
	ws := make([]window, len(jobs))
	for i, j := range jobs {
		ws[i] = windowOf(j)
	}
	slices.SortStableFunc(ws, func(a, b window) int {
		return cmp.Or(cmp.Compare(b.job.span(), a.job.span()), cmp.Compare(a.job.id, b.job.id))
	})
	var table []uint64
	offsets = make([]uint32, len(jobs))
	for _, w := range ws {
		pos := 0
		for !fitsAt(table, w, pos) {
			pos++
		}
		if need := pos + int(w.job.span()); need > len(table) {
			table = append(table, make([]uint64, need-len(table))...)
		}
		for i, r := range w.rel {
			table[pos+int(r)] = w.attacks[i]
		}
		offsets[w.job.id] = uint32(pos) - uint32(w.job.lo)
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
