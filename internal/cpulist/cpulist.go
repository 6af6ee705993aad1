// Package cpulist reads and writes lists of CPU numbers as taskset and
// Linux write them ("0-3,6"), and the -pin flags of cmd/bench and the test
// binary's -bench.pin, which take such a list or -1 for none.
package cpulist

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Max is the largest CPU number a list may name.
const Max = 4095

// None is the value of a -pin flag that names no CPU: no pinning.
const None = "-1"

// ParseFlag returns the CPUs a -pin flag's value s names: none for None,
// else Parse's list. Its error ends with what a valid value is.
func ParseFlag(s string) ([]int, error) {
	if s == None {
		return nil, nil
	}
	cpus, err := Parse(s)
	if err != nil {
		return nil, fmt.Errorf("%w; want a CPU list such as 1, 0,1 or 0-3 (CPUs 0 to %d, each once), or %s for no pinning", err, Max, None)
	}
	return cpus, nil
}

// FormatFlag writes cpus as ParseFlag reads them: None for none.
func FormatFlag(cpus []int) string {
	if len(cpus) == 0 {
		return None
	}
	return Format(cpus)
}

// Parse returns the CPUs of list s ("0,1", "0-3,6"), in increasing order.
// An empty list, a part that is not a number or a range of two numbers in
// increasing order, a number above Max or one named twice is an error that
// names the part.
func Parse(s string) ([]int, error) {
	if strings.TrimSpace(s) == "" {
		return nil, fmt.Errorf("CPU list %q: empty", s)
	}
	var out []int
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if isRange {
			b, err2 = strconv.Atoi(hi)
		}
		switch {
		case err1 != nil || err2 != nil || a < 0 || b < a:
			return nil, fmt.Errorf("CPU list %q: %q is not a CPU number or a range such as 0-3", s, part)
		case b > Max:
			return nil, fmt.Errorf("CPU list %q: %q names a CPU above %d", s, part, Max)
		}
		for c := a; c <= b; c++ {
			if slices.Contains(out, c) {
				return nil, fmt.Errorf("CPU list %q: CPU %d is named twice", s, c)
			}
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out, nil
}

// Format writes cpus (in increasing order) as taskset does: "0-3,6".
func Format(cpus []int) string {
	var parts []string
	for i := 0; i < len(cpus); {
		j := i
		for j+1 < len(cpus) && cpus[j+1] == cpus[j]+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%d-%d", cpus[i], cpus[j]))
		} else {
			parts = append(parts, strconv.Itoa(cpus[i]))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}
