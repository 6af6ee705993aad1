package pext

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

const full = ^uint64(0)

// pextTests are worked by hand: the expected values were derived on paper.
var pextTests = []struct{ x, mask, want uint64 }{
	{0, 0, 0},
	{full, 0, 0},
	{0, full, 0},
	{full, full, full},
	{0x8000000000000000, full, 0x8000000000000000},
	{0xB6, 0xF0, 0xB},    // 1011_0110, bits 4…7
	{0xB6, 0x0F, 0x6},    // bits 0…3
	{0xB6, 0xAA, 0b1101}, // bits 1, 3, 5, 7 are 1, 0, 1, 1, lowest first
	{0x1234, 0xFF00, 0x12},
	{0x8000000000000001, 0x8000000000000001, 0b11},
	{0x8000000000000000, 0x8000000000000001, 0b10},
	{0x5555555555555555, 0x5555555555555555, 0xFFFFFFFF},
	{0x5555555555555555, 0xAAAAAAAAAAAAAAAA, 0},
	{full, 0xF00000000000000F, 0xFF},
}

// pdepTests are worked by hand too.
var pdepTests = []struct{ x, mask, want uint64 }{
	{0, 0, 0},
	{full, 0, 0},
	{0, full, 0},
	{full, full, full},
	{0b101, 0xF0, 0x50},
	{0b11, 0x8000000000000001, 0x8000000000000001},
	{0b10, 0x8000000000000001, 0x8000000000000000},
	{full, 0xFF00, 0xFF00},
	{0x12, 0xFF00, 0x1200},
	{0xFFFFFFFF, 0x5555555555555555, 0x5555555555555555},
	{0b1101, 0xAA, 0xA2}, // 1, 0, 1, 1 to bits 1, 3, 5, 7: 0x02 + 0x20 + 0x80
}

func TestSoftPEXT(t *testing.T) {
	for _, tt := range pextTests {
		if got := softPEXT(tt.x, tt.mask); got != tt.want {
			t.Errorf("softPEXT(%#x, %#x) == %#x; want %#x", tt.x, tt.mask, got, tt.want)
		}
	}
}

func TestSoftPDEP(t *testing.T) {
	for _, tt := range pdepTests {
		if got := softPDEP(tt.x, tt.mask); got != tt.want {
			t.Errorf("softPDEP(%#x, %#x) == %#x; want %#x", tt.x, tt.mask, got, tt.want)
		}
	}
}

// testPairs returns (value, mask) pairs: the hand-worked ones, every
// single-bit and all-but-one-bit mask, and random values and masks of
// sparse, medium and dense density.
func testPairs(n int) [][2]uint64 {
	r := rand.New(rand.NewPCG(1, 2))
	var pairs [][2]uint64
	for _, tt := range pextTests {
		pairs = append(pairs, [2]uint64{tt.x, tt.mask})
	}
	for i := range 64 {
		one := uint64(1) << i
		pairs = append(pairs, [2]uint64{r.Uint64(), one}, [2]uint64{r.Uint64(), ^one}, [2]uint64{one, full}, [2]uint64{full, one})
	}
	density := []func() uint64{
		func() uint64 { return r.Uint64() & r.Uint64() & r.Uint64() }, // ~12%
		r.Uint64, // ~50%
		func() uint64 { return r.Uint64() | r.Uint64() | r.Uint64() }, // ~88%
	}
	for i := range n {
		x, m := density[i%3](), density[(i/3)%3]()
		pairs = append(pairs, [2]uint64{x, m}, [2]uint64{0, m}, [2]uint64{x, 0}, [2]uint64{x, full})
	}
	return pairs
}

func TestPEXTHardwareMatchesSoftware(t *testing.T) {
	if !HasBMI2() {
		t.Skip("no BMI2 PEXT on this machine (or built with purego); the software path is tested alone")
	}
	for _, tt := range pextTests {
		if got := pextq(tt.x, tt.mask); got != tt.want {
			t.Errorf("pextq(%#x, %#x) == %#x; want %#x", tt.x, tt.mask, got, tt.want)
		}
	}
	pairs := testPairs(30000)
	for _, p := range pairs {
		if hw, sw := pextq(p[0], p[1]), softPEXT(p[0], p[1]); hw != sw {
			t.Fatalf("pextq(%#x, %#x) == %#x; softPEXT gives %#x", p[0], p[1], hw, sw)
		}
	}
	t.Logf("%d (value, mask) pairs agree", len(pairs))
}

// TestPDEPInvertsPEXT checks softPEXT(softPDEP(i, m), m) == i for every i
// below 2^popcount(m), the fact the table layout rests on, and that the
// deposit lands inside the mask.
func TestPDEPInvertsPEXT(t *testing.T) {
	for _, p := range testPairs(3000) {
		m := p[1]
		i := p[0]
		if n := bits.OnesCount64(m); n < 64 {
			i &= 1<<n - 1
		}
		d := softPDEP(i, m)
		if d&^m != 0 {
			t.Fatalf("softPDEP(%#x, %#x) == %#x has bits outside the mask", i, m, d)
		}
		if got := softPEXT(d, m); got != i {
			t.Fatalf("softPEXT(softPDEP(%#x, %#x) = %#x) == %#x; want %#x", i, m, d, got, i)
		}
	}
}

// softPDEP is the portable parallel bit deposit, the inverse of softPEXT,
// kept for the tests (newSlider takes the subsets from the carry-rippler):
// it scatters the low bits of x, lowest first, to the positions of the set
// bits of mask. softPEXT(softPDEP(x, m), m) == x for every x below
// 1<<popcount(m). softPDEP(x, 0) is 0.
func softPDEP(x, mask uint64) uint64 {
	var out uint64
	for bit := uint64(1); mask != 0; bit <<= 1 {
		if x&bit != 0 {
			out |= mask & -mask
		}
		mask &= mask - 1
	}
	return out
}
