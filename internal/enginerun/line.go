package enginerun

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// A result is one slice's benchmark line as a worker wrote it.
type result struct {
	name    string // the row, without "Benchmark" and the -P suffix
	procs   int
	iters   int64
	metrics map[string]float64
	units   []string // in the order of the line
	took    float64  // the slice's wall time, set-up included, in seconds
	cpu     int      // the CPU the worker pinned the slice to; -1 for none
}

// engineUnit is the worker's last metric: the slice's wall time; cpuUnit,
// the one before it for a slice the worker pinned to a CPU: the CPU. Both
// are the driver's, not the results'.
const engineUnit, cpuUnit = "engine-s", "engine-cpu"

// parseResult reads a worker's benchmark line.
func parseResult(line string) (result, error) {
	f := strings.Split(line, "\t")
	if len(f) < 3 || !strings.HasPrefix(f[0], "Benchmark") {
		return result{}, fmt.Errorf("not a benchmark line: %q", line)
	}
	r := result{name: strings.TrimPrefix(f[0], "Benchmark"), procs: 1, cpu: -1, metrics: map[string]float64{}}
	if i := strings.LastIndexByte(r.name, '-'); i > 0 {
		if p, err := strconv.Atoi(r.name[i+1:]); err == nil && p > 1 {
			r.name, r.procs = r.name[:i], p
		}
	}
	var err error
	if r.iters, err = strconv.ParseInt(strings.TrimSpace(f[1]), 10, 64); err != nil {
		return result{}, fmt.Errorf("iterations of %q: %w", line, err)
	}
	for _, m := range f[2:] {
		v, unit, ok := strings.Cut(strings.TrimSpace(m), " ")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return result{}, fmt.Errorf("metric %q of %q", m, line)
		}
		switch unit {
		case engineUnit:
			r.took = x
			continue
		case cpuUnit:
			r.cpu = int(x)
			continue
		}
		r.metrics[unit] = x
		r.units = append(r.units, unit)
	}
	return r, nil
}

// value returns the result's figure under estimator (engine.Figure).
func (r result) value(estimator string) (float64, bool) { return engine.Figure(r.metrics, estimator) }

// format writes the result as a benchmark line with its sample's ratio as
// "ref" and Host as "host" (each left out when 0).
func (r result) format(s engine.Sample) string {
	var b strings.Builder
	b.WriteString("Benchmark" + r.name)
	if r.procs > 1 {
		b.WriteString("-" + strconv.Itoa(r.procs))
	}
	fmt.Fprintf(&b, "\t%d", r.iters)
	for _, u := range r.units {
		fmt.Fprintf(&b, "\t%s %s", strconv.FormatFloat(r.metrics[u], 'g', 6, 64), u)
	}
	if s.Ratio > 0 {
		fmt.Fprintf(&b, "\t%.5f ref", s.Ratio)
	}
	if s.Host > 0 {
		fmt.Fprintf(&b, "\t%s %s", strconv.FormatFloat(s.Host, 'g', 6, 64), results.HostUnit)
	}
	return b.String()
}
