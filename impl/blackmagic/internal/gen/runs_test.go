package main

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// binomial returns n choose k.
func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// placements counts the multipliers of fam without its complements, by
// formula: for each sequence of run lengths l1…lk, the runs with at least
// one clear bit between them fit in 64 bits in C(65 − Σl, k) ways.
func placements(fam family) int {
	total := 0
	var rec func(i, sum int)
	rec = func(i, sum int) {
		if i == fam.k {
			total += binomial(65-sum, fam.k)
			return
		}
		for _, r := range fam.runs {
			rec(i+1, sum+bits.Len64(r))
		}
	}
	rec(0, 0)
	return total
}

// runsOf returns the runs of set bits in m as (position, length) pairs, from
// bit 0 up.
func runsOf(m uint64) (runs [][2]int) {
	for p := 0; p < 64; {
		if m>>p&1 == 0 {
			p++
			continue
		}
		n := bits.TrailingZeros64(^(m >> p))
		runs = append(runs, [2]int{p, n})
		p += n
	}
	return runs
}

// inFamily reports whether m, or its complement, is made of fam.k runs, each
// one of fam.runs: the shape each promises, checked from the bits alone.
func inFamily(fam family, m uint64) bool {
	for _, x := range []uint64{m, ^m} {
		rs := runsOf(x)
		if len(rs) != fam.k {
			continue
		}
		ok := true
		for _, r := range rs {
			// a run of n set bits is one of fam.runs only as itself: 7 is one
			// run of 3; 5 would be two runs and is not a run type here.
			if !slices.Contains(fam.runs, uint64(1)<<r[1]-1) {
				ok = false
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// TestFamilyEach checks each against a count by formula and against the
// shape of every multiplier: the families of the search give 35,640,945
// multipliers and as many complements, all distinct, and a small family is
// checked one multiplier at a time.
func TestFamilyEach(t *testing.T) {
	total := 0
	for _, fam := range runFamilies {
		total += placements(fam)
	}
	if total != 35640945 {
		t.Errorf("the run families hold %d multipliers by formula; the search's doc says 35,640,945", total)
	}
	for _, fam := range append([]family{{2, []uint64{1, 3}}, {3, []uint64{3, 7}}}, runFamilies...) {
		n, bad := 0, 0
		seen := make(map[uint64]bool)
		small := placements(fam) < 1e5
		fam.each(func(m uint64) {
			n++
			if small {
				if seen[m] || !inFamily(fam, m) {
					bad++
				}
				seen[m] = true
			}
		})
		if want := 2 * placements(fam); n != want || bad != 0 {
			t.Errorf("family %v: each gave %d multipliers (%d repeated or of another shape); want %d, none", fam, n, bad, want)
		}
	}
}

// TestEnumerateNarrows runs the enumeration, with one family of four pairs
// of adjacent bits, on rook f2: it must find a black magic (every attack
// set checked by Fits) whose window is narrower than f2's 1,024-slot fancy
// table, made of four such pairs, and mark it draw 0.
func TestEnumerateNarrows(t *testing.T) {
	saved := runFamilies
	defer func() { runFamilies = saved }()
	fam := family{4, []uint64{3}}
	runFamilies = []family{fam}
	j := newJobs(DefaultSeed)[harness.F2]
	j.enumerate()
	if !j.found() {
		t.Fatal("rook f2: the enumeration kept no magic")
	}
	b := j.best()
	if b.span() >= 1<<j.pat.Bits() || !j.check.Fits(j.keys, j.pat.Attacks, b.magic, j.shift) || !inFamily(fam, b.magic) || b.draw != 0 {
		t.Errorf("rook f2: best %#x, span %d, draw %d; want a black magic of four bit pairs narrower than %d slots, draw 0", b.magic, b.span(), b.draw, 1<<j.pat.Bits())
	}
}
