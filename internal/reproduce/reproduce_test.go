package reproduce

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// zen5 is the identity lines of a Zen 5.
const zen5 = "cpu-vendor: AuthenticAMD\ncpu-family: 26\ncpu-model: 2\ncpu-stepping: 1\nuarch: zen5\n"

// file writes a synthetic engine results file: rows r0…r19, six samples
// each, ratio 1+i/10 wobbling by ±0.1%, row drift scaled by drift[row],
// and an unstable: line naming marked.
func file(t *testing.T, name string, drift map[int]float64, marked string) *results.Set {
	t.Helper()
	trailer := ""
	if marked != "" {
		trailer = fmt.Sprintf("unstable: %s (launch-sensitive (layout or shared cache): ±9.0%% across launches, A/A ±0.4%%)\n", marked)
	}
	return fileWith(t, name, drift, trailer)
}

// fileWith is file with trailer, lines that close the file, in place of
// the unstable: line.
func fileWith(t *testing.T, name string, drift map[int]float64, trailer string) *results.Set {
	t.Helper()
	var b strings.Builder
	b.WriteString("engine: rounds\n" + zen5 + "commit: abc1234\n")
	for s := range 6 {
		for i := range 20 {
			r := (1 + float64(i)/10) * (1 + 0.001*float64(s%3-1))
			if f, ok := drift[i]; ok {
				r *= f
			}
			fmt.Fprintf(&b, "BenchmarkSlider/impl=r%d/piece=rook/load=random\t100\t%.5f cpu-ns/lookup\t%.5f ref\n", i, 2*r, r)
		}
	}
	b.WriteString(trailer)
	set, err := results.Read(strings.NewReader(b.String()), name)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestCompare(t *testing.T) {
	drifted := "Slider/impl=r7/piece=rook/load=random"
	for _, tt := range []struct {
		name      string
		drift     map[int]float64
		marked    string
		agrees    bool
		first     string
		nMarked   int
		wantMaxGE float64
	}{
		{"same", nil, "", true, "", 0, 0},
		{"one row 5% slower", map[int]float64{7: 1.05}, "", false, drifted, 0, 0.047},
		{"one row 2% slower, the rest exact", map[int]float64{7: 1.02}, "", true, drifted, 0, 0.019},
		{"three rows 1.5% slower: p90 over 1%", map[int]float64{1: 1.015, 7: 1.015, 9: 1.015}, "", false, "", 0, 0.014},
		{"the drifted row marked by B", map[int]float64{7: 1.05}, drifted, true, "", 1, 0},
	} {
		a, b := file(t, "a", nil, ""), file(t, "b", tt.drift, tt.marked)
		r, err := Compare(a, b)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if r.Agrees() != tt.agrees || len(r.Marked) != tt.nMarked || r.Max < tt.wantMaxGE || r.Unit != "ref" {
			t.Errorf("%s: agrees %v, %d marked, max %.4f, unit %s; want %v, %d, max ≥ %.3f, ref", tt.name, r.Agrees(), len(r.Marked), r.Max, r.Unit, tt.agrees, tt.nMarked, tt.wantMaxGE)
		}
		if tt.first != "" && r.Diffs[0].Name != tt.first {
			t.Errorf("%s: largest disagreement %s; want %s", tt.name, r.Diffs[0].Name, tt.first)
		}
		var out strings.Builder
		r.Print(&out)
		if tt.first != "" && !strings.Contains(out.String(), tt.first) {
			t.Errorf("%s: the printed report does not name %s:\n%s", tt.name, tt.first, out.String())
		}
	}
}

// TestCompareMarkLines: marks continued on an unstable-2: line count like
// the first line's; marks a file counted without naming them are reported
// as compared firm; an unreadable mark is an error naming the file.
func TestCompareMarkLines(t *testing.T) {
	drift := map[int]float64{7: 1.05}
	for _, tt := range []struct {
		name, trailer string
		agrees        bool
		nMarked       int
		warn, err     string
	}{
		{"the drifted row on the second line", "unstable: Slider/impl=r1/piece=rook/load=random (w)\nunstable-2: Slider/impl=r7/piece=rook/load=random (v)\n", true, 2, "", ""},
		{"the drifted row among the unnamed", "unstable: Slider/impl=r1/piece=rook/load=random (w); … and 3 more rows marked (the run's log lists them)\n", false, 1,
			"WARNING: the files mark 3 more rows without naming them", ""},
		{"a mark without its reason", "unstable: Slider/impl=r7/piece=rook/load=random\n", false, 0, "", `b: unstable: entry "Slider/impl=r7/piece=rook/load=random": want ROW (reason)`},
	} {
		r, err := Compare(file(t, "a", nil, ""), fileWith(t, "b", drift, tt.trailer))
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s: error %v; want %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil || r.Agrees() != tt.agrees || len(r.Marked) != tt.nMarked {
			t.Errorf("%s: agrees %v, %d marked, %v; want %v, %d", tt.name, r.Agrees(), len(r.Marked), err, tt.agrees, tt.nMarked)
		}
		var out strings.Builder
		r.Print(&out)
		if got := strings.Contains(out.String(), "WARNING"); got != (tt.warn != "") || tt.warn != "" && !strings.Contains(out.String(), tt.warn) {
			t.Errorf("%s: the printed report, WARNING %v; want %q:\n%s", tt.name, got, tt.warn, out.String())
		}
	}
}

// TestCompareOneMachine: files of two CPUs or two builds are refused
// (ErrTwoMachines); two commits, or a file without identity lines, are
// compared with a warning.
func TestCompareOneMachine(t *testing.T) {
	zen4 := strings.NewReplacer("cpu-family: 26", "cpu-family: 25", "uarch: zen5", "uarch: zen4")
	for _, tt := range []struct {
		name string
		edit func(string) string
		err  bool
		warn string
	}{
		{"one machine, one commit", func(s string) string { return s }, false, ""},
		{"another CPU", zen4.Replace, true, ""},
		{"another build", func(s string) string {
			return strings.Replace(s, "engine: rounds\n", "engine: rounds\ngoamd64: v3\n", 1)
		}, true, ""},
		{"another commit", func(s string) string { return strings.Replace(s, "commit: abc1234", "commit: def5678", 1) }, false,
			`WARNING: a is of commit "abc1234", b of "def5678"`},
		{"no identity", func(s string) string { return strings.Replace(s, zen5, "", 1) }, false, "WARNING: the CPU could not be checked"},
	} {
		a := file(t, "a", nil, "")
		var raw strings.Builder
		for _, l := range []string{"engine: rounds", strings.TrimSpace(zen5), "commit: abc1234"} {
			raw.WriteString(l + "\n")
		}
		for s := range 6 {
			for i := range 20 {
				fmt.Fprintf(&raw, "BenchmarkSlider/impl=r%d/piece=rook/load=random\t100\t2 cpu-ns/lookup\t%.4f ref\n", i, (1+float64(i)/10)*(1+0.001*float64(s%3-1)))
			}
		}
		b, err := results.Read(strings.NewReader(tt.edit(raw.String())), "b")
		if err != nil {
			t.Fatal(err)
		}
		r, err := Compare(a, b)
		if tt.err != errors.Is(err, ErrTwoMachines) || !tt.err && err != nil {
			t.Errorf("%s: error %v; want ErrTwoMachines %v", tt.name, err, tt.err)
			continue
		}
		if tt.err {
			continue
		}
		var out strings.Builder
		r.Print(&out)
		if got := strings.Contains(out.String(), "WARNING"); got != (tt.warn != "") || !strings.Contains(out.String(), tt.warn) {
			t.Errorf("%s: the report's warnings: %v; want %q:\n%s", tt.name, got, tt.warn, out.String())
		}
	}
}
