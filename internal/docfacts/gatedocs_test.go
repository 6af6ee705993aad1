package docfacts

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// gateDocLimits are the limits of the gate's documents: the guide a
// newcomer reads, and the design, which states the rules as they are.
var gateDocLimits = []struct {
	rel          string
	lines, words int
	noHistory    bool
}{
	{"docs/gate.md", 250, 2000, false},
	{"docs/gate-design.md", 400, 0, true},
}

// historyRE finds what the design must not hold: a version of the gate
// (v1, v12, v0.4), a sitting of the lab notebook, a date or a campaign.
var historyRE = regexp.MustCompile(`\bv\d+(\.\d+)?\b|(?i)\bsittings?\b|\b20\d\d-\d\d-\d\d\b|(?i)\bcampaigns?\b`)

// gateDocProblems returns what is wrong with one gate document.
func gateDocProblems(rel, text string, lines, words int, noHistory bool) []string {
	var bad []string
	if n := strings.Count(text, "\n"); n > lines {
		bad = append(bad, rel+": "+strconv.Itoa(n)+" lines; at most "+strconv.Itoa(lines))
	}
	if n := len(strings.Fields(text)); words > 0 && n > words {
		bad = append(bad, rel+": "+strconv.Itoa(n)+" words; at most "+strconv.Itoa(words))
	}
	if m := historyRE.FindString(text); noHistory && m != "" {
		bad = append(bad, rel+": "+m+": history belongs in docs/gate-validation.md and docs/gate/*.tsv")
	}
	return bad
}

func TestGateDocLimits(t *testing.T) {
	for _, d := range gateDocLimits {
		for _, msg := range gateDocProblems(d.rel, read(t, d.rel), d.lines, d.words, d.noHistory) {
			t.Error(msg)
		}
	}
}

// TestGateDocLimitsCatch shows each limit failing.
func TestGateDocLimitsCatch(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"a\nb\nc\n", "3 lines"},
		{"one two three\n", "3 words"},
		{"as v12 did\n", "v12: history"},
		{"the fifth sitting\n", "sitting: history"},
	} {
		if got := strings.Join(gateDocProblems("d.md", tc.text, 2, 2, true), "; "); !strings.Contains(got, tc.want) {
			t.Errorf("gateDocProblems(%q) = %q; want %q", tc.text, got, tc.want)
		}
	}
}
