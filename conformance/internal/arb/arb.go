// Package arb holds gopter generators and shrinkers for chess bitboards:
// squares, occupancies of several shapes, and slider inputs (an attacker's
// square with an occupancy). The name is for arbitrary values, as property
// testing calls generated inputs; in bitbench "gen" means code generators.
//
// # Why shapes matter
//
// A uniformly random 64-bit value has 32 squares on average and almost never
// 0, 1, 2 or 62 of them, so a property fed only uniform values misses the
// cases where bugs live: empty and nearly empty boards, full and nearly full
// boards, lone pieces on an edge. The occupancy generators here each draw one
// shape:
//
//	Sparse     0 … 8 squares, uniformly placed
//	Dense      56 … 64 squares (the complement of a sparse set)
//	Quarter    each square with probability 1/4 (x & y of two uniform words)
//	Uniform    each square with probability 1/2
//	GameLike   kings, pawns and pieces placed as in a game, from the opening
//	           (32 men on their home squares) to the endgame (a handful)
//	Occupancy  one of the above, chosen at random for each value
//
// # Shrinking
//
// Every generator here attaches its own shrinker to the value it returns,
// instead of deriving the value with gopter's Map from a generator of another
// type, which drops the shrinker. Mapping a bitboard generator to a function
// of the same type (harness.Bitboard to harness.Bitboard) keeps the shrinker,
// as gopter keeps it whenever the mapped type is unchanged.
//
// ShrinkBitboard proposes only strict subsets of the failing set: the empty
// set, then each half of its squares removed, then each square removed on its
// own. gopter keeps the first proposal that still fails and shrinks again, so
// a counterexample ends with no square that can be dropped (unless the
// shrink limit, 1000 steps by default, stops it first): every square left in
// it is needed to show the failure.
//
// Squares shrink towards a1; a Slider shrinks its occupancy first, keeping
// the attacker where it is, then its square.
//
// # Fixed tables
//
// Draw turns any generator and a seed into a slice of values, the same for
// the same seed, for benchmark inputs drawn from the same shapes.
package arb

import (
	"fmt"
	"math/bits"
	"math/rand"
	"reflect"

	"github.com/bitbench/bitbench/harness"
	"github.com/leanovate/gopter"
)

// MaxSparse is the most squares Sparse draws; Dense draws at least
// 64 − MaxSparse.
const MaxSparse = 8

// Square generates squares a1…h8 uniformly. Its shrinker proposes squares
// closer to a1, a1 first.
func Square() gopter.Gen {
	return func(p *gopter.GenParameters) *gopter.GenResult {
		return gopter.NewGenResult(harness.Square(p.Rng.Intn(harness.NumSquares)), ShrinkSquare)
	}
}

// ShrinkSquare proposes squares strictly below s (a harness.Square), each
// closer to s than the one before: a1, s/2, 3s/4, …, s−1. It proposes
// nothing for a1 or for a value that is not a valid square.
func ShrinkSquare(v interface{}) gopter.Shrink {
	s, ok := v.(harness.Square)
	if !ok || !s.Valid() || s == 0 {
		return gopter.NoShrink
	}
	step := int(s)
	return func() (interface{}, bool) {
		if step == 0 {
			return nil, false
		}
		out := harness.Square(int(s) - step)
		step /= 2
		return out, true
	}
}

// ShrinkBitboard proposes strict subsets of b (a harness.Bitboard), from
// smallest to largest: the empty set; b without the lower half of its
// squares; b without the upper half; then b without each one of its squares
// in ascending order. Every proposal has fewer squares than b. It proposes
// nothing for the empty set or a value of another type.
func ShrinkBitboard(v interface{}) gopter.Shrink {
	b, ok := v.(harness.Bitboard)
	if !ok || b == 0 {
		return gopter.NoShrink
	}
	var proposals []harness.Bitboard
	proposals = append(proposals, 0)
	if n := bits.OnesCount64(uint64(b)); n >= 3 {
		// lower holds the lowest n/2 squares of b.
		var lower harness.Bitboard
		rest := b
		for range n / 2 {
			low := rest & -rest
			lower |= low
			rest &^= low
		}
		proposals = append(proposals, b&^lower, lower)
	}
	if bits.OnesCount64(uint64(b)) >= 2 {
		for rest := b; rest != 0; rest &= rest - 1 {
			proposals = append(proposals, b&^(rest&-rest))
		}
	}
	i := 0
	return func() (interface{}, bool) {
		if i == len(proposals) {
			return nil, false
		}
		i++
		return proposals[i-1], true
	}
}

// bitboardGen wraps draw as a generator whose results shrink with
// ShrinkBitboard.
func bitboardGen(draw func(p *gopter.GenParameters) harness.Bitboard) gopter.Gen {
	return func(p *gopter.GenParameters) *gopter.GenResult {
		return gopter.NewGenResult(draw(p), ShrinkBitboard)
	}
}

// sparse draws a set of 0 … MaxSparse distinct squares, uniformly placed.
func sparse(p *gopter.GenParameters) harness.Bitboard {
	n := p.Rng.Intn(MaxSparse + 1)
	var b harness.Bitboard
	for bits.OnesCount64(uint64(b)) < n {
		b |= 1 << p.Rng.Intn(harness.NumSquares)
	}
	return b
}

// Sparse generates sets of 0 … MaxSparse squares: the number of squares is
// uniform, then the squares are.
func Sparse() gopter.Gen { return bitboardGen(sparse) }

// Dense generates sets of 64 − MaxSparse … 64 squares, the complements of
// Sparse sets.
func Dense() gopter.Gen { return bitboardGen(dense) }

func dense(p *gopter.GenParameters) harness.Bitboard { return ^sparse(p) }

// Uniform generates uniformly random 64-bit sets: each square is in with
// probability 1/2, 32 squares on average.
func Uniform() gopter.Gen { return bitboardGen(uniform) }

func uniform(p *gopter.GenParameters) harness.Bitboard { return harness.Bitboard(p.NextUint64()) }

// Quarter generates the intersection of two uniform sets: each square is in
// with probability 1/4, 16 squares on average, the "random" benchmark load.
func Quarter() gopter.Gen { return bitboardGen(quarter) }

func quarter(p *gopter.GenParameters) harness.Bitboard {
	return harness.Bitboard(p.NextUint64() & p.NextUint64())
}

// GameLike generates occupancies shaped like positions from a game. A game
// phase is drawn first, from 0 (the opening) to 1 (a late endgame). Each
// side then has its king, its pawns and its pieces: a pawn survives with a
// probability falling from 1 to 0.3 with the phase and stands on its home
// rank or up to four ranks ahead, further in later phases; a piece survives
// with a probability falling from 1 to 0.2 and has left its home square
// for a random one with a probability rising from 0 to 1; the king leaves
// home with a probability rising from 0 to 0.8. Men may land on the same
// square, so a set holds 1 … 32 squares: 32 in the opening position (phase
// 0), about 21 at phase 1/2 and about 10 at phase 1; 21 on average.
func GameLike() gopter.Gen { return bitboardGen(gameLike) }

func gameLike(p *gopter.GenParameters) harness.Bitboard {
	r := p.Rng
	phase := r.Float64()
	var b harness.Bitboard
	place := func(f, rank int) { b |= 1 << harness.SquareAt(f, rank) }
	for _, side := range []struct{ home, pawns, dir int }{{0, 1, 1}, {7, 6, -1}} {
		for f := range 8 {
			if r.Float64() < 1-0.7*phase {
				advance := r.Intn(1 + int(4*phase+0.5))
				place(f, side.pawns+side.dir*advance)
			}
			const kingFile = 4
			switch {
			case f == kingFile && r.Float64() < 0.8*phase:
				b |= 1 << r.Intn(harness.NumSquares)
			case f == kingFile:
				place(f, side.home)
			case r.Float64() >= 1-0.8*phase: // captured
			case r.Float64() < phase:
				b |= 1 << r.Intn(harness.NumSquares)
			default:
				place(f, side.home)
			}
		}
	}
	return b
}

// Occupancy generates occupancies of every shape in this package: one value
// in five each from Sparse, Dense, Quarter, Uniform and GameLike.
func Occupancy() gopter.Gen {
	draws := []func(*gopter.GenParameters) harness.Bitboard{sparse, dense, quarter, uniform, gameLike}
	return bitboardGen(func(p *gopter.GenParameters) harness.Bitboard {
		return draws[p.Rng.Intn(len(draws))](p)
	})
}

// Slider is one input to a sliding attack: the attacker's square and the
// occupied squares. Occ may or may not hold Square itself.
type Slider struct {
	Square harness.Square
	Occ    harness.Bitboard
}

// String returns the square and the occupancy in mask notation,
// "d4 occ=00000000/…"; gopter prints arguments with it.
func (c Slider) String() string {
	return fmt.Sprintf("%v occ=%s", c.Square, harness.Format(c.Occ))
}

// SliderOf generates Slider values: a uniformly random square and an
// occupancy from occ (a generator of harness.Bitboard), with the attacker's
// own square added to the occupancy in one value of two and removed from it
// in the other. The shrinker shrinks the occupancy with ShrinkBitboard,
// keeping the square, then the square with ShrinkSquare, keeping the
// occupancy. SliderOf panics if occ does not generate harness.Bitboard,
// which is a mistake in the calling test.
func SliderOf(occ gopter.Gen) gopter.Gen {
	if t := occ(gopter.MinGenParameters()).ResultType; t != reflect.TypeFor[harness.Bitboard]() {
		panic(fmt.Sprintf("arb.SliderOf: occupancy generator makes %v, want harness.Bitboard", t))
	}
	return func(p *gopter.GenParameters) *gopter.GenResult {
		s := harness.Square(p.Rng.Intn(harness.NumSquares))
		res := occ(p)
		v, ok := res.Retrieve()
		if !ok {
			return gopter.NewEmptyResult(reflect.TypeFor[Slider]())
		}
		b := v.(harness.Bitboard)
		if p.NextBool() {
			b |= 1 << s
		} else {
			b &^= 1 << s
		}
		return gopter.NewGenResult(Slider{s, b}, ShrinkSlider)
	}
}

// ShrinkSlider proposes smaller Slider values: the occupancy shrunk with
// ShrinkBitboard on the same square, then the square shrunk with
// ShrinkSquare on the same occupancy. It proposes nothing for a value of
// another type.
func ShrinkSlider(v interface{}) gopter.Shrink {
	c, ok := v.(Slider)
	if !ok {
		return gopter.NoShrink
	}
	occs := ShrinkBitboard(c.Occ).Map(func(b harness.Bitboard) Slider { return Slider{c.Square, b} })
	squares := ShrinkSquare(c.Square).Map(func(s harness.Square) Slider { return Slider{s, c.Occ} })
	return gopter.ConcatShrinks(occs, squares)
}

// Draw returns n values of g drawn from a generator state seeded with seed:
// the same seed gives the same values, so benchmarks and tests can build
// fixed input tables from these generators. It is an error, naming the
// index, when g gives no value (a sieve rejected it) or a value that is not
// a T.
func Draw[T any](g gopter.Gen, seed int64, n int) ([]T, error) {
	p := gopter.DefaultGenParameters()
	p.Rng = Rand(seed)
	out := make([]T, 0, n)
	for i := range n {
		v, ok := g(p).Retrieve()
		if !ok {
			return nil, fmt.Errorf("arb.Draw: value %d: the generator gave none", i)
		}
		t, ok := v.(T)
		if !ok {
			return nil, fmt.Errorf("arb.Draw: value %d: the generator gave %T, want %T", i, v, t)
		}
		out = append(out, t)
	}
	return out, nil
}

// Rand returns the random stream gopter seeds with seed, the one its
// DefaultTestParametersWithSeed and CloneWithSeed give, without their lock:
// gopter wraps math/rand's source in a mutex, which cost about 12% of the
// property checks' CPU time (taken and released at every draw, uncontended,
// since a check with one worker draws on one goroutine). Values are drawn
// on one goroutine at a time, as Draw and a one-worker check do.
func Rand(seed int64) *rand.Rand {
	return rand.New(rand.NewSource(seed))
}
