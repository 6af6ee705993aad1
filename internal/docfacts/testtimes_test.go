package docfacts

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// testTimesTSV holds every measured run of make test (.ci/run on a fresh
// clone, or make test with warm caches, whose ci_run_s is "-"): one line
// each, CPU seconds per stage. README.md quotes its newest lines.
const testTimesTSV = "docs/test-times.tsv"

// testTimesStages are make test's stages, as the file's columns name them.
var testTimesStages = []string{"vet", "test_go", "test_native", "test_outoftree", "test_arm64", "lint_workflows",
	"test_simd", "fuzz_smoke", "test_pext_paths"}

var testTimesColumns = append(append([]string{"commit", "date", "caches", "installs", "ci_run_s", "make_test_s", "cpu_s"},
	testTimesStages...), "note")

var (
	commitRE = regexp.MustCompile(`^[0-9a-f]{7,40}$`)
	dateRE   = regexp.MustCompile(`^20\d\d-\d\d-\d\d$`)
)

// checkTestTimes returns what is wrong with the lines of test-times.tsv:
// a field of the wrong kind, or stage seconds that do not add up to cpu_s.
func checkTestTimes(tab table) []string {
	var bad []string
	for i, row := range tab {
		at := fmt.Sprintf("%s:%d", testTimesTSV, i+2)
		if !commitRE.MatchString(row["commit"]) || !dateRE.MatchString(row["date"]) {
			bad = append(bad, fmt.Sprintf("%s: commit %q or date %q malformed", at, row["commit"], row["date"]))
		}
		if c := row["caches"]; c != "fresh" && c != "warm" {
			bad = append(bad, fmt.Sprintf("%s: caches %q, want fresh or warm", at, c))
		}
		if in := row["installs"]; in != "installed" && in != "preinstalled" && in != "-" {
			bad = append(bad, fmt.Sprintf("%s: installs %q, want installed, preinstalled or -", at, in))
		}
		if row["caches"] == "fresh" && row["ci_run_s"] == "-" {
			bad = append(bad, fmt.Sprintf("%s: a fresh run without its .ci/run seconds", at))
		}
		// seconds reads a column of seconds; a warm run's ci_run_s may be "-".
		seconds := func(col string) float64 {
			if col == "ci_run_s" && row[col] == "-" {
				return 0
			}
			v, err := strconv.ParseFloat(row[col], 64)
			if err != nil || v < 0 {
				bad = append(bad, fmt.Sprintf("%s: %s %q is not a number of seconds", at, col, row[col]))
			}
			return v
		}
		seconds("ci_run_s")
		seconds("make_test_s")
		cpu, sum := seconds("cpu_s"), 0.0
		for _, col := range testTimesStages {
			sum += seconds(col)
		}
		if math.Abs(sum-cpu) > 0.5 {
			bad = append(bad, fmt.Sprintf("%s: the stages add up to %.1f CPU s, cpu_s says %s", at, sum, row["cpu_s"]))
		}
	}
	return bad
}

// readmeTestTimes returns the words README.md must hold about the newest
// lines of tab: the two newest fresh runs of .ci/run, and the newest warm
// make test.
func readmeTestTimes(tab table) ([]string, error) {
	var fresh, warm []map[string]string
	for _, row := range tab {
		if row["caches"] == "fresh" {
			fresh = append(fresh, row)
		} else {
			warm = append(warm, row)
		}
	}
	if len(fresh) < 2 || len(warm) < 1 {
		return nil, fmt.Errorf("%s: %d fresh and %d warm lines; README quotes two and one", testTimesTSV, len(fresh), len(warm))
	}
	a, b, w := fresh[len(fresh)-2], fresh[len(fresh)-1], warm[len(warm)-1]
	return []string{
		fmt.Sprintf("%s and %s at %s and %s (%s and %s CPU seconds)", minSec(a["ci_run_s"]), minSec(b["ci_run_s"]),
			a["commit"], b["commit"], wholeCommas(a["cpu_s"]), wholeCommas(b["cpu_s"])),
		fmt.Sprintf("%s with warm build caches at %s (%s CPU seconds)", minSec(w["make_test_s"]), w["commit"], wholeCommas(w["cpu_s"])),
	}, nil
}

// minSec writes seconds as "9 min 1 s".
func minSec(s string) string {
	v, _ := strconv.ParseFloat(s, 64)
	n := int(math.Round(v))
	return fmt.Sprintf("%d min %d s", n/60, n%60)
}

// wholeCommas writes seconds rounded to a whole number, with commas:
// "1,038".
func wholeCommas(s string) string {
	v, _ := strconv.ParseFloat(s, 64)
	return commas(int(math.Round(v)))
}

// TestTestTimes: docs/test-times.tsv has one schema and adds up, and
// README.md quotes its newest lines, once each.
func TestTestTimes(t *testing.T) {
	tab := readTSV(t, testTimesTSV, testTimesColumns)
	for _, p := range checkTestTimes(tab) {
		t.Error(p)
	}
	want, err := readmeTestTimes(tab)
	if err != nil {
		t.Fatal(err)
	}
	readme := oneLine(read(t, "README.md"))
	for _, w := range want {
		if n := strings.Count(readme, w); n != 1 {
			t.Errorf("README.md holds %q %d times; want once (the newest lines of %s)", w, n, testTimesTSV)
		}
	}
}

// TestTestTimesCatches: the checks fail on planted mistakes.
func TestTestTimesCatches(t *testing.T) {
	good := map[string]string{"commit": "31c4938", "date": "2026-12-05", "caches": "fresh", "installs": "preinstalled",
		"ci_run_s": "540.6", "make_test_s": "541", "cpu_s": "100.0", "note": ""}
	for i, s := range testTimesStages {
		good[s] = "0"
		if i == 0 {
			good[s] = "100.0"
		}
	}
	cases := []struct {
		name, col, value, want string
	}{
		{"good", "", "", ""},
		{"stages do not add up", "cpu_s", "90.0", "add up to 100.0"},
		{"not a number", "test_go", "fast", "is not a number"},
		{"caches", "caches", "cold", "want fresh or warm"},
		{"fresh without .ci/run", "ci_run_s", "-", "without its .ci/run seconds"},
		{"commit", "commit", "HEAD", "malformed"},
	}
	for _, tc := range cases {
		row := map[string]string{}
		for k, v := range good {
			row[k] = v
		}
		if tc.col != "" {
			row[tc.col] = tc.value
		}
		got := strings.Join(checkTestTimes(table{row}), "\n")
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: problems %q, want one containing %q", tc.name, got, tc.want)
		}
	}
	warm := map[string]string{"commit": "abcdef0", "caches": "warm", "make_test_s": "262", "cpu_s": "470"}
	want, err := readmeTestTimes(table{good, good, warm})
	if err != nil || want[0] != "9 min 1 s and 9 min 1 s at 31c4938 and 31c4938 (100 and 100 CPU seconds)" ||
		want[1] != "4 min 22 s with warm build caches at abcdef0 (470 CPU seconds)" {
		t.Errorf("readmeTestTimes = %q, %v", want, err)
	}
	if _, err := readmeTestTimes(table{good, warm}); err == nil {
		t.Error("readmeTestTimes with one fresh line: no error")
	}
}

// oneLine joins a Markdown text's lines with single spaces, so that a
// quoted figure may wrap.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
