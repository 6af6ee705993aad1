package layoutfloor

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/safefile"
)

// MaxFileSize is the largest history file Read accepts: a record is about
// 100 bytes, and a campaign of 30 runs adds fewer than 100 records.
const MaxFileSize = 4 << 20

// MaxSpread is the largest spread a record may give, in percent: a layout
// that moved a row more than tenfold is a broken measurement, not history.
const MaxSpread = 1000

// Read reads the history file at path: a regular file of at most
// MaxFileSize bytes (safefile.ReadFile), parsed by Parse.
func Read(path string) (*History, error) {
	data, err := safefile.ReadFile("layout history", path, MaxFileSize)
	if err != nil {
		return nil, err
	}
	return Parse(path, string(data))
}

// Parse parses a history file's text; path names it in errors, which give
// the line too. The first line must be Header; every other line has its
// nine fields, none empty, a spread that is a number of percent from 0 to
// MaxSpread, and a CPU family, model and stepping that are decimal
// numbers. Blank lines are errors too: the file is data, edited by hand.
func Parse(path, text string) (*History, error) {
	h := &History{Path: path}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if lines[0] != Header {
		return nil, fmt.Errorf("%s:1: want the header %q; got %s", path, Header, harness.Excerpt(lines[0]))
	}
	for i, line := range lines[1:] {
		r, err := parseRecord(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, i+2, err)
		}
		h.Records = append(h.Records, r)
	}
	return h, nil
}

// parseRecord parses one line of a history file.
func parseRecord(line string) (Record, error) {
	f := strings.Split(line, "\t")
	names := strings.Split(Header, "\t")
	if len(f) != len(names) {
		return Record{}, fmt.Errorf("%d fields; want %d (%s)", len(f), len(names), strings.Join(names, ", "))
	}
	for i, v := range f {
		if strings.TrimSpace(v) == "" {
			return Record{}, fmt.Errorf("%s is empty", names[i])
		}
	}
	var r Record
	copy(r.Identity[:], f[:5])
	for i := 1; i <= 3; i++ {
		if _, err := strconv.ParseUint(f[i], 10, 31); err != nil {
			return Record{}, fmt.Errorf("%s %s: want a decimal number", names[i], harness.Excerpt(f[i]))
		}
	}
	r.Source, r.Group, r.Unit = f[5], f[6], f[7]
	// Parsed as a fraction ("18.1e-2"), so that 18.1 reads as the double
	// nearest 0.181, not 18.1/100.
	frac, err := strconv.ParseFloat(f[8]+"e-2", 64)
	if err != nil || math.IsNaN(frac) || frac < 0 || frac > MaxSpread/100 {
		return Record{}, fmt.Errorf("spread %s: want a number of percent from 0 to %d", harness.Excerpt(f[8]), MaxSpread)
	}
	r.Spread = frac
	return r, nil
}
