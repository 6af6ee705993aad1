package threadcpu_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/threadcpu"
)

// sink keeps the busy loop from being optimised away.
var sink uint64

// busy computes n dependent multiply-adds: at least n cycles of CPU time,
// whatever the load on the machine.
func busy(n int) {
	x := uint64(1)
	for range n {
		x = x*6364136223846793005 + 1442695040888963407
	}
	sink = x
}

// measure runs f with the goroutine locked to its thread and returns the
// difference of Now and the wall time around it.
func measure(f func()) (clock, wall time.Duration) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0, w0 := threadcpu.Now(), time.Now()
	f()
	return threadcpu.Now() - t0, time.Since(w0)
}

func TestLabel(t *testing.T) {
	want := "wall"
	if threadcpu.ThreadTime() {
		want = "cpu"
	}
	if got := threadcpu.Label(); got != want {
		t.Errorf("Label() == %q with ThreadTime() == %v; want %q", got, threadcpu.ThreadTime(), want)
	}
	if runtime.GOOS == "linux" && !threadcpu.ThreadTime() {
		t.Errorf("ThreadTime() == false on Linux; want the thread CPU clock")
	}
}

// TestBusyAdvances: 3e7 dependent multiply-adds take at least 3e7 cycles,
// over 5 ms at any clock speed below 6 GHz, however loaded the machine; the
// clock can never run ahead of the wall time by more than its granularity.
func TestBusyAdvances(t *testing.T) {
	clock, wall := measure(func() { busy(3e7) })
	if clock < 5*time.Millisecond || clock > wall+time.Millisecond {
		t.Errorf("Now advanced %v over 3e7 multiply-adds (wall %v); want between 5ms and the wall time", clock, wall)
	}
}

// TestSleepDoesNotAdvance: a thread asleep for 100 ms uses almost no CPU
// time, so the thread clock barely moves; the wall fallback moves by the
// whole sleep.
func TestSleepDoesNotAdvance(t *testing.T) {
	clock, wall := measure(func() { time.Sleep(100 * time.Millisecond) })
	if !threadcpu.ThreadTime() {
		if clock < 100*time.Millisecond {
			t.Errorf("wall fallback: Now advanced %v over a 100ms sleep; want at least 100ms", clock)
		}
		return
	}
	if clock < 0 || clock > 10*time.Millisecond {
		t.Errorf("Now advanced %v over a 100ms sleep (wall %v); want between 0 and 10ms", clock, wall)
	}
}

// TestOtherThreadsDoNotCount: CPU burnt by another goroutine, on another
// thread, while this one waits, is not this thread's.
func TestOtherThreadsDoNotCount(t *testing.T) {
	if !threadcpu.ThreadTime() {
		t.Skip("no thread CPU clock on " + runtime.GOOS)
	}
	clock, wall := measure(func() {
		done := make(chan bool)
		go func() {
			busy(3e7)
			done <- true
		}()
		<-done
	})
	if clock > 2*time.Millisecond {
		t.Errorf("Now advanced %v while another goroutine made 3e7 multiply-adds (wall %v); want at most 2ms", clock, wall)
	}
}

func TestMonotonic(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	prev := threadcpu.Now()
	for i := range 1000 {
		now := threadcpu.Now()
		if now < prev {
			t.Fatalf("call %d: Now() == %v after %v; want a clock that never goes back", i, now, prev)
		}
		prev = now
	}
}

func BenchmarkNow(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var d time.Duration
	for b.Loop() {
		d += threadcpu.Now()
	}
	sink = uint64(d)
}
