package ranking

import "testing"

func TestGroupHolds(t *testing.T) {
	rook, perft := Terminal[0], Terminal[3]
	for _, tt := range []struct {
		g    Group
		name string
		want bool
	}{
		{rook, "Slider/impl=magic/piece=rook/load=random", true},
		{rook, "Slider/impl=magic/piece=bishop/load=random", false},
		{rook, "Slider/impl=magic/piece=rook/load=game", false},
		{rook, "Slider/impl=magic/piece=rook", false},
		{rook, "SliderX/impl=magic/piece=rook/load=random", false},
		{perft, "Perft/impl=magic/pos=start", true},
		{perft, "Perft/impl=magic/pos=kiwipete", false},
		{perft, "ParallelPerft/impl=magic/pos=start", false},
	} {
		if got := tt.g.Holds(tt.name); got != tt.want {
			t.Errorf("%s.Holds(%s) == %v; want %v", tt.g.Title, tt.name, got, tt.want)
		}
	}
	if !Shown("Slider/impl=pext/piece=queen/load=random") || Shown("Leaper/impl=naive/piece=king") {
		t.Errorf("Shown: want the queen's row on random occupancy shown and a leaper's not")
	}
}
