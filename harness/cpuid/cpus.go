package cpuid

import (
	"os"
	"runtime"
)

// logicalCPUs returns the machine's logical CPU count: on Linux the CPUs in
// /sys/devices/system/cpu/online, which a pinned process (taskset) still
// sees whole; elsewhere, or when that file cannot be read,
// runtime.NumCPU(), which counts only the CPUs the process may use.
func logicalCPUs() int {
	if runtime.GOOS == "linux" {
		if b, err := os.ReadFile("/sys/devices/system/cpu/online"); err == nil {
			if n, err := cpuListCount(string(b)); err == nil {
				return n
			}
		}
	}
	return runtime.NumCPU()
}
