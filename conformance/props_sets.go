package conformance

// The laws of sets: algebra, iteration, shifts and flips, on the
// implementation alone.

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/bitbench/bitbench/harness"
)

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
