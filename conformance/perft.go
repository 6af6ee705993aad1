package conformance

// The perft smoke test: the chess rules of harness/position, with the
// technique's attacks, must count the leaf nodes of a few positions
// exactly. The positions and their published counts are
// chessprogramming.org's perft positions 1 to 6 (testdata/smoke.epd, read
// with the project's EPD reader); every count up to smokeMaxNodes is
// checked, so that the test stays a smoke test whatever depths the file
// lists.

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/epd"
	"github.com/bitbench/bitbench/harness/position"
)

//go:embed testdata/smoke.epd
var smokeEPD string

// smokeMaxNodes is the largest count the smoke test checks.
const smokeMaxNodes = 100_000

// smokeEntries returns the positions of the smoke test with their counts.
func smokeEntries() ([]epd.Entry, error) {
	entries, errs := epd.Parse(strings.NewReader(smokeEPD))
	if len(errs) > 0 {
		return nil, fmt.Errorf("testdata/smoke.epd: %w", errors.Join(errs...))
	}
	return entries, nil
}

// perftSmoke counts every position of smokeEntries at every depth it lists
// up to smokeMaxNodes nodes with impl's attacks and returns a report per
// position with a wrong count (or a panic).
func perftSmoke(impl harness.Impl) []string {
	entries, err := smokeEntries()
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	for _, e := range entries {
		p, err := position.ParseFEN(e.FEN)
		if err != nil {
			out = append(out, fmt.Sprintf("testdata/smoke.epd line %d: %v", e.Line, err))
			continue
		}
		for _, c := range e.Counts {
			if c.Nodes > smokeMaxNodes {
				break
			}
			if got, err := safePerft(p, impl, c.Depth); err != nil || got != c.Nodes {
				out = append(out, fmt.Sprintf("perft(%q, %d) == %d (%v); want %d\n%s", e.FEN, c.Depth, got, err, c.Nodes,
					propSideBySide(propBoard("occupancy", p.Occupied()))))
				break // the deeper counts are wrong too
			}
		}
	}
	return out
}

// safePerft is position.Perft with a panic (a bug in impl) as an error.
func safePerft(p *position.Position, impl harness.Impl, depth int) (n uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return position.Perft(p, impl, depth), nil
}
