package conformance

// The laws of attack sets, on the implementation alone.

import (
	"fmt"
	"math/bits"

	"github.com/bitbench/bitbench/conformance/internal/arb"
	"github.com/bitbench/bitbench/harness"
)

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
