package enginerun

import (
	"strings"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/engine"
)

// TestQuickSelectsRanking: with no -bench, a quick run measures the rows
// the terminal's ranking shows and a full run every row; a -bench
// expression selects as go test's does in either.
func TestQuickSelectsRanking(t *testing.T) {
	for _, tt := range []struct {
		quick bool
		bench string
		name  string
		want  bool
	}{
		{true, "", "Slider/impl=magic/piece=rook/load=random", true},
		{true, ".", "Slider/impl=pext-batch/piece=queen/load=random", true},
		{true, "", "Perft/impl=magic/pos=start", true},
		{true, "", "Slider/impl=magic/piece=rook/load=game", false},
		{true, "", "Perft/impl=magic/pos=kiwipete", false},
		{true, "", "ParallelPerft/impl=magic/pos=start", false},
		{true, "", "TableBytes/impl=magic", false},
		{true, "", "Leaper/impl=naive/piece=king", false},
		{true, "Slider", "Slider/impl=magic/piece=rook/load=game", true},
		{true, "Leaper", "Slider/impl=magic/piece=rook/load=random", false},
		{false, "", "Slider/impl=magic/piece=rook/load=game", true},
		{false, "", "TableBytes/impl=magic", true},
	} {
		r := &run{o: Options{Quick: tt.quick, Bench: tt.bench}}
		if got := r.selects(tt.name); got != tt.want {
			t.Errorf("quick %v, -bench %q: selects(%s) == %v; want %v", tt.quick, tt.bench, tt.name, got, tt.want)
		}
	}
}

// TestAffordable: a budget is refused when it cannot buy every row its
// first MinSamples slices (a table's size one) and the reference's slice
// every RefEvery rows, and accepted from that time on.
func TestAffordable(t *testing.T) {
	o := Defaults
	o.Slice, o.RefEvery = 10*time.Millisecond, 8
	o.Rules.MinSamples = 6
	r := &run{o: o, states: map[string]*engine.State{}}
	for _, k := range []string{o.Ref, "Slider/impl=a", "Slider/impl=b", "Slider/impl=c", "Slider/impl=d", "Slider/impl=e",
		"Slider/impl=f", "Slider/impl=g", "Slider/impl=h", "Slider/impl=i", "Slider/impl=j", "TableBytes/impl=a"} {
		r.keys = append(r.keys, k)
		r.states[k] = &engine.State{Name: k, Once: strings.HasPrefix(k, "TableBytes")}
	}
	// 10 rows × 6 slices, 1 table size, 8 reference slices: 69 slices of 10 ms.
	for _, tt := range []struct {
		budget time.Duration
		ok     bool
	}{
		{689 * time.Millisecond, false},
		{690 * time.Millisecond, true},
		{time.Minute, true},
	} {
		r.o.Budget = tt.budget
		err := r.affordable()
		if (err == nil) != tt.ok {
			t.Errorf("budget %v: %v; want accepted %v", tt.budget, err, tt.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "the 11 rows selected") || err != nil && !strings.Contains(err.Error(), "69 slices") {
			t.Errorf("budget %v: %q; want it to count 11 rows and 69 slices", tt.budget, err)
		}
	}
}
