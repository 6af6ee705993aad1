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
