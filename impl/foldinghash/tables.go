package foldinghash

import (
	"fmt"
	"math/rand/v2"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// The four lines through a square, in the order of a square's tables.
const (
	rank = iota
	file
	diag
	anti
	numLines
)

// lineSteps are the two steps of each line.
var lineSteps = [numLines][]geometry.Step{
	rank: {{DF: 1, DR: 0}, {DF: -1, DR: 0}},
	file: {{DF: 0, DR: 1}, {DF: 0, DR: -1}},
	diag: {{DF: 1, DR: 1}, {DF: -1, DR: -1}},
	anti: {{DF: -1, DR: 1}, {DF: 1, DR: -1}},
}

// Seed is the seed of the search's PCG generator (both words); the search
// is deterministic, so every run finds the same multipliers.
const Seed = 2026

// maxTries bounds the search per line. With Seed all 256 lines together
// take 34,748 candidates (TestBuildTables), about a millisecond.
const maxTries = 1 << 20

// tables is the whole state of the package: the four line hashes of every
// square.
type tables struct {
	sq    [harness.NumSquares][numLines]line
	tries int // candidates tried in all, for the tests
}

// tab is the package's tables, built at start-up. It is a package-level
// value, not a pointer, so the lookups index it at a constant address.
var tab tables

func init() {
	if err := tab.build(); err != nil {
		panic(err) // unreachable with Seed: TestBuildTables builds the same tables
	}
	harness.Register(Impl{})
}

// tableBytes is the memory of tables: 64 squares × 4 lines × (64 attack
// sets + the mask, 8 bytes each, + the multiplier, padded to 8).
const tableBytes = harness.NumSquares * numLines * (1<<indexBits*8 + 8 + 8)

// TableBytes returns the memory of the slider tables in bytes: 135,168
// (131,072 of them attack sets). The 2,048 bytes of leaper tables are not
// counted.
func TableBytes() int { return tableBytes }

// BuildTables builds a fresh copy of the slider tables, search included,
// as start-up does, discards it and returns the bytes built (TableBytes).
func BuildTables() int {
	t := new(tables)
	if err := t.build(); err != nil {
		panic(err) // unreachable: the search is deterministic and init succeeded
	}
	return tableBytes
}

// build fills t: for every square and line, the mask from board geometry
// and a multiplier from the seeded search.
func (t *tables) build() error {
	rng := rand.New(rand.NewPCG(Seed, Seed))
	t.tries = 0
	for s := range harness.Square(harness.NumSquares) {
		for l := range numLines {
			n, err := t.sq[s][l].search(s, lineSteps[l], rng)
			t.tries += n
			if err != nil {
				return fmt.Errorf("foldinghash: square %v, line %d: %w", s, l, err)
			}
		}
	}
	return nil
}

// search sets l's mask for square s and the line of steps, then draws
// sparse 32-bit candidates (the AND of three random words) from rng until
// one sends every subset of the mask to an index that holds no different
// attack set (collisions with equal attacks are allowed). It returns the
// number of candidates tried.
func (l *line) search(s harness.Square, steps []geometry.Step, rng *rand.Rand) (int, error) {
	return l.searchWith(s, steps, func() uint32 { return rng.Uint32() & rng.Uint32() & rng.Uint32() }, maxTries)
}

// searchWith is search with the candidates drawn from next, at most tries
// of them.
func (l *line) searchWith(s harness.Square, steps []geometry.Step, next func() uint32, tries int) (int, error) {
	pat := magicsearch.PatternsOf(s, steps)
	l.mask = harness.Bitboard(pat.Mask)
	var used [1 << indexBits]bool
	for try := 1; try <= tries; try++ {
		l.magic = next()
		used = [1 << indexBits]bool{}
		ok := true
		for i, sub := range pat.Occs {
			k, att := l.index(harness.Bitboard(sub)), harness.Bitboard(pat.Attacks[i])
			if used[k] && l.attacks[k] != att {
				ok = false
				break
			}
			used[k], l.attacks[k] = true, att
		}
		if ok {
			return try, nil
		}
	}
	return tries, fmt.Errorf("no multiplier in %d tries", tries)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
