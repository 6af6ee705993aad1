package blackmagic

// Magic is one square's black magic: the multiplier and the index in the
// shared table of the square's index 0, a uint32 sum that may wrap (so that
// windows may start "below" the table).
type Magic struct {
	Multiplier uint64
	Offset     uint32
}

// Bits returns the index widths the black magics were searched for: 12 for
// the rook and 9 for the bishop (the fixed shifts are 64 minus these).
func Bits() (rook, bishop int) { return rookBits, bishopBits }

// Magics returns the project's black magics (magics_gen.go, the seeded
// search), per square a1…h8, and the length of the shared table their
// windows fill, for code outside the package that builds its own table from
// them, such as the C reference of internal/native.
func Magics() (rook, bishop [64]Magic, tableLen int) {
	for s := range 64 {
		rook[s] = Magic{rookSquares[s].magic, rookSquares[s].offset}
		bishop[s] = Magic{bishopSquares[s].magic, bishopSquares[s].offset}
	}
	return rook, bishop, tableSlots
}
