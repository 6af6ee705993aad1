package results

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"

	"github.com/bitbench/bitbench/harness"
)

// HostUnit is the unit the measuring engine gives each slice's host: the
// slower of the reference slices around it, in the reference's figure
// (engine.Sample).
const HostUnit = "host"

// RefUnit is the unit the measuring engine gives each slice's ratio to the
// run's reference row.
const RefUnit = "ref"

// quietKey is the configuration line of a run's quiet limit (QuietLine).
const quietKey = "quiet"

// QuietLine returns the configuration line that records a run's quiet
// limit: the host above which a slice counts in no figure, the level it is
// set from, and how many of the run's n reference slices were at or under
// it ("quiet: limit 1.29 (level 1.17 + 10%): 3021 of 4373 reference slices
// (69%)").
func QuietLine(limit, level float64, under, n int) string {
	return fmt.Sprintf("%s: limit %s (level %s + %.0f%%): %d of %d reference slices (%.0f%%)",
		quietKey, strconv.FormatFloat(limit, 'g', 6, 64), strconv.FormatFloat(level, 'g', 6, 64), 100*(limit/level-1), under, n, 100*float64(under)/float64(max(n, 1)))
}

// QuietLimit returns the quiet limit a results file's configuration
// records (QuietLine); ok is false for a file without the line (every file
// written before it). A line that names no positive limit is an error.
func QuietLimit(config map[string]string) (limit float64, ok bool, err error) {
	v, has := config[quietKey]
	if !has {
		return 0, false, nil
	}
	f := strings.Fields(strings.TrimSpace(v))
	if len(f) >= 2 && f[0] == "limit" {
		limit, err = strconv.ParseFloat(f[1], 64)
	}
	if len(f) < 2 || f[0] != "limit" || err != nil || !(limit > 0) || math.IsInf(limit, 0) {
		return 0, false, fmt.Errorf("%s: %s: want \"limit N …\" with N a positive number", quietKey, harness.Excerpt(v))
	}
	return limit, true, nil
}

// quietOnly returns the samples whose host is at or under limit, with
// their origins; hosts holds each sample's host (0: none, which counts).
func quietOnly(vals []float64, orig []origin, hosts []float64, limit float64) ([]float64, []origin) {
	var v []float64
	var o []origin
	for i, x := range vals {
		if hosts[i] <= limit {
			v = append(v, x)
			o = append(o, orig[i])
		}
	}
	return v, o
}

// hostOf returns the HostUnit value of a result line; 0 when it has none.
func hostOf(rec *benchfmt.Result) float64 {
	for _, v := range rec.Values {
		if v.Unit == HostUnit || v.OrigUnit == HostUnit {
			return v.Value
		}
	}
	return 0
}
