// Package threadcpu reads the CPU time of the calling OS thread, the clock
// behind the benchmarks' cpu-* metrics.
//
// On a busy machine a benchmark's wall time counts every moment its thread
// waits while another job runs on its core; the thread's CPU time does not.
// A benchmark that locks its goroutine to its OS thread
// (runtime.LockOSThread) and reads [Now] before and after its timed loop
// gets the CPU time spent in the loop itself: the time the scheduler took
// away no longer counts. What still counts is what the neighbours do to the
// caches, the branch predictors and the clock frequency while the thread
// runs.
//
// On Linux [Now] is clock_gettime(CLOCK_THREAD_CPUTIME_ID), through
// golang.org/x/sys/unix, and [ThreadTime] reports true. Elsewhere (and on
// a Linux kernel that refuses the clock, which no kernel Go supports does)
// [Now] falls back to a monotonic wall clock and [ThreadTime] reports
// false; [Label] names the clock ("cpu" or "wall") so that a figure taken
// with the fallback is never mistaken for CPU time.
//
// The clock measures one thread only. A goroutine that is not locked to its
// thread may move to another between two readings, and then the difference
// means nothing; work done for the goroutine on other threads (the
// garbage collector's background marking, other goroutines it waits for)
// is not counted.
package threadcpu

import "time"

// ThreadTime reports whether [Now] reads the calling thread's CPU time
// (Linux) rather than the wall clock. It does not change while the process
// runs.
func ThreadTime() bool { return threadTime }

// Now returns the CPU time the calling OS thread has used since it started,
// user and system together, when [ThreadTime] reports true; else the
// monotonic wall time since the package was initialised. Only the
// difference between two calls on the same thread means anything: lock the
// goroutine to its thread around them.
func Now() time.Duration {
	if threadTime {
		return threadNow()
	}
	return wallNow()
}

// Label returns the name of the clock [Now] reads: "cpu" when it is the
// thread's CPU time ([ThreadTime]), "wall" for the wall-clock fallback.
func Label() string {
	if threadTime {
		return "cpu"
	}
	return "wall"
}

// wallStart anchors the wall-clock fallback, so that Now is monotonic.
var wallStart = time.Now()

// wallNow is the fallback clock: the monotonic time since the package was
// initialised.
func wallNow() time.Duration { return time.Since(wallStart) }
