// Package perftsuite holds the project's perft positions with their counts,
// as EPD files (package epd) embedded from testdata, and Check, the one
// runner that every test of perft counts uses. Each position's counts are
// written in exactly one of the files:
//
//   - CPW: the six positions of the Chess Programming Wiki's Perft Results
//     page, and position 4 mirrored, with the published counts;
//   - Published: positions for known move generator bugs, with the counts
//     public perft suites give for them;
//   - Tricky: the project's own standard-chess positions, one per bug class,
//     counts cross-checked against notnil/chess and dragontoothmg;
//   - Tricky960: the project's own Chess960 positions, depth 1 by hand.
//
// The comment after a line's counts is the position's name (epd.Entry's
// Comment), used in messages and, for CPW's "start" and "kiwipete", in
// benchmark names.
//
// The package does not import the move generator: a test passes a Counter,
// so the suites serve package position's own tests, the root perft tests,
// the peers (notnil/chess, dragontoothmg) and any technique alike.
package perftsuite

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
)

// The embedded suites, by file name.
const (
	CPW       = "cpw.epd"
	Published = "published.epd"
	Tricky    = "tricky.epd"
	Tricky960 = "tricky960.epd"
)

// Names are the embedded suites.
var Names = []string{CPW, Published, Tricky, Tricky960}

//go:embed testdata/*.epd
var files embed.FS

// Load returns the entries of the embedded suite name (one of Names). An
// unknown name, or any malformed line, is an error (the suites are the
// project's own: a bad line is a bug, not something to skip).
func Load(name string) ([]epd.Entry, error) {
	data, err := files.ReadFile("testdata/" + name)
	if err != nil {
		return nil, fmt.Errorf("perft suite %q: %w", name, err)
	}
	entries, errs := epd.Parse(bytes.NewReader(data))
	if len(errs) > 0 {
		return nil, fmt.Errorf("perft suite %s: %w", name, errors.Join(errs...))
	}
	return entries, nil
}

// MustLoad is Load for tests and benchmarks: an error fails tb at once.
func MustLoad(tb testing.TB, name string) []epd.Entry {
	tb.Helper()
	entries, err := Load(name)
	if err != nil {
		tb.Fatal(err)
	}
	return entries
}

// Find returns the entry of the embedded suite name whose comment (its
// name) is position; an unknown position fails tb at once.
func Find(tb testing.TB, name, position string) epd.Entry {
	tb.Helper()
	for _, e := range MustLoad(tb, name) {
		if e.Comment == position {
			return e
		}
	}
	tb.Fatalf("perft suite %s: no position named %q", name, position)
	return epd.Entry{}
}

// FENs returns the positions of the embedded suites names, in file order.
func FENs(tb testing.TB, names ...string) []string {
	tb.Helper()
	var fens []string
	for _, name := range names {
		for _, e := range MustLoad(tb, name) {
			fens = append(fens, e.FEN)
		}
	}
	return fens
}

// Counter returns the perft count of the position fen at depth (at least 1),
// or an error, such as a FEN it rejects.
type Counter func(fen string, depth int) (uint64, error)

// Check checks, for each entry, every count of at most maxNodes nodes with
// count, shallowest first, reporting each wrong count or error with tb.Errorf
// (suite, line, name, FEN, depth, got and want). A position's deeper counts
// are skipped after its first failure. It returns the number of counts
// checked; checking none is not an error here (see Run).
func Check(tb testing.TB, suite string, entries []epd.Entry, maxNodes uint64, count Counter) (checked int) {
	tb.Helper()
	for _, e := range entries {
		for _, c := range e.Counts {
			if c.Nodes > maxNodes {
				continue
			}
			checked++
			got, err := count(e.FEN, c.Depth)
			if err != nil {
				tb.Errorf("%s line %d (%s): perft(%q, %d): %v", suite, e.Line, e.Comment, e.FEN, c.Depth, err)
				break
			}
			if got != c.Nodes {
				tb.Errorf("%s line %d (%s): perft(%q, %d) == %d; want %d", suite, e.Line, e.Comment, e.FEN, c.Depth, got, c.Nodes)
				break
			}
		}
	}
	return checked
}

// Run checks the embedded suite name with Check and fails tb when the suite
// cannot be read or when no count is within maxNodes, so that a limit set
// too low cannot pass as a check. It returns the number of counts checked.
func Run(tb testing.TB, name string, maxNodes uint64, count Counter) int {
	tb.Helper()
	entries, err := Load(name)
	if err != nil {
		tb.Fatal(err)
		return 0
	}
	checked := Check(tb, name, entries, maxNodes, count)
	if checked == 0 {
		tb.Errorf("perft suite %s: no count of at most %d nodes; nothing was checked", name, maxNodes)
	}
	return checked
}
