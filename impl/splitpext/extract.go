package splitpext

import "github.com/bitbench/bitbench/impl/pext"

// hw is true while the lookups run the BMI2 PEXTQ instruction; the assembly
// tests it and takes the software walk when it is false. path is Path's
// answer. Both are set once, at start-up, from impl/pext's decision (its CPU
// policy and BITBENCH_PEXT; in a purego build or off amd64 that decision is
// the software path, as this package's).
var (
	hw   = asm && pext.Current().Hardware
	path = pext.Current().String()
)

// softExtract is the portable PEXT: the bits of x at the set bits of m,
// packed from the lowest up. Each step takes m's lowest bit and moves x's
// bit there into place without a branch ((b | −b) >> 63 is 1 exactly when
// b is not 0). softExtract(x, 0) is 0.
func softExtract(x, m uint64) uint64 {
	var out uint64
	for bit := uint64(1); m != 0; bit <<= 1 {
		b := x & m & -m
		out |= bit * ((b | -b) >> 63)
		m &= m - 1
	}
	return out
}

// soft1, soft2 and soft3 are the software paths of extract1, extract2 and
// extract3, with their signatures, so that the assembly can jump to them.
func soft1(x, m uint64) uint64 { return softExtract(x, m) }

func soft2(x, m1, m2 uint64) (a, b uint64) { return softExtract(x, m1), softExtract(x, m2) }

func soft3(x, m1, m2, m3 uint64) (a, b, c uint64) {
	return softExtract(x, m1), softExtract(x, m2), softExtract(x, m3)
}
