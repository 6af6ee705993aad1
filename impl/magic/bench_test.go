package magic

import (
	"math/rand/v2"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/shift"
)

// lookup is one slider query.
type lookup struct {
	s   harness.Square
	occ harness.Bitboard
}

var (
	// lookups are 1,024 random squares with random occupancies about a
	// quarter full (the AND of two random words).
	lookups = func() []lookup {
		rng := rand.New(rand.NewPCG(7, 8))
		in := make([]lookup, 1024)
		for i := range in {
			in[i] = lookup{harness.Square(rng.IntN(64)), harness.Bitboard(rng.Uint64() & rng.Uint64())}
		}
		return in
	}()
	// Output receives every result so that no lookup is optimised away.
	Output harness.Bitboard
)

// BenchmarkSlider times inlined lookups over the random load, for this
// package and, for comparison, package shift's fills; ns/lookup is the cost
// of one. Run it with -benchtime=200ms for a quick figure (the full
// comparison of every implementation is the module root's benchmark).
func BenchmarkSlider(b *testing.B) {
	for _, impl := range []string{"magic", "shift"} {
		for _, piece := range []string{"rook", "bishop", "queen"} {
			b.Run("impl="+impl+"/piece="+piece+"/load=random", func(b *testing.B) {
				benchSlider(b, impl+"/"+piece)
			})
		}
	}
}

// benchSlider checks and then times one implementation and piece, named
// "impl/piece".
func benchSlider(b *testing.B, which string) {
	for _, in := range lookups {
		got, alt := Impl{}.QueenAttacks(in.s, in.occ), shift.Impl{}.QueenAttacks(in.s, in.occ)
		if want := ref.QueenAttacks(in.s, in.occ); got != want || alt != want {
			b.Fatalf("QueenAttacks(%v, %s) == %s (magic), %s (shift); want %s", in.s, in.occ, got, alt, want)
		}
	}
	for b.Loop() {
		switch which {
		case "magic/rook":
			for _, in := range lookups {
				Output ^= Impl{}.RookAttacks(in.s, in.occ)
			}
		case "magic/bishop":
			for _, in := range lookups {
				Output ^= Impl{}.BishopAttacks(in.s, in.occ)
			}
		case "magic/queen":
			for _, in := range lookups {
				Output ^= Impl{}.QueenAttacks(in.s, in.occ)
			}
		case "shift/rook":
			for _, in := range lookups {
				Output ^= shift.Impl{}.RookAttacks(in.s, in.occ)
			}
		case "shift/bishop":
			for _, in := range lookups {
				Output ^= shift.Impl{}.BishopAttacks(in.s, in.occ)
			}
		case "shift/queen":
			for _, in := range lookups {
				Output ^= shift.Impl{}.QueenAttacks(in.s, in.occ)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lookups)), "ns/lookup")
}

// BenchmarkFill times filling the rook and bishop tables, the start-up cost
// of the package.
func BenchmarkFill(b *testing.B) {
	var entries [64]entry
	rooks, bishops := make([]harness.Bitboard, rookSlots), make([]harness.Bitboard, bishopSlots)
	for b.Loop() {
		clear(rooks)
		clear(bishops)
		if err := fill(entries[:], rooks, &rookMagics, &rookBits, geometry.Rook, "rook"); err != nil {
			b.Fatal(err)
		}
		if err := fill(entries[:], bishops, &bishopMagics, &bishopBits, geometry.Bishop, "bishop"); err != nil {
			b.Fatal(err)
		}
	}
}
