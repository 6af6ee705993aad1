package engine

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestStretches(t *testing.T) {
	// Student's t at 0.975 with 1 and 4 degrees of freedom.
	const t1, t4 = 12.706204736174698, 2.7764451051977987
	five := []float64{1, 1, 2, 2, 3, 3, 4, 4, 5, 5} // stretch medians 1 to 5
	tests := []struct {
		name   string
		values []float64
		n, min int
		half   float64
		ok     bool
	}{
		// medians 1 and 3 about a median of 2: t(1) × √2 / √2 / 2.
		{"two stretches", []float64{1, 3}, 2, 1, t1 / 2, true},
		// medians 1..5, sd √2.5, about a median of 3: t(4) × √2.5 / √5 / 3.
		{"five stretches", five, 5, 2, t4 * math.Sqrt(2.5) / math.Sqrt(5) / 3, true},
		{"alike stretches", []float64{2, 2, 2, 2, 2, 2}, 3, 2, 0, true},
		{"a stretch short of min", five, 5, 3, 0, false},
		{"one stretch", five, 1, 1, 0, false},
		{"no positive median", []float64{0, 0, 0, 0}, 2, 2, 0, false},
	}
	for _, tt := range tests {
		half, ok := Stretches(tt.values, tt.n, tt.min)
		if ok != tt.ok || math.Abs(half-tt.half) > 1e-9 {
			t.Errorf("%s: Stretches = %v, %v; want %v, %v", tt.name, half, ok, tt.half, tt.ok)
		}
	}
}

// TestStretchesMarkAWander plants a row that the host moves slowly over
// the run: two full swings of ±3%, so its halves agree and its samples,
// taken as independent, give a median within ±2%. Its stretches see the
// swing and mark it; the same samples in a shuffled order are not marked.
func TestStretchesMarkAWander(t *testing.T) {
	r := DefaultRules
	wander := make([]float64, 60)
	for i := range wander {
		wander[i] = 1 + 0.03*math.Sin(2*math.Pi*float64(i)/30) + 0.002*float64(i%3)
	}
	shuffled := append([]float64(nil), wander...)
	rand.New(rand.NewPCG(7, 7)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	if w := Summarize(wander).HalfWidth(); w > r.Wide {
		t.Fatalf("the planted row's own interval is ±%.2f%%, wider than Wide: the test would not show what stretches add", 100*w)
	}
	if a, b, ok := Halves(wander, r.MinSamples); !ok || math.Abs(b/a-1) > r.Drift {
		t.Fatalf("the planted row's halves are %v and %v: the drift rule alone would mark it", a, b)
	}
	got := Marks([]State{{Name: "wander", Ratios: wander}, {Name: "shuffled", Ratios: shuffled}}, r, Quiet{})
	if !strings.HasPrefix(got["wander"], "moved with the host: its 5 stretches of samples put its median at ±") {
		t.Errorf("the wandering row marked %q; want its stretches named", got["wander"])
	}
	if got["shuffled"] != "" {
		t.Errorf("the same samples shuffled marked %q; want no mark", got["shuffled"])
	}
	off := r
	off.Stretches = 0
	if got := Marks([]State{{Name: "wander", Ratios: wander}}, off, Quiet{}); got["wander"] != "" {
		t.Errorf("with Stretches 0 the wandering row is marked %q; want no mark", got["wander"])
	}
}
