//go:build !amd64 || purego

package splitpext

// asm is false: this build has no assembly.
const asm = false

// rookLookup, bishopLookup and queenLookup are the software lookups here:
// the only path.
func rookLookup(occ, s uint64) uint64 { return rookSoft(occ, s) }

func bishopLookup(occ, s uint64) uint64 { return bishopSoft(occ, s) }

func queenLookup(occ, s uint64) uint64 { return queenSoft(occ, s) }
