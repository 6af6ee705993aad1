package conformance

// The properties: laws every implementation must obey, each checked on
// inputs from the generators of internal/arb. Each property is a value
// (name, generators, condition), checked with gopter's generators,
// shrinkers and runner; a condition returns "" when its law holds and a
// report with diagrams when it does not.

import (
	"fmt"
	"slices"

	"github.com/bitbench/bitbench/conformance/internal/arb"
	"github.com/bitbench/bitbench/harness"
	"github.com/leanovate/gopter"
)

// propSpec is one named law with its generators. prop builds the gopter
// property for an implementation; its condition returns "" when the law
// holds and a report (with diagrams) when it does not.
type propSpec struct {
	name string
	prop func(impl harness.Impl) gopter.Prop
	// slider says the property calls a slider method (SliderProperties).
	slider bool
}

// propOfSliders returns ps, each marked as calling a slider method.
func propOfSliders(ps ...propSpec) []propSpec {
	for i := range ps {
		ps[i].slider = true
	}
	return ps
}

// propForAll1, propForAll2 and propForAll3 make a property of a condition on
// one, two or three generated values, for any implementation.
func propForAll1[A any](name string, ga gopter.Gen, cond func(harness.Impl, A) string) propSpec {
	return propSpec{name: name, prop: func(impl harness.Impl) gopter.Prop {
		return propForAll(func(v []any) string { return cond(impl, v[0].(A)) }, ga)
	}}
}

func propForAll2[A, B any](name string, ga, gb gopter.Gen, cond func(harness.Impl, A, B) string) propSpec {
	return propSpec{name: name, prop: func(impl harness.Impl) gopter.Prop {
		return propForAll(func(v []any) string { return cond(impl, v[0].(A), v[1].(B)) }, ga, gb)
	}}
}

func propForAll3[A, B, C any](name string, ga, gb, gc gopter.Gen, cond func(harness.Impl, A, B, C) string) propSpec {
	return propSpec{name: name, prop: func(impl harness.Impl) gopter.Prop {
		return propForAll(func(v []any) string { return cond(impl, v[0].(A), v[1].(B), v[2].(C)) }, ga, gb, gc)
	}}
}

// propForAll is gopter's prop.ForAll without its per-case costs: gopter's
// version calls the condition by reflection and formats every generated
// value, which took two thirds of the suite's time. This one formats
// arguments only for a failure. Like prop.ForAll it draws one value from
// each generator; when the condition fails it shrinks one argument at a
// time with its generator's shrinker, keeping the first proposal that still
// fails. Unlike prop.ForAll it goes round the arguments again while any of
// them shrank (a smaller second argument may let the first shrink further),
// up to MaxShrinkCount shrinks in all. A panic in the condition is a
// failure whose report names the panic, and is shrunk like any other.
func propForAll(cond func([]any) string, gs ...gopter.Gen) gopter.Prop {
	return func(gp *gopter.GenParameters) *gopter.PropResult {
		results := make([]*gopter.GenResult, len(gs))
		args := make([]any, len(gs))
		for i, g := range gs {
			results[i] = g(gp)
			v, ok := results[i].Retrieve()
			if !ok {
				return &gopter.PropResult{Status: gopter.PropUndecided}
			}
			args[i] = v
		}
		msg := propSafe(cond, args)
		if msg == "" {
			return &gopter.PropResult{Status: gopter.PropTrue}
		}
		orig := slices.Clone(args)
		shrinks := make([]int, len(gs))
		for total, progress := 0, true; progress && total < gp.MaxShrinkCount; {
			progress = false
			for i, r := range results {
				next := r.Shrinker(args[i]).Filter(r.Sieve)
				for v, ok := next(); ok; v, ok = next() {
					trial := slices.Clone(args)
					trial[i] = v
					if m := propSafe(cond, trial); m != "" {
						args, msg, progress = trial, m, true
						shrinks[i]++
						total++
						break
					}
				}
			}
		}
		res := &gopter.PropResult{Status: gopter.PropFalse, Labels: []string{msg}}
		for i, r := range results {
			res.Args = append(res.Args, gopter.NewPropArg(r, shrinks[i], args[i], fmt.Sprint(args[i]), orig[i], fmt.Sprint(orig[i])))
		}
		return res
	}
}

// propSafe calls cond, turning a panic into a failure report that draws the
// set arguments.
func propSafe(cond func([]any) string, args []any) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			var panels []propPanel
			for i, a := range args {
				switch a := a.(type) {
				case harness.Bitboard:
					panels = append(panels, propBoard(fmt.Sprintf("argument %d", i+1), a))
				case arb.Slider:
					panels = append(panels, propPanel{fmt.Sprintf("argument %d", i+1), a.Occ, a.Square})
				}
			}
			msg = fmt.Sprintf("panic: %v\n", r)
			if len(panels) > 0 {
				msg += propSideBySide(panels...)
			}
		}
	}()
	return cond(args)
}

// Generators shared by the properties.
var (
	propGenOcc    = arb.Occupancy()
	propGenSquare = arb.Square()
	propGenSlider = arb.SliderOf(arb.Occupancy())
)

// Method shapes of the interface, for method expressions such as
// harness.Impl.Union.
type (
	propUnaryOp  = func(harness.Impl, harness.Bitboard) harness.Bitboard
	propBinaryOp = func(harness.Impl, harness.Bitboard, harness.Bitboard) harness.Bitboard
	propSliderOp = func(harness.Impl, harness.Square, harness.Bitboard) harness.Bitboard
	propLeaperOp = func(harness.Impl, harness.Square) harness.Bitboard
)

// propSlider is one slider method with its directions and, for each square,
// its relevant occupancy (propRelevant).
type propSlider struct {
	name     string // the method, "RookAttacks"
	op       propSliderOp
	dirs     []harness.Direction
	relevant [harness.NumSquares]harness.Bitboard
}

func newPropSlider(name string, op propSliderOp, dirs []harness.Direction) *propSlider {
	sl := &propSlider{name: name, op: op, dirs: dirs}
	for s := range sl.relevant {
		sl.relevant[s] = propRelevant(harness.Square(s), dirs)
	}
	return sl
}

// The three slider methods; propSliders lists them.
var (
	propRook    = newPropSlider("RookAttacks", harness.Impl.RookAttacks, propRookDirs)
	propBishop  = newPropSlider("BishopAttacks", harness.Impl.BishopAttacks, propBishopDirs)
	propQueen   = newPropSlider("QueenAttacks", harness.Impl.QueenAttacks, slices.Concat(propRookDirs, propBishopDirs))
	propSliders = []*propSlider{propRook, propBishop, propQueen}
)

// propLeapers names the leaper methods, pawns of each colour included.
var propLeapers = []struct {
	name string
	op   propLeaperOp
}{
	{"KnightAttacks", harness.Impl.KnightAttacks},
	{"KingAttacks", harness.Impl.KingAttacks},
	{"PawnAttacks(white)", func(i harness.Impl, s harness.Square) harness.Bitboard { return i.PawnAttacks(harness.White, s) }},
	{"PawnAttacks(black)", func(i harness.Impl, s harness.Square) harness.Bitboard { return i.PawnAttacks(harness.Black, s) }},
}

// allProperties returns the whole suite: agreement with ref, set laws,
// attack laws.
func allProperties(ref harness.Impl) []propSpec {
	return slices.Concat(propAgreement(ref), propSetLaws(), propAttackLaws())
}
