package epd_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/bitbench/bitbench/chess/epd"
)

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

func TestParseLineGood(t *testing.T) {
	tests := []struct {
		name string
		line string
		want epd.Entry
	}{
		{"six-field FEN", startFEN + " ;D1 20 ;D2 400",
			epd.Entry{FEN: startFEN, Counts: []epd.Count{{1, 20}, {2, 400}}}},
		{"four-field EPD", "8/8/8/5k2/3p4/8/4P3/4K3 w - - ;D1 6",
			epd.Entry{FEN: "8/8/8/5k2/3p4/8/4P3/4K3 w - -", Counts: []epd.Count{{1, 6}}}},
		{"extra blanks and tabs", "  8/8/8/5k2/3p4/8/4P3/4K3 \t w  -   - ;  D1   6 ;\tD2 54  ",
			epd.Entry{FEN: "8/8/8/5k2/3p4/8/4P3/4K3 w - -", Counts: []epd.Count{{1, 6}, {2, 54}}}},
		{"no blank before ';'", "4k3/8/8/8/8/8/8/4K3 w - -;D1 5;D2 25",
			epd.Entry{FEN: "4k3/8/8/8/8/8/8/4K3 w - -", Counts: []epd.Count{{1, 5}, {2, 25}}}},
		{"depths out of order are sorted", "4k3/8/8/8/8/8/8/4K3 w - - ;D3 99 ;D1 5",
			epd.Entry{FEN: "4k3/8/8/8/8/8/8/4K3 w - -", Counts: []epd.Count{{1, 5}, {3, 99}}}},
		{"trailing ';'", "4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 ;",
			epd.Entry{FEN: "4k3/8/8/8/8/8/8/4K3 w - -", Counts: []epd.Count{{1, 5}}}},
		{"trailing comment", "4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 # kings only",
			epd.Entry{FEN: "4k3/8/8/8/8/8/8/4K3 w - -", Counts: []epd.Count{{1, 5}}, Comment: "kings only"}},
		{"comment with blanks and '#'", "4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 #\t ep # pin \r",
			epd.Entry{FEN: "4k3/8/8/8/8/8/8/4K3 w - -", Counts: []epd.Count{{1, 5}}, Comment: "ep # pin"}},
		{"zero count", "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - ;D1 270 ;D2 0",
			epd.Entry{FEN: "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - -", Counts: []epd.Count{{1, 270}, {2, 0}}}},
		{"deep depth, max count", "k7/8/K7/8/8/8/8/8 w - - ;D32 1 ;D99 18446744073709551615",
			epd.Entry{FEN: "k7/8/K7/8/8/8/8/8 w - -", Counts: []epd.Count{{32, 1}, {99, 18446744073709551615}}}},
		{"leading zeros", "k7/8/K7/8/8/8/8/8 w - - ;D01 003",
			epd.Entry{FEN: "k7/8/K7/8/8/8/8/8 w - -", Counts: []epd.Count{{1, 3}}}},
		{"blank line", "   \t ", epd.Entry{}},
		{"comment line", "# standard positions", epd.Entry{}},
		{"indented comment", "   # note", epd.Entry{}},
		{"carriage return", startFEN + " ;D1 20\r",
			epd.Entry{FEN: startFEN, Counts: []epd.Count{{1, 20}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := epd.ParseLine(tt.line)
			if err != nil {
				t.Fatalf("ParseLine(%q) error %v; want none", tt.line, err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseLine(%q) == %+v; want %+v", tt.line, got, tt.want)
			}
		})
	}
}

func TestParseLineBad(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		want    error
		mention string // a substring the message must contain
	}{
		{"missing FEN", " ;D1 20", epd.ErrMissingFEN, "missing position"},
		{"only semicolons", ";;", epd.ErrMissingFEN, "missing position"},
		{"no counts", startFEN, epd.ErrNoCounts, "no ;D counts"},
		{"empty field", startFEN + " ;D1 20 ; ;D2 400", epd.ErrEmptyField, "field 3"},
		{"two trailing ';'", startFEN + " ;D1 20 ;;", epd.ErrEmptyField, "field 3"},
		{"lower-case d", startFEN + " ;d1 20", epd.ErrDepth, `"d1"`},
		{"no depth number", startFEN + " ;D 20", epd.ErrDepth, `"D"`},
		{"depth zero", startFEN + " ;D0 1", epd.ErrDepth, `"D0"`},
		{"depth too deep", startFEN + " ;D100 1", epd.ErrDepth, `"D100"`},
		{"negative depth", startFEN + " ;D-1 1", epd.ErrDepth, `"D-1"`},
		{"depth glued to count", startFEN + " ;D1=20", epd.ErrDepth, `"D1=20"`},
		{"depth overflow", startFEN + " ;D99999999999999999999999 1", epd.ErrDepth, "D99999"},
		{"count missing", startFEN + " ;D1", epd.ErrCount, "D1 has no count"},
		{"count not numeric", startFEN + " ;D1 twenty", epd.ErrCount, `"twenty"`},
		{"count negative", startFEN + " ;D1 -20", epd.ErrCount, `"-20"`},
		{"count with sign", startFEN + " ;D1 +20", epd.ErrCount, `"+20"`},
		{"count with separator", startFEN + " ;D1 8,902", epd.ErrCount, `"8,902"`},
		{"count too large", startFEN + " ;D1 18446744073709551616", epd.ErrCount, "64 bits"},
		{"extra text after count", startFEN + " ;D1 20 nodes", epd.ErrCount, `extra text "nodes"`},
		{"duplicate depth", startFEN + " ;D1 20 ;D2 400 ;D1 20", epd.ErrDuplicateDepth, "duplicate depth D1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := epd.ParseLine(tt.line)
			if !errors.Is(err, tt.want) {
				t.Fatalf("ParseLine(%q) == %+v, %v; want error %v", tt.line, got, err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.mention) {
				t.Errorf("ParseLine(%q) error %q; want it to mention %q", tt.line, err, tt.mention)
			}
			if !reflect.DeepEqual(got, epd.Entry{}) {
				t.Errorf("ParseLine(%q) entry == %+v with error; want zero Entry", tt.line, got)
			}
		})
	}
}

// TestParseKeepsGoing checks that malformed lines are reported with their
// line numbers and that every good line around them is still returned.
func TestParseKeepsGoing(t *testing.T) {
	input := strings.Join([]string{
		"# a small suite",                       // 1
		startFEN + " ;D1 20 ;D2 400",            // 2
		"",                                      // 3
		startFEN + " ;D1 twenty",                // 4: bad count
		"4k3/8/8/8/8/8/8/4K3 w - - ;D1 5",       // 5
		" ;D1 5",                                // 6: missing FEN
		"4k3/8/8/8/8/8/8/4K3 w - - ;X1 5",       // 7: bad depth
		"4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 ;D1 5", // 8: duplicate
		"k7/8/K7/8/8/8/8/8 b - - ;D1 3",         // 9, no newline at the end
	}, "\n")
	entries, errs := epd.Parse(strings.NewReader(input))
	var lines []int
	for _, e := range entries {
		lines = append(lines, e.Line)
	}
	if want := []int{2, 5, 9}; !reflect.DeepEqual(lines, want) {
		t.Errorf("Parse entries on lines %v; want %v", lines, want)
	}
	if len(entries) == 3 && entries[2].FEN != "k7/8/K7/8/8/8/8/8 b - -" {
		t.Errorf("last entry FEN == %q; want %q", entries[2].FEN, "k7/8/K7/8/8/8/8/8 b - -")
	}
	wantErrs := []struct {
		line int
		err  error
	}{{4, epd.ErrCount}, {6, epd.ErrMissingFEN}, {7, epd.ErrDepth}, {8, epd.ErrDuplicateDepth}}
	if len(errs) != len(wantErrs) {
		t.Fatalf("Parse gave %d errors %v; want %d", len(errs), errs, len(wantErrs))
	}
	for i, w := range wantErrs {
		var le *epd.LineError
		if !errors.As(errs[i], &le) || le.Line != w.line || !errors.Is(errs[i], w.err) {
			t.Errorf("error %d == %v; want line %d wrapping %v", i, errs[i], w.line, w.err)
		}
		if prefix := fmt.Sprintf("line %d: ", w.line); !strings.HasPrefix(errs[i].Error(), prefix) {
			t.Errorf("error %d == %q; want prefix %q", i, errs[i], prefix)
		}
	}
}

func TestParseEmpty(t *testing.T) {
	entries, errs := epd.Parse(strings.NewReader(""))
	if len(entries) != 0 || len(errs) != 0 {
		t.Errorf("Parse(\"\") == %v, %v; want nothing", entries, errs)
	}
}

// TestParseByteOrderMark checks that a UTF-8 byte order mark at the start
// of the input is ignored, and only there: anywhere else it stays part of
// the line, for the FEN parser to refuse.
func TestParseByteOrderMark(t *testing.T) {
	const bom = "\uFEFF"
	tests := []struct {
		name   string
		input  string
		fens   []string
		errors int
	}{
		{"bom then a position", bom + startFEN + " ;D1 20\n", []string{startFEN}, 0},
		{"bom, windows endings", bom + startFEN + " ;D1 20\r\n" + startFEN + " ;D2 400\r\n", []string{startFEN, startFEN}, 0},
		{"bom then a comment", bom + "# suite\n" + startFEN + " ;D1 20", []string{startFEN}, 0},
		{"bom alone", bom, nil, 0},
		{"bom on line 2 is kept", startFEN + " ;D1 20\n" + bom + startFEN + " ;D1 20", []string{startFEN, bom + startFEN}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			entries, errs := epd.Parse(strings.NewReader(tt.input))
			var fens []string
			for _, e := range entries {
				fens = append(fens, e.FEN)
			}
			if !reflect.DeepEqual(fens, tt.fens) || len(errs) != tt.errors {
				t.Errorf("Parse(%q) FENs %q, errors %v; want %q, %d errors", tt.input, fens, errs, tt.fens, tt.errors)
			}
		})
	}
}

// TestParseLineErrorLength checks that errors echo at most an excerpt of a
// long token with its length, so a bad line of 60 KB gives a short error.
func TestParseLineErrorLength(t *testing.T) {
	long := strings.Repeat("9", 60000)
	tests := []struct {
		name, line string
		want       error
		mention    string
	}{
		{"long FEN without counts", strings.Repeat("p", 60000), epd.ErrNoCounts, "…(60000 bytes)"},
		{"long count", startFEN + " ;D1 " + long, epd.ErrCount, "…(60000 bytes): larger than 64 bits"},
		{"long depth", startFEN + " ;D" + long + " 1", epd.ErrDepth, "…(60001 bytes) (want D1…D99)"},
		{"long extra text", startFEN + " ;D1 5 " + long, epd.ErrCount, "extra text \"999"},
		{"runes counted", startFEN + " ;D1 " + strings.Repeat("é", 100), epd.ErrCount, "…(200 bytes): not an unsigned decimal"},
	}
	for _, tt := range tests {
		_, err := epd.ParseLine(tt.line)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: ParseLine error %.200v; want %v", tt.name, err, tt.want)
			continue
		}
		if msg := err.Error(); len(msg) > 400 || !strings.Contains(msg, tt.mention) {
			t.Errorf("%s: ParseLine error (%d bytes) %.500q; want at most 400 bytes mentioning %q", tt.name, len(msg), msg, tt.mention)
		}
	}
}

func TestParseLineTooLong(t *testing.T) {
	long := startFEN + " #" + strings.Repeat("x", epd.MaxLineBytes)
	justFits := startFEN + " ;D1 20 #" + strings.Repeat("y", epd.MaxLineBytes-len(startFEN)-9)
	input := startFEN + " ;D1 20\n" + long + "\n" + justFits + "\n" + long + "\n" + startFEN + " ;D2 400"
	entries, errs := epd.Parse(strings.NewReader(input))
	var lines []int
	for _, e := range entries {
		lines = append(lines, e.Line)
	}
	if want := []int{1, 3, 5}; !reflect.DeepEqual(lines, want) {
		t.Errorf("Parse kept lines %v; want %v", lines, want)
	}
	if len(errs) != 2 {
		t.Fatalf("Parse errors == %v; want ErrLineTooLong on lines 2 and 4", errs)
	}
	for i, line := range []int{2, 4} {
		if !errors.Is(errs[i], epd.ErrLineTooLong) || !strings.HasPrefix(errs[i].Error(), fmt.Sprintf("line %d: ", line)) {
			t.Errorf("error %d == %v; want ErrLineTooLong on line %d", i, errs[i], line)
		}
	}
}

func TestParseReadError(t *testing.T) {
	boom := errors.New("disk gone")
	entries, errs := epd.Parse(iotest.ErrReader(boom))
	if len(entries) != 0 || len(errs) != 1 || !errors.Is(errs[0], boom) {
		t.Errorf("Parse(failing reader) == %v, %v; want no entries and the read error", entries, errs)
	}
	// A reader that fails after two lines and part of a third keeps the two
	// and drops the cut-off line: its count might be missing digits.
	r := io.MultiReader(strings.NewReader(startFEN+" ;D1 20\n"+startFEN+" ;D2 400\n"+startFEN+" ;D3 89"), iotest.ErrReader(boom))
	entries, errs = epd.Parse(r)
	if len(entries) != 2 || len(errs) != 1 || !errors.Is(errs[0], boom) || !strings.HasPrefix(errs[0].Error(), "line 3: ") {
		t.Errorf("Parse(reader failing later) == %d entries, %v; want 2 entries and the read error on line 3", len(entries), errs)
	}
}

func TestEntryNodes(t *testing.T) {
	e := epd.Entry{FEN: startFEN, Counts: []epd.Count{{1, 20}, {2, 400}, {4, 197281}}}
	tests := []struct {
		depth int
		nodes uint64
		ok    bool
	}{{1, 20, true}, {2, 400, true}, {3, 0, false}, {4, 197281, true}, {0, 0, false}, {5, 0, false}}
	for _, tt := range tests {
		if n, ok := e.Nodes(tt.depth); n != tt.nodes || ok != tt.ok {
			t.Errorf("Nodes(%d) == %d, %v; want %d, %v", tt.depth, n, ok, tt.nodes, tt.ok)
		}
	}
}

// TestSharedSuites parses the public suites beside the checkout, when they are
// there: every line must be well formed.
func TestSharedSuites(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "perft", "*.epd"))
	if len(files) == 0 {
		t.Skip("no ../shared/perft/*.epd beside the module")
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		entries, errs := epd.Parse(f)
		f.Close()
		for _, err := range errs {
			t.Errorf("%s: %v", name, err)
		}
		if len(entries) == 0 {
			t.Errorf("%s: no entries", name)
		}
		t.Logf("%s: %d positions", filepath.Base(name), len(entries))
	}
}

func ExampleParse() {
	suite := `# two positions and a typo
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400
4k3/8/8/8/8/8/8/4K2R w K - ;D1 15 ;D2 6x6
8/8/8/5k2/3p4/8/4P3/4K3 w - - ;D2 54 ;D1 6
`
	entries, errs := epd.Parse(strings.NewReader(suite))
	for _, e := range entries {
		fmt.Println(e.Line, e.FEN, e.Counts)
	}
	for _, err := range errs {
		fmt.Println(err)
	}
	// Output:
	// 2 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 [{1 20} {2 400}]
	// 4 8/8/8/5k2/3p4/8/4P3/4K3 w - - [{1 6} {2 54}]
	// line 3: field 3 "D2 6x6": bad node count "6x6": not an unsigned decimal
}
