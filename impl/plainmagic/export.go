package plainmagic

// Bits returns the index widths the plain magics were searched for: 12 for
// the rook and 9 for the bishop (the fixed shifts are 64 minus these).
func Bits() (rook, bishop int) { return rookBits, bishopBits }

// Magics returns the project's plain magic multipliers (magics_gen.go, the
// seeded search), per square a1…h8, for code outside the package that
// builds its own tables from them, such as the C reference of
// internal/native.
func Magics() (rook, bishop [64]uint64) { return rookMagics, bishopMagics }
