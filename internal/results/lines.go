package results

// The line filter between a results file and the benchfmt reader: it
// numbers the lines, notes those benchfmt would skip in silence, and passes
// every line through the configuration check (configcheck.go).

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/bitbench/bitbench/harness"
)

// lineFilter passes its input to the benchfmt reader line by line and
// notes, with their line numbers, the lines benchfmt would skip in silence
// and that are not go test's own output around results.
type lineFilter struct {
	sc      *bufio.Scanner
	name    string
	line    int
	pending []byte // the rest of the current line, newline included
	ignored []string
	trailer map[string]string // configuration lines after the last result line
	more    int               // ignored lines beyond MaxWarnings
	nul     bool              // a NUL byte was seen (UTF-16 input, say)
	err     error             // ErrLine or a *ConflictError, with file and line
	config  *configCheck
}

// newLineFilter returns a lineFilter over r, whose name errors give, that
// refuses lines over MaxLine bytes and configuration lines that conflict.
func newLineFilter(r io.Reader, name string) *lineFilter {
	f := &lineFilter{sc: bufio.NewScanner(r), name: name, config: newConfigCheck(name)}
	f.sc.Buffer(make([]byte, 0, 4096), MaxLine+1)
	return f
}

func (f *lineFilter) Read(p []byte) (int, error) {
	for len(f.pending) == 0 {
		if !f.sc.Scan() {
			err := f.sc.Err()
			if errors.Is(err, bufio.ErrTooLong) {
				f.err = fmt.Errorf("%s:%d: %w: more than %d bytes", f.name, f.line+1, ErrLine, MaxLine)
				return 0, f.err
			}
			if err != nil {
				return 0, err
			}
			if f.err = f.config.finish(); f.err != nil {
				return 0, f.err
			}
			return 0, io.EOF
		}
		f.line++
		text := f.sc.Bytes()
		if err := f.config.line(f.line, text); err != nil {
			f.err = err
			return 0, err
		}
		if !f.nul && bytes.IndexByte(text, 0) >= 0 {
			f.nul = true
		}
		f.noteTrailer(text)
		if ignored(text) {
			if len(f.ignored) < MaxWarnings {
				f.ignored = append(f.ignored, fmt.Sprintf("%s:%d: ignored line %s: not a benchmark result, configuration or go test output", f.name, f.line, harness.Excerpt(string(text))))
			} else {
				f.more++
			}
		}
		f.pending = append(append(f.pending[:0], text...), '\n')
	}
	n := copy(p, f.pending)
	f.pending = f.pending[n:]
	return n, nil
}

// noteTrailer keeps the configuration lines that follow the last result
// line: the measuring engine writes what it learnt of the run there
// (rounds:, noise-floor:, unstable:, …), where benchfmt gives them to no
// result.
func (f *lineFilter) noteTrailer(text []byte) {
	s := string(bytes.TrimRight(text, "\r"))
	switch {
	case strings.HasPrefix(s, "Benchmark"):
		f.trailer = nil
	case isKeyValueLine(s):
		if f.trailer == nil {
			f.trailer = map[string]string{}
		}
		k, v, _ := strings.Cut(s, ":")
		f.trailer[k] = strings.TrimSpace(v)
	}
}

// count returns how many lines were ignored.
func (f *lineFilter) count() int { return len(f.ignored) + f.more }

func (f *lineFilter) warnings() []string {
	w := f.ignored
	if f.more > 0 {
		w = append(w, fmt.Sprintf("%s: %d more ignored lines", f.name, f.more))
	}
	return w
}

// goTestPrefixes begin the lines go test prints around benchmark results.
var goTestPrefixes = []string{"PASS", "ok ", "ok\t", "--- BENCH:", "--- PASS:", "--- SKIP:", "=== ", "?   \t"}

// ignored reports whether benchfmt skips line and it is not go test's own
// output: a blank line, "PASS", "ok …", indented log lines under
// "--- BENCH:", "=== RUN" are expected; anything else ("hello", a "--- FAIL"
// or "panic:" line) is worth a warning.
func ignored(line []byte) bool {
	s := string(bytes.TrimRight(line, "\r"))
	switch {
	case strings.TrimSpace(s) == "",
		s[0] == ' ' || s[0] == '\t',
		strings.HasPrefix(s, "Benchmark"),
		isUnitLine(s),
		isKeyValueLine(s):
		return false
	}
	for _, p := range goTestPrefixes {
		if strings.HasPrefix(s, p) {
			return false
		}
	}
	return true
}

// isUnitLine reports whether s is a unit metadata line, "Unit <unit> …".
func isUnitLine(s string) bool {
	f := strings.Fields(s)
	return len(f) > 0 && f[0] == "Unit"
}

// isKeyValueLine reports whether s is a configuration line in the sense of
// the benchmark format: a key that begins with a lower-case letter and holds
// no space or upper-case letter, a colon, then nothing or a space or tab.
func isKeyValueLine(s string) bool {
	for i, r := range s {
		switch {
		case i == 0 && !unicode.IsLower(r), unicode.IsSpace(r), unicode.IsUpper(r):
			return false
		case i > 0 && r == ':':
			rest := s[i+1:]
			return rest == "" || rest[0] == ' ' || rest[0] == '\t'
		}
	}
	return false
}
