package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// testFamilies are the families of the techniques in testdata/results, fixed
// here so that the golden file does not change when the registry does.
var testFamilies = map[string]harness.Family{
	"naive": harness.FamilyScan, "classical": harness.FamilyScan,
	"shift": harness.FamilyFill, "dumb7": harness.FamilyFill,
	"hq":           harness.FamilyArithmetic,
	"kindergarten": harness.FamilyTable,
	"magic":        harness.FamilyHash, "blackmagic": harness.FamilyHash, "pext": harness.FamilyHash,
}

func testFamily(impl string) harness.Family {
	return familyByPrefix(impl, func(name string) (harness.Family, bool) {
		f, ok := testFamilies[name]
		return f, ok
	})
}

// copyResults copies the newest synthetic results files into a new
// results root and returns it.
func copyResults(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"test-cpu-3000/2026-11-29-abc1234.txt", "test-cpu-3000/2026-11-30-abc1234-v3.txt", "test-cpu-3000/2026-11-30-abc1234-pgo.txt", "other-cpu/2026-11-28-def5678.txt"} {
		writeFile(t, filepath.Join(dir, f), string(readFile(t, filepath.Join("testdata/results", f))))
	}
	return dir
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// renderGolden renders the pages of the results under root, with every
// chart, compares each with its golden file under goldenDir (README.golden
// for the top page, <slug>.README.golden for each CPU's; go test -update
// rewrites them) and returns them joined, the top page first.
func renderGolden(t *testing.T, root, goldenDir string) (top string, all string) {
	t.Helper()
	cpus, err := load(root, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	files, err := charts(cpus, testFamily)
	if err != nil {
		t.Fatal(err)
	}
	var drawn []string
	for _, f := range files {
		drawn = append(drawn, f.name)
	}
	pages := map[string]*bytes.Buffer{"README.golden": {}}
	render(pages["README.golden"], root, cpus, testFamily, drawn)
	names := []string{"README.golden"}
	for _, c := range cpus {
		name := c.Slug + ".README.golden"
		pages[name] = &bytes.Buffer{}
		renderCPU(pages[name], root, c, testFamily, drawn)
		names = append(names, name)
	}
	var joined strings.Builder
	for _, name := range names {
		path := filepath.Join(goldenDir, name)
		got := pages[name].String()
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if want := string(readFile(t, path)); got != want {
			t.Errorf("page differs from %s (go test -update to accept):\n%s", path, got)
		}
		joined.WriteString(got)
	}
	return pages["README.golden"].String(), joined.String()
}

// TestRender renders the pages of the two synthetic CPUs in
// testdata/results, with every chart, and compares them with the golden
// files in testdata/.
func TestRender(t *testing.T) {
	_, all := renderGolden(t, "testdata/results", "testdata")
	// Facts checked by hand, so that accepting a wrong golden file does not
	// go unnoticed: medians of the synthetic rows (every sample is the median
	// times 0.97…1.03), the newest file, both CPUs side by side, the
	// techniques grouped by family in familyOrder, every chart linked.
	wantFacts(t, "README", all, []string{
		// The winners: test-cpu-3000's rook goes to the batch row (1 against
		// magic's 2; magic-iface's 4 is no candidate), queen to magic (3.5
		// against blackmagic's 3.9), perft kiwipete to magic with no other
		// candidate (the peers' rows are left out).
		"| CPU | rook, ns/lookup | bishop, ns/lookup | queen, ns/lookup | perft kiwipete, Mnodes/s |",
		"| [test-cpu-3000](test-cpu-3000/README.md) | **pext-batch** *batch* 1 ± 2%; runner-up magic 2.00× | **pext-batch** *batch* 1.2 ± 2%; runner-up magic 1.25× | **magic** 3.5 ± 2%; runner-up blackmagic 1.11× | **magic** 120 ± 2%; no runner-up |",
		"| [other-cpu](other-cpu/README.md) | **magic** 3.1 ± 2%; runner-up kindergarten 1.13× |",
		// The grid: magic wins every contest on other-cpu; on test-cpu-3000
		// it is 2× and 1.25× the batch row's rook and bishop.
		"|  | magic | **1.00** / **1.00** / **1.00** / – | 2.00 / 1.25 / **1.00** / **1.00** |",
		"| scan | classical | 2.58 / 3.18 / 2.88 / – | 9.00 / 6.67 / 4.57 / – |",
		// A CPU's tables, fastest first, × fastest.
		"#### piece rook, load random\n\n| # | technique | family | ns/lookup | × fastest | vs above |\n|---|---|---|---|---|---|\n| 1 | pext-batch *batch* | hash | 1 ± 2% | 1.00× |  |\n| 2 | magic | hash | 2 ± 2% | 2.00× |  |\n| 3 | blackmagic | hash | 2.2 ± 2% | 2.20× |  |\n",
		"| 10 | dumb7 | fill | 25 ± 2% | 25.00× |  |\n| 11 | naive | scan | 90 ± 2% | 90.00× |  |",
		"#### pos kiwipete\n\n| # | technique | family | Mnodes/s | × fastest | vs above |\n|---|---|---|---|---|---|\n| 1 | magic | hash | 120 ± 2% | 1.00× |  |\n| 2 | dragontoothmg | peer | 50 ± 2% | 2.40× |  |",
		"[2026-11-28-def5678.txt](other-cpu/2026-11-28-def5678.txt)", // newest, not 2026-11-01
		"| microarchitecture | zen1 | skylake-x |",
		"| family | 23 | 6 |",
		"| perft ÷ dragontoothmg (goal ≥ 2×) | 1.25× SHORT | 2.4× met |",
		"![rook lookups relative to the fastest technique on each CPU](cross-cpu.svg)",
		"![rook lookups, ns/lookup by technique and load](slider-rook.svg)",
		"![perft Mnodes/s by technique and peer library](perft.svg)",
		"| 1 | blackmagic | hash | 716800 | 1.00× |  |\n| 2 | magic | hash | 865280 | 1.21× | ~ |", // one sample each: no test can tell them apart
		"About these results: [NOTE.md](NOTE.md).",                                                 // other-cpu has a note; test-cpu-3000 none
		"### Table construction time, ns/op\n\n| # | technique | family | ns/op | × fastest | vs above |\n|---|---|---|---|---|---|\n| 1 | magic | hash | 2500000 | 1.00× |  |\n",
		"### Unknown, widgets\n", // a benchmark the report does not know still gets its table
		// Builds: test-cpu-3000 has v1, v3 and pgo files; each build's column
		// is its own file's median.
		"| builds (newest file of each) | v1 [2026-11-28-def5678.txt](other-cpu/2026-11-28-def5678.txt) | v1 [2026-11-29-abc1234.txt](test-cpu-3000/2026-11-29-abc1234.txt), v3 [2026-11-30-abc1234-v3.txt](test-cpu-3000/2026-11-30-abc1234-v3.txt), pgo [2026-11-30-abc1234-pgo.txt](test-cpu-3000/2026-11-30-abc1234-pgo.txt) |",
		"| family | technique | rook v1 | rook v3 | rook pgo | bishop v1 | bishop v3 | bishop pgo | queen v1 | queen v3 | queen pgo |",
		"| scan | classical | 9 ± 2% | 6 ± 2% | 6.5 ± 2% | 8 ± 2% | 5 ± 2% | 5.5 ± 2% | 16 ± 2% | 9 ± 2% | 9.5 ± 2% |",
		"pgo is v3 with profile-guided optimisation (profile bench.pprof sha256:0123456789ab)",
		"build v1, commit abc1234",
		// Fidelity, queen: hq's best is pgo 4.5 against gcc's 3 (clang's
		// 3.3 loses) and native-vec 1.5; magic's pgo 3 against gcc's 2.5;
		// pext ties v1 and v3 at 5 (the earlier build named) against 2;
		// classical's v3 9 against clang's 4 (gcc's 6 loses). Rook:
		// magic's best is v1 2, against the v3 file's clang 1.8 (gcc's 2
		// loses; the pgo file's 9.9 is never used: the first build's native
		// rows count).
		"#### Queen\n\n| family | technique | best Go build | Go | native (gcc 12) | clang-native (clang 16) | best native | Go ÷ best native | native-vec | Go ÷ native-vec |",
		"| scan | classical | v3 | 9 ± 2% | 6 ± 2% | 4 ± 2% | clang 16 | 2.25× | – | – |\n| arithmetic | hq | pgo | 4.5 ± 2% | 3 ± 2% | 3.3 ± 2% | gcc 12 | 1.50× | 1.5 ± 2% | 3.00× |\n| hash | magic | pgo | 3 ± 2% | 2.5 ± 2% | – | gcc 12 | 1.20× | – | – |\n|  | pext | v1 | 5 ± 2% | 2 ± 2% | – | gcc 12 | 2.50× | – | – |",
		"Queen: best native row by clang 16 for 1, by gcc 12 for 3 of 4 techniques.",
		"| hash | magic | v1 | 2 ± 2% | 2 ± 2% | 1.8 ± 2% | clang 16 | 1.11× | – | – |",
		"| hash | magic | v1 | 1.5 ± 2% | 1.6 ± 2% | – | gcc 12 | 0.94× | – | – |",
		"| 1 | magic (pgo) | 3 | pext (gcc 12) | 2 |\n| 2 | hq (pgo) | 4.5 | magic (gcc 12) | 2.5 |\n| 3 | pext (v1) | 5 | hq (gcc 12) | 3 |\n| 4 | classical (v3) | 9 | classical (clang 16) | 4 |",
		"![slider lookups by build, ns/lookup by technique](builds.svg)",
		"![best Go build ÷ best native C by technique](fidelity.svg)",
	})
}

// wantFacts checks that page (named what) holds every fact.
func wantFacts(t *testing.T, what, page string, facts []string) {
	t.Helper()
	for _, fact := range facts {
		if !strings.Contains(page, fact) {
			t.Errorf("%s lacks %q", what, fact)
		}
	}
}

// checkChartsLinked checks that every chart of files (relative to the
// results root dir) is an SVG file, linked from its page: the top page
// links the cross-CPU chart, each CPU's page its own.
func checkChartsLinked(t *testing.T, dir string, files []string) {
	t.Helper()
	for _, f := range files {
		svg := readFile(t, filepath.Join(dir, f))
		if !bytes.HasPrefix(svg, []byte("<?xml")) || !bytes.Contains(svg, []byte("<svg")) {
			t.Errorf("%s is not an SVG file: %.80q", f, svg)
		}
		page, link := filepath.Join(dir, pageFile), f
		if slug, file, ok := strings.Cut(f, "/"); ok {
			page, link = filepath.Join(dir, slug, pageFile), file
		}
		if !strings.Contains(string(readFile(t, page)), "]("+link+")") {
			t.Errorf("%s does not link %s", page, link)
		}
	}
}

// TestReport runs the whole command on a copy of the synthetic results
// and checks the files it writes.
func TestReport(t *testing.T) {
	dir := copyResults(t)
	png := filepath.Join(t.TempDir(), "png")
	var stderr bytes.Buffer
	if code := run([]string{"-results", dir, "-png", png}, io.Discard, &stderr); code != 0 {
		t.Fatalf("run == %d; want 0 (stderr %s)", code, stderr.String())
	}
	checkChartsLinked(t, dir, []string{
		"cross-cpu.svg",
		"test-cpu-3000/slider-rook.svg", "test-cpu-3000/slider-bishop.svg", "test-cpu-3000/slider-queen.svg",
		"test-cpu-3000/perft.svg", "other-cpu/slider-rook.svg", "other-cpu/slider-bishop.svg", "other-cpu/slider-queen.svg",
		"other-cpu/perft.svg", "test-cpu-3000/builds.svg", "test-cpu-3000/fidelity.svg",
	})
	if other := string(readFile(t, filepath.Join(dir, "other-cpu/slider-rook.svg"))); strings.Contains(other, ">rook, load game<") {
		t.Errorf("other-cpu/slider-rook.svg has a panel for load game; want none, other-cpu has no such rows")
	}
	rook := string(readFile(t, filepath.Join(dir, "test-cpu-3000/slider-rook.svg")))
	for _, label := range []string{">pext-batch<", ">naive<", ">kindergarten<", ">hash<", ">rook, load latency<"} {
		if !strings.Contains(rook, label) {
			t.Errorf("test-cpu-3000/slider-rook.svg lacks the text %q", label)
		}
	}
	perft := string(readFile(t, filepath.Join(dir, "test-cpu-3000/perft.svg")))
	for _, label := range []string{">dragontoothmg<", ">notnil<", ">peer<", ">perft, position kiwipete<"} {
		if !strings.Contains(perft, label) {
			t.Errorf("test-cpu-3000/perft.svg lacks the text %q", label)
		}
	}
	cross := string(readFile(t, filepath.Join(dir, "cross-cpu.svg")))
	for _, label := range []string{">other-cpu<", ">test-cpu-3000<", ">pext-soft (hash)<", ">magic (hash)<"} {
		if !strings.Contains(cross, label) {
			t.Errorf("cross-cpu.svg lacks the text %q", label)
		}
	}
	builds := string(readFile(t, filepath.Join(dir, "test-cpu-3000/builds.svg")))
	for _, label := range []string{">v1<", ">v3<", ">pgo<", ">classical (scan)<", ">queen, load random<"} {
		if !strings.Contains(builds, label) {
			t.Errorf("test-cpu-3000/builds.svg lacks the text %q", label)
		}
	}
	fidelity := string(readFile(t, filepath.Join(dir, "test-cpu-3000/fidelity.svg")))
	for _, label := range []string{">hq (pgo ÷ gcc 12)<", ">magic (v1 ÷ clang 16)<", ">classical (v3 ÷ clang 16)<", ">1.5×<", ">rook, load random<"} {
		if !strings.Contains(fidelity, label) {
			t.Errorf("test-cpu-3000/fidelity.svg lacks the text %q", label)
		}
	}
	for _, f := range []string{"other-cpu/builds.svg", "other-cpu/fidelity.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s written (stat: %v); want none: other-cpu has one build and no native rows", f, err)
		}
	}
	entries, err := os.ReadDir(png)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 11 {
		t.Errorf("-png wrote %d files; want 11 (one per chart)", len(entries))
	}
}

// TestReportErrors feeds bad results and checks that the command exits 2
// naming the file, and writes no README. (NaN and Inf may be caught by the
// reader, with the line, or by load, with the benchmark: either names the
// file.)
func TestReportErrors(t *testing.T) {
	const head = "cpu: Bad CPU\n"
	for _, tt := range []struct {
		name, data string
		want       []string // in the error
	}{
		{"nan", head + "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\tNaN ns/lookup\n", []string{"2026-11-29-abc.txt"}},
		{"inf", head + "BenchmarkPerft/impl=magic/pos=start\t10\t+Inf Mnodes/s\n", []string{"2026-11-29-abc.txt"}},
		{"negative", head + "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t-2 ns/lookup\n", []string{"2026-11-29-abc.txt:2"}},
		{"zero", head + "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t0 ns/lookup\n", []string{"2026-11-29-abc.txt", "Slider/impl=magic/piece=rook/load=random", "cannot be charted"}},
		{"malformed", head + "BenchmarkX\t10\tabc ns/op\n", []string{"2026-11-29-abc.txt"}},
		{"empty", head, []string{"2026-11-29-abc.txt"}},
		{"v3 content under a v1 name", head + "goamd64: v3\nBenchmarkSlider/impl=magic/piece=rook/load=random\t10\t2 ns/lookup\n", []string{"2026-11-29-abc.txt", "results of different builds", "the name says build v1"}},
		// Issue 22 defect 3: a finite median ≥ 5e307 looped logTicks.Ticks until memory ran out.
		{"huge (#3)", head + "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5e307 ns/lookup\n", []string{"2026-11-29-abc.txt:2", "above 1e+18"}},
		// The one identity rule: lines that conflict are an error naming both.
		{"identity conflict (#7)", head + "uarch: zen3\nBenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5 ns/lookup\nuarch: zen4\n", []string{"2026-11-29-abc.txt:4: conflicting CPU identity lines: uarch \"zen4\" conflicts with", "2026-11-29-abc.txt:2: uarch \"zen3\""}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-29-abc.txt"), tt.data)
			var stderr bytes.Buffer
			if code := run([]string{"-results", dir}, io.Discard, &stderr); code != 2 {
				t.Errorf("run == %d; want 2 (stderr %s)", code, stderr.String())
			}
			for _, w := range tt.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr %q lacks %q", stderr.String(), w)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "README.md")); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("README.md written after an error (stat: %v)", err)
			}
		})
	}
	var stderr bytes.Buffer
	if code := run([]string{"-results", t.TempDir()}, io.Discard, &stderr); code != 2 {
		t.Errorf("run on an empty directory == %d; want 2", code)
	}
	if code := run([]string{"-results", t.TempDir(), "extra"}, io.Discard, &stderr); code != 2 {
		t.Errorf("run with an extra argument == %d; want 2", code)
	}
}

// TestReportWarnings: a line the reader ignores is reported with its file
// and line, and the report is still written.
func TestReportWarnings(t *testing.T) {
	dir := copyResults(t)
	const junk = "2026-11-30-fff0000.txt"
	data := readFile(t, filepath.Join(dir, "other-cpu", "2026-11-28-def5678.txt"))
	writeFile(t, filepath.Join(dir, "other-cpu", junk), "hello, not a result\n"+string(data))
	var stderr bytes.Buffer
	if code := run([]string{"-results", dir, "-charts=false"}, io.Discard, &stderr); code != 0 {
		t.Fatalf("run == %d; want 0 (stderr %s)", code, stderr.String())
	}
	want := "report: warning: " + filepath.Join(dir, "other-cpu", junk) + ":1: ignored line \"hello, not a result\""
	if !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr %q lacks %q", stderr.String(), want)
	}
}

// TestPNGOnly is `make charts-png`: PNG files, and nothing written into the
// results tree.
func TestPNGOnly(t *testing.T) {
	dir := copyResults(t)
	png := filepath.Join(t.TempDir(), "png")
	var stderr bytes.Buffer
	if code := run([]string{"-results", dir, "-charts=false", "-readme=false", "-png", png}, io.Discard, &stderr); code != 0 {
		t.Fatalf("run == %d; want 0 (stderr %s)", code, stderr.String())
	}
	if entries, err := os.ReadDir(png); err != nil || len(entries) != 11 {
		t.Errorf("-png wrote %d files (error %v); want 11", len(entries), err)
	}
	var inTree []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(path, ".txt") {
			inTree = append(inTree, path)
		}
		return err
	})
	if len(inTree) != 0 {
		t.Errorf("the results tree gained %q; want nothing", inTree)
	}
}
