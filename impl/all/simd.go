//go:build goexperiment.simd && amd64

package all

import _ "github.com/bitbench/bitbench/impl/simd" // AVX2 Kogge-Stone, four directions per vector (GOEXPERIMENT=simd)
