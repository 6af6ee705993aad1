package magicsearch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// TestRand checks splitmix64 against the first outputs of the published
// reference generator for seed 0.
func TestRand(t *testing.T) {
	r := Rand(0)
	for i, want := range []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f} {
		if got := r.Next(); got != want {
			t.Errorf("Rand(0) output %d == %#x; want %#x", i, got, want)
		}
	}
	a, b := Stream(1, 0), Stream(1, 1)
	if a.Next() == b.Next() {
		t.Errorf("Stream(1, 0) and Stream(1, 1) start with the same output")
	}
}

// TestFits checks the collision rule on keys chosen by hand, and the slot
// count of Slots: with magic 1 and shift 62 the index is the top two bits
// of the key.
func TestFits(t *testing.T) {
	c := NewChecker(2)
	for _, tc := range []struct {
		keys, attacks []uint64
		want          bool
		slots         int
	}{
		{[]uint64{0, 1 << 62, 2 << 62, 3 << 62}, []uint64{1, 2, 3, 4}, true, 4}, // four slots
		{[]uint64{0, 1, 1 << 62}, []uint64{5, 5, 6}, true, 2},                   // 0 and 1 share slot 0, same attacks
		{[]uint64{0, 1, 1 << 62}, []uint64{5, 7, 6}, false, 0},                  // 0 and 1 share slot 0, different attacks
		{[]uint64{3 << 62, 3<<62 | 1}, []uint64{9, 9}, true, 1},                 // stamps of earlier tries do not leak
	} {
		if got := c.Fits(tc.keys, tc.attacks, 1, 62); got != tc.want {
			t.Errorf("Fits(%#x, %v, 1, 62) == %v; want %v", tc.keys, tc.attacks, got, tc.want)
		}
		if slots, ok := c.Slots(tc.keys, tc.attacks, 1, 62); ok != tc.want || slots != tc.slots {
			t.Errorf("Slots(%#x, %v, 1, 62) == %d, %v; want %d, %v", tc.keys, tc.attacks, slots, ok, tc.slots, tc.want)
		}
	}
}

// TestPatterns checks the pattern count and the black keys of rook a1 (12
// mask squares) and bishop d4 (9).
func TestPatterns(t *testing.T) {
	for _, tc := range []struct {
		s     harness.Square
		steps []geometry.Step
		n     int
	}{{0, geometry.Rook, 12}, {27, geometry.Bishop, 9}} {
		p := PatternsOf(tc.s, tc.steps)
		if p.Bits() != tc.n || len(p.Occs) != 1<<tc.n || len(p.Attacks) != 1<<tc.n {
			t.Errorf("PatternsOf(%v): %d bits, %d occs, %d attacks; want %d, %d, %d", tc.s, p.Bits(), len(p.Occs), len(p.Attacks), tc.n, 1<<tc.n, 1<<tc.n)
		}
		for i, k := range p.BlackKeys() {
			if k&^p.Mask != ^p.Mask || k&p.Mask != p.Occs[i] {
				t.Fatalf("BlackKeys()[%d] == %#x; want %#x | ^mask", i, k, p.Occs[i])
			}
		}
	}
}

// TestMagics checks a whole fancy bishop search: every magic it returns
// sends each subset of its square's mask, at the square's own width, to a
// slot free or holding the same attack set; and a search allowed one
// candidate per square gives up with an error naming a1, the first square.
func TestMagics(t *testing.T) {
	rng := Rand(7)
	magics, tries, err := Magics(geometry.Bishop, 0, &rng, 1_000_000)
	if err != nil {
		t.Fatal(err)
	}
	if tries < harness.NumSquares {
		t.Errorf("Magics tried %d candidates; want at least one per square", tries)
	}
	for s := range harness.Square(harness.NumSquares) {
		p := PatternsOf(s, geometry.Bishop)
		if !NewChecker(p.Bits()).Fits(p.Occs, p.Attacks, magics[s], uint(64-p.Bits())) {
			t.Errorf("bishop %v: %#x is not a magic for %d bits", s, magics[s], p.Bits())
		}
	}
	rng = Rand(7)
	if _, _, err := Magics(geometry.Rook, 12, &rng, 1); err == nil || !strings.HasPrefix(err.Error(), "a1: ") {
		t.Errorf("Magics(rook, 12 bits, limit 1) error = %v; want one starting \"a1: \"", err)
	}
}

func TestRun(t *testing.T) {
	dir := t.TempDir()
	ok := func(seed uint64) ([]byte, error) { return []byte(fmt.Sprintf("seed %d\n", seed)), nil }
	fail := func(uint64) ([]byte, error) { return nil, errors.New("no magic for a1") }
	for _, c := range []struct {
		name     string
		generate func(uint64) ([]byte, error)
		args     []string
		code     int
		stderr   string
		file     string
	}{
		{"writes", ok, []string{"-seed", "7", "-o", filepath.Join(dir, "a.go")}, 0, "gen: seed 7: magics found", "seed 7\n"},
		{"default seed", ok, []string{"-o", filepath.Join(dir, "b.go")}, 0, "gen: seed 2026:", "seed 2026\n"},
		{"help", ok, []string{"-h"}, 0, "-seed", ""},
		{"bad flag", ok, []string{"-nope"}, 2, "flag provided but not defined: -nope", ""},
		{"argument", ok, []string{"extra"}, 2, `gen: unexpected argument "extra"`, ""},
		{"search fails", fail, []string{"-o", filepath.Join(dir, "c.go")}, 1, "gen: no magic for a1", ""},
	} {
		var stderr strings.Builder
		if code := Run("gen", 2026, c.generate, c.args, &stderr); code != c.code || !strings.Contains(stderr.String(), c.stderr) {
			t.Errorf("%s: Run(%q) == %d, stderr %q; want %d and %q", c.name, c.args, code, stderr.String(), c.code, c.stderr)
		}
		if c.file != "" {
			if b, err := os.ReadFile(c.args[len(c.args)-1]); err != nil || string(b) != c.file {
				t.Errorf("%s: file holds %q (%v); want %q", c.name, b, err, c.file)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "c.go")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a failed search wrote its file (stat: %v)", err)
	}
}
