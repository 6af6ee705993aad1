// Package layoutfloor gives the layout spread of a row that a change
// cannot reach a floor from history: the largest spread that past layout
// rechecks of cmd/regress measured for its group and unit on the same
// CPU.
//
// # Why
//
// A row outside the scope's primary family (internal/gate/scope: neither
// its technique's package nor anything it links is changed by the diff,
// and the timing code reaches no changed package) runs the same code on
// both sides; only where the linker put its code and tables differs. Its
// base and head can differ through layout alone. The layout recheck
// measures that by a handful of padded layouts of the base, but the head's
// own layout is none of them: in a loaded run (docs/gate/versions.tsv,
// v16) a change to kindergarten slowed sissy's rook and bishop lookups
// 7.4% and 8.2% while none of the four padded layouts moved them at all,
// though other rechecks on the same machine had moved them 4.0%, 8.5% and
// 18.1%. So for such a row the spread is the larger of this run's and the
// floor, the largest its group showed in the history.
//
// A row the change can reach keeps this run's spread alone: the floor never
// touches the primary family, so the gate's power on the rows a change can
// slow is what it was. A spread only raises a minimum effect, so a floor
// can take a flag away but never add one.
//
// # The history
//
// The history is a tab-separated file (docs/gate/layout-spreads.tsv) with
// the header [Header]: one record per group, unit and recheck, the CPU's
// identity lines as a results file writes them (cpuid.IdentityKeys), the
// run that measured it ("2026-12-04-v15/kindergarten-bishop@load-1", as
// docs/gate/campaigns.tsv names runs), the group ("Slider/impl=sissy"),
// the unit and the group's largest net spread in that unit over the
// recheck's layouts, in percent: 0 when no layout moved it. A CPU is
// matched by those identity lines, not by its brand: the brand line reads
// "AMD EPYC" on Zen 3, Zen 4 and Zen 5 hosts alike.
package layoutfloor

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/internal/gate"
)

// Header is the first line of a history file.
const Header = "cpu-vendor\tcpu-family\tcpu-model\tcpu-stepping\tuarch\tsource\tgroup\tunit\tspread"

// A Record is one line of the history: the largest spread of one group in
// one unit over the layouts of one recheck.
type Record struct {
	Identity [5]string // the values of cpuid.IdentityKeys, in that order
	Source   string    // the run that measured it: campaign/run
	Group    string    // "Slider/impl=sissy"
	Unit     string    // "best-cpu-ns/lookup"
	Spread   float64   // a fraction: 0.181 for 18.1%
}

// A History is a parsed history file.
type History struct {
	Path    string // the file it was read from, for messages
	Records []Record
}

// A GroupUnit names the rows of one group in one unit: what a floor is for.
type GroupUnit struct{ Group, Unit string }

// A Floor is the history of one group and unit on one CPU.
type Floor struct {
	Spread float64 // the largest spread of the records
	Runs   int     // how many records (rechecks) there are
	Source string  // the run of the largest; the first in the file on a tie
}

// Identity returns the CPU identity of a results file's configuration
// (cpuid.IdentityKeys), and a description for messages such as
// "AuthenticAMD family 26 model 2 stepping 1, zen5". ok is false when a
// key is missing or empty.
func Identity(config map[string]string) (id [5]string, desc string, ok bool) {
	for i, k := range cpuid.IdentityKeys {
		if id[i] = strings.TrimSpace(config[k]); id[i] == "" {
			return id, "", false
		}
	}
	return id, describe(id), true
}

// describe is Identity's description of id.
func describe(id [5]string) string {
	return fmt.Sprintf("%s family %s model %s stepping %s, %s", id[0], id[1], id[2], id[3], id[4])
}

// Floors returns the floors of the CPU id: for each group and unit, the
// largest spread of its records, how many there are and which run gave the
// largest. Records whose Source is skip are left out ("" leaves none out):
// a replay of a logged run takes its floors from the other runs alone.
func (h *History) Floors(id [5]string, skip string) map[GroupUnit]Floor {
	out := map[GroupUnit]Floor{}
	for _, r := range h.Records {
		if r.Identity != id || skip != "" && r.Source == skip {
			continue
		}
		g := GroupUnit{r.Group, r.Unit}
		f, seen := out[g]
		if !seen || r.Spread > f.Spread {
			f.Spread, f.Source = r.Spread, r.Source
		}
		f.Runs++
		out[g] = f
	}
	return out
}

// Raise returns spread with every key of keys that reach says the change
// cannot reach raised to its group's floor (floors, by group(k.Name) and
// k.Unit) where that floor is larger, and, for each key raised, the floor
// it took. A key that reach says the change can reach keeps its spread;
// with reach nil (no scope was worked out) every key does, since none is
// known to be out of reach. spread is not changed; keys not in it count
// as 0.
func Raise(spread map[gate.Key]float64, keys []gate.Key, reach func(gate.Key) bool, floors map[GroupUnit]Floor, group func(name string) string) (map[gate.Key]float64, map[gate.Key]Floor) {
	out := maps.Clone(spread)
	if out == nil {
		out = map[gate.Key]float64{}
	}
	took := map[gate.Key]Floor{}
	if reach == nil {
		return out, took
	}
	for _, k := range slices.SortedFunc(slices.Values(keys), compareKey) {
		f, ok := floors[GroupUnit{group(k.Name), k.Unit}]
		if !ok || reach(k) || f.Spread <= out[k] {
			continue
		}
		out[k], took[k] = f.Spread, f
	}
	return out, took
}

// compareKey orders keys by name, then unit.
func compareKey(a, b gate.Key) int {
	return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Unit, b.Unit))
}
