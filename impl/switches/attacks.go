package switches

import "github.com/bitbench/bitbench/harness"

//go:generate go run ./internal/gen/cmd -o rays_gen.go

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// by the generated function of s (one indirect call). s is taken mod 64
// (the interface leaves larger values unspecified).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return rookFuncs[s&63](occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, by the generated function of s. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return bishopFuncs[s&63](occ)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ), by the
// generated queen function of s, which has both pieces' rays (one indirect
// call). s is taken mod 64.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return queenFuncs[s&63](occ)
}
