package conformance

// The properties of agreement: every method against the reference.

import (
	"fmt"
	"slices"

	"github.com/bitbench/bitbench/conformance/internal/arb"
	"github.com/bitbench/bitbench/harness"
)

// propNamedOp is a method expression with the name its property reports.
type propNamedOp[F any] struct {
	name string
	f    F
}

// propAgreement compares every method with the reference ref.
func propAgreement(ref harness.Impl) []propSpec {
	var ps []propSpec
	for _, op := range []propNamedOp[propBinaryOp]{
		{"Union", harness.Impl.Union},
		{"Intersection", harness.Impl.Intersection},
		{"Difference", harness.Impl.Difference},
	} {
		ps = append(ps, propForAll2("agree/"+op.name, propGenOcc, propGenOcc, func(impl harness.Impl, a, b harness.Bitboard) string {
			return propMismatch(propf("%s(a, b)", op.name), op.f(impl, a, b), op.f(ref, a, b), harness.NoSquare, propBoard("a", a), propBoard("b", b))
		}))
	}
	for _, op := range []propNamedOp[propUnaryOp]{
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
