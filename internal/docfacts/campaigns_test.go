package docfacts

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The gate's history as data: docs/gate/campaigns.tsv (one line per run of
// the gate in a campaign) and docs/gate/versions.tsv (one line per version
// of the gate), and the specification sheet of docs/gate.md counted from
// them.
const (
	campaignsTSV = "docs/gate/campaigns.tsv"
	versionsTSV  = "docs/gate/versions.tsv"
	gateDoc      = "docs/gate.md"
)

// campaignColumns is campaigns.tsv's one schema (docs/gate-validation.md
// describes each column).
var campaignColumns = []string{"campaign", "run", "version", "case", "load", "k", "exit", "seconds", "comparisons",
	"target_flagged", "other_flagged", "improvements", "layout_sensitive", "decided_groups", "base",
	"target_deltas", "flagged_rows", "lasting_offsets", "note"}

var versionColumns = []string{"version", "commit", "sitting", "change", "motivated_by", "evidence"}

// table is a tab-separated file: its rows as column name to field.
type table []map[string]string

// parseTSV reads text (the file rel) whose header must be columns; every
// line must have one field per column.
func parseTSV(rel, text string, columns []string) (table, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if got := strings.Split(lines[0], "\t"); !slices.Equal(got, columns) {
		return nil, fmt.Errorf("%s:1: header %q; want %q", rel, got, columns)
	}
	var out table
	for i, line := range lines[1:] {
		fields := strings.Split(line, "\t")
		if len(fields) != len(columns) {
			return nil, fmt.Errorf("%s:%d: %d fields; want %d", rel, i+2, len(fields), len(columns))
		}
		row := map[string]string{}
		for j, c := range columns {
			row[c] = fields[j]
		}
		out = append(out, row)
	}
	return out, nil
}

func readTSV(t *testing.T, rel string, columns []string) table {
	t.Helper()
	tab, err := parseTSV(rel, read(t, rel), columns)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// count reads a count field: a whole number, or -1 for "-" (not recorded).
func count(row map[string]string, col string) (int, error) {
	if row[col] == "-" {
		return -1, nil
	}
	n, err := strconv.Atoi(row[col])
	if err != nil || n < 0 {
		return 0, fmt.Errorf("run %s/%s: %s %q is not a count or -", row["campaign"], row["run"], col, row[col])
	}
	return n, nil
}

// checkRun returns what is wrong with one run of campaigns.tsv; versions
// holds the known versions.
func checkRun(row map[string]string, versions map[string]bool) []string {
	id := row["campaign"] + "/" + row["run"]
	var bad []string
	if !versions[row["version"]] {
		bad = append(bad, id+": version "+row["version"]+" is not in "+versionsTSV)
	}
	if !slices.Contains([]string{"idle", "load", "search"}, row["load"]) || strings.Contains(row["case"], "@") {
		bad = append(bad, id+": case "+row["case"]+" and load "+row["load"]+": want a case without @load and idle, load or search")
	}
	if !slices.Contains([]string{"0", "1", "2"}, row["exit"]) {
		bad = append(bad, id+": exit "+row["exit"])
	}
	n := map[string]int{}
	for _, c := range []string{"seconds", "comparisons", "target_flagged", "other_flagged", "improvements", "layout_sensitive", "decided_groups"} {
		v, err := count(row, c)
		if err != nil {
			bad = append(bad, err.Error())
		}
		n[c] = v
	}
	if row["flagged_rows"] != "-" && n["target_flagged"] >= 0 {
		flagged := 0
		if row["flagged_rows"] != "" {
			flagged = len(strings.Split(row["flagged_rows"], "; "))
		}
		if flagged != n["target_flagged"]+n["other_flagged"] {
			bad = append(bad, fmt.Sprintf("%s: %d flagged rows listed; target_flagged + other_flagged = %d", id, flagged, n["target_flagged"]+n["other_flagged"]))
		}
	}
	if row["exit"] == "0" && n["target_flagged"]+n["other_flagged"] > 0 {
		bad = append(bad, id+": exit 0 with a row flagged")
	}
	return bad
}

// checkCampaigns returns what is wrong with campaigns.tsv as a whole.
func checkCampaigns(runs table, versions map[string]bool) []string {
	var bad []string
	seen := map[string]bool{}
	for _, row := range runs {
		id := row["campaign"] + "/" + row["run"]
		if seen[id] {
			bad = append(bad, id+": two lines")
		}
		seen[id] = true
		bad = append(bad, checkRun(row, versions)...)
	}
	return bad
}

// checkVersions returns what is wrong with versions.tsv: a repeated
// version, a commit that is not an abbreviated hash, a motivating run or
// campaign that campaigns.tsv does not have.
func checkVersions(versions, runs table) []string {
	ids := map[string]bool{}
	for _, r := range runs {
		ids[r["campaign"]] = true
		ids[r["campaign"]+"/"+r["run"]] = true
	}
	hash := regexp.MustCompile(`^[0-9a-f]{7}$`)
	var bad []string
	seen := map[string]bool{}
	for _, v := range versions {
		if seen[v["version"]] {
			bad = append(bad, versionsTSV+": two lines for "+v["version"])
		}
		seen[v["version"]] = true
		if !hash.MatchString(v["commit"]) {
			bad = append(bad, versionsTSV+": "+v["version"]+": commit "+v["commit"])
		}
		for _, ref := range strings.Fields(v["motivated_by"]) {
			if ref != "-" && !ids[ref] {
				bad = append(bad, versionsTSV+": "+v["version"]+": motivated by "+ref+", which "+campaignsTSV+" does not have")
			}
		}
	}
	return bad
}

func knownVersions(versions table) map[string]bool {
	out := map[string]bool{}
	for _, v := range versions {
		out[v["version"]] = true
	}
	return out
}

func TestCampaignTables(t *testing.T) {
	versions := readTSV(t, versionsTSV, versionColumns)
	runs := readTSV(t, campaignsTSV, campaignColumns)
	for _, msg := range append(checkCampaigns(runs, knownVersions(versions)), checkVersions(versions, runs)...) {
		t.Error(msg)
	}
}

// TestCampaignChecksCatchMistakes shows the checks failing on a run of an
// unknown version, a repeated run, a flag count that disagrees with the
// rows listed, a load left in the case and a motivating run that does not
// exist.
func TestCampaignChecksCatchMistakes(t *testing.T) {
	row := func(run, version, c, flagged string) string {
		return strings.Join([]string{"x", run, version, c, "idle", "-", "1", "200", "121", "1", "0", "0", "0", "-", "-", "", flagged, "-", "-"}, "\t")
	}
	text := strings.Join(campaignColumns, "\t") + "\n" + row("aa-1", "v1", "aa", "A ns/op +9%") + "\n" +
		row("aa-1", "v9", "aa@load", "") + "\n"
	runs, err := parseTSV("c.tsv", text, campaignColumns)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(checkCampaigns(runs, map[string]bool{"v1": true}), "\n")
	for _, want := range []string{"x/aa-1: two lines", "version v9", "case aa@load", "0 flagged rows listed; target_flagged + other_flagged = 1"} {
		if !strings.Contains(got, want) {
			t.Errorf("checkCampaigns = %q; want a message with %q", got, want)
		}
	}
	if bad := checkVersions(table{{"version": "v1", "commit": "abc1234", "motivated_by": "x/aa-2 x"}}, runs); len(bad) != 1 || !strings.Contains(bad[0], "x/aa-2") {
		t.Errorf("checkVersions = %q; want one message naming x/aa-2", bad)
	}
	if _, err := parseTSV("c.tsv", "a\tb\n1\n", []string{"a", "b"}); err == nil || !strings.Contains(err.Error(), "c.tsv:2") {
		t.Errorf("parseTSV of a short line: %v; want an error naming c.tsv:2", err)
	}
}
