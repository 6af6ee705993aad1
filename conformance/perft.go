package conformance

// The perft smoke test: the chess rules of harness/position, with the
// technique's attacks, must count the leaf nodes of a few positions
// exactly. The positions and their published counts (chessprogramming.org's
// perft positions 1 to 6, to small depths) are testdata/smoke.epd, read
// with the project's EPD reader.

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/epd"
	"github.com/bitbench/bitbench/harness/position"
)

//go:embed testdata/smoke.epd
var smokeEPD string

// perftSmoke counts every position of smoke.epd at every depth it lists
// with impl's attacks and returns a report per wrong count (or panic).
func perftSmoke(impl harness.Impl) []string {
	entries, errs := epd.Parse(strings.NewReader(smokeEPD))
	var out []string
	for _, err := range errs {
		out = append(out, fmt.Sprintf("testdata/smoke.epd: %v", err))
	}
	for _, e := range entries {
		p, err := position.ParseFEN(e.FEN)
		if err != nil {
			out = append(out, fmt.Sprintf("testdata/smoke.epd line %d: %v", e.Line, err))
			continue
		}
		for _, c := range e.Counts {
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
