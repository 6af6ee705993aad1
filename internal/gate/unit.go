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

// UnitDirection returns the direction of unit as written in a results file:
// LowerIsBetter for durations per something ("ns/op", "ns/lookup",
// "sec/op", "ms/move"), "B/op", "allocs/op" and sizes ending in "-B" or
// "-bytes" ("table-B"); HigherIsBetter for anything ending in "/s"
// ("Mnodes/s", "MB/s", "B/s"); Unknown otherwise, including the empty
// string. Units are matched exactly as written: "NS/OP" is Unknown.
func UnitDirection(unit string) Direction {
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
