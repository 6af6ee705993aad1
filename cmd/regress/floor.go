package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/gate/layoutfloor"
)

// historyFile is the history of past layout rechecks that the layout floor
// reads (internal/gate/layoutfloor), relative to the working tree's top
// level: the head's copy, so that a campaign's new records count from the
// commit that adds them.
const historyFile = "docs/gate/layout-spreads.tsv"

// A layoutFloor is what the layout recheck needs to give the keys a change
// cannot reach a floor from history (layoutfloor.Raise): which keys the
// change can reach, and the history.
type layoutFloor struct {
	// reach reports whether the change can reach a key: the scope's
	// primary rows. nil when no scope was worked out: then no key is known
	// to be out of reach, and none gets a floor.
	reach func(gate.Key) bool
	// history is the history file's records, nil when there is none.
	history *layoutfloor.History
	// none says why history is nil.
	none string
}

// loadHistory reads the history file (historyFile) of the working tree at
// root. A file that does not exist is no history, and none says so; a
// file that is not a regular file of bounded size, or that does not parse,
// is an error naming it and the line.
func loadHistory(root string) (h *layoutfloor.History, none string, err error) {
	path := filepath.Join(root, historyFile)
	h, err = layoutfloor.Read(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, historyFile + " is not in the working tree", nil
	}
	if err != nil {
		return nil, "", err
	}
	return h, "", nil
}

// apply returns layout with the keys of the rechecked groups that the
// change cannot reach raised to their group's floor on this CPU (the
// identity lines of base, the base's results of the recheck's layout 0).
// It logs each key raised, with its floor and where the floor came from,
// or why there is no floor, and prints one line on stdout when a key was
// raised. layout itself is not changed.
func (f *layoutFloor) apply(stdout, log io.Writer, layout map[gate.Key]float64, groups []string, base *gate.Set) map[gate.Key]float64 {
	if f == nil {
		return layout
	}
	floors, why := f.floors(base)
	if floors == nil {
		fmt.Fprintf(log, "regress: layout floor: none: %s\n", why)
		return layout
	}
	var keys []gate.Key
	for k := range base.Samples() {
		if slices.Contains(groups, group(k.Name)) {
			keys = append(keys, k)
		}
	}
	f.notes(log, keys, floors)
	out, took := layoutfloor.Raise(layout, keys, f.reach, floors, group)
	if len(took) == 0 {
		return layout
	}
	for _, k := range sortedKeys(out) {
		if t, ok := took[k]; ok {
			fmt.Fprintf(log, "regress: layout floor: %s %s takes its group's floor, %.1f%%, the largest of %s on this CPU (%s, %s; %.1f%% before): the change cannot reach it\n",
				k.Name, k.Unit, 100*t.Spread, count(t.Runs, "recheck"), t.Source, f.history.Path, 100*layout[k])
		}
	}
	fmt.Fprintf(stdout, "layout floor: %s that the change cannot reach took the largest spread of the group in past rechecks on this CPU (%s)\n",
		count(len(took), "key"), historyFile)
	return out
}

// floors returns the floors of base's CPU from the history, or nil and why
// there are none.
func (f *layoutFloor) floors(base *gate.Set) (map[layoutfloor.GroupUnit]layoutfloor.Floor, string) {
	if f.reach == nil {
		return nil, "no scope was worked out (-scope off, or -bench given), so no row is known to be out of the change's reach"
	}
	if f.history == nil {
		return nil, f.none
	}
	id, desc, ok := layoutfloor.Identity(base.Config)
	if !ok {
		return nil, "the base's results have no CPU identity lines (cpu-vendor, cpu-family, cpu-model, cpu-stepping, uarch)"
	}
	floors := f.history.Floors(id, "")
	if len(floors) == 0 {
		return nil, fmt.Sprintf("%s has no record of this CPU (%s)", f.history.Path, desc)
	}
	return floors, ""
}

// notes logs, once per group of keys, that the change can reach it (no
// floor) or that the history has no record of it on this CPU.
func (f *layoutFloor) notes(log io.Writer, keys []gate.Key, floors map[layoutfloor.GroupUnit]layoutfloor.Floor) {
	reached, unknown := map[string]bool{}, map[string]bool{}
	for _, k := range keys {
		_, known := floors[layoutfloor.GroupUnit{Group: group(k.Name), Unit: k.Unit}]
		switch {
		case f.reach(k):
			reached[group(k.Name)] = true
		case !known:
			unknown[group(k.Name)+" "+k.Unit] = true
		}
	}
	for _, g := range slices.Sorted(maps.Keys(reached)) {
		fmt.Fprintf(log, "regress: layout floor: none for %s: the change can reach its rows (primary)\n", g)
	}
	if len(unknown) > 0 {
		fmt.Fprintf(log, "regress: layout floor: no record of %s on this CPU\n", strings.Join(slices.Sorted(maps.Keys(unknown)), ", "))
	}
}
