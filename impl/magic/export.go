package magic

// Magics returns the project's fancy magic multipliers (magics_gen.go, the
// seeded search) and their index bits, per square a1…h8, for code outside
// the package that builds its own tables from them, such as the C reference
// of internal/native. A square's bits are its relevant mask's squares or,
// where the search found a magic with constructive collisions, fewer; its
// slots follow the previous square's, 2^bits of them.
func Magics() (rook, bishop [64]uint64, rookIndexBits, bishopIndexBits [64]uint8) {
	return rookMagics, bishopMagics, rookBits, bishopBits
}
