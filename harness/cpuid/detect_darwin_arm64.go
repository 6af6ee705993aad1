//go:build darwin && arm64

package cpuid

import (
	"runtime"
	"strconv"

	"golang.org/x/sys/unix"
)

// Detect identifies the processor this program runs on from sysctl
// (FromSysctl). It never fails: what cannot be read is left unknown (0,
// "unknown").
func Detect() ID {
	values := map[string]string{}
	for _, k := range SysctlKeys {
		if k == "machdep.cpu.brand_string" {
			if s, err := unix.Sysctl(k); err == nil {
				values[k] = s
			}
			continue
		}
		if v, err := unix.SysctlUint64(k); err == nil {
			values[k] = strconv.FormatUint(v, 10)
		} else if v, err := unix.SysctlUint32(k); err == nil {
			values[k] = strconv.FormatUint(uint64(v), 10)
		}
	}
	id, err := FromSysctl(values)
	if err != nil {
		return ID{Arch: runtime.GOARCH, Vendor: "Apple", Family: ImplementerApple, Uarch: Unknown, LogicalCPUs: runtime.NumCPU()}
	}
	return id
}
