package conformance

// The properties: laws every implementation must obey, each checked on
// inputs from the generators of internal/arb. Each property is a value
// (name, generators, condition), checked with gopter's generators,
// shrinkers and runner; a condition returns "" when its law holds and a
// report with diagrams when it does not.

import (
	"fmt"
	"math/bits"
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

// propAgreement compares every method with the reference ref.
func propAgreement(ref harness.Impl) []propSpec {
	var ps []propSpec
	for _, op := range []struct {
		name string
		f    propBinaryOp
	}{
		{"Union", harness.Impl.Union},
		{"Intersection", harness.Impl.Intersection},
		{"Difference", harness.Impl.Difference},
	} {
		ps = append(ps, propForAll2("agree/"+op.name, propGenOcc, propGenOcc, func(impl harness.Impl, a, b harness.Bitboard) string {
			return propMismatch(propf("%s(a, b)", op.name), op.f(impl, a, b), op.f(ref, a, b), harness.NoSquare, propBoard("a", a), propBoard("b", b))
		}))
	}
	for _, op := range []struct {
		name string
		f    propUnaryOp
	}{
		{"Complement", harness.Impl.Complement},
		{"FlipVertical", harness.Impl.FlipVertical},
		{"MirrorHorizontal", harness.Impl.MirrorHorizontal},
	} {
		ps = append(ps, propForAll1("agree/"+op.name, propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			return propMismatch(propf("%s(a)", op.name), op.f(impl, a), op.f(ref, a), harness.NoSquare, propBoard("a", a))
		}))
	}
	ps = append(ps,
		propForAll1("agree/Shift", propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			for _, d := range harness.Directions {
				if m := propMismatch(propf("Shift(a, %v)", d), impl.Shift(a, d), ref.Shift(a, d), harness.NoSquare, propBoard("a", a)); m != "" {
					return m
				}
			}
			return ""
		}),
		propForAll1("agree/Count", propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			return propDiffer(propf("Count(a)"), impl.Count(a), ref.Count(a), a)
		}),
		propForAll1("agree/First", propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			return propDiffer(propf("First(a)"), impl.First(a), ref.First(a), a)
		}),
		propForAll1("agree/Last", propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			return propDiffer(propf("Last(a)"), impl.Last(a), ref.Last(a), a)
		}),
		propForAll1("agree/Squares", propGenOcc, func(impl harness.Impl, a harness.Bitboard) string {
			got, want := slices.Collect(impl.Squares(a)), slices.Collect(ref.Squares(a))
			if slices.Equal(got, want) {
				return ""
			}
			return propDiffer(propf("Squares(a)"), fmt.Sprint(got), fmt.Sprint(want), a)
		}),
		propForAll2("agree/Has", propGenOcc, propGenSquare, func(impl harness.Impl, a harness.Bitboard, s harness.Square) string {
			return propDiffer(propf("Has(a, %v)", s), impl.Has(a, s), ref.Has(a, s), a)
		}),
		propForAll2("agree/With", propGenOcc, propGenSquare, func(impl harness.Impl, a harness.Bitboard, s harness.Square) string {
			return propMismatch(propf("With(a, %v)", s), impl.With(a, s), ref.With(a, s), s, propPanel{"a", a, s})
		}),
		propForAll2("agree/Without", propGenOcc, propGenSquare, func(impl harness.Impl, a harness.Bitboard, s harness.Square) string {
			return propMismatch(propf("Without(a, %v)", s), impl.Without(a, s), ref.Without(a, s), s, propPanel{"a", a, s})
		}),
	)
	for _, l := range propLeapers {
		ps = append(ps, propForAll1("agree/"+l.name, propGenSquare, func(impl harness.Impl, s harness.Square) string {
			return propMismatch(propf("%s on %v", l.name, s), l.op(impl, s), l.op(ref, s), s)
		}))
	}
	for _, sl := range propSliders {
		ps = append(ps, propOfSliders(propForAll1("agree/"+sl.name, propGenSlider, func(impl harness.Impl, c arb.Slider) string {
			return propMismatch(propf("%s(%v, occ)", sl.name, c.Square), sl.op(impl, c.Square, c.Occ), sl.op(ref, c.Square, c.Occ),
				c.Square, propPanel{"occupancy", c.Occ, c.Square})
		}))...)
	}
	return ps
}

// propDiffer reports got != want for a non-set result computed from a.
func propDiffer[T comparable](call propCall, got, want T, a harness.Bitboard) string {
	if got == want {
		return ""
	}
	return fmt.Sprintf("%s == %v; want %v\n%s", call, got, want, propSideBySide(propBoard("a", a)))
}

// propSetLaws are the algebra of sets, iteration and the geometry of shifts and
// flips, each checked on the implementation alone.
func propSetLaws() []propSpec {
	eq := func(law string, lhs, rhs harness.Bitboard, inputs ...propPanel) string {
		return propMismatch(propCall{format: law}, lhs, rhs, harness.NoSquare, inputs...)
	}
	abc := func(a, b, c harness.Bitboard) []propPanel {
		return []propPanel{propBoard("a", a), propBoard("b", b), propBoard("c", c)}
	}
	return []propSpec{
		propForAll2("law/union commutes", propGenOcc, propGenOcc, func(i harness.Impl, a, b harness.Bitboard) string {
			return eq("a ∪ b = b ∪ a: a ∪ b", i.Union(a, b), i.Union(b, a), propBoard("a", a), propBoard("b", b))
		}),
		propForAll2("law/intersection commutes", propGenOcc, propGenOcc, func(i harness.Impl, a, b harness.Bitboard) string {
			return eq("a ∩ b = b ∩ a: a ∩ b", i.Intersection(a, b), i.Intersection(b, a), propBoard("a", a), propBoard("b", b))
		}),
		propForAll3("law/union associates", propGenOcc, propGenOcc, propGenOcc, func(i harness.Impl, a, b, c harness.Bitboard) string {
			return eq("(a ∪ b) ∪ c = a ∪ (b ∪ c): (a ∪ b) ∪ c", i.Union(i.Union(a, b), c), i.Union(a, i.Union(b, c)), abc(a, b, c)...)
		}),
		propForAll3("law/intersection associates", propGenOcc, propGenOcc, propGenOcc, func(i harness.Impl, a, b, c harness.Bitboard) string {
			return eq("(a ∩ b) ∩ c = a ∩ (b ∩ c): (a ∩ b) ∩ c", i.Intersection(i.Intersection(a, b), c), i.Intersection(a, i.Intersection(b, c)), abc(a, b, c)...)
		}),
		propForAll2("law/De Morgan", propGenOcc, propGenOcc, func(i harness.Impl, a, b harness.Bitboard) string {
			if m := eq("¬(a ∪ b) = ¬a ∩ ¬b: ¬(a ∪ b)", i.Complement(i.Union(a, b)), i.Intersection(i.Complement(a), i.Complement(b)), propBoard("a", a), propBoard("b", b)); m != "" {
				return m
			}
			return eq("¬(a ∩ b) = ¬a ∪ ¬b: ¬(a ∩ b)", i.Complement(i.Intersection(a, b)), i.Union(i.Complement(a), i.Complement(b)), propBoard("a", a), propBoard("b", b))
		}),
		propForAll3("law/distributivity", propGenOcc, propGenOcc, propGenOcc, func(i harness.Impl, a, b, c harness.Bitboard) string {
			if m := eq("a ∩ (b ∪ c) = (a ∩ b) ∪ (a ∩ c): a ∩ (b ∪ c)", i.Intersection(a, i.Union(b, c)), i.Union(i.Intersection(a, b), i.Intersection(a, c)), abc(a, b, c)...); m != "" {
				return m
			}
			return eq("a ∪ (b ∩ c) = (a ∪ b) ∩ (a ∪ c): a ∪ (b ∩ c)", i.Union(a, i.Intersection(b, c)), i.Intersection(i.Union(a, b), i.Union(a, c)), abc(a, b, c)...)
		}),
		propForAll2("law/difference is a ∩ ¬b", propGenOcc, propGenOcc, func(i harness.Impl, a, b harness.Bitboard) string {
			return eq("a \\ b = a ∩ ¬b: a \\ b", i.Difference(a, b), i.Intersection(a, i.Complement(b)), propBoard("a", a), propBoard("b", b))
		}),
		propForAll1("law/complement", propGenOcc, func(i harness.Impl, a harness.Bitboard) string {
			if m := eq("¬¬a = a: ¬¬a", i.Complement(i.Complement(a)), a, propBoard("a", a)); m != "" {
				return m
			}
			if n, nc := i.Count(a), i.Count(i.Complement(a)); n+nc != 64 {
				return fmt.Sprintf("|a| + |¬a| == %d + %d; want 64\n%s", n, nc, propSideBySide(propBoard("a", a)))
			}
			return ""
		}),
		propForAll2("law/inclusion-exclusion", propGenOcc, propGenOcc, func(i harness.Impl, a, b harness.Bitboard) string {
			u, n, na, nb := i.Count(i.Union(a, b)), i.Count(i.Intersection(a, b)), i.Count(a), i.Count(b)
			if u != na+nb-n {
				return fmt.Sprintf("|a ∪ b| == %d; want |a| + |b| − |a ∩ b| == %d + %d − %d\n%s", u, na, nb, n, propSideBySide(propBoard("a", a), propBoard("b", b)))
			}
			return ""
		}),
		propForAll1("law/iteration matches membership", propGenOcc, propIterationLaw),
		propForAll2("law/iteration stops early", propGenOcc, propGenSquare, func(i harness.Impl, a harness.Bitboard, k harness.Square) string {
			all := slices.Collect(i.Squares(a))
			stop := int(k) % (len(all) + 1)
			var got []harness.Square
			if stop > 0 {
				for s := range i.Squares(a) {
					got = append(got, s)
					if len(got) == stop {
						break
					}
				}
			}
			if !slices.Equal(got, all[:stop]) {
				return fmt.Sprintf("Squares(a) stopped after %d squares gave %v; want %v\n%s", stop, got, all[:stop], propSideBySide(propBoard("a", a)))
			}
			return ""
		}),
		propForAll2("law/with and without", propGenOcc, propGenSquare, func(i harness.Impl, a harness.Bitboard, s harness.Square) string {
			w, wo := i.With(a, s), i.Without(a, s)
			switch {
			case !i.Has(w, s) || i.Has(wo, s):
				return fmt.Sprintf("Has(With(a, %v)) == %v, Has(Without(a, %v)) == %v; want true, false\n%s", s, i.Has(w, s), s, i.Has(wo, s), propSideBySide(propPanel{"a", a, s}))
			case i.Difference(w, wo) != s.Bitboard():
				return propMismatch(propf("With(a, %v) \\ Without(a, %v)", s, s), i.Difference(w, wo), s.Bitboard(), s, propPanel{"a", a, s})
			case i.Count(w) != i.Count(wo)+1:
				return fmt.Sprintf("|With(a, %v)| == %d; want |Without(a, %v)| + 1 == %d\n%s", s, i.Count(w), s, i.Count(wo)+1, propSideBySide(propPanel{"a", a, s}))
			}
			return ""
		}),
		propForAll1("law/shift never wraps", propGenOcc, func(i harness.Impl, a harness.Bitboard) string {
			for _, d := range harness.Directions {
				got := i.Shift(a, d)
				if bad := got & propEntryEdge(d); bad != 0 {
					return fmt.Sprintf("Shift(a, %v) has %v, squares no %v step reaches: it wrapped\n%s",
						d, propSquareList(bad), d, propSideBySide(propBoard("a", a), propBoard("Shift(a, "+d.String()+")", got), propBoard("unreachable", propEntryEdge(d))))
				}
				if bits.OnesCount64(uint64(got)) > bits.OnesCount64(uint64(a)) {
					return fmt.Sprintf("Shift(a, %v) has more squares than a\n%s", d, propSideBySide(propBoard("a", a), propBoard("got", got)))
				}
			}
			return ""
		}),
		propForAll1("law/shift there and back", propGenOcc, func(i harness.Impl, a harness.Bitboard) string {
			for _, d := range harness.Directions {
				back := i.Shift(i.Shift(a, d), d.Opposite())
				if m := propMismatch(propf("Shift(Shift(a, %v), %v); want a minus the squares a %v step leaves the board from:", d, d.Opposite(), d),
					back, a&^propExitEdge(d), harness.NoSquare, propBoard("a", a)); m != "" {
					return m
				}
			}
			return ""
		}),
		propForAll1("law/shift one square", propGenSquare, func(i harness.Impl, s harness.Square) string {
			for _, d := range harness.Directions {
				if m := propMismatch(propf("Shift({%v}, %v)", s, d), i.Shift(s.Bitboard(), d), propStep(s, d).Bitboard(), s); m != "" {
					return m
				}
			}
			return ""
		}),
		propForAll1("law/flip and mirror are involutions", propGenOcc, func(i harness.Impl, a harness.Bitboard) string {
			if m := eq("FlipVertical(FlipVertical(a))", i.FlipVertical(i.FlipVertical(a)), a, propBoard("a", a)); m != "" {
				return m
			}
			if m := eq("MirrorHorizontal(MirrorHorizontal(a))", i.MirrorHorizontal(i.MirrorHorizontal(a)), a, propBoard("a", a)); m != "" {
				return m
			}
			return eq("FlipVertical(MirrorHorizontal(a)) = MirrorHorizontal(FlipVertical(a)): FlipVertical(MirrorHorizontal(a))",
				i.FlipVertical(i.MirrorHorizontal(a)), i.MirrorHorizontal(i.FlipVertical(a)), propBoard("a", a))
		}),
		propForAll1("law/flip and mirror one square", propGenSquare, func(i harness.Impl, s harness.Square) string {
			flipped, mirrored := harness.SquareAt(s.File(), 7-s.Rank()), harness.SquareAt(7-s.File(), s.Rank())
			if m := propMismatch(propf("FlipVertical({%v})", s), i.FlipVertical(s.Bitboard()), flipped.Bitboard(), s); m != "" {
				return m
			}
			return propMismatch(propf("MirrorHorizontal({%v})", s), i.MirrorHorizontal(s.Bitboard()), mirrored.Bitboard(), s)
		}),
	}
}

// propIterationLaw: Squares is strictly ascending, holds exactly the members
// (Has), as many as Count, and starts at First and ends at Last.
func propIterationLaw(i harness.Impl, a harness.Bitboard) string {
	sqs := slices.Collect(i.Squares(a))
	fail := func(format string, args ...any) string {
		return fmt.Sprintf("Squares(a) == %v: ", sqs) + fmt.Sprintf(format, args...) + "\n" + propSideBySide(propBoard("a", a))
	}
	var listed [harness.NumSquares + 1]bool
	for k, s := range sqs {
		if !s.Valid() {
			return fail("yields %v, not a square", s)
		}
		if k > 0 && s <= sqs[k-1] {
			return fail("not strictly ascending at %v", s)
		}
		listed[s] = true
	}
	for s := harness.Square(0); s < harness.NumSquares; s++ {
		if i.Has(a, s) != listed[s] {
			return fail("Has(a, %v) == %v but the iteration lists it: %v", s, i.Has(a, s), listed[s])
		}
	}
	if n := i.Count(a); n != len(sqs) {
		return fail("Count(a) == %d; want %d, the squares iterated", n, len(sqs))
	}
	first, last := harness.NoSquare, harness.NoSquare
	if len(sqs) > 0 {
		first, last = sqs[0], sqs[len(sqs)-1]
	}
	if f, l := i.First(a), i.Last(a); f != first || l != last {
		return fail("First(a), Last(a) == %v, %v; want %v, %v", f, l, first, last)
	}
	return ""
}

// propAttackLaws are laws of attack sets checked on the implementation alone.
func propAttackLaws() []propSpec {
	var ps []propSpec
	for _, sl := range propSliders {
		ps = append(ps, propOfSliders(
			propForAll1("attack/"+sl.name+" own square ignored", propGenSlider, func(i harness.Impl, c arb.Slider) string {
				with, without := sl.op(i, c.Square, c.Occ|c.Square.Bitboard()), sl.op(i, c.Square, c.Occ&^c.Square.Bitboard())
				for _, got := range []harness.Bitboard{with, without} {
					if got&c.Square.Bitboard() != 0 {
						return propMismatch(propf("%s(%v, occ) attacks its own square:", sl.name, c.Square), got, got&^c.Square.Bitboard(), c.Square, propPanel{"occupancy", c.Occ, c.Square})
					}
				}
				return propMismatch(propf("%s(%v, occ ∪ {%v}); want %s(%v, occ \\ {%v}):", sl.name, c.Square, c.Square, sl.name, c.Square, c.Square),
					with, without, c.Square, propPanel{"occupancy", c.Occ, c.Square})
			}),
			propForAll2("attack/"+sl.name+" blocker never adds", propGenSlider, propGenSquare, func(i harness.Impl, c arb.Slider, b harness.Square) string {
				before, after := sl.op(i, c.Square, c.Occ), sl.op(i, c.Square, c.Occ|b.Bitboard())
				if extra := after &^ before; extra != 0 {
					return fmt.Sprintf("%s(%v, occ ∪ {%v}) has %v, not in %s(%v, occ)\n%s", sl.name, c.Square, b, propSquareList(extra), sl.name, c.Square,
						propSideBySide(propPanel{"occupancy", c.Occ, c.Square}, propPanel{"with blocker", after, b}, propPanel{"without", before, c.Square}))
				}
				return ""
			}),
			propForAll2("attack/"+sl.name+" only relevant occupancy", propGenSlider, propGenOcc, func(i harness.Impl, c arb.Slider, junk harness.Bitboard) string {
				rel := sl.relevant[c.Square]
				want := sl.op(i, c.Square, c.Occ&rel)
				if m := propMismatch(propf("%s(%v, occ); want the same as for occ ∩ relevant:", sl.name, c.Square), sl.op(i, c.Square, c.Occ), want,
					c.Square, propPanel{"occupancy", c.Occ, c.Square}, propPanel{"relevant", rel, c.Square}); m != "" {
					return m
				}
				other := c.Occ&rel | junk&^rel
				return propMismatch(propf("%s(%v, occ'); want the same as for occ ∩ relevant:", sl.name, c.Square), sl.op(i, c.Square, other), want,
					c.Square, propPanel{"occ'", other, c.Square}, propPanel{"relevant", rel, c.Square})
			}),
		)...)
	}
	for _, sl := range []*propSlider{propRook, propBishop} {
		// b ∈ A(a, occ) ⇔ a ∈ A(b, occ) holds for every occ: b is attacked
		// from a when a and b share a line with no occupied square strictly
		// between them, which does not depend on a or b themselves being
		// occupied (the attacker's own square is ignored, the target is
		// attacked whether occupied or not). So each b is checked with occ
		// as drawn, with a and b both added, or with both removed, in turn.
		ps = append(ps, propOfSliders(propForAll1("attack/"+sl.name+" symmetric", propGenSlider, func(i harness.Impl, c arb.Slider) string {
			a := c.Square
			for b := harness.Square(0); b < harness.NumSquares; b++ {
				occ, variant := c.Occ, "occ"
				switch b % 3 {
				case 1:
					occ, variant = occ|a.Bitboard()|b.Bitboard(), "occ ∪ {a, b}"
				case 2:
					occ, variant = occ&^(a.Bitboard()|b.Bitboard()), "occ \\ {a, b}"
				}
				from, back := sl.op(i, a, occ), sl.op(i, b, occ)
				if from&b.Bitboard() != 0 != (back&a.Bitboard() != 0) {
					return fmt.Sprintf("with %s: %v ∈ %s(%v, occ) is %v but %v ∈ %s(%v, occ) is %v\n%s",
						variant, b, sl.name, a, from&b.Bitboard() != 0, a, sl.name, b, back&a.Bitboard() != 0,
						propSideBySide(propPanel{"occupancy", occ, a}, propPanel{"from " + a.String(), from, b}, propPanel{"from " + b.String(), back, a}))
				}
			}
			return ""
		}))...)
	}
	ps = append(ps, propOfSliders(
		propForAll1("attack/queen is rook union bishop", propGenSlider, func(i harness.Impl, c arb.Slider) string {
			return propMismatch(propf("QueenAttacks(%v, occ); want RookAttacks ∪ BishopAttacks:", c.Square), i.QueenAttacks(c.Square, c.Occ),
				i.RookAttacks(c.Square, c.Occ)|i.BishopAttacks(c.Square, c.Occ), c.Square, propPanel{"occupancy", c.Occ, c.Square})
		}))...)
	ps = append(ps,
		propForAll1("attack/leaper never attacks own square", propGenSquare, func(i harness.Impl, s harness.Square) string {
			for _, l := range propLeapers {
				if got := l.op(i, s); got&s.Bitboard() != 0 {
					return propMismatch(propf("%s on %v attacks its own square:", l.name, s), got, got&^s.Bitboard(), s)
				}
			}
			return ""
		}),
		propForAll1("attack/pawn colours mirror", propGenSquare, func(i harness.Impl, s harness.Square) string {
			flip := func(b harness.Bitboard) harness.Bitboard { return harness.Bitboard(bits.ReverseBytes64(uint64(b))) }
			fs := harness.SquareAt(s.File(), 7-s.Rank())
			return propMismatch(propf("PawnAttacks(white, %v); want PawnAttacks(black, %v) flipped:", s, fs),
				i.PawnAttacks(harness.White, s), flip(i.PawnAttacks(harness.Black, fs)), s)
		}),
	)
	for _, l := range propLeapers[:2] {
		ps = append(ps, propForAll1("attack/"+l.name+" symmetric", propGenSquare, func(i harness.Impl, a harness.Square) string {
			from := l.op(i, a)
			for b := harness.Square(0); b < harness.NumSquares; b++ {
				back := l.op(i, b)
				if from&b.Bitboard() != 0 != (back&a.Bitboard() != 0) {
					return fmt.Sprintf("%v ∈ %s on %v is %v but %v ∈ %s on %v is %v\n%s", b, l.name, a, from&b.Bitboard() != 0, a, l.name, b, back&a.Bitboard() != 0,
						propSideBySide(propPanel{"from " + a.String(), from, b}, propPanel{"from " + b.String(), back, a}))
				}
			}
			return ""
		}))
	}
	return ps
}
