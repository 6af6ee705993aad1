package magic

// Magics returns the project's fancy magic multipliers (magics_gen.go, the
// seeded search), per square a1…h8, for code outside the package that
// builds its own tables from them, such as the C reference of
// internal/native. Each square's index width is the number of squares of its
// relevant mask.
func Magics() (rook, bishop [64]uint64) { return rookMagics, bishopMagics }
