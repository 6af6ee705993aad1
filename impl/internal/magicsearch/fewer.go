package magicsearch

import (
	"math/bits"
	"slices"
)

// Fewer searches for fancy magics with fewer index bits than their mask has
// squares, so that some collisions must be constructive. Random candidates
// almost never are such magics; Fewer builds them bit by bit instead.
//
// The key fact: the top bits of occ*m depend only on the low bits of m when
// occ has no low bits. If occ's lowest square is p, occ*m mod 2^64 is fixed
// by m mod 2^(64-p), so its index is known once the multiplier's 64-p lowest
// bits are. Fewer fixes the multiplier's bits from bit 0 upwards, depth-first.
// Each time the known bits reach the point where another group of patterns
// (those whose lowest square is p) gets a known index, it places them; a
// clash between different attack sets prunes the whole subtree. Patterns
// high on the board are placed after a few bits, so the squares of the
// eighth rank, whose rank part sits in the top byte, are pruned from the
// start. The branches of each step are tried in an order drawn from the
// stream, and a try stops after a fixed amount of work: a restart with a
// fresh stream escapes a barren subtree. Every choice comes from the seed,
// so a try gives the same answer on every machine.
type Fewer struct {
	bits    int
	zeros   int // the multiplier's lowest bits held at 0 (see SetZeros)
	levels  []fewerLevel
	slot    []uint64
	written [][]uint32 // per level, the slots it filled (to undo)
	rng     Rand
	work    int64 // patterns placed in this try
	limit   int64
}

// fewerLevel is a group of patterns whose index is known once known bits of
// the multiplier are: those whose lowest square is 64-known.
type fewerLevel struct {
	known         int
	occs, attacks []uint64
}

// NewFewer prepares a search for magics of p's patterns with bits index
// bits (1 ≤ bits ≤ 16).
func NewFewer(p Patterns, bits int) *Fewer {
	byKnown := map[int]*fewerLevel{}
	for i, occ := range p.Occs {
		known := 1 // the empty pattern's index is 0 whatever the multiplier
		if occ != 0 {
			known = 64 - lowest(occ)
		}
		l := byKnown[known]
		if l == nil {
			l = &fewerLevel{known: known}
			byKnown[known] = l
		}
		l.occs, l.attacks = append(l.occs, occ), append(l.attacks, p.Attacks[i])
	}
	f := &Fewer{bits: bits, slot: make([]uint64, 1<<bits)}
	for _, l := range byKnown {
		f.levels = append(f.levels, *l)
	}
	slices.SortFunc(f.levels, func(a, b fewerLevel) int { return a.known - b.known })
	for _, l := range f.levels {
		f.written = append(f.written, make([]uint32, 0, len(l.occs)))
	}
	return f
}

func lowest(x uint64) int { return bits.TrailingZeros64(x) }

// Try runs one depth-first try with the branch order drawn from rng, until
// it has placed limit patterns (a node of the search is one value of the bits
// between two levels, checked by placing that level's patterns). It returns the first magic
// found, with the multiplier's bits above the last level's clear, and the
// work done: the patterns placed, which is what a try's time is made of.
func (f *Fewer) Try(rng Rand, limit int64) (magic uint64, work int64, ok bool) {
	f.rng, f.work, f.limit = rng, 0, limit
	magic, ok = f.search(0, 0, 0)
	clear(f.slot)
	return magic, f.work, ok
}

// search extends the multiplier m, whose known lowest bits are set, by the
// bits that make level L's indices known.
func (f *Fewer) search(L int, m uint64, known int) (uint64, bool) {
	if L == len(f.levels) {
		return m, true
	}
	l := &f.levels[L]
	known = max(known, f.zeros) // bits below f.zeros stay 0
	n := uint64(1) << max(l.known-known, 0)
	start, stride := f.rng.Next()&(n-1), f.rng.Next()&(n-1)|1 // an odd stride visits every value
	shift := uint(64 - f.bits)
	for i := range n {
		if f.work >= f.limit {
			return 0, false
		}
		c := m | (start+i*stride)&(n-1)<<known
		w := f.written[L][:0]
		fits := true
		for j, occ := range l.occs {
			f.work++
			idx := uint32(occ * c >> shift)
			switch f.slot[idx] {
			case 0: // attack sets are never empty: a free slot
				f.slot[idx] = l.attacks[j]
				w = append(w, idx)
			case l.attacks[j]:
			default:
				fits = false
			}
			if !fits {
				break
			}
		}
		if fits {
			if magic, ok := f.search(L+1, c, l.known); ok {
				return magic, true
			}
		}
		for _, idx := range w {
			f.slot[idx] = 0
		}
		f.written[L] = w
	}
	return 0, false
}

// FewerTry is the stream of try number try of a Fewer search of seed for
// the index bits of a square's search id: every try has its own stream, so
// a recorded try can be run again on its own.
func FewerTry(seed, id uint64, bits, try int) Rand {
	return Stream(seed, id<<40|uint64(bits)<<32|uint64(try))
}

// FewerWork is the work of one try of a Fewer search: the patterns it may
// place before it gives up (a few milliseconds on one core).
const FewerWork = 1_000_000

// FindFewer runs tries 0 … tries-1 of the search for a magic of bits index
// bits on p (id names the square's search, see FewerTry) and returns the
// first magic found with the try that found it. The even tries slide the
// patterns up (SetZeros(TryZeros(p.Mask, try))), the odd ones do not. It
// stops early when a try searched its whole tree (it ended below the work
// limit without a magic) with no bits held at 0: then no multiplier at all
// is a magic of bits bits on p, since the indices depend only on the bits
// the tree enumerates; none reports that.
func FindFewer(p Patterns, bits int, seed, id uint64, tries int) (magic uint64, try int, ok, none bool) {
	f := NewFewer(p, bits)
	for try = range tries {
		f.SetZeros(TryZeros(p.Mask, try))
		magic, work, ok := f.Try(FewerTry(seed, id, bits, try), FewerWork)
		if ok {
			return magic, try, true, false
		}
		if work < FewerWork && f.zeros == 0 {
			return 0, try, false, true
		}
	}
	return 0, tries, false, false
}

// TryZeros returns the multiplier's low bits held at 0 in try number try of
// FindFewer on mask: TopZeros(mask) for the even tries, 0 for the odd.
func TryZeros(mask uint64, try int) int {
	if try%2 == 0 {
		return TopZeros(mask)
	}
	return 0
}

// SetZeros holds the multiplier's z lowest bits at 0 in the tries that
// follow. A multiplier m<<z indexes occ as m indexes occ<<z: it slides the
// patterns z squares up the board. Slid so that the mask's highest square
// lands on bit 63, the patterns of a rook on the seventh rank look like
// those of one on the eighth, whose rank part fills the top bits of the
// product, where the search prunes soonest: on this project's searches the
// rooks of c7 and f7 got magics of 9 bits within 40 tries that way, c7 not
// before try 22,265 without. Rooks lower on the board gained nothing.
func (f *Fewer) SetZeros(z int) { f.zeros = z }

// TopZeros returns the zeros that slide mask's highest square to bit 63.
func TopZeros(mask uint64) int { return bits.LeadingZeros64(mask) }
