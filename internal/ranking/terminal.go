package ranking

import "strings"

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

// Holds reports whether the row of name ("Slider/impl=magic/piece=rook/load=random",
// without "Benchmark") is one of g's: its benchmark is g.Bench and it has
// each of g.Keys.
func (g Group) Holds(name string) bool {
	parts := strings.Split(name, "/")
	if parts[0] != g.Bench {
		return false
	}
	have := map[string]string{}
	for _, p := range parts[1:] {
		if k, v, ok := strings.Cut(p, "="); ok {
			have[k] = v
		}
	}
	for k, v := range g.Keys {
		if have[k] != v {
			return false
		}
	}
	return true
}

// Shown reports whether a group of Terminal holds the row of name.
func Shown(name string) bool {
	for _, g := range Terminal {
		if g.Holds(name) {
			return true
		}
	}
	return false
}
