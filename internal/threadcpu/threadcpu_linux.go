//go:build linux

package threadcpu

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadTime is true when the kernel gives the thread CPU clock; every
// kernel Go supports does.
var threadTime = func() bool {
	var ts unix.Timespec
	return unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) == nil
}()

// threadNow reads CLOCK_THREAD_CPUTIME_ID. It returns 0 if the clock
// fails, which it cannot once threadTime is true: the clock id and the
// pointer are valid.
func threadNow() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
