package conformance

import (
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// This file holds what the property suite needs besides the properties: board
// geometry worked out from (file, rank) coordinates, independent of every
// implementation, and the side-by-side diagrams that failure reports print.

// propPanel is one titled board of a failure report; mark is drawn as '*' (or
// '#' when in b), NoSquare for none.
type propPanel struct {
	title string
	b     harness.Bitboard
	mark  harness.Square
}

// propBoard is a panel without a marked square.
func propBoard(title string, b harness.Bitboard) propPanel {
	return propPanel{title, b, harness.NoSquare}
}

// propSideBySide draws the panels' diagrams next to each other under their
// titles.
func propSideBySide(panels ...propPanel) string {
	const width = 21 // a diagram line is 17 characters wide
	var rows [][]string
	title := ""
	for _, p := range panels {
		title += fmt.Sprintf("%-*s", width, p.title)
		rows = append(rows, strings.Split(strings.TrimSuffix(harness.DiagramMarked(p.b, p.mark), "\n"), "\n"))
	}
	var sb strings.Builder
	sb.WriteString(strings.TrimRight(title, " ") + "\n")
	for i := range rows[0] {
		line := ""
		for _, r := range rows {
			line += fmt.Sprintf("%-*s", width, r[i])
		}
		sb.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return sb.String()
}

// propCall is the text naming a call or law in a failure report, formatted
// only when a report is written: formatting it for every passing case would
// cost more than the case.
type propCall struct {
	format string
	args   []any
}

// propf returns the propCall for fmt.Sprintf(format, args...).
func propf(format string, args ...any) propCall { return propCall{format, args} }

func (c propCall) String() string { return fmt.Sprintf(c.format, c.args...) }

// propMismatch returns "" when got == want, and otherwise a report: the call, got
// and want in mask notation, and the input panels followed by got and want
// as diagrams with mark marked.
func propMismatch(call propCall, got, want harness.Bitboard, mark harness.Square, inputs ...propPanel) string {
	if got == want {
		return ""
	}
	return fmt.Sprintf("%s == %v\nwant %v\nextra %v, missing %v\n%s", call, got, want,
		propSquareList(got&^want), propSquareList(want&^got),
		propSideBySide(append(inputs, propPanel{"got", got, mark}, propPanel{"want", want, mark})...))
}

// propSquareList names the squares of b, "{d4 e5}".
func propSquareList(b harness.Bitboard) string {
	var names []string
	for s := harness.Square(0); s < harness.NumSquares; s++ {
		if b&(1<<s) != 0 {
			names = append(names, s.String())
		}
	}
	return "{" + strings.Join(names, " ") + "}"
}

// Geometry. Everything below is computed square by square from (file, rank)
// steps, sharing no code with any implementation.

var (
	propRookDirs   = []harness.Direction{harness.North, harness.East, harness.South, harness.West}
	propBishopDirs = []harness.Direction{harness.NorthEast, harness.SouthEast, harness.SouthWest, harness.NorthWest}
)

// propStep returns the square one step from s in direction d, or NoSquare off the
// board.
func propStep(s harness.Square, d harness.Direction) harness.Square {
	df, dr := d.Delta()
	return harness.SquareAt(s.File()+df, s.Rank()+dr)
}

// propWhere returns the set of squares for which keep is true.
func propWhere(keep func(s harness.Square) bool) harness.Bitboard {
	var b harness.Bitboard
	for s := harness.Square(0); s < harness.NumSquares; s++ {
		if keep(s) {
			b |= 1 << s
		}
	}
	return b
}

// propExitEdge returns the squares from which a step in direction d leaves the
// board: rank 8 for North, the h-file and rank 8 for NorthEast.
func propExitEdge(d harness.Direction) harness.Bitboard { return propExitEdges[d] }

// propExitEdges holds propExitEdge for each direction, worked out once: the
// shift laws and the ray walker ask for it on every case.
var propExitEdges = func() (out [len(harness.Directions)]harness.Bitboard) {
	for _, d := range harness.Directions {
		out[d] = propWhere(func(s harness.Square) bool { return propStep(s, d) == harness.NoSquare })
	}
	return out
}()

// propEntryEdge returns the squares a step in direction d cannot reach, those
// whose square one step back is off the board: the a-file for East.
func propEntryEdge(d harness.Direction) harness.Bitboard { return propExitEdge(d.Opposite()) }

// propRelevant returns the squares along the rays from s in dirs that can block
// a slider: every ray square except the last one before the edge, since a
// piece on the last square changes nothing (it is attacked either way). The
// square s itself is not relevant.
func propRelevant(s harness.Square, dirs []harness.Direction) harness.Bitboard {
	var b harness.Bitboard
	for _, d := range dirs {
		for t := propStep(s, d); t != harness.NoSquare && propStep(t, d) != harness.NoSquare; t = propStep(t, d) {
			b |= 1 << t
		}
	}
	return b
}
