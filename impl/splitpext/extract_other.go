//go:build !amd64 || purego

package splitpext

// asm is false: this build has no PEXTQ assembly.
const asm = false

// extract1, extract2 and extract3 are the software walk here: the only path.
func extract1(x, m uint64) uint64 { return soft1(x, m) }

func extract2(x, m1, m2 uint64) (a, b uint64) { return soft2(x, m1, m2) }

func extract3(x, m1, m2, m3 uint64) (a, b, c uint64) { return soft3(x, m1, m2, m3) }
