package arb

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/prop"
)

// samples draws n values from g with a fixed seed, so the statistics below
// are reproducible.
func samples[T any](t *testing.T, g gopter.Gen, n int) []T {
	t.Helper()
	out, err := Draw[T](g, 7, n)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func count(b harness.Bitboard) int { return bits.OnesCount64(uint64(b)) }

// TestDensity checks each occupancy shape's square count: every value within
// its bounds and the mean within the expected range.
func TestDensity(t *testing.T) {
	const n = 20000
	tests := []struct {
		name               string
		gen                gopter.Gen
		min, max           int     // bounds on every value
		meanLow, meanHigh  float64 // bounds on the mean
		wantEmpty, wantAll bool    // must 0 and 64 squares occur
	}{
		{"sparse", Sparse(), 0, MaxSparse, 3.8, 4.2, true, false},
		{"dense", Dense(), 64 - MaxSparse, 64, 59.8, 60.2, false, true},
		{"quarter", Quarter(), 0, 64, 15.8, 16.2, false, false},
		{"uniform", Uniform(), 0, 64, 31.8, 32.2, false, false},
		{"gamelike", GameLike(), 1, 32, 12, 26, false, false},
		{"occupancy", Occupancy(), 0, 64, 24, 32, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var sum int
			var sawEmpty, sawAll bool
			for _, b := range samples[harness.Bitboard](t, tt.gen, n) {
				c := count(b)
				if c < tt.min || c > tt.max {
					t.Fatalf("count(%v) == %d; want %d … %d", b, c, tt.min, tt.max)
				}
				sum += c
				sawEmpty = sawEmpty || c == 0
				sawAll = sawAll || c == 64
			}
			mean := float64(sum) / n
			if mean < tt.meanLow || mean > tt.meanHigh {
				t.Errorf("mean count == %.2f; want %.1f … %.1f", mean, tt.meanLow, tt.meanHigh)
			}
			if tt.wantEmpty && !sawEmpty {
				t.Errorf("no empty set in %d values", n)
			}
			if tt.wantAll && !sawAll {
				t.Errorf("no full board in %d values", n)
			}
		})
	}
}

// TestGameLikeShape checks that game-like occupancies look like games: the
// opening position occurs, kings' home squares are often occupied, and the
// middle of the board is emptier than the home ranks.
func TestGameLikeShape(t *testing.T) {
	const n = 20000
	start := harness.MustParseMask("11111111/11111111/00000000/00000000/00000000/00000000/11111111/11111111")
	home := start
	middle := harness.MustParseMask("00000000/00000000/00000000/11111111/11111111/00000000/00000000/00000000")
	var sawStart bool
	var inHome, inMiddle int
	for _, b := range samples[harness.Bitboard](t, GameLike(), n) {
		sawStart = sawStart || b == start
		inHome += count(b & home)
		inMiddle += count(b & middle)
	}
	if !sawStart {
		t.Errorf("the opening position did not occur in %d values", n)
	}
	// 32 home squares and 16 middle squares: per square, home must be
	// clearly fuller.
	if perHome, perMiddle := float64(inHome)/32, float64(inMiddle)/16; perHome < 2*perMiddle {
		t.Errorf("per-square occupancy home %.0f, middle %.0f; want home ≥ 2 × middle", perHome, perMiddle)
	}
}

// TestSquareUniform checks that every square occurs with about equal
// frequency.
func TestSquareUniform(t *testing.T) {
	const n = 64000
	var seen [harness.NumSquares]int
	for _, s := range samples[harness.Square](t, Square(), n) {
		if !s.Valid() {
			t.Fatalf("Square() gave %d; want a1 … h8", s)
		}
		seen[s]++
	}
	for s, c := range seen {
		if c < 800 || c > 1200 {
			t.Errorf("square %v drawn %d times in %d; want 800 … 1200", harness.Square(s), c, n)
		}
	}
}

// TestSliderOwnSquare checks that Slider values hold the attacker's square in
// their occupancy about half the time, and that the occupancy keeps its shape.
func TestSliderOwnSquare(t *testing.T) {
	const n = 20000
	var with int
	for _, c := range samples[Slider](t, SliderOf(Sparse()), n) {
		if c.Occ&(1<<c.Square) != 0 {
			with++
		}
		if count(c.Occ) > MaxSparse+1 {
			t.Fatalf("SliderOf(Sparse()) gave %v; want at most %d squares", c, MaxSparse+1)
		}
	}
	if with < 9500 || with > 10500 {
		t.Errorf("own square in occupancy %d times in %d; want 9500 … 10500", with, n)
	}
}

func TestSliderOfWrongType(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("SliderOf(Square()) did not panic; want a panic naming the wrong type")
		}
	}()
	SliderOf(Square())
}

// TestShrinkBitboard checks that every proposal is a strict subset, that
// single-square removals are all proposed, and that the empty set has none.
func TestShrinkBitboard(t *testing.T) {
	for _, b := range append(samples[harness.Bitboard](t, Occupancy(), 2000), 1, 1<<63, ^harness.Bitboard(0)) {
		proposals := ShrinkBitboard(b).All()
		singles := 0
		for _, v := range proposals {
			p := v.(harness.Bitboard)
			if p&^b != 0 || p == b {
				t.Fatalf("ShrinkBitboard(%v) proposed %v; want a strict subset", b, p)
			}
			if count(p) == count(b)-1 {
				singles++
			}
		}
		if want := count(b); want > 1 && singles < want {
			t.Fatalf("ShrinkBitboard(%v) proposed %d one-square removals; want %d", b, singles, want)
		}
		if b != 0 && (len(proposals) == 0 || proposals[0] != harness.Bitboard(0)) {
			t.Fatalf("ShrinkBitboard(%v) first proposal %v; want the empty set first", b, proposals)
		}
	}
	if got := ShrinkBitboard(harness.Bitboard(0)).All(); len(got) != 0 {
		t.Errorf("ShrinkBitboard(empty) == %v; want no proposals", got)
	}
	if got := ShrinkBitboard(uint64(5)).All(); len(got) != 0 {
		t.Errorf("ShrinkBitboard(uint64) == %v; want no proposals for a foreign type", got)
	}
}

// TestShrinkSquare checks that proposals are strictly lower and end at s−1.
func TestShrinkSquare(t *testing.T) {
	for s := harness.Square(0); s < harness.NumSquares; s++ {
		proposals := ShrinkSquare(s).All()
		if s == 0 {
			if len(proposals) != 0 {
				t.Errorf("ShrinkSquare(a1) == %v; want nothing", proposals)
			}
			continue
		}
		for _, v := range proposals {
			if p := v.(harness.Square); p >= s {
				t.Fatalf("ShrinkSquare(%v) proposed %v; want a lower square", s, p)
			}
		}
		if first, last := proposals[0].(harness.Square), proposals[len(proposals)-1].(harness.Square); first != 0 || last != s-1 {
			t.Errorf("ShrinkSquare(%v) runs %v … %v; want a1 … %v", s, first, last, s-1)
		}
	}
	if got := ShrinkSquare(harness.NoSquare).All(); len(got) != 0 {
		t.Errorf("ShrinkSquare(NoSquare) == %v; want nothing", got)
	}
}

// TestShrinkSlider checks that occupancy proposals keep the square and shrink
// the set, and square proposals keep the set and lower the square.
func TestShrinkSlider(t *testing.T) {
	c := Slider{harness.E4, harness.MustParseMask("00000000/00000000/00000000/00000000/00011000/00000000/00000000/00000000")}
	var occs, squares int
	for _, v := range ShrinkSlider(c).All() {
		p := v.(Slider)
		switch {
		case p.Square == c.Square && p.Occ&^c.Occ == 0 && p.Occ != c.Occ:
			occs++
		case p.Occ == c.Occ && p.Square < c.Square:
			squares++
		default:
			t.Errorf("ShrinkSlider(%v) proposed %v; want a smaller occupancy or a lower square, not both", c, p)
		}
	}
	// {e4, d4}: the empty set and two single removals; squares 0, 14, 21,
	// 25, 27 (halving the distance from 28).
	if occs != 3 || squares != 5 {
		t.Errorf("ShrinkSlider(%v) made %d occupancy and %d square proposals; want 3 and 5", c, occs, squares)
	}
}

// TestShrinkThroughMap runs a real gopter property that fails on any set
// holding two squares of the h-file, through Map (to the same type) and
// SuchThat, and checks that the counterexample shrinks to exactly two
// h-file squares.
func TestShrinkThroughMap(t *testing.T) {
	hFile := harness.MustParseMask("00000001/00000001/00000001/00000001/00000001/00000001/00000001/00000001")
	g := Dense().
		Map(func(b harness.Bitboard) harness.Bitboard { return b | 1<<harness.H1 }).
		SuchThat(func(b harness.Bitboard) bool { return b != 0 })
	res := prop.ForAll(func(b harness.Bitboard) bool { return count(b&hFile) < 2 }, g).Check(gopter.DefaultTestParametersWithSeed(1))
	if res.Status != gopter.TestFailed {
		t.Fatalf("property status %v; want FAILED", res.Status)
	}
	got := res.Args[0].Arg.(harness.Bitboard)
	if count(got) != 2 || got&^hFile != 0 {
		t.Errorf("shrunk counterexample %v (%d shrinks); want two h-file squares and nothing else\n%s",
			got, res.Args[0].Shrinks, harness.Diagram(got))
	}
}

func TestDraw(t *testing.T) {
	a, errA := Draw[harness.Bitboard](Occupancy(), 1, 100)
	b, errB := Draw[harness.Bitboard](Occupancy(), 1, 100)
	c, errC := Draw[harness.Bitboard](Occupancy(), 2, 100)
	if errA != nil || errB != nil || errC != nil {
		t.Fatalf("Draw errors %v, %v, %v; want none", errA, errB, errC)
	}
	if !slices.Equal(a, b) {
		t.Error("Draw with seed 1 twice gave different values; want the same")
	}
	if slices.Equal(a, c) {
		t.Error("Draw with seeds 1 and 2 gave the same values; want different ones")
	}
	if _, err := Draw[harness.Bitboard](Square(), 1, 3); err == nil || !strings.Contains(err.Error(), "value 0: the generator gave harness.Square, want harness.Bitboard") {
		t.Errorf("Draw[Bitboard](Square()) error %v; want one naming value 0 and both types", err)
	}
	empty := Sparse().SuchThat(func(harness.Bitboard) bool { return false })
	if _, err := Draw[harness.Bitboard](empty, 1, 3); err == nil || !strings.Contains(err.Error(), "value 0: the generator gave none") {
		t.Errorf("Draw of a generator that gives nothing: error %v; want one naming value 0", err)
	}
}
