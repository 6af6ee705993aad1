package enginerun

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// A hostSnap is the machine's CPU accounting at one moment: /proc/stat's
// total ticks by kind, and the CPU time of this process and its children.
type hostSnap struct {
	busy, steal, total float64 // ticks, all CPUs
	ours               float64 // seconds
	ok                 bool
}

// clockTicks is USER_HZ, the unit of /proc/stat on every Linux Go runs on.
const clockTicks = 100

// snapHost reads the machine's accounting; ok is false off Linux.
func snapHost() hostSnap {
	data, err := os.ReadFile("/proc/stat")
	if err != nil {
		return hostSnap{}
	}
	line, _, _ := strings.Cut(string(data), "\n")
	f := strings.Fields(line)
	if len(f) < 9 || f[0] != "cpu" {
		return hostSnap{}
	}
	var v [8]float64
	for i := range v {
		v[i], _ = strconv.ParseFloat(f[i+1], 64)
	}
	// user nice system idle iowait irq softirq steal
	s := hostSnap{busy: v[0] + v[1] + v[2] + v[5] + v[6], steal: v[7], ok: true}
	s.total = s.busy + v[3] + v[4] + v[7]
	var self, kids syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &self) == nil && syscall.Getrusage(syscall.RUSAGE_CHILDREN, &kids) == nil {
		tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
		s.ours = tv(self.Utime) + tv(self.Stime) + tv(kids.Utime) + tv(kids.Stime)
	}
	return s
}

// hostLoad is what the machine did during a run besides the run: the share
// of all CPUs' time stolen by the hypervisor, and the share other processes
// used.
type hostLoad struct {
	steal, others float64
	ok            bool
}

// loadBetween returns the load between two snapshots.
func loadBetween(a, b hostSnap) hostLoad {
	total := b.total - a.total
	if !a.ok || !b.ok || total <= 0 {
		return hostLoad{}
	}
	others := (b.busy - a.busy - (b.ours-a.ours)*clockTicks) / total
	return hostLoad{steal: (b.steal - a.steal) / total, others: max(others, 0), ok: true}
}

// busyLimit is the share of the machine other processes may use before the
// run's summary warns that the machine was busy; stealLimit the same for
// the hypervisor's steal.
const busyLimit, stealLimit = 0.05, 0.02

// lines returns the trailer lines of the load and a warning ("" when the
// machine was quiet).
func (l hostLoad) lines() (steal, busy, warn string) {
	if !l.ok {
		return "unknown (no /proc/stat)", "unknown (no /proc/stat)", ""
	}
	steal = fmt.Sprintf("%.2f%% of all CPUs' time", 100*l.steal)
	busy = fmt.Sprintf("%.2f%% of all CPUs' time used by other processes", 100*l.others)
	if l.others > busyLimit || l.steal > stealLimit {
		warn = fmt.Sprintf("the machine was busy during the run (other processes %.1f%%, steal %.1f%% of all CPUs' time): figures of cache-heavy rows may be slower than on a quiet machine", 100*l.others, 100*l.steal)
	}
	return steal, busy, warn
}
