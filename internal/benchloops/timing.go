package benchloops

// The timing: wall-clock and thread CPU time per lookup, and the best
// chunk's.

import (
	"math"
	"runtime"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/threadcpu"
)

// timeLookups runs f once per benchmark iteration and reports the time per
// lookup, n lookups per call, in unit, the thread's CPU time per lookup in
// "cpu-"+unit, and the best chunk's in "best-cpu-"+unit (threadLoop). The
// framework's ns/op (per call) is dropped.
func timeLookups(b *testing.B, n int, unit string, f func()) {
	cpu := threadLoop(b, f)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), unit)
	if cpu.total > 0 {
		b.ReportMetric(float64(cpu.total.Nanoseconds())/float64(b.N)/float64(n), cPUPrefix+unit)
		b.ReportMetric(cpu.best/float64(n), bestPrefix+cPUPrefix+unit)
	}
	b.ReportMetric(0, "ns/op")
}

// cPUPrefix begins the unit of every metric taken with the thread's
// CPU time: cpu-ns/lookup next to ns/lookup, cpu-Mnodes/s next to Mnodes/s.
const cPUPrefix = "cpu-"

// bestPrefix begins the unit of the best chunk's CPU time (threadLoop):
// best-cpu-ns/lookup next to cpu-ns/lookup. The gate prefers it.
const bestPrefix = "best-"

// chunkTime is the least thread CPU time of a chunk of iterations whose
// time per iteration threadLoop considers for the best.
const chunkTime = 100 * time.Microsecond

// threadTimes is what threadLoop measured: the thread's CPU time over the
// whole loop, and the least CPU time per iteration over its chunks, in
// nanoseconds.
type threadTimes struct {
	total time.Duration
	best  float64
}

// threadLoop runs f once per iteration of b.Loop with the goroutine
// locked to its OS thread, and measures the CPU time the thread used
// (internal/threadcpu): over the whole loop, and per chunk (chunkLoop).
// Other jobs on the machine, and other virtual machines on the host, only
// ever slow a chunk down, in bursts, so the best chunk estimates the
// uncontended speed even when much of the run was disturbed. Measured
// here, eight runs of magic's rook lookup on random occupancy on a host
// with a noisy neighbour: their cpu-ns/lookup spread over 65% (1.71 to
// 3.20), their best-cpu-ns/lookup over 6% in seven of them (1.63 to 1.73;
// the eighth, disturbed throughout, 2.97). The clock is read once per
// chunk, a few hundred nanoseconds in 100 µs. Where there is no thread CPU
// clock (off Linux) it returns zero times, and the caller reports no cpu-*
// metric.
func threadLoop(b *testing.B, f func()) threadTimes {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if !threadcpu.ThreadTime() {
		for b.Loop() {
			f()
		}
		return threadTimes{}
	}
	return chunkLoop(b, threadcpu.Now, f)
}

// wallLoop is threadLoop for work that runs on several threads (parallel
// perft): the same chunks, timed by the monotonic wall clock, which every
// platform has. Its best chunk is the least wall time per iteration.
func wallLoop(b *testing.B, f func()) threadTimes {
	start := time.Now()
	return chunkLoop(b, func() time.Duration { return time.Since(start) }, f)
}

// chunkLoop runs f once per iteration of b.Loop and measures, with clock,
// the whole loop and its chunks. The loop is cut into chunks of
// consecutive iterations, each at least chunkTime long: the chunk length
// starts at one iteration and doubles while a chunk is shorter than
// chunkTime (those short chunks are not counted), so a run of b.N
// iterations holds about b.N·t/chunkTime chunks of time per iteration t.
// best is the least time per iteration of any chunk, or the whole loop's
// when no chunk reached chunkTime (a loop shorter than that).
func chunkLoop(b *testing.B, clock func() time.Duration, f func()) threadTimes {
	start := clock()
	last, i, chunk := start, 0, 1
	best := math.Inf(1)
	for b.Loop() {
		f()
		if i++; i == chunk {
			now := clock()
			if d := now - last; d >= chunkTime {
				best = min(best, float64(d)/float64(i))
			} else {
				chunk *= 2
			}
			last, i = now, 0
		}
	}
	total := clock() - start
	if math.IsInf(best, 1) {
		best = float64(total) / float64(b.N)
	}
	return threadTimes{total, best}
}
