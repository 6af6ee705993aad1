//go:build goexperiment.simd && amd64

// Package group moves one group of a batched lookup (impl/internal/batchargs)
// between Go slices and archsimd vectors: four or eight squares widened to
// 64-bit lanes, and occupancies and results as 64-bit lanes read and written
// in place. It is built only with GOEXPERIMENT=simd on amd64, as the
// techniques that use it (impl/simd, impl/avx512, impl/gfni).
//
// Bitboard's underlying type is uint64 and Square's uint8, so a group is
// read where it lies: eight squares as one 64-bit word (four as a 32-bit
// one), whose bytes VPMOVZXBQ widens to the lanes. Writing the lanes one by
// one to memory and loading them as a vector would stall on store
// forwarding (measured on Zen 4: 2.5 times the cost of the whole lookup).
// Each function takes slices of exactly its width; a shorter one panics on
// the bounds check before anything is read.
package group

import (
	"simd/archsimd"
	"unsafe"

	"github.com/bitbench/bitbench/harness"
)

// Squares8 returns sqs[0:8] as eight lanes (VPMOVZXBQ; AVX-512).
func Squares8(sqs []harness.Square) archsimd.Uint64x8 {
	_ = sqs[7]
	return archsimd.BroadcastUint64x2(*(*uint64)(unsafe.Pointer(&sqs[0]))).AsUint8x16().ExtendLo8ToUint64()
}

// Load8 returns occs[0:8] as eight lanes.
func Load8(occs []harness.Bitboard) archsimd.Uint64x8 {
	return archsimd.LoadUint64x8((*[8]uint64)(unsafe.Pointer(&occs[:8][0])))
}

// Store8 writes the eight lanes of v to dst[0:8].
func Store8(dst []harness.Bitboard, v archsimd.Uint64x8) {
	v.Store((*[8]uint64)(unsafe.Pointer(&dst[:8][0])))
}

// Squares4 returns sqs[0:4] as four lanes (VPMOVZXBQ; AVX2).
func Squares4(sqs []harness.Square) archsimd.Uint64x4 {
	_ = sqs[3]
	return archsimd.BroadcastUint32x4(*(*uint32)(unsafe.Pointer(&sqs[0]))).AsUint8x16().ExtendLo4ToUint64()
}

// Load4 returns occs[0:4] as four lanes.
func Load4(occs []harness.Bitboard) archsimd.Uint64x4 {
	return archsimd.LoadUint64x4((*[4]uint64)(unsafe.Pointer(&occs[:4][0])))
}

// Store4 writes the four lanes of v to dst[0:4].
func Store4(dst []harness.Bitboard, v archsimd.Uint64x4) {
	v.Store((*[4]uint64)(unsafe.Pointer(&dst[:4][0])))
}
