package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRenderRounds renders a file of the measuring engine
// (testdata/rounds: "engine: rounds", "estimator: cpu", its run lines and
// an "unstable:" line after the last result) and compares the pages with
// testdata/rounds-pages.
func TestRenderRounds(t *testing.T) {
	top, all := renderGolden(t, "testdata/rounds", "testdata/rounds-pages")
	// Facts checked by hand. Every row's cpu-ns/lookup median is the
	// headline, not its wall median: sissy's rook (cpu 1.5, wall 2.2) beats
	// magic's (cpu 1.8, wall 2.0), and wins with its mark; magic-native
	// (1.0) and magic-iface (1.2) are faster but no candidates; bishop's
	// pext-batch 1.0 and magic 1.01 overlap (~); dragontoothmg's 200
	// Mnodes/s is a peer's.
	wantFacts(t, "top page", top, []string{
		"| [new-cpu](new-cpu/README.md) | **sissy** ⚠ unstable (layout-sensitive: ±13% across launches) 1.499 ± 2%; runner-up magic 1.20× | " +
			"**pext-batch** *batch* ⚠ unstable (cache-sensitive: ±7% across launches) 1 ± 2%; runner-up magic ~ 1.01× | " +
			"**magic** 3 ± 2%; runner-up hq 1.33× | **magic** 100 ± 2%; runner-up hq 1.11× |",
	})
	wantFacts(t, "CPU page", all, []string{
		"Headline figures: the median of the `cpu-<unit>` samples (shown under the base unit), estimator cpu (engine rounds).",
		"| rounds | 12 |\n| launches | 5 |\n| noise floor (A/A) | ±0.4% (A/A) |\n| quiet host | limit 1.3 (level 1.18 + 10%): 72 of 78 reference slices (92%) |\n| steal time | 0.2% |\n| other processes | \\<b\\>make\\</b\\> 3% of a CPU |",
		"- Slider/impl=sissy/piece=rook/load=random: layout-sensitive: ±13% across launches",
		// The summary (results.Summary) names pext-batch; sissy it does not.
		"\n⚠ Of the techniques this summary names, the run marked unstable: Slider/impl=pext-batch/piece=bishop/load=random (cache-sensitive: ±7% across launches).\n",
		"| 1 | magic-native | hash | 1 ± 2% | 1.00× |  |\n| 2 | magic-iface | hash | 1.2 ± 2% | 1.20× |  |\n| 3 | sissy ⚠ unstable (layout-sensitive: ±13% across launches) | other | 1.499 ± 2% | 1.50× |  |",
		"| 1 | pext-batch *batch* ⚠ unstable (cache-sensitive: ±7% across launches) | hash | 1 ± 2% | 1.00× |  |\n| 2 | magic | hash | 1.01 ± 2% | 1.01× | ~ |",
		"| 1 | dragontoothmg | peer | 200 ± 2% | 1.00× |  |\n| 2 | magic | hash | 100 ± 2% | 2.00× |  |",
		"| 1 | magic | hash | 865280 | 1.00× |  |", // table bytes have no cpu unit: their own figure
	})
	if strings.Contains(all, ", ref\n") || strings.Contains(all, "cpu-ns/lookup\n") {
		t.Errorf("a page has a table of the ref or cpu-ns/lookup unit; want them in the raw file only")
	}
	if strings.Contains(all, "<b>") {
		t.Errorf("a page holds a run line raw")
	}
	cpus, err := load("testdata/rounds", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	fig, err := sliderFigure(cpus[0], "rook", testFamily)
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, r := range fig.panels[0].rows {
		labels = append(labels, r.label)
	}
	if want := []string{"magic-native", "magic-iface", "sissy (unstable)", "magic", "hq"}; !slices.Equal(labels, want) {
		t.Errorf("rook chart rows %q; want %q (cpu-ns/lookup order, sissy marked)", labels, want)
	}
}

// TestRoundsErrors: a file of the measuring engine whose estimator or
// unstable line cannot be read is refused, naming the file and what is
// wrong, and no page is written.
func TestRoundsErrors(t *testing.T) {
	const head = "cpu: X\nuarch: z\nengine: rounds\n"
	row := func(name, units string) string {
		return "BenchmarkSlider/impl=" + name + "/piece=rook/load=random\t10\t" + units + "\n"
	}
	for _, tt := range []struct {
		name, data string
		want       []string
	}{
		{"bad estimator", head + "estimator: cpu time\n" + row("magic", "2 ns/lookup\t1.9 cpu-ns/lookup"),
			[]string{"2026-11-29-abc.txt: estimator \"cpu time\": want a word"}},
		{"unstable without a reason", head + row("magic", "2 ns/lookup") + "unstable: Slider/impl=magic/piece=rook/load=random\n",
			[]string{"2026-11-29-abc.txt: unstable: entry \"Slider/impl=magic/piece=rook/load=random\": want ROW (reason)"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-29-abc.txt"), tt.data)
			var stderr bytes.Buffer
			if code := run([]string{"-results", dir, "-charts=false"}, io.Discard, &stderr); code != 2 {
				t.Errorf("run == %d; want 2 (stderr %s)", code, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr %q lacks %q", stderr.String(), w)
				}
			}
		})
	}
}

// TestCommittedTopPage renders the top page of the committed results
// (../../results): at most 300 lines, and its first 40 lines name a winner
// of every contest on every CPU.
func TestCommittedTopPage(t *testing.T) {
	cpus, err := load("../../results", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	render(&buf, "../../results", cpus, registryFamily, nil)
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) > 300 {
		t.Errorf("the top page has %d lines; want at most 300", len(lines))
	}
	head := strings.Join(lines[:min(40, len(lines))], "\n")
	for _, c := range cpus {
		_, row, ok := strings.Cut(head, "\n| "+cpuLink(c)+" | ")
		row, _, _ = strings.Cut(row, "\n")
		for _, k := range contests {
			ps := race(c, k, registryFamily)
			if !ok || len(ps) > 0 && !strings.Contains(row, "**"+ps[0].row.Keys["impl"]+"**") {
				t.Errorf("the first 40 lines do not name %s's %s winner", c.Slug, k.title)
			}
		}
	}
}

// TestRoundsMarkLines: the marks a file gives over several lines
// (unstable:, unstable-2:) are all listed on the CPU's page and marked in
// its tables; marks a file of 2026-12-04 counted without naming them are
// said to be there.
func TestRoundsMarkLines(t *testing.T) {
	const head = "cpu: X\nuarch: z\nengine: rounds\n"
	var rows strings.Builder
	for i, impl := range []string{"magic", "hq", "qbb"} {
		for s := range 6 {
			fmt.Fprintf(&rows, "BenchmarkSlider/impl=%s/piece=rook/load=random\t%d\t%d ns/lookup\n", impl, 10+s, 2+i)
		}
	}
	for _, tt := range []struct {
		name, trailer string
		want          []string
	}{
		{"two lines", "unstable: Slider/impl=hq/piece=rook/load=random (w)\nunstable-2: Slider/impl=qbb/piece=rook/load=random (v)\n",
			[]string{"- Slider/impl=hq/piece=rook/load=random: w\n", "- Slider/impl=qbb/piece=rook/load=random: v\n", "qbb ⚠ unstable (v)"}},
		{"cut short", "unstable: Slider/impl=hq/piece=rook/load=random (w); … and 2 more rows marked (the run's log lists them)\n",
			[]string{"- Slider/impl=hq/piece=rook/load=random: w\n", "- and 2 more rows the file marks without naming them"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-29-abc.txt"), head+rows.String()+tt.trailer)
			var stderr bytes.Buffer
			if code := run([]string{"-results", dir, "-charts=false"}, io.Discard, &stderr); code != 0 {
				t.Fatalf("run == %d; want 0 (stderr %s)", code, stderr.String())
			}
			page, err := os.ReadFile(filepath.Join(dir, "cpu-x", "README.md"))
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(page), w) {
					t.Errorf("the CPU's page lacks %q:\n%s", w, page)
				}
			}
		})
	}
}
