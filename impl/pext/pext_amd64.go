//go:build amd64 && !purego

package pext

import (
	xcpu "golang.org/x/sys/cpu"

	"github.com/bitbench/bitbench/harness"
)

// haveBMI2 reports whether the CPU executes PEXTQ (x/sys/cpu reads CPUID once).
var haveBMI2 = xcpu.X86.HasBMI2

// asm is true: this build has the PEXTQ assembly.
const asm = true

// pextq returns PEXT(x, mask) with the BMI2 instruction. It is implemented in
// pext_amd64.s and must only run when haveBMI2 is true.
func pextq(x, mask uint64) uint64

// pextAuto returns PEXT(x, mask) on Impl's current path: the instruction
// while hardware is true, else the software walk (pextLoop). Implemented in
// pext_amd64.s, and called directly (never as a func value) so that the call
// takes no ABI wrapper.
func pextAuto(x, mask uint64) uint64

// pextHard returns PEXT(x, mask) for Hard: the instruction where haveBMI2,
// else the software walk. Implemented in pext_amd64.s.
func pextHard(x, mask uint64) uint64

// pextLoop is softPEXT in assembly, the fallback of pextAuto and pextHard.
func pextLoop(x, mask uint64) uint64

// batchHW runs batchBMI2 over equal-length dst, sqs and occs and returns
// how many elements it wrote (fewer than len(sqs) at a bad square).
func (t *slider) batchHW(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) int {
	if len(sqs) == 0 {
		return 0
	}
	return batchBMI2(&dst[0], &sqs[0], &occs[0], len(sqs), &t.sq, &t.attacks[0])
}

// batchBMI2 looks up dst[i] = attacks[sq[sqs[i]].base + PEXT(occs[i], sq[sqs[i]].mask)]
// for i = 0, 1, … up to n, the loop and the PEXTQ inside assembly. It stops
// early at the first square that is not below 64 and returns how many
// elements it wrote. Callers guarantee that dst, sqs and occs hold n
// elements and that the table is complete. Implemented in pext_amd64.s.
//
//go:noescape
func batchBMI2(dst *harness.Bitboard, sqs *harness.Square, occs *harness.Bitboard, n int, sq *[harness.NumSquares]entry, attacks *harness.Bitboard) int
