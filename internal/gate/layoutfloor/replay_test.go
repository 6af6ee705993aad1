package layoutfloor

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// replayed are the campaigns the replay takes: every loaded run of v14
// and v15, 11 and 19 runs, on the project's Zen 5 machine (zen5).
var replayed = []string{"2026-12-04-v14", "2026-12-04-v15"}

// A loggedRun is a run of docs/gate/campaigns.tsv: its source
// (campaign/run), case, exit status and flagged rows.
type loggedRun struct {
	source, kase string
	exit         int
	flagged      []flaggedRow
}

// A flaggedRow is a row a run flagged: "Name unit +7.4%".
type flaggedRow struct {
	key    gate.Key
	change float64
}

// readCampaigns returns the runs of the replayed campaigns from
// docs/gate/campaigns.tsv.
func readCampaigns(t *testing.T) []loggedRun {
	t.Helper()
	data, err := os.ReadFile("../../../docs/gate/campaigns.tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	col := map[string]int{}
	for i, name := range strings.Split(lines[0], "\t") {
		col[name] = i
	}
	var runs []loggedRun
	for _, line := range lines[1:] {
		f := strings.Split(line, "\t")
		if !slices.Contains(replayed, f[col["campaign"]]) {
			continue
		}
		r := loggedRun{source: f[col["campaign"]] + "/" + f[col["run"]], kase: f[col["case"]]}
		if r.exit, err = strconv.Atoi(f[col["exit"]]); err != nil {
			t.Fatalf("%s: exit: %v", r.source, err)
		}
		for _, row := range strings.Split(f[col["flagged_rows"]], "; ") {
			if row == "" {
				continue
			}
			fields := strings.Fields(row)
			change, err := strconv.ParseFloat(strings.TrimSuffix(fields[2], "%"), 64)
			if len(fields) != 3 || err != nil {
				t.Fatalf("%s: flagged row %q", r.source, row)
			}
			r.flagged = append(r.flagged, flaggedRow{gate.Key{Name: fields[0], Unit: fields[1]}, change / 100})
		}
		runs = append(runs, r)
	}
	return runs
}

// replay returns the rows of r that v16 still flags: a row the change can
// reach (its case's technique: the scope's primary rows of these runs, as
// their logs' primary: lines say) keeps its flag; another takes the larger
// of its own spread in r (r's records) and the floor from every other run
// (Floors with r skipped), and keeps its flag only when its change is at
// least the minimum effect that spread gives.
func replay(h *History, r loggedRun) []gate.Key {
	tech, _, _ := strings.Cut(r.kase, "-")
	reach := func(k gate.Key) bool { return r.kase != "aa" && strings.Contains(k.Name, "/impl="+tech+"/") }
	own := map[gate.Key]float64{}
	var keys []gate.Key
	for _, row := range r.flagged {
		keys = append(keys, row.key)
		for _, rec := range h.Records {
			if rec.Source == r.source && rec.Group == group(row.key.Name) && rec.Unit == row.key.Unit {
				own[row.key] = rec.Spread
			}
		}
	}
	spread, _ := Raise(own, keys, reach, h.Floors(zen5, r.source), group)
	var still []gate.Key
	for _, row := range r.flagged {
		if row.change >= max(gate.DefaultMinEffect, gate.LayoutFactor*spread[row.key]) {
			still = append(still, row.key)
		}
	}
	return still
}

// TestReplay replays the 30 loaded runs of v14 and v15 under v16's floor,
// from the committed history (docs/gate/layout-spreads.tsv) and the
// campaigns' flagged rows: kindergarten-bishop@load-4 of v15 loses its two
// false alarms on sissy (a floor of 18.1% from kindergarten-bishop@load-1,
// a minimum effect of 36.2%), qbb-rook@load-3 of v14 loses its false alarm
// on sissy's bishop (which v15's group spread cleared already), every
// planted slowdown stays flagged and no run's exit status changes.
func TestReplay(t *testing.T) {
	h, err := Read("../../../docs/gate/layout-spreads.tsv")
	if err != nil {
		t.Fatal(err)
	}
	sissy := func(piece string) gate.Key {
		return gate.Key{Name: "Slider/impl=sissy/piece=" + piece + "/load=random", Unit: "best-cpu-ns/lookup"}
	}
	cleared := map[string][]gate.Key{
		"2026-12-04-v15/kindergarten-bishop@load-4": {sissy("bishop"), sissy("rook")},
		"2026-12-04-v14/qbb-rook@load-3":            {sissy("bishop")},
	}
	runs := readCampaigns(t)
	if len(runs) != 30 {
		t.Fatalf("%d runs of %v in campaigns.tsv; want 30", len(runs), replayed)
	}
	for _, r := range runs {
		still := replay(h, r)
		var want []gate.Key
		for _, row := range r.flagged {
			if !slices.Contains(cleared[r.source], row.key) {
				want = append(want, row.key)
			}
		}
		if !slices.Equal(still, want) {
			t.Errorf("%s: v16 flags %v; want %v", r.source, still, want)
		}
		if exit := min(r.exit, len(still)); exit != r.exit {
			t.Errorf("%s: v16 exits %d; v15 exited %d", r.source, exit, r.exit)
		}
		t.Logf("%s: %d flagged, %d under v16", r.source, len(r.flagged), len(still))
	}
}
