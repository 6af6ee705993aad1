//go:build !amd64 || purego

package pext

import "github.com/bitbench/bitbench/harness"

// haveBMI2 is false: without the amd64 assembly there is no hardware path.
const haveBMI2 = false

// asm is false: this build has no PEXTQ assembly.
const asm = false

// pextq stands in for the instruction so that the shared code compiles. It is
// never reached, because SetMode refuses Hardware here, and it is correct
// anyway.
func pextq(x, mask uint64) uint64 { return softPEXT(x, mask) }

// pextAuto and pextHard are the software walk here: the only path.
func pextAuto(x, mask uint64) uint64 { return softPEXT(x, mask) }

func pextHard(x, mask uint64) uint64 { return softPEXT(x, mask) }

// batchHW stands in for the assembly loop, like pextq: unreachable, and
// correct (it runs the software batch).
func (t *slider) batchHW(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) int {
	return t.batchSoft(dst, sqs, occs)
}
