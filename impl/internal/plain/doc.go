// Package plain holds the set algebra and leaper attacks that techniques
// whose point is elsewhere (their slider method) share instead of copying:
// set operations as single word instructions with math/bits (POPCNT, TZCNT,
// LZCNT, BSWAP where the CPU has them), and knight, king and pawn attacks as
// 64-entry tables built from impl/internal/geometry.
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
// inline.
package plain
