//go:build amd64 && !purego

#include "textflag.h"

// Go's assembler writes BMI2 operands source-first:
//	PEXTQ mask, src, dst	(Intel: PEXT dst, src, mask)
// Each function tests ·hw and, when it is false, jumps to the Go function
// of the same signature (the toolchain gives it an ABI0 entry), which
// returns to the caller itself.

// func extract1(x, m uint64) uint64
TEXT ·extract1(SB), NOSPLIT, $0-24
	CMPB  ·hw(SB), $0
	JEQ   soft
	MOVQ  x+0(FP), AX
	MOVQ  m+8(FP), BX
	PEXTQ BX, AX, AX
	MOVQ  AX, ret+16(FP)
	RET
soft:
	JMP ·soft1(SB)

// func extract2(x, m1, m2 uint64) (a, b uint64)
TEXT ·extract2(SB), NOSPLIT, $0-40
	CMPB  ·hw(SB), $0
	JEQ   soft
	MOVQ  x+0(FP), AX
	MOVQ  m1+8(FP), BX
	MOVQ  m2+16(FP), CX
	PEXTQ BX, AX, BX
	PEXTQ CX, AX, CX
	MOVQ  BX, a+24(FP)
	MOVQ  CX, b+32(FP)
	RET
soft:
	JMP ·soft2(SB)

// func extract3(x, m1, m2, m3 uint64) (a, b, c uint64)
TEXT ·extract3(SB), NOSPLIT, $0-56
	CMPB  ·hw(SB), $0
	JEQ   soft
	MOVQ  x+0(FP), AX
	MOVQ  m1+8(FP), BX
	MOVQ  m2+16(FP), CX
	MOVQ  m3+24(FP), DX
	PEXTQ BX, AX, BX
	PEXTQ CX, AX, CX
	PEXTQ DX, AX, DX
	MOVQ  BX, a+32(FP)
	MOVQ  CX, b+40(FP)
	MOVQ  DX, c+48(FP)
	RET
soft:
	JMP ·soft3(SB)
