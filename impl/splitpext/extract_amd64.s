//go:build amd64 && !purego

#include "textflag.h"
#include "go_asm.h"

// Go's assembler writes BMI2 operands source-first:
//	PEXTQ mask, src, dst	(Intel: PEXT dst, src, mask)
//	SHRXQ count, src, dst	(Intel: SHRX dst, src, count)
// Each lookup tests ·hw and, when it is false, jumps to the Go function of
// the same signature (the toolchain gives it an ABI0 entry), which returns
// to the caller itself. The table offsets come from go_asm.h.

// LINES sets DX to &·tab.sq[s&63], with s in CX (left masked) and the
// table's address in SI.
#define LINES \
	ANDQ   $63, CX \
	LEAQ   ·tab(SB), SI \
	IMUL3Q $lines__size, CX, DX \
	ADDQ   SI, DX

// START takes the software path (the label soft) unless ·hw, loads occ
// into AX and s into CX, clears the result R8 and sets DX by LINES.
#define START \
	CMPB ·hw(SB), $0 \
	JEQ  soft \
	MOVQ occ+0(FP), AX \
	MOVQ s+8(FP), CX \
	XORQ R8, R8 \
	LINES

// LOOK ORs the attacks of the line at offset off of *DX for occupancy AX
// into R8, with BX as scratch.
#define LOOK(off) \
	MOVQ  (off+line_mask)(DX), BX \
	PEXTQ BX, AX, BX \
	ORQ   (off+line_attacks)(DX)(BX*8), R8

// RANK ORs the rank attacks of square CX for occupancy AX into R8, with
// DI, R9 and R10 as scratch.
#define RANK \
	MOVQ  CX, DI \
	ANDQ  $56, DI \
	SHRXQ DI, AX, R9 \
	SHRQ  $1, R9 \
	ANDQ  $63, R9 \
	MOVQ  CX, R10 \
	ANDQ  $7, R10 \
	SHLQ  $6, R10 \
	ADDQ  R9, R10 \
	MOVBQZX tables_rank(SI)(R10*1), R9 \
	SHLXQ DI, R9, R9 \
	ORQ   R9, R8

// func rookLookup(occ, s uint64) uint64
TEXT ·rookLookup(SB), NOSPLIT, $0-24
	START
	LOOK(lines_file)
	RANK
	MOVQ R8, ret+16(FP)
	RET
soft:
	JMP ·rookSoft(SB)

// func bishopLookup(occ, s uint64) uint64
TEXT ·bishopLookup(SB), NOSPLIT, $0-24
	START
	LOOK(lines_diag)
	LOOK(lines_anti)
	MOVQ R8, ret+16(FP)
	RET
soft:
	JMP ·bishopSoft(SB)

// func queenLookup(occ, s uint64) uint64
TEXT ·queenLookup(SB), NOSPLIT, $0-24
	START
	LOOK(lines_file)
	LOOK(lines_diag)
	LOOK(lines_anti)
	RANK
	MOVQ R8, ret+16(FP)
	RET
soft:
	JMP ·queenSoft(SB)
