//go:build goexperiment.simd && amd64

package simd

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/cpugate"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the AVX2 Kogge–Stone implementation of harness.Impl, registered as
// "simd" when the CPU has AVX2. Its set operations and leaper attacks are
// impl/internal/plain's; its sliders are in attacks.go.
type Impl struct {
	plain.Sets
	plain.Leapers
}

// gate says whether the CPU can run the vector code.
var gate = cpugate.Gate{OK: archsimd.X86.AVX2(), Path: "avx2", Lacks: "AVX2"}

func init() { gate.Register(Impl{}) }

// Path returns "avx2" when the CPU has AVX2 and the package has
// registered Impl, and "not registered: CPU lacks AVX2" otherwise.
// Benchmark runs print it as the configuration line "simd: …".
func Path() string { return gate.Line() }

// Name returns "simd".
func (Impl) Name() string { return "simd" }

// Family reports harness.FamilyFill: Kogge–Stone fills, four in a vector.
func (Impl) Family() harness.Family { return harness.FamilyFill }

// Path is the package's Path, as a method: the configuration line the
// benchmarks print ("simd: avx2").
func (Impl) Path() string { return Path() }
