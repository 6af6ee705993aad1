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

// func batchBMI2(dst *harness.Bitboard, sqs *harness.Square, occs *harness.Bitboard, n int, sq *[64]entry, attacks *harness.Bitboard) int
//
// entry is {mask uint64; base uint64}: 16 bytes, mask at 0, base at 8.
// The main loop does four lookups per iteration after one test that all
// four squares are below 64 (no byte has bit 6 or 7 set); the tail loop does
// the rest one at a time, and finds the exact index of a bad square.
TEXT ·batchBMI2(SB), NOSPLIT, $0-56
	MOVQ dst+0(FP), DI
	MOVQ sqs+8(FP), SI
	MOVQ occs+16(FP), DX
	MOVQ n+24(FP), CX
	MOVQ sq+32(FP), R8
	MOVQ attacks+40(FP), R9
	XORQ AX, AX                // i = 0
	MOVQ CX, R13
	ANDQ $-4, R13              // n rounded down to a multiple of 4

quad:
	CMPQ  AX, R13
	JGE   one
	MOVL  (SI)(AX*1), BX       // sqs[i…i+3]
	TESTL $0xC0C0C0C0, BX
	JNE   one                  // a value of 64 or more among them

#define LOOKUP(k) \
	MOVBQZX k(SI)(AX*1), BX \
	SHLQ    $4, BX \
	MOVQ    (8*k)(DX)(AX*8), R10 \
	PEXTQ   0(R8)(BX*1), R10, R10 \
	ADDQ    8(R8)(BX*1), R10 \
	MOVQ    (R9)(R10*8), R10 \
	MOVQ    R10, (8*k)(DI)(AX*8)

	LOOKUP(0)
	LOOKUP(1)
	LOOKUP(2)
	LOOKUP(3)
	ADDQ $4, AX
	JMP  quad

one:
	CMPQ    AX, CX
	JGE     done
	MOVBQZX (SI)(AX*1), BX     // square sqs[i]
	CMPQ    BX, $64
	JAE     done               // not a square: stop, the caller reports it
	LOOKUP(0)
	INCQ    AX
	JMP     one

done:
	MOVQ AX, ret+48(FP)
	RET
