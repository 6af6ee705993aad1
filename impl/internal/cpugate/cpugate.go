// Package cpugate registers a technique that runs only where the CPU has
// certain instructions (impl/simd, impl/avx512, impl/gfni: vector code
// that would stop the program on a CPU without them), and says which way
// it went in the configuration line the benchmarks print.
package cpugate

import "github.com/bitbench/bitbench/harness"

// Gate is one technique's requirement: whether this CPU meets it, the
// configuration line where it does, and what a CPU that does not lacks.
type Gate struct {
	OK    bool   // the CPU has the instructions
	Path  string // the configuration line where it has them, such as "avx512"
	Lacks string // what a CPU without them lacks, such as "AVX-512"
}

// Register registers impl with the harness when the CPU has the
// instructions, and does nothing otherwise.
func (g Gate) Register(impl harness.Impl) {
	if g.OK {
		harness.Register(impl)
	}
}

// Line returns g.Path when the CPU has the instructions, and otherwise
// "not registered: CPU lacks " followed by g.Lacks.
func (g Gate) Line() string {
	if g.OK {
		return g.Path
	}
	return "not registered: CPU lacks " + g.Lacks
}
