package foldinghash

// Lines returns the number of lines per square (rank, file, diagonal a1–h8,
// anti-diagonal h1–a8, in that order) that Magics gives a multiplier for.
const Lines = numLines

// Magics returns the 32-bit multipliers that the seeded search (Seed) found
// at start-up, per square a1…h8 and line (rank, file, diagonal, anti-
// diagonal), for code outside the package that builds its own tables from
// them, such as the C reference of internal/native: a line's index is
// uint32(x ^ x>>31) * magic >> 26, x the occupancy of the line's inner
// squares.
func Magics() (m [64][Lines]uint32) {
	for s := range tab.sq {
		for l := range tab.sq[s] {
			m[s][l] = tab.sq[s][l].magic
		}
	}
	return m
}
