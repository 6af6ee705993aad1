//go:build amd64 && !purego

package splitpext

// asm is true: this build has the PEXTQ assembly.
const asm = true

// extract1 returns PEXT(x, m): with the PEXTQ instruction while hw, else by
// a jump to soft1. Implemented in extract_amd64.s; one call, since Go never
// inlines assembly.
func extract1(x, m uint64) uint64

// extract2 returns PEXT(x, m1) and PEXT(x, m2) in one call.
func extract2(x, m1, m2 uint64) (a, b uint64)

// extract3 returns PEXT(x, m1), PEXT(x, m2) and PEXT(x, m3) in one call.
func extract3(x, m1, m2, m3 uint64) (a, b, c uint64)
