package perftsuite

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
)

// TestSuites checks the embedded files: each parses cleanly and has
// positions, each position has a name unique in its file, and no position
// appears twice anywhere, so each position's counts exist in one place.
func TestSuites(t *testing.T) {
	where := map[string]string{} // position (first four FEN fields) → suite and name
	for _, name := range Names {
		entries, err := Load(name)
		if err != nil {
			t.Fatalf("Load(%s): %v", name, err)
		}
		if len(entries) < 4 {
			t.Errorf("Load(%s): %d positions; want at least 4", name, len(entries))
		}
		names := map[string]bool{}
		for _, e := range entries {
			if e.Comment == "" || strings.ContainsAny(e.Comment, " \t") || names[e.Comment] {
				t.Errorf("%s line %d: name %q; want one word, unique in the file", name, e.Line, e.Comment)
			}
			names[e.Comment] = true
			key := strings.Join(strings.Fields(e.FEN)[:4], " ")
			if prev, dup := where[key]; dup {
				t.Errorf("%s line %d (%s): position already in %s", name, e.Line, e.Comment, prev)
			}
			where[key] = name + " " + e.Comment
		}
	}
	if n := len(where); n < 35 {
		t.Errorf("%d positions in all; want at least 35", n)
	}
}

func TestLoadUnknown(t *testing.T) {
	if _, err := Load("nosuch.epd"); err == nil || !strings.Contains(err.Error(), `"nosuch.epd"`) {
		t.Errorf("Load(nosuch.epd) error == %v; want one naming the suite", err)
	}
}

func TestFind(t *testing.T) {
	e := Find(t, CPW, "kiwipete")
	if n, ok := e.Nodes(1); !ok || n != 48 || !strings.HasPrefix(e.FEN, "r3k2r/p1ppqpb1/") {
		t.Errorf("Find(CPW, kiwipete) == %+v; want Kiwipete with 48 moves at depth 1", e)
	}
	r := &recorder{}
	Find(r, CPW, "nosuch")
	if !r.fatal || len(r.errs) != 1 || !strings.Contains(r.errs[0], `no position named "nosuch"`) {
		t.Errorf("Find(CPW, nosuch) reported %q (fatal %v); want one fatal error naming it", r.errs, r.fatal)
	}
}

// recorder is a testing.TB that records what Check and Run report.
type recorder struct {
	testing.TB
	errs  []string
	fatal bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}
func (r *recorder) Fatal(a ...any) { r.errs = append(r.errs, fmt.Sprint(a...)); r.fatal = true }
func (r *recorder) Fatalf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
	r.fatal = true
}

// suite is a two-position suite for the runner's tests.
var suite = []epd.Entry{
	{Line: 1, FEN: "a w - -", Comment: "first", Counts: counts(5, 50, 500)},
	{Line: 2, FEN: "b w - -", Comment: "second", Counts: counts(7, 70)},
}

// counts returns the counts of depths 1, 2, … in order.
func counts(nodes ...uint64) []epd.Count {
	var c []epd.Count
	for i, n := range nodes {
		c = append(c, epd.Count{Depth: i + 1, Nodes: n})
	}
	return c
}

// table answers from suite, except that wrong maps "FEN depth" to a wrong
// answer and failing to an error; it records the calls.
type table struct {
	wrong   map[string]uint64
	failing map[string]bool
	calls   []string
}

func (tb *table) count(fen string, depth int) (uint64, error) {
	key := fmt.Sprintf("%s %d", fen, depth)
	tb.calls = append(tb.calls, key)
	if tb.failing[key] {
		return 0, errors.New("rejected")
	}
	if n, ok := tb.wrong[key]; ok {
		return n, nil
	}
	for _, e := range suite {
		if n, ok := e.Nodes(depth); ok && e.FEN == fen {
			return n, nil
		}
	}
	return 0, fmt.Errorf("no such row %s", key)
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name     string
		maxNodes uint64
		wrong    map[string]uint64
		failing  map[string]bool
		checked  int
		calls    int
		errs     []string // substrings, one per expected error
	}{
		{"all right", 1000, nil, nil, 5, 5, nil},
		{"limit skips the deep counts", 60, nil, nil, 3, 3, nil},
		{"limit below every count", 4, nil, nil, 0, 0, nil},
		{"wrong count stops the position", 1000, map[string]uint64{"a w - - 2": 51}, nil, 4, 4,
			[]string{`suite line 1 (first): perft("a w - -", 2) == 51; want 50`}},
		{"error stops the position", 1000, nil, map[string]bool{"b w - - 1": true}, 4, 4,
			[]string{`suite line 2 (second): perft("b w - -", 1): rejected`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &recorder{}
			tab := &table{wrong: tt.wrong, failing: tt.failing}
			got := Check(r, "suite", suite, tt.maxNodes, tab.count)
			if got != tt.checked || len(tab.calls) != tt.calls {
				t.Errorf("Check == %d with %d calls %q; want %d with %d", got, len(tab.calls), tab.calls, tt.checked, tt.calls)
			}
			if len(r.errs) != len(tt.errs) {
				t.Fatalf("Check reported %q; want %d errors", r.errs, len(tt.errs))
			}
			for i, want := range tt.errs {
				if !strings.Contains(r.errs[i], want) {
					t.Errorf("error %d == %q; want it to contain %q", i, r.errs[i], want)
				}
			}
		})
	}
}

func TestRun(t *testing.T) {
	perfect := func(fen string, depth int) (uint64, error) {
		for _, e := range MustLoad(t, Tricky960) {
			if e.FEN == fen {
				n, _ := e.Nodes(depth)
				return n, nil
			}
		}
		return 0, errors.New("unknown position")
	}
	r := &recorder{}
	if n := Run(r, Tricky960, 500, perfect); n != 4*2 || len(r.errs) != 0 {
		t.Errorf("Run(Tricky960, 500) == %d, reported %q; want the 8 counts of depths 1 and 2, no error", n, r.errs)
	}
	r = &recorder{}
	if n := Run(r, Tricky960, 10, perfect); n != 0 || len(r.errs) != 1 || !strings.Contains(r.errs[0], "nothing was checked") {
		t.Errorf("Run(Tricky960, 10) == %d, reported %q; want 0 and one error saying nothing was checked", n, r.errs)
	}
	r = &recorder{}
	if n := Run(r, "nosuch.epd", 1000, perfect); n != 0 || !r.fatal {
		t.Errorf("Run(nosuch.epd) == %d, fatal %v; want 0, fatal", n, r.fatal)
	}
}
