package docfacts

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"
)

// sheetRowRE is a row of the specification sheet's table in docs/gate.md:
// case, load, runs, runs caught ("–" for a case without a change), runs
// with a false alarm, and the range of seconds.
var sheetRowRE = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| (idle|load) \\| (\\d+) \\| (–|\\d+) \\| (\\d+) \\| (\\d+)–(\\d+) \\|$")

// sheetMarkerRE is a figure of the sheet marked for this test.
var sheetMarkerRE = regexp.MustCompile(`<!--sheet:([a-z]+)-->(\d+)`)

// caseFigures are one case's figures as the sheet states them.
type caseFigures struct {
	runs                int
	caught              string // a count, or "–" for a case without a change
	falseAlarms, lo, hi int
}

// sheetFigures counts, for the runs of one version, the sheet's table
// (case and load to figures) and its totals: runs, runs of a change,
// changes caught, improvements, the idle runs' longest time, and the gated
// comparisons, which must be the same in every run (else -1).
func sheetFigures(runs table, version string) (map[string]caseFigures, map[string]int, error) {
	cases := map[string]caseFigures{}
	tot := map[string]int{"comparisons": -2}
	for _, r := range runs {
		if r["version"] != version {
			continue
		}
		n := map[string]int{}
		for _, c := range []string{"seconds", "comparisons", "target_flagged", "other_flagged", "improvements"} {
			v, err := count(r, c)
			if err != nil || v < 0 {
				return nil, nil, fmt.Errorf("%s/%s: %s %q: the sheet counts it", r["campaign"], r["run"], c, r[c])
			}
			n[c] = v
		}
		if r["target_deltas"] == "-" {
			return nil, nil, fmt.Errorf("%s/%s: target_deltas not recorded: the sheet tells a change by its rows", r["campaign"], r["run"])
		}
		key := r["case"] + " " + r["load"]
		f, ok := cases[key]
		if !ok {
			f = caseFigures{caught: "–", lo: n["seconds"], hi: n["seconds"]}
		}
		f.runs++
		f.lo, f.hi = min(f.lo, n["seconds"]), max(f.hi, n["seconds"])
		if n["other_flagged"] > 0 {
			f.falseAlarms++
		}
		if r["target_deltas"] != "" { // a case with a change: its rows have deltas
			c, _ := strconv.Atoi(f.caught)
			if n["target_flagged"] > 0 {
				c++
			}
			f.caught = strconv.Itoa(c)
			tot["changes"]++
			if n["target_flagged"] > 0 {
				tot["caught"]++
			}
		}
		cases[key] = f
		tot["runs"]++
		tot["improvements"] += n["improvements"]
		if r["load"] == "idle" {
			tot["idle-max"] = max(tot["idle-max"], n["seconds"])
		}
		if tot["comparisons"] != -2 && tot["comparisons"] != n["comparisons"] {
			tot["comparisons"] = -1
		} else {
			tot["comparisons"] = n["comparisons"]
		}
	}
	return cases, tot, nil
}

// TestSpecSheet counts the specification sheet of docs/gate.md from
// docs/gate/campaigns.tsv: every row of its table, and the figures its
// text states, for the version it names.
func TestSpecSheet(t *testing.T) {
	doc := read(t, gateDoc)
	version := regexp.MustCompile(`\(version (v[0-9.]+);`).FindStringSubmatch(doc)
	if version == nil {
		t.Fatalf("%s: the sheet names no version as `(version vN;`", gateDoc)
	}
	cases, tot, err := sheetFigures(readTSV(t, campaignsTSV, campaignColumns), version[1])
	if err != nil {
		t.Fatal(err)
	}
	rows := sheetRowRE.FindAllStringSubmatch(doc, -1)
	for _, m := range rows {
		key := m[1] + " " + m[2]
		want, ok := cases[key]
		runs, _ := strconv.Atoi(m[3])
		fa, _ := strconv.Atoi(m[5])
		lo, _ := strconv.Atoi(m[6])
		hi, _ := strconv.Atoi(m[7])
		got := caseFigures{runs, m[4], fa, lo, hi}
		if !ok || got != want {
			t.Errorf("%s: sheet row %s states %+v; %s's runs of %s give %+v", gateDoc, key, got, campaignsTSV, version[1], want)
		}
	}
	alarms := 0
	for _, f := range cases {
		alarms += f.falseAlarms
	}
	if regexp.MustCompile(`\*\*No false alarm\*\*`).MatchString(doc) && alarms != 0 {
		t.Errorf("%s: the sheet says no false alarm; %s has %d runs of %s with one", gateDoc, campaignsTSV, alarms, version[1])
	}
	if len(rows) != len(cases) {
		t.Errorf("%s: the sheet's table has %d rows; %s has %d cases of %s", gateDoc, len(rows), campaignsTSV, len(cases), version[1])
	}
	checkSheetText(t, doc, tot)
}

// checkSheetText compares the figures the sheet's text states with tot.
func checkSheetText(t *testing.T, doc string, tot map[string]int) {
	t.Helper()
	for _, m := range sheetMarkerRE.FindAllStringSubmatch(doc, -1) {
		if n, _ := strconv.Atoi(m[2]); n != tot[m[1]] {
			t.Errorf("%s: <!--sheet:%s--> states %d; %s gives %d", gateDoc, m[1], n, campaignsTSV, tot[m[1]])
		}
	}
	noChange := tot["runs"] - tot["changes"]
	for _, tc := range []struct {
		pattern string
		want    []int
	}{
		{`the gate ran (\d+) times`, []int{tot["runs"]}},
		{`caught ~10%\s+slowdowns (\d+) times in (\d+)`, []int{tot["caught"], tot["changes"]}},
		{`\*\*(\d+) of (\d+) slowdowns caught`, []int{tot["caught"], tot["changes"]}},
		{`no false alarm in (\d+) runs where nothing should be flagged`, []int{noChange}},
		{`none in the (\d+) A/A and\s+layout-only runs`, []int{noChange}},
		{`The (\d+) improvements reported`, []int{tot["improvements"]}},
		{`every idle run took at most (\d+) s`, []int{tot["idle-max"]}},
	} {
		if got := stated(t, gateDoc, tc.pattern); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %q states %v; %s gives %v", gateDoc, tc.pattern, got, campaignsTSV, tc.want)
		}
	}
}

// versionedRowRE is a row of a table that names its version in its first
// column: version, case, load, runs, runs caught, runs with a false alarm,
// and the range of seconds (the loaded cases run again after a change).
var versionedRowRE = regexp.MustCompile("(?m)^\\| (v[0-9.]+) \\| `([a-z0-9-]+)` \\| (idle|load) \\| (\\d+) \\| (–|\\d+) \\| (\\d+) \\| (\\d+)–(\\d+) \\|$")

// TestVersionedSheetRows counts every row of docs/gate.md that names its
// version from docs/gate/campaigns.tsv's runs of that version and case.
func TestVersionedSheetRows(t *testing.T) {
	doc := read(t, gateDoc)
	runs := readTSV(t, campaignsTSV, campaignColumns)
	for _, m := range versionedRowRE.FindAllStringSubmatch(doc, -1) {
		cases, _, err := sheetFigures(runs, m[1])
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(m[4])
		fa, _ := strconv.Atoi(m[6])
		lo, _ := strconv.Atoi(m[7])
		hi, _ := strconv.Atoi(m[8])
		if got, want := (caseFigures{n, m[5], fa, lo, hi}), cases[m[2]+" "+m[3]]; got != want {
			t.Errorf("%s: row %s %s %s states %+v; %s's runs give %+v", gateDoc, m[1], m[2], m[3], got, campaignsTSV, want)
		}
	}
}
