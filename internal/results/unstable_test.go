package results

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"
)

func TestReadMarks(t *testing.T) {
	for _, tt := range []struct {
		name    string
		config  map[string]string
		want    map[string]string
		unnamed int
		err     string
	}{
		{"no line", nil, map[string]string{}, 0, ""},
		{"one", map[string]string{"unstable": "Slider/impl=a/piece=rook (interval ±2.6% after 40 samples)"},
			map[string]string{"Slider/impl=a/piece=rook": "interval ±2.6% after 40 samples"}, 0, ""},
		{"reasons with parentheses", map[string]string{"unstable": "Perft/impl=b/pos=start (launch-sensitive (layout or shared cache): ±4.1% across launches); BenchmarkParallelPerft/impl=c/pos=start-2 (interval ±7.8% after 15 samples)"},
			map[string]string{"Perft/impl=b/pos=start": "launch-sensitive (layout or shared cache): ±4.1% across launches", "ParallelPerft/impl=c/pos=start-2": "interval ±7.8% after 15 samples"}, 0, ""},
		{"continued", map[string]string{"unstable": "X/impl=a (w)", "unstable-2": "X/impl=b (v); X/impl=c (u)", "unstable-3": "X/impl=d (t)"},
			map[string]string{"X/impl=a": "w", "X/impl=b": "v", "X/impl=c": "u", "X/impl=d": "t"}, 0, ""},
		{"a gap ends the list", map[string]string{"unstable": "X/impl=a (w)", "unstable-3": "X/impl=d (t)"},
			map[string]string{"X/impl=a": "w"}, 0, ""},
		{"cut short in a file of 2026-12-04", map[string]string{"unstable": "X/impl=a (w); … and 614 more rows marked (the run's log lists them)"},
			map[string]string{"X/impl=a": "w"}, 614, ""},
		{"no reason", map[string]string{"unstable": "X/impl=a (w); X/impl=b"}, nil, 0, `unstable: entry "X/impl=b": want ROW (reason)`},
		{"unclosed", map[string]string{"unstable": "X/impl=a (w", "unstable-2": "X/impl=b (v)"}, nil, 0, `unstable: entry "X/impl=a (w": want ROW (reason)`},
		{"bad in the second line", map[string]string{"unstable": "X/impl=a (w)", "unstable-2": "two words (v)"}, nil, 0, `unstable-2: entry "two words (v)": want ROW (reason)`},
	} {
		got, err := ReadMarks(tt.config)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s: ReadMarks error %v; want %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil || !maps.Equal(got.Rows, tt.want) || got.Unnamed != tt.unnamed {
			t.Errorf("%s: ReadMarks == %q, %d unnamed, %v; want %q, %d", tt.name, got.Rows, got.Unnamed, err, tt.want, tt.unnamed)
		}
	}
}

// TestUnstableLinesKeepEveryMark: a run that marks 2,000 rows writes them
// all, over lines that benchstat's reader and this package's both accept,
// and reads back every row with its reason, in a file where the lines
// close the run.
func TestUnstableLinesKeepEveryMark(t *testing.T) {
	var marks []string
	want := map[string]string{}
	for i := range 2000 {
		name := fmt.Sprintf("Slider/impl=t%04d/piece=rook/load=random", i)
		why := fmt.Sprintf("host busy: %d of 9 slices quiet, interval ±9.9%%", i%9)
		marks = append(marks, name+" ("+why+")")
		want[name] = why
	}
	lines := UnstableLines(marks)
	if len(lines) < 4 {
		t.Fatalf("2,000 marks of about 90 bytes in %d lines; want at least 4 of %d bytes", len(lines), MarksLine)
	}
	for i, l := range lines {
		key := "unstable: "
		if i > 0 {
			key = fmt.Sprintf("unstable-%d: ", i+1)
		}
		if len(l) > MarksLine || !strings.HasPrefix(l, key) {
			t.Errorf("line %d: %d bytes, %q…; want at most %d, beginning %q", i+1, len(l), l[:20], MarksLine, key)
		}
	}
	file := "engine: rounds\nBenchmarkX/impl=a\t1\t2 ns/op\nrounds: 9\n" + strings.Join(lines, "\n") + "\n"
	set, err := Read(strings.NewReader(file), "in")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadMarks(set.Config)
	if err != nil || !maps.Equal(got.Rows, want) || got.Unnamed != 0 {
		t.Errorf("read back: %d rows, %d unnamed, %v; want all 2,000", len(got.Rows), got.Unnamed, err)
	}
	r := benchfmt.NewReader(strings.NewReader(file), "in")
	for r.Scan() {
		if e, ok := r.Result().(*benchfmt.SyntaxError); ok {
			t.Errorf("benchfmt: %v", e)
		}
	}
	if err := r.Err(); err != nil {
		t.Errorf("benchfmt: %v", err)
	}
	if got := UnstableLines(nil); got != nil {
		t.Errorf("UnstableLines(nil) == %q; want none", got)
	}
}

// TestTrailer: configuration lines after the last result line (the
// engine's closing lines) are in Config; lines before a later result are
// that result's, as benchfmt reads them.
func TestTrailer(t *testing.T) {
	in := "engine: rounds\nBenchmarkX/impl=a\t1\t2 ns/op\nrounds: 9\nBenchmarkX/impl=b\t1\t3 ns/op\nlaunches: 40\nunstable: X/impl=a (interval ±3.0% after 6 samples)\n"
	set, err := Read(strings.NewReader(in), "in")
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"engine": "rounds", "rounds": "9", "launches": "40"} {
		if got := set.Config[k]; got != want {
			t.Errorf("Config[%q] == %q; want %q", k, got, want)
		}
	}
	if got, err := ReadMarks(set.Config); err != nil || got.Rows["X/impl=a"] != "interval ±3.0% after 6 samples" {
		t.Errorf("ReadMarks(Config) == %q, %v; want X/impl=a's reason", got.Rows, err)
	}
}
