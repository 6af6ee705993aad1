package results

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bitbench/bitbench/harness"
)

// UnstableKey is the configuration key under which a results file of the
// measuring engine names the rows its run marked unstable, each with its
// reason: "unstable: ROW (reason); ROW (reason); …". Where one line would
// pass MarksLine bytes the list goes on under "unstable-2:", "unstable-3:"
// and so on (UnstableLines), so that every mark is in the file however
// many rows a run marks.
const UnstableKey = "unstable"

// MarksLine bounds one line of marks, well under what a results reader
// (MaxLine) and benchstat's (64 KiB) accept in one line.
const MarksLine = 48 << 10

// unstableMore is the key of the n-th line of marks, n from 2.
func unstableMore(n int) string { return UnstableKey + "-" + strconv.Itoa(n) }

// isUnstableMore reports whether k is one of those keys: "unstable-" and a
// number from 2 without leading zeros.
func isUnstableMore(k string) bool {
	n, ok := strings.CutPrefix(k, UnstableKey+"-")
	v, err := strconv.Atoi(n)
	return ok && err == nil && v >= 2 && strconv.Itoa(v) == n
}

// UnstableLines returns the configuration lines, without newlines, that
// record marks (each "ROW (reason)", in the order given): "unstable: …",
// then "unstable-2: …" and so on, each at most MarksLine bytes; none for
// no marks. A mark longer than half a line (none the engine makes) is cut
// to that length, its reason closed with "…)".
func UnstableLines(marks []string) []string {
	var lines []string
	var b strings.Builder
	for _, m := range marks {
		if len(m) > MarksLine/2 {
			m = cutMark(m, MarksLine/2)
		}
		if b.Len() > 0 && b.Len()+2+len(m) > MarksLine {
			lines = append(lines, b.String())
			b.Reset()
		}
		if b.Len() == 0 {
			key := UnstableKey
			if len(lines) > 0 {
				key = unstableMore(len(lines) + 1)
			}
			b.WriteString(key + ": ")
		} else {
			b.WriteString("; ")
		}
		b.WriteString(m)
	}
	if b.Len() > 0 {
		lines = append(lines, b.String())
	}
	return lines
}

// Marks is what a results file says of the rows its run marked unstable.
type Marks struct {
	// Rows are the reasons, by row name
	// ("Slider/impl=sissy/piece=rook/load=random").
	Rows map[string]string
	// Unnamed counts the rows a file marked without naming them: files of
	// 2026-12-04 cut their one line of marks short with "… and 614 more
	// rows marked (the run's log lists them)".
	Unnamed int
}

// unnamedRE is that closing entry of the files that cut their marks short.
var unnamedRE = regexp.MustCompile(`^… and (\d+) more rows marked \(the run's log lists them\)$`)

// ReadMarks returns the marks of config: its "unstable:" line and the lines
// that continue it ("unstable-2:", …, read while they follow on). An entry
// that is not "ROW (reason)" is an error naming its key; a file without the
// lines (every file written before the engine) has no marks.
func ReadMarks(config map[string]string) (Marks, error) {
	m := Marks{Rows: map[string]string{}}
	for n, key := 1, UnstableKey; ; n, key = n+1, unstableMore(n+1) {
		line, ok := config[key]
		if !ok {
			break
		}
		for _, entry := range strings.Split(line, ";") {
			entry = strings.TrimSpace(entry)
			if entry == "" {
				continue
			}
			if u := unnamedRE.FindStringSubmatch(entry); u != nil {
				c, _ := strconv.Atoi(u[1])
				m.Unnamed += c
				continue
			}
			name, why, ok := strings.Cut(entry, " (")
			name = strings.TrimPrefix(name, "Benchmark")
			if !ok || name == "" || strings.ContainsAny(name, " \t") || !strings.HasSuffix(why, ")") {
				return Marks{}, fmt.Errorf("%s: entry %s: want ROW (reason)", key, harness.Excerpt(entry))
			}
			m.Rows[name] = strings.TrimSuffix(why, ")")
		}
	}
	return m, nil
}

// cutMark returns m cut to at most max bytes at a rune boundary, closed
// with "…)".
func cutMark(m string, max int) string {
	end := max - len("…)")
	for end > 0 && !utf8.RuneStart(m[end]) {
		end--
	}
	return m[:end] + "…)"
}
