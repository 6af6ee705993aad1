// Package plain holds the set algebra and leaper attacks that every technique
// whose point is its slider method shares instead of copying (impl/classical,
// impl/hq, impl/obstruction, impl/kindergarten, impl/rotated,
// impl/plainmagic, impl/blackmagic, impl/pext, impl/simd, impl/avx512,
// impl/gfni): set operations as
// single word instructions with math/bits (POPCNT, TZCNT/BSF, LZCNT/BSR,
// BSWAP where the CPU has them), and knight, king and pawn attacks as
// 64-entry tables built from impl/internal/geometry, 2,048 bytes in all.
//
// An implementation embeds Sets and Leapers in its Impl type:
//
//	type Impl struct {
//		plain.Sets
//		plain.Leapers
//	}
//
// Both are empty structs, so the embedding costs nothing, and a call on the
// concrete type, such as Impl{}.Count(a), is a static call the compiler can
// inline, as it would a method declared on Impl.
package plain
