//go:build !cgo || purego

package native

import "github.com/bitbench/bitbench/harness"

// Without C every reference is unavailable, for stubReason; the lookups
// below are never reached (Ref.check stops every call first).

func unavailable(int, bool) string { return stubReason }

func cBatch(int, bool, Piece, bool, []harness.Bitboard, []harness.Square, []harness.Bitboard) int {
	return 0
}

func cOne(int, bool, Piece, bool, harness.Square, harness.Bitboard) (harness.Bitboard, int) {
	return 0, 0
}

func cChain(int, bool, Piece, []harness.Square, []harness.Bitboard) (last, sum harness.Bitboard, n int) {
	return 0, 0, 0
}

func configLines() []string { return []string{"native: unavailable: " + stubReason} }
