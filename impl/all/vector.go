//go:build goexperiment.simd && amd64

package all

import (
	_ "github.com/bitbench/bitbench/impl/avx512" // AVX-512 Kogge-Stone, eight directions per vector, batches of eight (GOEXPERIMENT=simd)
	_ "github.com/bitbench/bitbench/impl/gfni"   // Hyperbola Quintessence on all lines in lanes, GFNI bit reversal (GOEXPERIMENT=simd)
)
