package gate

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// GroupLayoutSpread raises every key of keys to the largest spread of any
// key with the same group (group(name)) and unit, and returns the raised
// spreads with, for each key raised above its own, the key whose spread it
// took. spread is not changed; a key of spread that is not in keys keeps
// its own.
//
// Why a group shares its spread: padding moves a package as a whole, and
// the rows of one group (one technique's rook and bishop lookups, say)
// run the same package's code over tables that lie side by side, so a
// layout that moves one of them shows how far that package's placement can
// reach. The recheck samples a handful of layouts, and a row that none of
// them happened to move far is not thereby safe from the head's own
// layout: in a loaded run of cmd/regress (docs/gate/versions.tsv, v15) a
// change to qbb slowed sissy's rook and bishop lookups 7.6% each, while
// the recheck's four padded layouts moved the rook 4.0% and the bishop
// only 2.2%, and the bishop was flagged. A spread only raises a minimum
// effect, so sharing it costs power and never adds a flag.
func GroupLayoutSpread(spread map[Key]float64, keys []Key, group func(name string) string) (map[Key]float64, map[Key]Key) {
	type unitGroup struct{ group, unit string }
	top := map[unitGroup]Key{}
	for _, k := range slices.SortedFunc(maps.Keys(spread), compareKey) {
		g := unitGroup{group(k.Name), k.Unit}
		if t, ok := top[g]; !ok || spread[k] > spread[t] {
			top[g] = k
		}
	}
	out := maps.Clone(spread)
	if out == nil {
		out = map[Key]float64{}
	}
	from := map[Key]Key{}
	for _, k := range keys {
		t, ok := top[unitGroup{group(k.Name), k.Unit}]
		if ok && t != k && spread[t] > out[k] {
			out[k], from[k] = spread[t], t
		}
	}
	return out, from
}

// compareKey orders keys by name, then unit.
func compareKey(a, b Key) int {
	return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.Unit, b.Unit))
}
