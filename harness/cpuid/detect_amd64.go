//go:build amd64

package cpuid

import (
	"runtime"
	"strings"

	kcpuid "github.com/klauspost/cpuid/v2"
)

// Detect identifies the processor this program runs on, from CPUID (read by
// github.com/klauspost/cpuid/v2, which applies the same signature rule as
// Signature) and the OS's CPU count. It never fails: what cannot be read is
// left unknown (0, "unknown").
func Detect() ID {
	c := kcpuid.CPU
	id := ID{
		Arch:       runtime.GOARCH,
		Vendor:     c.VendorString,
		Brand:      strings.Join(strings.Fields(c.BrandName), " "),
		Family:     c.Family,
		Model:      c.Model,
		Stepping:   c.Stepping,
		L1d:        max(c.Cache.L1D, 0),
		L2:         max(c.Cache.L2, 0),
		L3:         max(c.Cache.L3, 0),
		Hypervisor: c.Supports(kcpuid.HYPERVISOR),
		BMI2:       c.Supports(kcpuid.BMI2),
	}
	id.LogicalCPUs = logicalCPUs()
	id.classify()
	return id
}
