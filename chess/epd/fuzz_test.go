package epd_test

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
)

// sentinels are the errors a malformed line wraps, exactly one each.
var sentinels = []error{
	epd.ErrMissingFEN, epd.ErrNoCounts, epd.ErrEmptyField, epd.ErrDepth,
	epd.ErrCount, epd.ErrDuplicateDepth, epd.ErrLineTooLong,
}

// maxErrorBytes bounds the message of any error: an excerpt of at most
// about 80 characters, each at most a 10-byte escape, and some words.
const maxErrorBytes = 2048

// seedLines are lines of the unit tests, good and bad, for the fuzz corpora.
var seedLines = []string{
	startFEN + " ;D1 20 ;D2 400",
	"  8/8/8/5k2/3p4/8/4P3/4K3 \t w  -   - ;  D1   6 ;\tD2 54  ",
	"4k3/8/8/8/8/8/8/4K3 w - - ;D3 99 ;D1 5 ; # comment",
	"k7/8/K7/8/8/8/8/8 w - - ;D32 1 ;D99 18446744073709551615\r",
	"\uFEFF" + startFEN + " ;D01 003",
	" ;D1 20", ";;", startFEN, startFEN + " ;D1 20 ; ;D2 400",
	startFEN + " ;D100 1", startFEN + " ;D1=20", startFEN + " ;D1 18446744073709551616",
	startFEN + " ;D1 20 nodes", startFEN + " ;D1 20 ;D1 20", startFEN + " ;D1 é",
}

// checkError fails t unless err wraps exactly one sentinel and is short.
func checkError(t *testing.T, input string, err error) {
	t.Helper()
	n := 0
	for _, s := range sentinels {
		if errors.Is(err, s) {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%.200q: error %.300q wraps %d of the Err* values; want exactly 1", input, err, n)
	}
	if len(err.Error()) > maxErrorBytes {
		t.Fatalf("%.200q: error of %d bytes %.300q; want at most %d", input, len(err.Error()), err, maxErrorBytes)
	}
}

// format writes e back in the suite format.
func format(e epd.Entry) string {
	var b strings.Builder
	b.WriteString(e.FEN)
	for _, c := range e.Counts {
		fmt.Fprintf(&b, " ;D%d %d", c.Depth, c.Nodes)
	}
	if e.Comment != "" {
		b.WriteString(" # " + e.Comment)
	}
	return b.String()
}

// FuzzParseLine checks that ParseLine never panics, that every error wraps
// one sentinel and stays short, and that every entry it returns is well
// formed (a normalised FEN without ';' or '#', counts sorted by strictly
// ascending depth within 1…MaxDepth) and reads back unchanged from its
// formatted text, comment included.
func FuzzParseLine(f *testing.F) {
	for _, s := range seedLines {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := epd.ParseLine(s)
		if err != nil {
			checkError(t, s, err)
			if !reflect.DeepEqual(e, epd.Entry{}) {
				t.Fatalf("ParseLine(%q) == %+v with error %v; want the zero Entry", s, e, err)
			}
			return
		}
		if e.FEN == "" {
			if e.Counts != nil {
				t.Fatalf("ParseLine(%q): counts %v without a position", s, e.Counts)
			}
			return
		}
		if strings.ContainsAny(e.FEN, ";#") || strings.Join(strings.Fields(e.FEN), " ") != e.FEN {
			t.Fatalf("ParseLine(%q).FEN == %q; want blanks collapsed and no ';' or '#'", s, e.FEN)
		}
		if len(e.Counts) == 0 {
			t.Fatalf("ParseLine(%q) == %+v; want at least one count", s, e)
		}
		for i, c := range e.Counts {
			if c.Depth < 1 || c.Depth > epd.MaxDepth || i > 0 && c.Depth <= e.Counts[i-1].Depth {
				t.Fatalf("ParseLine(%q).Counts == %v; want depths strictly ascending in 1…%d", s, e.Counts, epd.MaxDepth)
			}
		}
		back, err := epd.ParseLine(format(e))
		if err != nil || !reflect.DeepEqual(back, e) {
			t.Fatalf("ParseLine(%q) == %+v; its text %q reads back as %+v, %v", s, e, format(e), back, err)
		}
	})
}

// FuzzParse checks that Parse never panics on any input, reports every
// error as a *LineError on a line of the input, in order, and returns for
// each line what ParseLine returns for that line alone.
func FuzzParse(f *testing.F) {
	f.Add([]byte(strings.Join(seedLines, "\n")))
	f.Add([]byte("\uFEFF" + startFEN + " ;D1 20\r\n\r\n# end\r\n"))
	f.Add([]byte(startFEN + " #" + strings.Repeat("x", epd.MaxLineBytes) + "\n" + startFEN + " ;D1 20"))
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, errs := epd.Parse(bytes.NewReader(data))
		lines := strings.Split(strings.TrimPrefix(string(data), "\uFEFF"), "\n")
		last := 0
		for _, err := range errs {
			var le *epd.LineError
			if !errors.As(err, &le) || le.Line <= last || le.Line > len(lines) {
				t.Fatalf("error %v: want a *LineError after line %d, within the %d lines", err, last, len(lines))
			}
			last = le.Line
			if errors.Is(err, epd.ErrTooManyErrors) {
				continue // the count of the malformed lines beyond MaxErrors
			}
			checkError(t, lines[le.Line-1], err)
			if errors.Is(err, epd.ErrLineTooLong) != (len(lines[le.Line-1]) > epd.MaxLineBytes) {
				t.Fatalf("line %d of %d bytes: error %.300v", le.Line, len(lines[le.Line-1]), err)
			}
		}
		last = 0
		for _, e := range entries {
			if e.Line <= last || e.Line > len(lines) {
				t.Fatalf("entry on line %d after line %d, of %d lines", e.Line, last, len(lines))
			}
			last = e.Line
			want, err := epd.ParseLine(lines[e.Line-1])
			want.Line = e.Line
			if err != nil || !reflect.DeepEqual(e, want) {
				t.Fatalf("Parse entry %+v; ParseLine of line %d gives %+v, %v", e, e.Line, want, err)
			}
		}
	})
}
