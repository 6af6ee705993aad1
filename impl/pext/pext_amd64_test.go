//go:build amd64 && !purego

package pext

import "testing"

// TestPEXTLoop checks the assembly walk (pextLoop, the fallback of
// pextAuto and pextHard) against the hand-worked values and against
// softPEXT on every test pair, and that pextAuto follows the path that
// SetMode chose.
func TestPEXTLoop(t *testing.T) {
	for _, tt := range pextTests {
		if got := pextLoop(tt.x, tt.mask); got != tt.want {
			t.Errorf("pextLoop(%#x, %#x) == %#x; want %#x", tt.x, tt.mask, got, tt.want)
		}
	}
	modes := []Mode{Software}
	if HasBMI2() {
		modes = append(modes, Hardware)
	}
	defer func(m bool) { hardware = m }(hardware)
	for _, p := range testPairs(30000) {
		want := softPEXT(p[0], p[1])
		if got := pextLoop(p[0], p[1]); got != want {
			t.Fatalf("pextLoop(%#x, %#x) == %#x; softPEXT gives %#x", p[0], p[1], got, want)
		}
		if got := pextHard(p[0], p[1]); got != want {
			t.Fatalf("pextHard(%#x, %#x) == %#x; softPEXT gives %#x", p[0], p[1], got, want)
		}
		for _, m := range modes {
			hardware = m == Hardware
			if got := pextAuto(p[0], p[1]); got != want {
				t.Fatalf("pextAuto(%#x, %#x) with hardware=%v == %#x; softPEXT gives %#x", p[0], p[1], hardware, got, want)
			}
		}
	}
}
