//go:build !amd64 && !(arm64 && linux) && !(darwin && arm64)

package cpuid

import "runtime"

// Detect identifies the processor this program runs on. On this platform
// the package has no reader: only Arch and the CPU count are known, and the
// microarchitecture is "unknown".
func Detect() ID {
	return ID{Arch: runtime.GOARCH, Uarch: Unknown, LogicalCPUs: logicalCPUs()}
}
