package pext

import "math/bits"

// softPEXT is the portable parallel bit extract: it gathers the bits of x
// selected by mask and packs them, lowest first, into the low bits of the
// result. It walks mask one set bit at a time, so its cost grows with the
// number of bits in mask (0 to 64 iterations); the bit of x is moved with
// shifts, not tested with a branch that random occupancies would mispredict.
// softPEXT(x, 0) is 0.
func softPEXT(x, mask uint64) uint64 {
	var out uint64
	for k := 0; mask != 0; k++ {
		out |= (x >> bits.TrailingZeros64(mask) & 1) << (k & 63)
		mask &= mask - 1
	}
	return out
}

// softPDEP is the portable parallel bit deposit, the inverse of softPEXT:
// it scatters the low bits of x, lowest first, to the positions of the set
// bits of mask. softPEXT(softPDEP(x, m), m) == x for every x below
// 1<<popcount(m). softPDEP(x, 0) is 0.
func softPDEP(x, mask uint64) uint64 {
	var out uint64
	for bit := uint64(1); mask != 0; bit <<= 1 {
		if x&bit != 0 {
			out |= mask & -mask
		}
		mask &= mask - 1
	}
	return out
}
