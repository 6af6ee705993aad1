//go:build goexperiment.simd && amd64

package avx512

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/cpugate"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the AVX-512 Kogge–Stone implementation of harness.Impl,
// registered as "avx512" when the CPU has AVX-512. Its set operations and
// leaper attacks are impl/internal/plain's; its sliders are in attacks.go,
// its batches in batch.go.
type Impl struct {
	plain.Sets
	plain.Leapers
}

// gate says whether the CPU can run the vector code: AVX-512 F, CD,
// BW, DQ and VL, which archsimd bundles as one feature.
var gate = cpugate.Gate{OK: archsimd.X86.AVX512(), Path: "avx512", Lacks: "AVX-512"}

func init() { gate.Register(Impl{}) }

// Path returns "avx512" when the CPU has AVX-512 and the package has
// registered Impl, and "not registered: CPU lacks AVX-512" otherwise.
// Benchmark runs print it as the configuration line "avx512: …".
func Path() string { return gate.Line() }

// Name returns "avx512".
func (Impl) Name() string { return "avx512" }

// Family reports harness.FamilyFill: Kogge–Stone fills, eight in a vector.
func (Impl) Family() harness.Family { return harness.FamilyFill }

// Path is the package's Path, as a method: the configuration line the
// benchmarks print ("avx512: avx512").
func (Impl) Path() string { return Path() }
