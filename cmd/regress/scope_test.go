package main

import (
	"context"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

// gateSetRows returns the rows of the default gate set in the newest
// committed results file, as TestDefaultBench finds them, leaving out
// impl/simd's (built only under GOEXPERIMENT=simd, so not in the graph of a
// plain go list: its rows are of an unknown technique, primary for any
// change).
func gateSetRows(t *testing.T) []string {
	t.Helper()
	_, set := newestResults(t)
	var rows []string
	for _, k := range set.Keys() {
		if k.Unit == "cpu-ns/lookup" || k.Unit == "cpu-Mnodes/s" {
			if selects(t, defaultBench, "Benchmark"+k.Name) && !strings.Contains(k.Name, "impl=simd/") {
				rows = append(rows, k.Name)
			}
		}
	}
	return rows
}

// TestScopeOfTheModule: on this module's own import graph (go list) and
// the gate set, a change to a technique makes its rows primary (its slider
// rows, every variant's, and its perft rows) and no other; a change to the
// move generator every perft row and no other; the harness every row;
// documents none.
func TestScopeOfTheModule(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	g, err := moduleGraph(context.Background(), root)
	if err != nil {
		t.Fatal(err)
	}
	rows := gateSetRows(t)
	of := func(impls ...string) []string {
		var out []string
		for _, r := range rows {
			for _, impl := range impls {
				if strings.Contains(r, "/impl="+impl+"/") {
					out = append(out, r)
				}
			}
		}
		return out
	}
	var perftRows []string
	for _, r := range rows {
		if strings.HasPrefix(r, "Perft/") || strings.HasPrefix(r, "ParallelPerft/") {
			perftRows = append(perftRows, r)
		}
	}
	tests := []struct {
		files []string
		want  []string
	}{
		{[]string{"impl/hq/attacks.go"}, of("hq")},
		{[]string{"impl/magic/attacks.go"}, of("magic", "magic-iface", "magic-batch")},
		{[]string{"impl/pext/attacks.go"}, of("pext", "pext-hw", "pext-soft", "pext-batch", "pext-hw-batch", "pext-soft-batch")},
		{[]string{"internal/peers/peers.go"}, of("dragontoothmg", "notnil")},
		{[]string{"chess/position/movegen.go"}, perftRows},
		{[]string{"chess/perftsuite/perftsuite.go"}, perftRows},
		{[]string{"harness/types.go"}, rows},
		{[]string{"internal/benchloops/loops_gen.go"}, rows},
		{[]string{"bench_test.go"}, rows},
		{[]string{"docs/gate.md", "cmd/report/main.go", "impl/hq/attacks_test.go"}, nil},
		{[]string{"conformance/exhaustive.go"}, nil}, // linked by the root's tests, run by no row
	}
	for _, tt := range tests {
		var got []string
		for _, r := range g.Primary(g.Changed(tt.files), rows) {
			got = append(got, r.Row)
		}
		if !slices.Equal(got, tt.want) || (len(tt.want) > 0 && len(tt.want) < 2) {
			t.Errorf("primary rows for %q:\n%s\nwant:\n%s", tt.files, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
		}
	}
	if len(rows) < 50 {
		t.Errorf("gate set of %d rows; want the committed file's 50 or more", len(rows))
	}
}

// TestParseGraph: test variants merge into their package, the test main
// is left out, the root's imports are dropped, and a line that is not
// go list's is an error naming it.
func TestParseGraph(t *testing.T) {
	out := "ex\t/m\t\n" +
		"ex/harness\t/m/harness\tfmt\n" +
		"ex/impl/hq\t/m/impl/hq\tex/harness\n" +
		"ex/impl/hq [ex/impl/hq.test]\t/m/impl/hq\tex/harness,ex/impl/internal/geometry\n" +
		"ex/impl/internal/geometry\t/m/impl/internal/geometry\tex/harness\n" +
		"ex/internal/benchloops\t/m/internal/benchloops\tex/impl/hq,ex/harness\n" +
		"ex_test [ex.test]\t/m\tex/internal/benchloops,ex/impl/hq\n" +
		"ex.test\t/m\tex_test [ex.test],os\n"
	g, err := parseGraph(out, "/m")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range g.Packages {
		got = append(got, p.Dir+":"+strings.Join(p.Imports, ","))
	}
	want := []string{".:", "harness:", "impl/hq:ex/harness,ex/impl/internal/geometry", "impl/internal/geometry:ex/harness", "internal/benchloops:ex/impl/hq,ex/harness"}
	if !slices.Equal(got, want) || g.Techniques["hq"] != "ex/impl/hq" || len(g.Techniques) != 1 || !slices.Equal(g.Drivers[""], []string{"ex", "ex/internal/benchloops"}) {
		t.Errorf("parseGraph: packages %q, techniques %v, drivers %v; want %q, hq only, ex and benchloops", got, g.Techniques, g.Drivers, want)
	}
	if _, err := parseGraph("ex /m\n", "/m"); err == nil || !strings.Contains(err.Error(), `"ex /m"`) {
		t.Errorf("parseGraph of a bad line: error %v; want one quoting the line", err)
	}
}

// TestScopeReport: in a repository with two techniques, a change to one
// (a modified file and an untracked one) makes its row primary, with the
// reason on the report, and leaves the other secondary.
func TestScopeReport(t *testing.T) {
	dir := tinyRepo(t)
	for _, name := range []string{"a", "b"} {
		if err := os.MkdirAll(filepath.Join(dir, "impl", name), 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, dir, "impl/"+name+"/"+name+".go", "package "+name+"\n\n// N is one.\nconst N = 1\n")
	}
	write(t, dir, "tiny.go", strings.Replace(tinySource, "package tiny\n", "package tiny\n\nimport (\n\t\"example.com/tiny/impl/a\"\n\t\"example.com/tiny/impl/b\"\n)\n\nvar _ = a.N + b.N\n", 1))
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-q", "-m", "two techniques")
	write(t, dir, "impl/a/a.go", "package a\n\n// N is two.\nconst N = 2\n")
	write(t, dir, "impl/a/more.go", "package a\n\n// M is three.\nconst M = 3\n")
	write(t, dir, "notes.md", "notes\n")
	text := "BenchmarkSlider/impl=a/piece=rook/load=random-8 100 1.0 ns/lookup\nBenchmarkSlider/impl=b/piece=rook/load=random-8 100 1.0 ns/lookup\n"
	old, err := results.Read(strings.NewReader(text), "old")
	if err != nil {
		t.Fatal(err)
	}
	var opt gate.Options
	var out strings.Builder
	if opt.Primary, err = scopeReport(context.Background(), dir, dir, "HEAD", old, old, &out); err != nil {
		t.Fatal(err)
	}
	want := "scope: 1 of 2 rows primary (the change can move them: 3 changed files), 1 secondary (a family of their own, and the pooled test)\n" +
		"primary: Slider/impl=a/piece=rook/load=random: impl/a changed (impl/a/a.go)\n"
	a, b := gate.Key{Name: "Slider/impl=a/piece=rook/load=random", Unit: "ns/lookup"}, gate.Key{Name: "Slider/impl=b/piece=rook/load=random", Unit: "ns/lookup"}
	if out.String() != want || opt.Primary == nil || !opt.Primary(a) || opt.Primary(b) {
		t.Errorf("scopeReport wrote:\n%s\nwant:\n%s(primary a and not b)", out.String(), want)
	}
}

// TestScopeEndToEnd runs the gate in worktree mode with the default -bench
// on a repository whose benchmarks are shaped like the gate set: a change
// to technique a makes a's row the primary family and b's the secondary,
// and the report says so; with -bench the selection is one family again.
func TestScopeEndToEnd(t *testing.T) {
	dir := techniqueRepo(t, technique{"impl/a", "a"}, technique{"impl/b", "b"})
	fastSum(t, dir, "impl/a")
	var out, errb strings.Builder
	code := runIn(context.Background(), dir, scopeArgs, &out, &errb)
	for _, want := range []string{
		"scope: 1 of 2 rows primary (the change can move them: 1 changed file), 1 secondary",
		"primary: Slider/impl=a/piece=rook/load=random: impl/a changed (impl/a/a.go)\n",
		"pooled: not tested: 1 secondary row with a finite change, fewer than 6\n",
		"in 2 gated comparisons (paired, primary 1 at alpha 0.0475 (0.0025 of 0.05 spent on early decisions) and secondary 1 at alpha 0.05, each Holm-adjusted, and a pooled test, minimum effect 900%)\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q (exit %d):\n%s\nstderr:\n%s", want, code, out.String(), errb.String())
		}
	}
	out.Reset()
	code = runIn(context.Background(), dir, append(scopeArgs, "-bench", "."), &out, &errb)
	if strings.Contains(out.String(), "scope:") || !strings.Contains(out.String(), "in 2 gated comparisons (paired, Holm-adjusted alpha 0.0475 (0.0025 of 0.05 spent on early decisions),") {
		t.Errorf("with -bench: report (exit %d):\n%s\nwant no scope line, one family", code, out.String())
	}
}

// TestOnlyPerftRunsChess backs parseGraph's RunBy: in the benchmark loops,
// the files that import a package under chess/ define no exported
// function but the perft benchmarks', so no other row runs chess code.
func TestOnlyPerftRunsChess(t *testing.T) {
	fset := token.NewFileSet()
	pkgs, err := filepath.Glob("../../internal/benchloops/*.go")
	if err != nil {
		t.Fatal(err)
	}
	importers := 0
	for _, file := range pkgs {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		chess := false
		for _, imp := range f.Imports {
			chess = chess || strings.Contains(imp.Path.Value, "/bitbench/chess/")
		}
		if !chess {
			continue
		}
		importers++
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.IsExported() && !slices.Contains(perftTops, fd.Name.Name) {
				t.Errorf("%s imports chess/ and defines %s, which is not a perft benchmark (%q): scope's RunBy would hide a change to chess/ from its rows", filepath.Base(file), fd.Name.Name, perftTops)
			}
		}
	}
	if importers == 0 {
		t.Error("no file of internal/benchloops imports chess/: the perft benchmarks moved; update parseGraph's RunBy")
	}
}
