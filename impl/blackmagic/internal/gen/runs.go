package main

import (
	"cmp"
	"math/bits"
	"runtime"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// family is a set of multipliers made of runs of set bits: k runs, each one
// of the bit patterns in runs (1 is one bit, 3 two adjacent bits, 7 three),
// at increasing positions with at least one clear bit between two runs, and
// the complement of each.
type family struct {
	k    int
	runs []uint64
}

// runFamilies are the families every rook square enumerates after the
// random rounds. A black magic whose window is narrower than 2^n moves
// its mask squares by amounts such as 3, 6, 12 … 96 slots and 0.75, 1.5,
// 3 slots, whose sums collide only where the attack sets agree; such moves
// come from a multiplier with a few pairs of adjacent bits, or the
// complement of one. The two families hold 35,640,945 multipliers each
// with the complements (7.1 × 10^7 in all), about 10 seconds for a
// 10-square rook mask on one core and 5 minutes for a corner.
var runFamilies = []family{{4, []uint64{1, 3, 7}}, {5, []uint64{3}}}

// each calls f with every multiplier of fam, in a fixed order: the runs by
// position from bit 0 up, each multiplier followed by its complement.
func (fam family) each(f func(m uint64)) {
	var rec func(i, pos int, m uint64)
	rec = func(i, pos int, m uint64) {
		if i == fam.k {
			f(m)
			f(^m)
			return
		}
		for p := pos; p < 64; p++ {
			for _, r := range fam.runs {
				n := bits.Len64(r)
				if p+n > 64 {
					continue
				}
				rec(i+1, p+n+1, m|r<<p)
			}
		}
	}
	rec(0, 0, 0)
}

// enumerate offers every multiplier of runFamilies to j's pools: those
// narrower than the pool's widest (checked in full) and, among them, the
// sparse pool's candidates. The candidates carry draw 0, which marks a
// magic of the enumeration in the file.
func (j *job) enumerate() {
	for _, fam := range runFamilies {
		fam.each(func(m uint64) { j.offer(m, 0, j.limit()) })
	}
}

// combsSize is the number of magics a rank-8 rook keeps in its combs pool.
const combsSize = 8

// enumerateColumns offers every multiplier of runFamilies to the combs pool
// of a rank-8 rook: the magics whose indices fall in the fewest columns,
// distinct values mod 64 (then the fewest slots, then the narrowest span).
// A rank-8 rook's rank squares move its index by exact multiples of 32
// slots, so its window is a comb: each index of the file part repeats in
// one or two columns on half the rows of 64, and no magic keeps those
// windows narrow (see the package doc of impl/blackmagic). A window whose
// teeth stand in few columns leaves the others whole, and the packer lays
// other such windows into them, at offsets that move their columns clear.
func (j *job) enumerateColumns() {
	for _, fam := range runFamilies {
		fam.each(func(m uint64) {
			limit := 64
			if len(j.combs) == combsSize {
				limit = j.combs[combsSize-1].cols
			}
			var cols uint64
			lo, hi := ^uint64(0), uint64(0)
			for n, k := range j.keys {
				i := k * m >> j.shift
				lo, hi = min(lo, i), max(hi, i)
				if cols |= 1 << (i % 64); bits.OnesCount64(cols) > limit {
					j.promote(n)
					return
				}
			}
			if used, ok := j.check.Slots(j.keys, j.pat.Attacks, m, j.shift); ok {
				c := cand{m, 0, lo, hi, used, bits.OnesCount64(cols)}
				j.combs = insert(j.combs, c, combsSize, func(p, c cand) int {
					return cmp.Or(cmp.Compare(p.cols, c.cols), cmp.Compare(p.used, c.used), cmp.Compare(p.span(), c.span()))
				})
			}
		})
	}
}

// enumerateRooks runs enumerate for every rook job on workers goroutines,
// the costliest first. Like a round, each job touches only its own state,
// so the result does not depend on the number of workers.
func enumerateRooks(jobs []*job, workers int) {
	var rooks []*job
	for _, j := range mostBitsFirst(jobs) {
		if j.piece == 0 {
			rooks = append(rooks, j)
		}
	}
	magicsearch.Each(rooks, workers, func(j *job) {
		j.enumerate()
		if j.square >= 56 {
			j.enumerateColumns()
		}
	})
}

// enumerateAll is enumerateRooks on every core.
func enumerateAll(jobs []*job) { enumerateRooks(jobs, runtime.GOMAXPROCS(0)) }
