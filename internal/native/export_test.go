package native

import "github.com/bitbench/bitbench/harness"

// One makes one lookup of p through r's batch loop, a batch of one whose
// arrays are in C's memory (cOne): the answer and the error of a
// one-element batch, without allocating its slices. The kit's single
// lookups in native_test call it.
func (r Ref) One(p Piece, s harness.Square, occ harness.Bitboard) (harness.Bitboard, error) {
	if err := r.check("One", p, 1, 1, 1); err != nil {
		return 0, err
	}
	if att, n := cOne(r.tech, r.clang, p, r.vec, s, occ); n == 1 {
		return att, nil
	}
	return 0, r.squareError("One", []harness.Square{s}, 0)
}
