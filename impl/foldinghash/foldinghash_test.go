package foldinghash

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestFold checks the fold on hand-worked lines: bits 31…62 land 31 places
// lower, bits 0…31 stay (bit 31, h4, is kept twice: at 31 and at 0).
func TestFold(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   harness.Bitboard
		want uint32
	}{
		// d2 (bit 11) stays; d6 (bit 43) lands on bit 12.
		{"d-file d2 d6", m("00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000"), 0x1800},
		// b2 c3 d4 stay at 9 18 27; e5 f6 g7 (36 45 54) land on 5 14 23.
		{"a1 diagonal b2…g7", m("00000000/00000010/00000100/00001000/00010000/00100000/01000000/00000000"), 0x08844220},
		{"h4", m("00000000/00000000/00000000/00000000/00000001/00000000/00000000/00000000"), 0x80000001},
		// h5 (bit 39) lands on bit 8.
		{"h5", m("00000000/00000000/00000000/00000001/00000000/00000000/00000000/00000000"), 0x100},
		{"empty", 0, 0},
	} {
		if got := fold(tc.in); got != tc.want {
			t.Errorf("fold(%s) [%s] == %#x; want %#x", tc.in, tc.name, got, tc.want)
		}
	}
}

// TestFoldIsOneToOne checks that the fold keeps the subsets of every line
// of every square apart, so that a multiplier can tell them apart: a
// collision there would be a wrong answer no search could avoid.
func TestFoldIsOneToOne(t *testing.T) {
	for s := range harness.Square(harness.NumSquares) {
		for l, steps := range lineSteps {
			mask := geometry.Relevant(s, steps)
			seen := map[uint32]harness.Bitboard{}
			for sub := range geometry.Subsets(mask) {
				f := fold(sub)
				if prev, dup := seen[f]; dup {
					t.Fatalf("square %v line %d: fold(%s) == fold(%s) == %#x", s, l, sub, prev, f)
				}
				seen[f] = sub
			}
		}
	}
}

// TestBuildTables builds a fresh copy, search included, compares it with
// the tables built at start-up, checks the byte count and the search's
// effort with Seed (34,748 candidates for the 256 lines; a change of the
// search or the seed shows here).
func TestBuildTables(t *testing.T) {
	const want = 64 * 4 * (64*8 + 16)
	impltest.TableSizes(t, Impl{}, want)
	fresh := new(tables)
	if err := fresh.build(); err != nil {
		t.Fatalf("build: %v", err)
	}
	if *fresh != tab {
		t.Errorf("a second build differs from the tables built at start-up")
	}
	if fresh.tries != 34748 {
		t.Errorf("search tried %d candidates; want 34748", fresh.tries)
	}
	d4 := &tab.sq[27]
	if want := m("00000000/00010000/00010000/00010000/00000000/00010000/00010000/00000000"); d4[file].mask != want {
		t.Errorf("d4 file mask == %s; want d2…d7 without d4", d4[file].mask)
	}
}

// TestSearchFails checks that a search that cannot succeed says so: with no
// index bits to spare (a line of six squares needs a multiplier) a zero
// multiplier sends everything to index 0.
func TestSearchFails(t *testing.T) {
	var l line
	if _, err := l.searchWith(27, lineSteps[rank], func() uint32 { return 0 }, 3); err == nil {
		t.Errorf("search with only zero multipliers succeeded")
	}
}
