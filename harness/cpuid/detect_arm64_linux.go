//go:build arm64 && linux

package cpuid

import (
	"os"
	"runtime"
)

// Detect identifies the processor this program runs on, from /proc/cpuinfo
// (ParseCPUInfo), the cache sizes in /sys/devices/system/cpu/cpu0/cache, and
// the presence of /sys/hypervisor/type or a device-tree hypervisor node. It
// never fails: what cannot be read is left unknown (0, "unknown").
func Detect() ID {
	id := ID{Arch: runtime.GOARCH, Uarch: Unknown}
	if text, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		if parsed, err := ParseCPUInfo(string(text)); err == nil {
			id = parsed
		}
	}
	if l1d, l2, l3, err := sysfsCaches(os.DirFS("/sys/devices/system/cpu/cpu0/cache")); err == nil {
		id.L1d, id.L2, id.L3 = l1d, l2, l3
	}
	if b, err := os.ReadFile("/sys/hypervisor/type"); err == nil && len(b) > 0 {
		id.Hypervisor = true
	} else if _, err := os.Stat("/proc/device-tree/hypervisor"); err == nil {
		id.Hypervisor = true
	}
	id.LogicalCPUs = logicalCPUs()
	return id
}
