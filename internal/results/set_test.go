package results

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/perf/benchfmt"
)

const rookLine = "BenchmarkSlider/impl=magic/piece=rook-8 \t1000\t%s ns/op\t5 ns/lookup\n"

// TestReadBadValues: values that would poison a statistic are refused with
// the file, the line, the benchmark and the value.
func TestReadBadValues(t *testing.T) {
	good := fmt.Sprintf(rookLine, "100")
	tests := []struct {
		line string
		want string
	}{
		{fmt.Sprintf(rookLine, "NaN"), `in.txt:3: BenchmarkSlider/impl=magic/piece=rook-8: NaN "ns/op": bad measurement: not a finite number`},
		{fmt.Sprintf(rookLine, "+Inf"), `in.txt:3: BenchmarkSlider/impl=magic/piece=rook-8: +Inf "ns/op": bad measurement: not a finite number`},
		{fmt.Sprintf(rookLine, "-Inf"), `in.txt:3: BenchmarkSlider/impl=magic/piece=rook-8: -Inf "ns/op": bad measurement: not a finite number`},
		{fmt.Sprintf(rookLine, "infinity"), `+Inf "ns/op": bad measurement: not a finite number`},
		{fmt.Sprintf(rookLine, "-3"), `in.txt:3: BenchmarkSlider/impl=magic/piece=rook-8: -3 "ns/op": bad measurement: negative`},
		{"BenchmarkX 10 5 ns/op -1 B/op\n", `in.txt:3: BenchmarkX: -1 "B/op": bad measurement: negative`},
		{"BenchmarkX -10 5 ns/op\n", `in.txt:3: BenchmarkX: iteration count -10: bad measurement`},
	}
	for _, tt := range tests {
		_, err := Read(strings.NewReader("goos: linux\n"+good+tt.line+good), "in.txt")
		if !errors.Is(err, ErrValue) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Read(%q) error == %v; want ErrValue and %q", tt.line, err, tt.want)
		}
	}
	// Zero is a fine value (0 B/op, 0 allocs/op).
	if s, err := Read(strings.NewReader("BenchmarkX 10 5 ns/op 0 B/op\n"), "in.txt"); err != nil || len(s.Rows) != 2 {
		t.Errorf("Read(0 B/op) == %v, %v; want two rows", s, err)
	}
}

// TestReadEchoIsCut: a long benchmark name in an error is cut to about 80
// characters with its full length.
func TestReadEchoIsCut(t *testing.T) {
	name := "Benchmark" + strings.Repeat("x", 10000)
	_, err := Read(strings.NewReader(name+" 1 NaN ns/op\n"), "in.txt")
	if err == nil || len(err.Error()) > 300 || !strings.Contains(err.Error(), "…(10000 bytes)") {
		t.Errorf("Read(10000-byte name, NaN) error of %d bytes: %.300v; want under 300 bytes with …(10000 bytes)", len(fmt.Sprint(err)), err)
	}
}

func TestReadErrorKinds(t *testing.T) {
	tests := []struct {
		in     string
		is     error // errors.Is target, or nil
		syntax bool  // want a *benchfmt.SyntaxError
		want   string
	}{
		{"", ErrNoResults, false, "in.txt: no benchmark results"},
		{"goos: linux\nPASS\n", ErrNoResults, false, "in.txt: no benchmark results"},
		{"BenchmarkX\t10\tabc ns/op\n", nil, true, "in.txt:1: parsing measurement"},
		{"goos: linux\nBenchmarkX\t10\t12.5\n", nil, true, "in.txt:2: missing units"},
		{"BenchmarkX 1 1 ns/op\n" + strings.Repeat("y", MaxLine+1) + "\n", ErrLine, false, "in.txt:2: line too long"},
		{"Unit score better=up\nBenchmarkX 1 10 score\n", nil, false, `in.txt:1: unit "score": better="up"; want higher or lower`},
	}
	for _, tt := range tests {
		s, err := Read(strings.NewReader(tt.in), "in.txt")
		if err == nil || s != nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Read(%.40q) == %v, %v; want nil, %q", tt.in, s, err, tt.want)
			continue
		}
		if tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("Read(%.40q) error %v; want errors.Is %v", tt.in, err, tt.is)
		}
		var se *benchfmt.SyntaxError
		if got := errors.As(err, &se); got != tt.syntax {
			t.Errorf("Read(%.40q): errors.As(*SyntaxError) == %v; want %v", tt.in, got, tt.syntax)
		}
	}
}

// TestReadWarnings: junk lines are named with their line numbers; the
// lines go test prints around results are not.
func TestReadWarnings(t *testing.T) {
	in := "junk before the data\n" + // 1
		"goos: linux\n" + // 2
		"\n" + // 3
		"=== RUN   BenchmarkX\n" + // 4
		"BenchmarkX\n" + // 5
		"BenchmarkX-2 10 5 ns/op\n" + // 6
		"--- BENCH: BenchmarkX-2\n" + // 7
		"    x_test.go:10: log line\n" + // 8
		"--- FAIL: BenchmarkY\n" + // 9
		"PASS\n" + // 10
		"ok  \tgithub.com/bitbench/bitbench\t1.2s\n" + // 11
		"Caf\xc3\xa9 \xe2\x99\x96\n" // 12
	s, err := Read(strings.NewReader(in), "w.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`w.txt:1: ignored line "junk before the data"`,
		`w.txt:9: ignored line "--- FAIL: BenchmarkY"`,
		`w.txt:12: ignored line "Café ♖"`,
	}
	if len(s.Warnings) != len(want) {
		t.Fatalf("Warnings == %q; want %d", s.Warnings, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(s.Warnings[i], want[i]) {
			t.Errorf("Warnings[%d] == %q; want prefix %q", i, s.Warnings[i], want[i])
		}
	}
	// Beyond MaxWarnings, one line counts the rest.
	s, err = Read(strings.NewReader(strings.Repeat("junk\n", MaxWarnings+5)+"BenchmarkX 1 1 ns/op\n"), "j.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Warnings) != MaxWarnings+1 || s.Warnings[MaxWarnings] != "j.txt: 5 more warnings (ignored or copied lines)" {
		t.Errorf("Warnings == %q; want %d and a last \"j.txt: 5 more warnings (ignored or copied lines)\"", s.Warnings, MaxWarnings+1)
	}
}

func TestReadFilePartial(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "2026-11-30-abc1234.txt.partial")
	if err := os.WriteFile(path, []byte("BenchmarkX 1 1 ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(path); !errors.Is(err, ErrPartial) || !strings.Contains(err.Error(), path) {
		t.Errorf("ReadFile(%s) error == %v; want ErrPartial naming the file", path, err)
	}
}

// TestSamples: rows keep their values; Samples merges GOMAXPROCS variants
// of a name; Procs lists the suffixes; Better holds unit metadata.
func TestSamples(t *testing.T) {
	in := "Unit score better=higher\n" +
		"BenchmarkA/k=v-2 1 10 ns/op 3 score\n" +
		"BenchmarkA/k=v-4 1 12 ns/op\n" +
		"BenchmarkA/k=v-2 1 11 ns/op\n" +
		"BenchmarkB 1 7 ns/op\n"
	s, err := Read(strings.NewReader(in), "s.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got := len(s.Rows); got != 4 {
		t.Errorf("len(Rows) == %d; want 4 (A-2 ns/op, A-2 score, A-4 ns/op, B ns/op)", got)
	}
	if r := s.Rows[0]; r.Name != "A/k=v" || r.Procs != 2 || r.N != 2 || fmt.Sprint(r.Values) != "[10 11]" {
		t.Errorf("Rows[0] == %q procs %d n %d %v; want A/k=v procs 2 n 2 [10 11]", r.Name, r.Procs, r.N, r.Values)
	}
	got := s.Samples()
	if v := got[Key{Name: "A/k=v", Unit: "ns/op"}]; fmt.Sprint(v) != "[10 11 12]" {
		t.Errorf("Samples()[A/k=v ns/op] == %v; want [10 11 12]", v)
	}
	if v := got[Key{Name: "B", Unit: "ns/op"}]; fmt.Sprint(v) != "[7]" {
		t.Errorf("Samples()[B ns/op] == %v; want [7]", v)
	}
	if fmt.Sprint(s.Keys()) != "[A/k=v ns/op A/k=v score B ns/op]" {
		t.Errorf("Keys() == %v; want A/k=v ns/op, A/k=v score, B ns/op", s.Keys())
	}
	if !s.Procs["2"] || !s.Procs["4"] || len(s.Procs) != 2 {
		t.Errorf("Procs == %v; want {2, 4}", s.Procs)
	}
	if s.Better["score"] != "higher" || s.Source != "s.txt" {
		t.Errorf("Better, Source == %v, %q; want score: higher, s.txt", s.Better, s.Source)
	}
}

// FuzzRead: on any input Read returns an error or a set whose every value
// is finite and non-negative, whose statistics are finite, and whose
// warnings are bounded; it never panics or hangs.
func FuzzRead(f *testing.F) {
	for _, seed := range []string{
		"goos: linux\ncpu: X\nBenchmarkSlider/impl=magic/piece=rook-8 \t1000\t100 ns/op\t5 ns/lookup\nPASS\n",
		"BenchmarkX 1 NaN ns/op\n",
		"BenchmarkX 1 +Inf ns/op\nBenchmarkX 1 -5 ns/op\n",
		"Unit score better=higher\nBenchmarkX-4 1 10 score\n",
		"junk\n\xff\xfe\nBenchmarkX 1 1e308 ns/op 1e-308 B/op\n",
		"BenchmarkX -1 1 ns/op\nBenchmark\n",
		"BenchmarkA/k=v-2 1 10 ns/op\nBenchmarkA/k=v-4 1 12 ns/op\n",
		// Issue 22: copied blocks, count lines, huge values, escapes.
		strings.Repeat("BenchmarkA 1 10 ns/op\nBenchmarkA 1 11 ns/op\nBenchmarkA 1 12 ns/op\n", 3),
		"count: 1\nBenchmarkA 1 10 ns/op\nBenchmarkA 1 11 ns/op\n",
		"BenchmarkA 1 5e307 ns/op\n",
		"BenchmarkA\x1b[2J 1 5 ns/op\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Read(bytes.NewReader(data), "fuzz.txt")
		if err != nil {
			if s != nil {
				t.Fatalf("Read returned a set and the error %v", err)
			}
			return
		}
		if len(s.Rows) == 0 {
			t.Fatal("Read returned no rows and no error")
		}
		if len(s.Warnings) > MaxWarnings+1 {
			t.Fatalf("%d warnings; want at most %d", len(s.Warnings), MaxWarnings+1)
		}
		for _, w := range s.Warnings {
			if len(w) > 600 {
				t.Fatalf("warning of %d bytes: %.100q…", len(w), w)
			}
		}
		count, hasCount := countLine(s.Config)
		for _, r := range s.Rows {
			if hasCount && r.N > count {
				t.Fatalf("row %q %q: %d samples, more than count: %d", r.Name, r.Unit, r.N, count)
			}
			if r.N != len(r.Values) || r.N == 0 {
				t.Fatalf("row %q %q: N %d with %d values", r.Name, r.Unit, r.N, len(r.Values))
			}
			for _, v := range r.Values {
				if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 || v > MaxValue || v > 0 && v < MinValue {
					t.Fatalf("row %q %q: value %v passed the reader", r.Name, r.Unit, v)
				}
			}
			if c := r.Stat.Center; math.IsNaN(c) || math.IsInf(c, 0) {
				t.Fatalf("row %q %q: median %v", r.Name, r.Unit, c)
			}
		}
	})
}
