//go:build goexperiment.simd && amd64

package gfni

import (
	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/cpugate"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the GFNI Hyperbola Quintessence implementation of harness.Impl,
// registered as "gfni" when the CPU has AVX-512 and GFNI. Its set
// operations and leaper attacks are impl/internal/plain's; its sliders are
// in attacks.go.
type Impl struct {
	plain.Sets
	plain.Leapers
}

// gate says whether the CPU can run the vector code: GFNI's
// VGF2P8AFFINEQB on 128- and 256-bit vectors with an EVEX encoding, which
// archsimd checks as AVX512GFNI (GFNI and AVX-512 F, CD, BW, DQ and VL).
var gate = cpugate.Gate{OK: archsimd.X86.AVX512GFNI(), Path: "avx512+gfni", Lacks: "AVX-512 GFNI"}

func init() { gate.Register(Impl{}) }

// Path returns "avx512+gfni" when the CPU has AVX-512 GFNI and the package has
// registered Impl, and "not registered: CPU lacks AVX-512 GFNI" otherwise.
// Benchmark runs print it as the configuration line "gfni: …".
func Path() string { return gate.Line() }

// Name returns "gfni".
func (Impl) Name() string { return "gfni" }

// Family reports harness.FamilyArithmetic: blockers found by subtraction,
// as in package hq.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }

// Path is the package's Path, as a method: the configuration line the
// benchmarks print ("gfni: avx512+gfni").
func (Impl) Path() string { return Path() }
