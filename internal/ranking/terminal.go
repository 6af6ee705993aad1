package ranking

import "github.com/bitbench/bitbench/internal/results"

// A Group is one table of the terminal's ranking: the rows of benchmark
// Bench with every key of Keys, ranked by their unit of base unit Base
// (Unit).
type Group struct {
	Title, Bench, Base string
	Keys               map[string]string
}

// Terminal are the groups the terminal's ranking shows after a run (cmd/bench),
// in order; a quick run measures their rows alone (Shown).
var Terminal = []Group{
	{"rook, random occupancy", "Slider", "ns/lookup", map[string]string{"piece": "rook", "load": "random"}},
	{"bishop, random occupancy", "Slider", "ns/lookup", map[string]string{"piece": "bishop", "load": "random"}},
	{"queen, random occupancy", "Slider", "ns/lookup", map[string]string{"piece": "queen", "load": "random"}},
	{"perft, start position", "Perft", "Mnodes/s", map[string]string{"pos": "start"}},
}

// Filter selects g's rows of unit (Unit) at one CPU.
func (g Group) Filter(unit string) results.Filter {
	return results.Filter{Bench: g.Bench, Unit: unit, Procs: 1, Keys: g.Keys}
}

// Holds reports whether the row of name ("Slider/impl=magic/piece=rook/load=random",
// without "Benchmark") is one of g's: its benchmark is g.Bench, at one CPU,
// with each of g.Keys.
func (g Group) Holds(name string) bool { return g.Filter("").SelectsName(name) }

// Shown reports whether a group of Terminal holds the row of name.
func Shown(name string) bool {
	for _, g := range Terminal {
		if g.Holds(name) {
			return true
		}
	}
	return false
}
