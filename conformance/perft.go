package conformance

// The perft smoke test: the chess rules of chess/position, with the
// technique's attacks, must count the leaf nodes of a few positions
// exactly. The positions and their published counts are the Chess
// Programming Wiki's perft positions (chess/perftsuite's CPW suite, the one
// place the project writes them); every count up to smokeMaxNodes is
// checked, so that the test stays a smoke test whatever depths the suite
// lists.

import (
	"fmt"
	"slices"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
)

// smokeMaxNodes is the largest count the smoke test checks.
const smokeMaxNodes = 100_000

// smokeEntries returns the positions of the smoke test with their counts.
func smokeEntries() ([]epd.Entry, error) {
	return perftsuite.Load(perftsuite.CPW)
}

// perftSmoke counts every position of smokeEntries at every depth it lists
// up to smokeMaxNodes nodes with impl's attacks and returns a report per
// position with a wrong count (or a panic), with the counterexample that
// perftCounterexample finds against ref.
func perftSmoke(impl, ref harness.Impl) []string {
	entries, err := smokeEntries()
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	for _, e := range entries {
		p, err := position.ParseFEN(e.FEN)
		if err != nil {
			out = append(out, fmt.Sprintf("perft suite %s line %d: %v", perftsuite.CPW, e.Line, err))
			continue
		}
		for _, c := range e.Counts {
			if c.Nodes > smokeMaxNodes {
				break
			}
			if got, err := safePerft(p, impl, c.Depth); err != nil || got != c.Nodes {
				out = append(out, fmt.Sprintf("perft(%q, %d) == %d (%v); want %d\n%s", e.FEN, c.Depth, got, err, c.Nodes,
					perftCounterexample(p, impl, ref, c.Depth)))
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

// perftCounterexample walks down from p, depth plies, along the first move
// whose subtree count differs between impl and ref (position.Divide), to
// the position where the two generate different moves, and describes it:
// the moves played to get there, its FEN, the moves only one of them
// generates and a diagram of its occupied squares. It says so when the
// counts do not differ (impl is then wrong only against the published
// count, or not deterministic).
func perftCounterexample(p *position.Position, impl, ref harness.Impl, depth int) (report string) {
	defer func() {
		if r := recover(); r != nil {
			report = fmt.Sprintf("no counterexample: Divide panicked: %v\n", r)
		}
	}()
	cp := *p // a Position is a value: the walk plays moves on a copy
	p = &cp
	var path []string
	for ; depth >= 1; depth-- {
		got, want := position.Divide(p, impl, depth), position.Divide(p, ref, depth)
		counts := map[string]uint64{}
		for _, d := range want {
			counts[d.Move] = d.Nodes
		}
		var extra, missing []string
		next := ""
		for _, d := range got {
			n, ok := counts[d.Move]
			switch {
			case !ok:
				extra = append(extra, d.Move)
			case n != d.Nodes && next == "":
				next = d.Move
			}
			delete(counts, d.Move)
		}
		for m := range counts {
			missing = append(missing, m)
		}
		if len(extra)+len(missing) > 0 {
			slices.Sort(missing)
			return fmt.Sprintf("counterexample after %v: %s\nmoves only %s generates: %v; moves only the reference %s generates: %v\n%s",
				path, p.FEN(), impl.Name(), extra, ref.Name(), missing, propSideBySide(propBoard("occupied", p.Occupied())))
		}
		if next == "" {
			break
		}
		m, err := p.ParseUCI(next, ref)
		if err != nil {
			return fmt.Sprintf("no counterexample: move %s of %s: %v\n", next, p.FEN(), err)
		}
		p.Make(m)
		path = append(path, next)
	}
	return fmt.Sprintf("no counterexample: every subtree count below %v agrees with the reference %s\n", path, ref.Name())
}
