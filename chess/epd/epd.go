// Package epd reads perft suites: files that list chess positions together
// with the number of leaf nodes perft must count from each of them at given
// depths.
//
// # The format
//
// One position per line, in the one-line format used by public perft suites:
//
//	rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902
//
// The text before the first ';' is the position: a 6-field FEN or the 4
// position fields of EPD (placement, side to move, castling, en passant).
// This package does not interpret it beyond collapsing runs of blanks to one
// space; deciding whether it is a legal position is the job of the FEN parser
// that consumes Entry.FEN, so that a suite may hold positions one parser
// accepts and another rejects.
//
// Each later ';'-separated field is one count: the letter 'D' immediately
// followed by the depth (a decimal from 1 to MaxDepth), then blanks, then the
// node count (an unsigned decimal that fits in 64 bits). Depths may appear in
// any order but at most once per line.
//
// Tolerated, not reported: a UTF-8 byte order mark (U+FEFF) at the start of
// the input, which some editors write; blank lines; comments, which run from '#' to the
// end of the line ('#' never appears in a FEN or a count, so a comment may
// also follow the counts, where it is kept as Entry.Comment); extra spaces or tabs anywhere between tokens and
// around ';'; one trailing ';' at the end of a line; Windows line endings.
//
// Reported, each with its line number (the text of a bad line is echoed as
// an excerpt, at most about 80 characters and its length, so every error is
// one short line): a line with no position before the
// first ';' (ErrMissingFEN), a line with a position but no counts
// (ErrNoCounts), an empty field between two ';' (ErrEmptyField), a depth token
// that is not D1…DMaxDepth (ErrDepth), a count that is missing, not a
// decimal, too large, or followed by more text (ErrCount), the same depth
// twice on one line (ErrDuplicateDepth), and a line longer than MaxLineBytes
// (ErrLineTooLong).
//
// # Errors do not stop the file
//
// Parse reads the whole file. A malformed line becomes a *LineError and is
// left out of the entries; every well-formed line before and after it is
// still returned, so a suite runner can run the good positions and report the
// bad lines beside them.
package epd

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// MaxDepth is the largest depth a count may name. Perft grows about thirty
// times per ply, so no count beyond it could be computed; the bound exists
// only to turn nonsense such as D999999999999 into a clear error.
const MaxDepth = 99

// MaxLineBytes is the longest line Parse accepts, in bytes, including the
// counts and any comment.
const MaxLineBytes = 64 * 1024

// Errors that classify a malformed line. A *LineError from a malformed line
// wraps exactly one of them (a *LineError from a failing reader wraps the
// reader's error instead); match with errors.Is.
var (
	// ErrMissingFEN: nothing but blanks before the first ';'.
	ErrMissingFEN = errors.New("missing position before the first ';'")
	// ErrNoCounts: a position with no ';' field after it.
	ErrNoCounts = errors.New("position has no ;D counts")
	// ErrEmptyField: two ';' with only blanks between them.
	ErrEmptyField = errors.New("empty field between ';'")
	// ErrDepth: a field that does not start with D1 … DMaxDepth.
	ErrDepth = errors.New("bad depth token")
	// ErrCount: a count that is missing, not an unsigned decimal, larger
	// than 64 bits, or followed by more text.
	ErrCount = errors.New("bad node count")
	// ErrDuplicateDepth: the same depth twice on one line.
	ErrDuplicateDepth = errors.New("duplicate depth")
	// ErrLineTooLong: a line of more than MaxLineBytes bytes.
	ErrLineTooLong = errors.New("line too long")
	// ErrTooManyErrors: more than MaxErrors malformed lines; the last
	// error of Parse counts the rest.
	ErrTooManyErrors = errors.New("too many malformed lines")
)

// MaxErrors is how many malformed lines Parse reports one by one; the rest
// are counted in one last error, so that memory stays bounded on any input.
const MaxErrors = 1000

// Count is the expected perft result at one depth.
type Count struct {
	Depth int    // plies searched, 1…MaxDepth
	Nodes uint64 // leaf nodes at that depth
}

// Entry is one well-formed line of a suite.
type Entry struct {
	// Line is the 1-based line number in the input.
	Line int
	// FEN is the position text before the first ';', with surrounding blanks
	// removed and inner runs of blanks collapsed to one space. It is never
	// empty; it is not validated.
	FEN string
	// Counts holds at least one count, sorted by ascending depth, each depth
	// once.
	Counts []Count
	// Comment is the text of a comment after the counts on the same line,
	// without the '#' and surrounding blanks, such as a name for the
	// position; "" when the line has none.
	Comment string
}

// Nodes returns the expected count at depth and whether the line gives one.
func (e Entry) Nodes(depth int) (uint64, bool) {
	i, ok := slices.BinarySearchFunc(e.Counts, depth, func(c Count, d int) int { return c.Depth - d })
	if !ok {
		return 0, false
	}
	return e.Counts[i].Nodes, true
}

// LineError reports a malformed line, or a failure of the reader while
// reading a line. Err wraps one of the Err* values of this package with
// detail, or is the reader's error; Unwrap exposes it to errors.Is.
type LineError struct {
	Line int   // 1-based line number
	Err  error // what was wrong
}

// Error returns "line N: what was wrong".
func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap returns e.Err.
func (e *LineError) Unwrap() error { return e.Err }

// Parse reads a suite from r. It returns the well-formed entries in file
// order and one error per malformed line, in file order, each a *LineError.
// A line longer than MaxLineBytes is skipped and reported, and reading goes
// on after it. An error reading r ends the input: it is returned last, as a
// *LineError naming the line being read, whose partial text is dropped
// rather than parsed (a cut-off count would be silently wrong); the entries
// read before it are kept. Empty input gives no entries and no errors.
// After MaxErrors malformed lines, the others are only counted: one last
// *LineError, on the last malformed line, wraps ErrTooManyErrors and says
// how many more there were.
func Parse(r io.Reader) ([]Entry, []error) {
	var entries []Entry
	var errs []error
	more, lastBad := 0, 0
	counted := func() {
		if more > 0 {
			errs = append(errs, &LineError{Line: lastBad, Err: fmt.Errorf("%w: %d more after the first %d, the last on this line", ErrTooManyErrors, more, MaxErrors)})
			more = 0
		}
	}
	bad := func(line int, err error) {
		if len(errs) < MaxErrors {
			errs = append(errs, &LineError{Line: line, Err: err})
			return
		}
		more, lastBad = more+1, line
	}
	br := bufio.NewReaderSize(r, 4096)
	for line := 1; ; line++ {
		text, tooLong, err := readLine(br)
		if line == 1 {
			text = strings.TrimPrefix(text, byteOrderMark)
		}
		if err != nil && err != io.EOF {
			counted()
			errs = append(errs, &LineError{Line: line, Err: err})
			break
		}
		if err == io.EOF && text == "" && !tooLong {
			break
		}
		if tooLong {
			bad(line, fmt.Errorf("%w (more than %d bytes)", ErrLineTooLong, MaxLineBytes))
		} else if e, perr := ParseLine(text); perr != nil {
			bad(line, perr)
		} else if e.FEN != "" {
			e.Line = line
			entries = append(entries, e)
		}
		if err == io.EOF {
			break
		}
	}
	counted()
	return entries, errs
}

// byteOrderMark is U+FEFF in UTF-8, which some editors write at the start of
// a text file.
const byteOrderMark = "\uFEFF"

// readLine reads one line, without its '\n'. A line longer than
// MaxLineBytes is read to its end and discarded, and tooLong is set. err is
// io.EOF when the input ended at or within this line.
func readLine(br *bufio.Reader) (text string, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		chunk = bytes.TrimSuffix(chunk, []byte("\n"))
		if len(buf)+len(chunk) > MaxLineBytes {
			tooLong, buf = true, nil
		} else if !tooLong {
			buf = append(buf, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return string(buf), tooLong, err
	}
}

// ParseLine parses one line of a suite. A blank or comment-only line gives
// the zero Entry and a nil error. The returned Entry's Line is 0; Parse sets
// it. A malformed line gives an error wrapping one of the Err* values.
func ParseLine(s string) (Entry, error) {
	var comment string
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s, comment = s[:i], strings.TrimSpace(s[i+1:])
	}
	s = strings.TrimSpace(s)
	if s == "" {
		return Entry{}, nil
	}
	fields := strings.Split(s, ";")
	if len(fields) > 1 && strings.TrimSpace(fields[len(fields)-1]) == "" {
		fields = fields[:len(fields)-1] // one trailing ';'
	}
	fen := strings.Join(strings.Fields(fields[0]), " ")
	if fen == "" {
		return Entry{}, ErrMissingFEN
	}
	if len(fields) == 1 {
		return Entry{}, fmt.Errorf("%w: %s", ErrNoCounts, harness.Excerpt(fen))
	}
	e := Entry{FEN: fen, Comment: comment}
	for i, f := range fields[1:] {
		c, err := parseCount(f)
		if err != nil {
			return Entry{}, fmt.Errorf("field %d %s: %w", i+2, harness.Excerpt(strings.TrimSpace(f)), err)
		}
		for _, have := range e.Counts {
			if have.Depth == c.Depth {
				return Entry{}, fmt.Errorf("field %d %s: %w D%d", i+2, harness.Excerpt(strings.TrimSpace(f)), ErrDuplicateDepth, c.Depth)
			}
		}
		e.Counts = append(e.Counts, c)
	}
	slices.SortFunc(e.Counts, func(a, b Count) int { return a.Depth - b.Depth })
	return e, nil
}

// parseCount parses one field such as "D3 8902" (blanks around it allowed).
func parseCount(f string) (Count, error) {
	toks := strings.Fields(f)
	if len(toks) == 0 {
		return Count{}, ErrEmptyField
	}
	d := toks[0]
	if len(d) < 2 || d[0] != 'D' || !allDigits(d[1:]) {
		return Count{}, fmt.Errorf("%w %s (want D1…D%d)", ErrDepth, harness.Excerpt(d), MaxDepth)
	}
	depth, err := strconv.Atoi(d[1:])
	if err != nil || depth < 1 || depth > MaxDepth {
		return Count{}, fmt.Errorf("%w %s (want D1…D%d)", ErrDepth, harness.Excerpt(d), MaxDepth)
	}
	switch {
	case len(toks) == 1:
		return Count{}, fmt.Errorf("%w: D%d has no count", ErrCount, depth)
	case len(toks) > 2:
		return Count{}, fmt.Errorf("%w: D%d has extra text %s", ErrCount, depth, harness.Excerpt(strings.Join(toks[2:], " ")))
	}
	if !allDigits(toks[1]) {
		return Count{}, fmt.Errorf("%w %s: not an unsigned decimal", ErrCount, harness.Excerpt(toks[1]))
	}
	n, err := strconv.ParseUint(toks[1], 10, 64)
	if err != nil {
		return Count{}, fmt.Errorf("%w %s: larger than 64 bits", ErrCount, harness.Excerpt(toks[1]))
	}
	return Count{Depth: depth, Nodes: n}, nil
}

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
