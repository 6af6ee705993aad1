package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

// gateDocs are the gate's user's guide and its design, whose marked
// numbers TestGateDoc checks.
var gateDocs = []string{"../../docs/gate.md", "../../docs/gate-design.md"}

// newestAnyCPU returns the newest committed results file of the default
// build over every CPU's folder under results/ (the latest date in its
// name, then the later name), and its contents: the gate set's figures
// follow the newest measurement of any machine, not one old file.
func newestAnyCPU(t *testing.T) (string, *results.Set) {
	t.Helper()
	dirs, err := filepath.Glob("../../results/*")
	if err != nil {
		t.Fatal(err)
	}
	newest := ""
	for _, dir := range dirs {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		p, err := results.Newest(dir)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if newest == "" || laterFile(p, newest) {
			newest = p
		}
	}
	if newest == "" {
		t.Fatal("no results file of the default build under ../../results")
	}
	set, err := results.ReadFile(newest)
	if err != nil {
		t.Fatal(err)
	}
	return newest, set
}

// laterFile reports whether results file a is newer than b: the later
// date in its name (YYYY-MM-DD-…), then the later name.
func laterFile(a, b string) bool {
	na, nb := filepath.Base(a), filepath.Base(b)
	if na[:10] != nb[:10] {
		return na[:10] > nb[:10]
	}
	return a > b
}

// docMarker finds a number the document states about the code:
// "<!--gate:NAME-->VALUE", VALUE a number with an optional unit (58, 0.05,
// 5%, 50ms).
var docMarker = regexp.MustCompile(`<!--gate:([a-z0-9@-]+)-->([0-9]+(?:\.[0-9]+)?(?:%|ms|s)?)`)

// gateSetFacts returns the rows of the newest results file of any CPU
// that the gate set (pattern) selects, those of them built without
// GOEXPERIMENT=simd (rows of techniques whose package needs it left out)
// and all the file's rows.
func gateSetFacts(t *testing.T, pattern string) (rows, nosimd, all int) {
	t.Helper()
	path, set := newestAnyCPU(t)
	names := func() map[string]bool {
		m := map[string]bool{}
		for _, k := range set.Keys() {
			m[k.Name] = true
		}
		return m
	}
	all = len(names())
	if _, err := keepSelected(set, pattern); err != nil {
		t.Fatal(err)
	}
	simd := simdOnly(t)
	for name := range names() {
		rows++
		_, impl, _ := strings.Cut(name, "/impl=")
		technique, _, _ := strings.Cut(impl, "-")
		technique, _, _ = strings.Cut(technique, "/")
		if !simd[technique] {
			nosimd++
		}
	}
	// Each row of the gate set is one gated comparison: compared with
	// itself, the file gives the family the gate would test.
	if fam := gate.Compare(set, set, gate.Options{}).Family; fam != rows {
		t.Errorf("the gate set of %s has %d rows but %d gated comparisons; the document says one each", path, rows, fam)
	}
	return rows, nosimd, all
}

// simdOnly returns the techniques under impl/ whose package is built only
// with GOEXPERIMENT=simd: every file but the tests and doc.go (which
// holds the package comment alone) carries the constraint.
func simdOnly(t *testing.T) map[string]bool {
	t.Helper()
	dirs, err := filepath.Glob("../../impl/*")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		n, constrained := 0, 0
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || filepath.Base(f) == "doc.go" {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			n++
			if strings.HasPrefix(string(b), "//go:build goexperiment.simd") {
				constrained++
			}
		}
		if n > 0 && constrained == n {
			out[filepath.Base(dir)] = true
		}
	}
	return out
}

// docFacts returns the value every marker name must state, from the
// command's defaults, internal/gate and the newest committed results file
// of any CPU.
func docFacts(t *testing.T) map[string]string {
	t.Helper()
	cfg, err := parse(nil, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	rows, nosimd, all := gateSetFacts(t, cfg.bench)
	facts := map[string]string{
		"rows":            strconv.Itoa(rows),
		"rows-nosimd":     strconv.Itoa(nosimd),
		"all-rows":        strconv.Itoa(all),
		"rounds":          strconv.Itoa(cfg.rounds),
		"max-rounds":      strconv.Itoa(cfg.maxRounds),
		"primary-rounds":  strconv.Itoa(cfg.primaryRounds),
		"layout-rounds":   strconv.Itoa(cfg.layoutRounds),
		"layout-recheck":  strconv.Itoa(cfg.layoutRecheck),
		"layout-variants": strconv.Itoa(cfg.layoutVariants),
		"alpha":           strconv.FormatFloat(cfg.opt.Alpha, 'g', -1, 64),
		"early-alpha":     strconv.FormatFloat(cfg.earlyAlpha, 'g', -1, 64),
		"min-effect":      strconv.FormatFloat(100*cfg.opt.MinEffect, 'g', -1, 64) + "%",
		"benchtime":       cfg.benchtime,
		"pooled-min-rows": strconv.Itoa(gate.PooledMinRows),
		"launch":          launchTarget.String(),
		"rows-per-launch": strconv.Itoa(rowsPerLaunch(cfg.benchtime)),
	}
	for _, n := range []int{4, 6, 8, 10} {
		// The most comparisons n rounds per side can gate: m with
		// MinP(n, n) ≤ alpha/m.
		facts["m@"+strconv.Itoa(n)] = strconv.Itoa(int(cfg.opt.Alpha / gate.MinP(n, n)))
	}
	for _, n := range []int{5, 6, 10} {
		// The same for rows tested on n pairs: MinPPaired(n) ≤ alpha/m.
		facts["pm@"+strconv.Itoa(n)] = strconv.Itoa(int(cfg.opt.Alpha / gate.MinPPaired(n)))
	}
	return facts
}

// TestGateDoc checks every marked number of the gate's documents against
// the code it describes, and that each fact is stated at least once in
// one of them.
func TestGateDoc(t *testing.T) {
	texts := map[string]string{}
	for _, doc := range gateDocs {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		texts[doc] = string(text)
	}
	checkDoc(t, texts, docFacts(t))
}

// checkDoc checks the markers of every document (path to text) against
// facts, and that every fact has a marker in some document.
func checkDoc(t *testing.T, texts map[string]string, facts map[string]string) {
	t.Helper()
	seen := map[string]bool{}
	for doc, text := range texts {
		for _, m := range docMarker.FindAllStringSubmatch(text, -1) {
			name, value := m[1], m[2]
			want, ok := facts[name]
			switch {
			case !ok:
				t.Errorf("%s: marker %q names no fact the test knows", doc, m[0])
			case value != want:
				t.Errorf("%s: %s is %s; the code says %s", doc, name, value, want)
			}
			seen[name] = true
		}
		if strings.Count(text, "<!--gate:") != len(docMarker.FindAllString(text, -1)) {
			t.Errorf("%s: a <!--gate:…--> marker is not followed by a number", doc)
		}
	}
	for name, want := range facts {
		if !seen[name] {
			t.Errorf("%v: none states %s (%s); want a marker <!--gate:%s-->%s", gateDocs, name, want, name, want)
		}
	}
}

// reportMarker precedes the fenced block of docs/gate.md that shows the
// report of testdata/slower.golden.
const reportMarker = "<!--report:testdata/slower.golden-->"

// TestGateDocReport checks that the example report in docs/gate.md is,
// byte for byte, the golden report TestFilesGolden checks the command
// against.
func TestGateDocReport(t *testing.T) {
	text, err := os.ReadFile(gateDocs[0])
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("testdata", "slower.golden"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := fencedAfter(string(text), reportMarker)
	if err != nil {
		t.Fatalf("%s: %v", gateDocs[0], err)
	}
	if got != string(want) {
		t.Errorf("%s: the report after %s differs from testdata/slower.golden:\n--- doc\n%s--- golden\n%s", gateDocs[0], reportMarker, got, want)
	}
}

// fencedAfter returns the body of the first fenced code block after the
// single occurrence of marker in text, each line ending in a newline.
func fencedAfter(text, marker string) (string, error) {
	if n := strings.Count(text, marker); n != 1 {
		return "", errors.New("marker " + marker + " occurs " + strconv.Itoa(n) + " times; want 1")
	}
	_, rest, _ := strings.Cut(text, marker)
	_, rest, ok := strings.Cut(rest, "\n```")
	if !ok {
		return "", errors.New("no fenced block after " + marker)
	}
	_, body, _ := strings.Cut(rest, "\n") // the fence's info string
	body, _, ok = strings.Cut(body, "```")
	if !ok {
		return "", errors.New("the fenced block after " + marker + " is not closed")
	}
	return body, nil
}
