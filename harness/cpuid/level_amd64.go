//go:build amd64

package cpuid

import kcpuid "github.com/klauspost/cpuid/v2"

// X86Level returns the x86-64 microarchitecture level this CPU supports
// (1 to 4: what GOAMD64=v1…v4 builds need, AVX2, BMI1, BMI2, FMA, LZCNT,
// MOVBE, F16C and OS support of the AVX state for v3), as
// github.com/klauspost/cpuid/v2 reads it from CPUID; 0 when it cannot
// tell, and 0 on every other architecture.
func X86Level() int { return kcpuid.CPU.X64Level() }
