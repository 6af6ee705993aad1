package impltest

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// Gate checks a technique that registers only where the CPU has certain
// instructions (impl/internal/cpugate): that the one called name is
// registered exactly when ok, and that its configuration line path is want
// where ok and "not registered: CPU lacks " followed by lacks otherwise.
func Gate(t testing.TB, name string, ok bool, path, want, lacks string) {
	t.Helper()
	_, err := harness.Lookup(name)
	if registered := err == nil; registered != ok {
		t.Errorf("%s registered: %v; want %v (CPU has %s: %v)", name, registered, ok, lacks, ok)
	}
	if !ok {
		want = "not registered: CPU lacks " + lacks
	}
	if path != want {
		t.Errorf("%s: Path() == %q; want %q", name, path, want)
	}
}

// SkipUnless skips a test that runs vector code unless ok, the CPU having
// what the code needs: on a CPU that lacks it, the code would stop the
// program.
func SkipUnless(t testing.TB, ok bool, lacks string) {
	t.Helper()
	if !ok {
		t.Skip("CPU lacks " + lacks + ": the technique does not register and its vector code is not run")
	}
}

// OffBoard checks that squares 64 and above attack nothing, as the vector
// techniques promise (their slider bit 1<<s is zero there), on an empty
// board and a full one.
func OffBoard(t testing.TB, sl Sliders) {
	t.Helper()
	for _, s := range []harness.Square{harness.NoSquare, 100, 255} {
		for _, occ := range []harness.Bitboard{0, ^harness.Bitboard(0)} {
			if got := sl.Rook(s, occ) | sl.Bishop(s, occ) | sl.Queen(s, occ); got != 0 {
				t.Errorf("square %d, occupancy %#x: rook|bishop|queen attacks == %s; want empty", s, uint64(occ), got)
			}
		}
	}
}
