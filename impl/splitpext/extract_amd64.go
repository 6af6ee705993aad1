//go:build amd64 && !purego

package splitpext

// asm is true: this build has the BMI2 assembly.
const asm = true

// rookLookup returns the attacks of a rook on s (taken mod 64) given
// occupancy occ: the whole lookup (PEXTQ of the file, the file's table, the
// rank by a shift and the first-rank table) in assembly while hw, else a
// jump to rookSoft. Implemented in extract_amd64.s; one call, since Go
// never inlines assembly.
func rookLookup(occ, s uint64) uint64

// bishopLookup is rookLookup for the bishop: two PEXTQs, two loads.
func bishopLookup(occ, s uint64) uint64

// queenLookup is rookLookup for the queen: three PEXTQs and the rank.
func queenLookup(occ, s uint64) uint64
