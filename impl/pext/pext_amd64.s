//go:build amd64 && !purego

#include "textflag.h"

// Go's assembler writes BMI2 operands source-first:
//	PEXTQ mask, src, dst	(Intel: PEXT dst, src, mask)

// func pextq(x, mask uint64) uint64
TEXT ·pextq(SB), NOSPLIT, $0-24
	MOVQ  x+0(FP), AX
	MOVQ  mask+8(FP), BX
	PEXTQ BX, AX, AX
	MOVQ  AX, ret+16(FP)
	RET

// func pextAuto(x, mask uint64) uint64
//
// PEXT(x, mask) on Impl's path: the PEXTQ instruction while ·hardware is
// true, else pextLoop. Go calls an assembly function directly through its
// ABI0 entry; a call through a func value goes through an ABI wrapper
// besides, which stores the register arguments to the stack, calls the
// ABI0 entry, and restores X15 and R14 after it (go tool objdump shows
// both). So Impl and Hard call these two functions, not a func variable,
// and the path is a test of one byte.
TEXT ·pextAuto(SB), NOSPLIT, $0-24
	CMPB  ·hardware(SB), $0
	JEQ   soft
	MOVQ  x+0(FP), AX
	MOVQ  mask+8(FP), BX
	PEXTQ BX, AX, AX
	MOVQ  AX, ret+16(FP)
	RET
soft:
	JMP ·pextLoop(SB)

// func pextHard(x, mask uint64) uint64
//
// PEXT(x, mask) for Hard: PEXTQ wherever ·haveBMI2, else pextLoop. The
// same body as pextAuto with another path byte, written out: the assembler
// has no conditional jump to another function, and a shared tail would
// cost the hardware path one more jump per lookup.
TEXT ·pextHard(SB), NOSPLIT, $0-24
	CMPB  ·haveBMI2(SB), $0
	JEQ   soft
	MOVQ  x+0(FP), AX
	MOVQ  mask+8(FP), BX
	PEXTQ BX, AX, AX
	MOVQ  AX, ret+16(FP)
	RET
soft:
	JMP ·pextLoop(SB)

// func pextLoop(x, mask uint64) uint64
//
// softPEXT in assembly, the same walk: for the k-th set bit of mask, lowest
// first, bit k of the result is the bit of x there, moved without a branch.
TEXT ·pextLoop(SB), NOSPLIT, $0-24
	MOVQ x+0(FP), AX
	MOVQ mask+8(FP), BX
	XORQ DX, DX // out
	XORQ CX, CX // k

next:
	TESTQ   BX, BX
	JEQ     done
	BSFQ    BX, R8      // the lowest set bit of mask
	BTQ     R8, AX      // its bit of x, into the carry flag
	SETCS   R9
	MOVBQZX R9, R9
	SHLQ    CX, R9      // moved to bit k
	ORQ     R9, DX
	INCQ    CX
	LEAQ    -1(BX), R10
	ANDQ    R10, BX     // clear the lowest set bit of mask
	JMP     next

done:
	MOVQ DX, ret+16(FP)
	RET

// func batchBMI2(dst *harness.Bitboard, sqs *harness.Square, occs *harness.Bitboard, n int, sq *[64]entry, attacks *harness.Bitboard) int
//
// entry is {mask uint64; base uint64}: 16 bytes, mask at 0, base at 8.
// One lookup per iteration: unrolling by four (one test for four squares)
// measured no faster on Zen 3, so the loop stays plain.
TEXT ·batchBMI2(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ sqs+8(FP), SI
	MOVQ occs+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ sq+32(FP), R8
	MOVQ attacks+40(FP), R9
	XORQ AX, AX                // i = 0

loop:
	CMPQ    AX, CX
	JGE     done
	MOVBQZX (SI)(AX*1), BX     // square sqs[i]
	CMPQ    BX, $64
	JAE     done               // not a square: stop, the caller reports it
	SHLQ    $4, BX             // byte offset of sq[square]
	MOVQ    (DX)(AX*8), R10    // occs[i]
	PEXTQ   0(R8)(BX*1), R10, R10 // index = PEXT(occ, mask)
	ADDQ    8(R8)(BX*1), R10   // + base
	MOVQ    (R9)(R10*8), R10   // attacks[base + index]
	MOVQ    R10, (DI)(AX*8)    // dst[i]
	INCQ    AX
	JMP     loop

done:
	MOVQ AX, ret+48(FP)
	RET
