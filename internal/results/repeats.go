package results

import (
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// origin is where one sample came from: its result line's signature (the
// iteration count and every value, as written) and its line number.
type origin struct {
	sig  string
	line int
}

// resultSig returns what a result line says besides its name: the
// iteration count and each value with its unit. Two lines of one benchmark
// with the same signature are the same line.
func resultSig(rec *benchfmt.Result) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(rec.Iters))
	for _, v := range rec.Values {
		unit, val := v.Unit, v.Value
		if v.OrigUnit != "" {
			unit, val = v.OrigUnit, v.OrigValue
		}
		fmt.Fprintf(&b, " %v %s", val, unit)
	}
	return b.String()
}

// minCopied is the fewest consecutive repeated lines copiedLines takes for
// a copy: hand-written files with round values repeat a few lines (the
// gate's testdata repeats four in a row), a pasted block or a repeated
// file many more.
const minCopied = 8

// copiedLines returns the line numbers of the result lines that are part
// of a copied block: at least minCopied consecutive result lines, each
// repeating exactly (benchmark, iteration count and every value) the line
// after the one the previous line repeats. A real run never prints such a
// block, except for benchmarks whose value is always the same (a table
// size), which dropRepeats leaves alone; a pasted block of the file, or a
// file repeated, is made of them.
func copiedLines(seq []origin) map[int]bool {
	last := map[string]int{} // signature → index in seq of its latest line
	prev := make([]int, len(seq))
	for j, o := range seq {
		prev[j] = -1
		if i, ok := last[o.sig]; ok {
			prev[j] = i
		}
		last[o.sig] = j
	}
	copied := map[int]bool{}
	for j := 0; j < len(seq); {
		if prev[j] < 0 {
			j++
			continue
		}
		k := j + 1
		for k < len(seq) && prev[k] >= 0 && prev[k] == prev[k-1]+1 {
			k++
		}
		if k-j >= minCopied {
			for _, o := range seq[j:k] {
				copied[o.line] = true
			}
		}
		j = k
	}
	return copied
}

// dropRepeats returns the samples of one benchmark and unit without those
// from copied lines (copiedLines), unless the samples are all equal: a
// benchmark whose values vary does not give the same lines twice in a row
// in a real run, so counting the copies would make a few runs look like
// many (and a noisy difference significant). The warning names the first
// copied line.
func dropRepeats(source, full string, vals []float64, from []origin, copied map[int]bool) ([]float64, []string) {
	allEqual := true
	for _, v := range vals[1:] {
		if v != vals[0] {
			allEqual = false
			break
		}
	}
	if allEqual || len(copied) == 0 {
		return vals, nil
	}
	var kept []float64
	dropped, firstLine := 0, 0
	for i, o := range from {
		if copied[o.line] {
			if dropped == 0 {
				firstLine = o.line
			}
			dropped++
			continue
		}
		kept = append(kept, vals[i])
	}
	if dropped == 0 {
		return vals, nil
	}
	return kept, []string{fmt.Sprintf("%s:%d: Benchmark%s: a copy of earlier lines; %d copied sample(s) ignored (a copied line is not another run)",
		source, firstLine, excerptName(benchfmt.Name(full)), dropped)}
}

// countLine returns the file's "count: N" configuration value, the
// repetitions cmd/bench asked of every benchmark, when it is a positive
// whole number.
func countLine(cfg map[string]string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(cfg["count"]))
	return n, err == nil && n > 0
}

// capWarnings keeps the first MaxWarnings of ws and counts the rest, and
// more besides, in one last warning, "<source>: K more warnings".
func capWarnings(source string, ws []string, more int) []string {
	if len(ws) > MaxWarnings {
		ws, more = ws[:MaxWarnings:MaxWarnings], more+len(ws)-MaxWarnings
	}
	if more > 0 {
		ws = append(ws, fmt.Sprintf("%s: %d more warnings (ignored or copied lines)", source, more))
	}
	return ws
}
