package main

import (
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// gateDoc is the gate's user's guide, whose marked numbers TestGateDoc
// checks.
const gateDoc = "../../docs/gate.md"

// docMarker finds a number the document states about the code:
// "<!--gate:NAME-->VALUE", VALUE a number with an optional unit (58, 0.05,
// 5%, 50ms).
var docMarker = regexp.MustCompile(`<!--gate:([a-z0-9@-]+)-->([0-9]+(?:\.[0-9]+)?(?:%|ms|s)?)`)

// docFacts returns the value every marker name must state, from the
// command's defaults, internal/gate and the newest committed results file.
func docFacts(t *testing.T) map[string]string {
	t.Helper()
	cfg, err := parse(nil, io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	path, set := newestResults(t)
	names := func() map[string]bool {
		m := map[string]bool{}
		for _, k := range set.Keys() {
			m[k.Name] = true
		}
		return m
	}
	all := len(names())
	if _, err := keepSelected(set, cfg.bench); err != nil {
		t.Fatal(err)
	}
	rows, nosimd := 0, 0
	for name := range names() {
		rows++
		if !strings.Contains(name, "/impl=simd/") {
			nosimd++
		}
	}
	// Each row of the gate set is one gated comparison: compared with
	// itself, the file gives the family the gate would test.
	if fam := gate.Compare(set, set, gate.Options{}).Family; fam != rows {
		t.Errorf("the gate set of %s has %d rows but %d gated comparisons; the document says one each", path, rows, fam)
	}
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

// TestGateDoc checks every marked number of docs/gate.md against the code
// it describes, and that each fact is stated at least once.
func TestGateDoc(t *testing.T) {
	text, err := os.ReadFile(gateDoc)
	if err != nil {
		t.Fatal(err)
	}
	checkDoc(t, string(text), docFacts(t))
}

func checkDoc(t *testing.T, text string, facts map[string]string) {
	t.Helper()
	seen := map[string]bool{}
	for _, m := range docMarker.FindAllStringSubmatch(text, -1) {
		name, value := m[1], m[2]
		want, ok := facts[name]
		switch {
		case !ok:
			t.Errorf("%s: marker %q names no fact the test knows", gateDoc, m[0])
		case value != want:
			t.Errorf("%s: %s is %s; the code says %s", gateDoc, name, value, want)
		}
		seen[name] = true
	}
	for name, want := range facts {
		if !seen[name] {
			t.Errorf("%s: states no %s (%s); want a marker <!--gate:%s-->%s", gateDoc, name, want, name, want)
		}
	}
	if strings.Count(text, "<!--gate:") != len(docMarker.FindAllString(text, -1)) {
		t.Errorf("%s: a <!--gate:…--> marker is not followed by a number", gateDoc)
	}
}
