package gate

import (
	"maps"
	"strings"
	"testing"
)

// TestGroupLayoutSpread: every key takes the largest spread of its group
// and unit, from the key named in from; keys of other groups or units, and
// the spread map itself, stay as they were.
func TestGroupLayoutSpread(t *testing.T) {
	group := func(name string) string { g, _, _ := strings.Cut(name, "/piece"); return g }
	rook := Key{Name: "Slider/impl=sissy/piece=rook", Unit: "best-cpu-ns/lookup"}
	bishop := Key{Name: "Slider/impl=sissy/piece=bishop", Unit: "best-cpu-ns/lookup"}
	bishopCPU := Key{Name: "Slider/impl=sissy/piece=bishop", Unit: "cpu-ns/lookup"}
	qbb := Key{Name: "Slider/impl=qbb/piece=rook", Unit: "best-cpu-ns/lookup"}
	keys := []Key{rook, bishop, bishopCPU, qbb}
	tests := []struct {
		name   string
		spread map[Key]float64
		want   map[Key]float64
		from   map[Key]Key
	}{
		// qbb-rook@load-3 of v14's campaign: the rook moved 4.0%, the
		// bishop 2.2%; the bishop takes the rook's.
		{"both moved", map[Key]float64{rook: 0.040, bishop: 0.022},
			map[Key]float64{rook: 0.040, bishop: 0.040}, map[Key]Key{bishop: rook}},
		// A key the layouts left alone takes its group's spread too.
		{"one moved", map[Key]float64{bishop: 0.03},
			map[Key]float64{rook: 0.03, bishop: 0.03}, map[Key]Key{rook: bishop}},
		// Another unit of the same row, or another group, is not raised.
		{"other unit and group", map[Key]float64{bishopCPU: 0.10, qbb: 0.05},
			map[Key]float64{bishopCPU: 0.10, qbb: 0.05}, map[Key]Key{}},
		// Equal spreads raise nothing.
		{"tie", map[Key]float64{rook: 0.03, bishop: 0.03},
			map[Key]float64{rook: 0.03, bishop: 0.03}, map[Key]Key{}},
		{"none", nil, map[Key]float64{}, map[Key]Key{}},
	}
	for _, tt := range tests {
		before := maps.Clone(tt.spread)
		got, from := GroupLayoutSpread(tt.spread, keys, group)
		if !maps.Equal(got, tt.want) || !maps.Equal(from, tt.from) {
			t.Errorf("%s: GroupLayoutSpread == %v from %v; want %v from %v", tt.name, got, from, tt.want, tt.from)
		}
		if !maps.Equal(tt.spread, before) {
			t.Errorf("%s: GroupLayoutSpread changed its argument to %v", tt.name, tt.spread)
		}
	}
}
