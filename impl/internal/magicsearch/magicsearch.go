// Package magicsearch holds the pieces of the project's own magic-number
// searches (impl/magic's magicgen, impl/plainmagic's plaingen and
// impl/blackmagic's blackgen): a seeded splitmix64 generator, the blocker
// patterns of a slider square with their attack sets, the collision check
// that decides whether a multiplier is a magic for a given shift,
// Fewer, the bit-by-bit search for magics with fewer index bits than mask
// squares, and Each, the worker pool the searches run their jobs on.
//
// A multiplier m is a magic for the keys of a square when every key k, sent
// to slot k*m >> shift, lands on a slot that is free or already holds the
// same attack set (a constructive collision). For plain and fancy magics the
// keys are the subsets of the relevant mask; for black magics they are the
// subsets with every square outside the mask set (occ | ^mask).
//
// Everything here is deterministic: the same seed gives the same candidates
// in the same order on every machine, so a search is reproducible byte for
// byte.
package magicsearch

import (
	"fmt"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Index widths of the fixed-shift magics, plain (impl/plainmagic) and black
// (impl/blackmagic): every rook square indexes 2^12 slots (a shift of 52),
// every bishop square 2^9 (a shift of 55), however few squares its mask has.
const (
	RookBits   = 12
	BishopBits = 9
)

// Rand is a splitmix64 generator: a small, fast pseudo-random generator
// whose output depends only on its seed (the Rand value itself).
type Rand uint64

// Next returns the next 64-bit output.
func (r *Rand) Next() uint64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Sparse returns the AND of the next three outputs: a candidate multiplier
// with about one bit in eight set, as magics tend to be.
func (r *Rand) Sparse() uint64 { return r.Next() & r.Next() & r.Next() }

// Stream returns a generator for stream id of seed: different ids give
// unrelated sequences, so that squares can be searched independently (in any
// order, or again on their own) with the same results.
func Stream(seed, id uint64) Rand {
	r := Rand(seed ^ (id+1)*0xd1342543de82ef95)
	return Rand(r.Next())
}

// Patterns are the blocker patterns of one slider square: its relevant
// mask, every subset of it (in geometry.Subsets order) and the attack set of
// each.
type Patterns struct {
	Mask          uint64
	Occs, Attacks []uint64
}

// PatternsOf returns the patterns of the slider moving by steps on s.
func PatternsOf(s harness.Square, steps []geometry.Step) Patterns {
	mask := geometry.Relevant(s, steps)
	p := Patterns{Mask: uint64(mask)}
	for sub := range geometry.Subsets(mask) {
		p.Occs = append(p.Occs, uint64(sub))
		p.Attacks = append(p.Attacks, uint64(geometry.Slide(s, sub, steps)))
	}
	return p
}

// Bits returns the number of squares in the mask.
func (p Patterns) Bits() int { return bits.OnesCount64(p.Mask) }

// BlackKeys returns the keys of a black magic: every subset with all the
// squares outside the mask set, occ | ^mask.
func (p Patterns) BlackKeys() []uint64 {
	keys := make([]uint64, len(p.Occs))
	for i, occ := range p.Occs {
		keys[i] = occ | ^p.Mask
	}
	return keys
}

// Checker is the scratch table of a collision check for indices below
// 2^bits; one Checker serves any number of candidates without clearing.
type Checker struct {
	slot  []uint64
	stamp []uint32 // slot[i] is in use when stamp[i] == try
	try   uint32
}

// NewChecker returns a Checker for indices of up to bits bits.
func NewChecker(bits int) *Checker {
	return &Checker{slot: make([]uint64, 1<<bits), stamp: make([]uint32, 1<<bits)}
}

// Fits reports whether magic sends every key to a slot, key*magic >> shift,
// that is free or holds the same attack set. The index must fit the
// Checker: shift must be at least 64 minus its bits.
func (c *Checker) Fits(keys, attacks []uint64, magic uint64, shift uint) bool {
	_, ok := c.Slots(keys, attacks, magic, shift)
	return ok
}

// Slots is Fits that also counts the distinct slots the keys use when
// magic fits (fewer than the keys where collisions are constructive); the
// count is 0 when it does not.
func (c *Checker) Slots(keys, attacks []uint64, magic uint64, shift uint) (slots int, ok bool) {
	c.try++
	if c.try == 0 { // wrapped: forget every stamp
		clear(c.stamp)
		c.try = 1
	}
	for i, k := range keys {
		idx := k * magic >> shift
		if c.stamp[idx] != c.try {
			c.stamp[idx], c.slot[idx] = c.try, attacks[i]
			slots++
		} else if c.slot[idx] != attacks[i] {
			return 0, false
		}
	}
	return slots, true
}

// Plausible reports whether at least six of the mask's bits, multiplied by
// magic, reach the top byte of the product; a candidate with fewer cannot
// spread the patterns over the index and is skipped without a check.
func Plausible(mask, magic uint64) bool { return bits.OnesCount64(mask*magic>>56) >= 6 }

// Find draws candidates from next until one is Plausible for p's mask and
// Fits keys (with p's attack sets) at shift; it returns that magic and the
// number of candidates drawn, skipped ones included, or an error after
// limit candidates.
func Find(p Patterns, keys []uint64, shift uint, c *Checker, next func() uint64, limit int) (magic uint64, tries int, err error) {
	for tries = 1; tries <= limit; tries++ {
		magic = next()
		if Plausible(p.Mask, magic) && c.Fits(keys, p.Attacks, magic, shift) {
			return magic, tries, nil
		}
	}
	return 0, limit, fmt.Errorf("no magic with shift %d after %d candidates", shift, limit)
}
