// Package cpuid identifies the processor a benchmark runs on: vendor, brand,
// family/model/stepping, microarchitecture, caches, hypervisor and CPU count.
//
// SKELETON: the API below is the contract other packages build against; the
// microarchitecture table, the arm64 readers and the tests are to be filled in.
package cpuid

import (
	"fmt"
	"runtime"
	"strings"

	kcpuid "github.com/klauspost/cpuid/v2"
)

// ID identifies a processor.
type ID struct {
	Arch        string // GOARCH, such as "amd64"
	Vendor      string // "GenuineIntel", "AuthenticAMD"; on arm64 the implementer ("ARM", "Apple", …)
	Brand       string // brand string as the CPU or OS reports it; may be masked by a hypervisor
	Family      int    // x86: CPUID display family (decimal, as /proc/cpuinfo); arm64: implementer code
	Model       int    // x86: display model; arm64: part number
	Stepping    int    // x86: stepping; arm64: variant<<4 | revision
	Uarch       string // microarchitecture from this package's table, such as "zen3"; "unknown" when not in it
	L1d         int    // L1 data cache per core in bytes; 0 when unknown
	L2          int    // L2 cache per core in bytes; 0 when unknown
	L3          int    // L3 cache in bytes; 0 when unknown
	Hypervisor  bool   // running under a hypervisor
	LogicalCPUs int    // logical CPUs the OS reports
	BMI2        bool   // the CPU has BMI2 (PEXT/PDEP)
}

// Detect identifies the processor this program runs on.
func Detect() ID {
	c := kcpuid.CPU
	return ID{
		Arch:        runtime.GOARCH,
		Vendor:      c.VendorString,
		Brand:       strings.TrimSpace(c.BrandName),
		Family:      c.Family,
		Model:       c.Model,
		Stepping:    c.Stepping,
		Uarch:       "unknown",
		L1d:         c.Cache.L1D,
		L2:          c.Cache.L2,
		L3:          c.Cache.L3,
		Hypervisor:  c.Supports(kcpuid.HYPERVISOR),
		LogicalCPUs: runtime.NumCPU(),
		BMI2:        c.Supports(kcpuid.BMI2),
	}
}

// Slug returns the results folder name: the brand plus the
// microarchitecture, lower case, such as "amd-epyc-zen1".
func (id ID) Slug() string {
	return fmt.Sprintf("%s-%s", id.Brand, id.Uarch) // TODO: normalise
}

// ConfigLines returns the identity as benchfmt configuration lines
// ("cpu-vendor: AuthenticAMD", "cpu-family: 23", …), in a fixed order.
func (id ID) ConfigLines() []string {
	return nil // TODO
}

// PEXT reports whether the hardware PEXT instruction is fast on this CPU and
// why, such as (false, "microcoded on zen1").
func (id ID) PEXT() (fast bool, reason string) {
	return id.BMI2, "TODO"
}
