package gate

import "strings"

// A Direction says which way a unit improves.
type Direction int

// The directions a unit can have.
const (
	// Unknown: the unit is reported but never gated.
	Unknown Direction = 0
	// LowerIsBetter: durations, allocations, sizes.
	LowerIsBetter Direction = -1
	// HigherIsBetter: rates.
	HigherIsBetter Direction = 1
)

// String returns "lower is better", "higher is better" or "unknown".
func (d Direction) String() string {
	switch d {
	case LowerIsBetter:
		return "lower is better"
	case HigherIsBetter:
		return "higher is better"
	}
	return "unknown"
}

// timeUnits are the numerators that make a unit a duration.
var timeUnits = []string{"ns/", "µs/", "us/", "ms/", "s/", "sec/"}

// CPUPrefix begins the unit of a metric taken with the CPU time of the
// benchmark's thread instead of the wall clock: "cpu-ns/lookup" next to
// "ns/lookup", "cpu-Mnodes/s" next to "Mnodes/s" (see the root package's
// bench_test.go and internal/threadcpu).
const CPUPrefix = "cpu-"

// BestPrefix begins the unit of a CPU-time metric taken as the best
// (least time, highest rate) over the chunks of at least 100 µs into which
// the benchmark's timed loop is cut: "best-cpu-ns/lookup" next to
// "cpu-ns/lookup" (see internal/benchloops). Interference from other jobs
// only ever slows a chunk down, so the best chunk estimates the
// uncontended speed even when most of the run was disturbed.
const BestPrefix = "best-"

// WallUnit returns the wall-clock unit that a CPU-time unit stands beside:
// "ns/lookup" for "cpu-ns/lookup" and for "best-cpu-ns/lookup"; ok is false
// when unit does not begin with [CPUPrefix] or [BestPrefix]+[CPUPrefix] or
// has nothing after it.
func WallUnit(unit string) (wall string, ok bool) {
	wall, ok = strings.CutPrefix(strings.TrimPrefix(unit, BestPrefix), CPUPrefix)
	return wall, ok && wall != ""
}

// betterUnits returns the units of the same quantity that the gate
// prefers to unit, most preferred first: for a wall unit "ns/lookup",
// "best-cpu-ns/lookup", "cpu-ns/lookup" and "best-ns/lookup" (the best
// chunk by wall time, which parallel perft reports for want of a thread
// clock: "best-Mnodes/s"); for "cpu-ns/lookup", "best-cpu-ns/lookup";
// none for any other.
func betterUnits(unit string) []string {
	if strings.HasPrefix(unit, BestPrefix) {
		return nil
	}
	if wall, ok := strings.CutPrefix(unit, CPUPrefix); ok {
		return []string{BestPrefix + CPUPrefix + wall}
	}
	return []string{BestPrefix + CPUPrefix + unit, CPUPrefix + unit, BestPrefix + unit}
}

// UnitDirection returns the direction of unit as written in a results file:
// LowerIsBetter for durations per something ("ns/op", "ns/lookup",
// "sec/op", "ms/move"), "B/op", "allocs/op" and sizes ending in "-B" or
// "-bytes" ("table-B"); HigherIsBetter for anything ending in "/s"
// ("Mnodes/s", "MB/s", "B/s"); Unknown otherwise, including the empty
// string. A CPU-time unit has the direction of its wall unit
// ("cpu-ns/lookup" that of "ns/lookup", see [WallUnit]). Units are matched
// exactly as written: "NS/OP" is Unknown.
func UnitDirection(unit string) Direction {
	if wall, ok := WallUnit(unit); ok {
		unit = wall
	}
	switch {
	case unit == "B/op" || unit == "allocs/op":
		return LowerIsBetter
	case strings.HasSuffix(unit, "/s"):
		return HigherIsBetter
	case strings.HasSuffix(unit, "-B") || strings.HasSuffix(unit, "-bytes"):
		return LowerIsBetter
	}
	for _, t := range timeUnits {
		if strings.HasPrefix(unit, t) && len(unit) > len(t) {
			return LowerIsBetter
		}
	}
	return Unknown
}
