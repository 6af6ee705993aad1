//go:build linux

package benchloops

import (
	"runtime"

	"golang.org/x/sys/unix"
)

// AllowedCPUs returns the CPUs this process may run on (its affinity), in
// increasing order.
func AllowedCPUs() ([]int, error) {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		return nil, err
	}
	var out []int
	for cpu := 0; len(out) < set.Count(); cpu++ {
		if set.IsSet(cpu) {
			out = append(out, cpu)
		}
	}
	return out, nil
}

// pinThread locks the calling goroutine to its OS thread and pins the
// thread to cpu; restore gives the thread back its former CPUs and unlocks
// it (a thread it cannot restore stays locked, so that no other goroutine
// runs on it pinned, and goes when its goroutine ends).
func pinThread(cpu int) (restore func() error, err error) {
	runtime.LockOSThread()
	var was, one unix.CPUSet
	if err := unix.SchedGetaffinity(0, &was); err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	one.Set(cpu)
	if err := unix.SchedSetaffinity(0, &one); err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	return func() error {
		if err := unix.SchedSetaffinity(0, &was); err != nil {
			return err
		}
		runtime.UnlockOSThread()
		return nil
	}, nil
}
