// Package repocheck holds checks of what the repository tracks, rather than
// of what its code does: that no built executable is committed, that no
// tracked file is large without being named as allowed, and that the gate's
// code (SizeLimited) keeps its files and functions small (Oversized).
//
// A built command committed by mistake (go build ./cmd/X leaves one in the
// working directory) bloats every clone forever and can be stale against the
// source beside it. Binary reports the executable format of a file's first
// bytes: ELF, Mach-O (thin or universal) or PE (an MZ header whose
// e_lfanew points at "PE\0\0"). The package's test runs it over every file
// `git ls-files` lists, and fails on any executable and on any file over
// MaxBytes that is not in Allowed.
package repocheck

import (
	"bytes"
	"encoding/binary"
)

// MaxBytes is the largest tracked file allowed without a line in Allowed:
// 1 MiB.
const MaxBytes = 1 << 20

// Allowed lists the tracked paths that may be larger than MaxBytes, each
// with why.
var Allowed = map[string]string{
	"results/amd-epyc-zen4/2026-12-01-eddbdb9.txt":                       "a whole make bench run of 26 techniques and 18 native references, raw: results files are never rewritten",
	"results/amd-epyc-zen4/2026-12-01-53cda6f.txt":                       "the same after issue 21's counter work, raw: results files are never rewritten",
	"results/amd-epyc-zen4/2026-12-01-82374f4.txt":                       "the same after issue 21's children without a move list, raw: results files are never rewritten",
	"results/amd-epyc-zen4/2026-12-01-58f9f8a.txt":                       "the same with issue 21's final counter, raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-02-7ab5c8f.txt":       "a whole make bench run on Zen 5, the same rows with the avx512 and gfni ones, raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-03-f1d4a65.txt":       "the same after magic's smaller table and the counts in separate launches, raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-3570c4d.txt":       "the measuring engine's first full run (9 min, 1,130 rows), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-3570c4d-dirty.txt": "the same commit's second run, right after (-dirty: the first run's file was untracked), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-6d08e18.txt":       "the engine with 10 ms slices (7 min budget, 24 rounds), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-a9cc817.txt":       "the same after black magic's smaller table (99,391 slots), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-f226dc1.txt":       "the 10 ms engine's 9-minute run before the quiet-host rule, raw: docs/benchmarks.md measures the rule on it",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-f226dc1-2.txt":     "the same commit's second run, right after, raw: the pair docs/benchmarks.md compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-ae07cf8.txt":       "the engine with the quiet-host rule (9 min, 41 rounds), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-04-ae07cf8-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-9663488.txt":       "after the magics', kindergarten's, sissy's and switches' fixes and the per-CPU reference of parallel launches (9 min, 49 rounds), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-401d8d6.txt":       "perft in slices, table builds by thread CPU time, naive's native rows (9 min budget, 7 min 24 s with the build), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-401d8d6-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-8fd4ec7.txt":       "the first run marking drifting rows rather than noisy ones (9 min, 35 rounds, host quiet 62% of the time), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-8fd4ec7-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-0d86e6f.txt":       "the first run with the rescue (the last third of the budget for the rows still marked), in rounds of those rows alone, raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-0d86e6f-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-81c02c0.txt":       "the rescue in rounds of at least 150 rows (9 min, 97 rounds), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-81c02c0-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-ea54ef8.txt":       "revisits of the rows that stopped (9 min, 83 rounds), raw: results files are never rewritten",
	"results/oxide-virtual-turin-like-zen5/2026-12-05-ea54ef8-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-79f1045.txt":       "launches on both CPUs by turns, row by row, names padded per launch (9 min, 72 rounds), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-79f1045-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-8a18edc.txt":       "drifts marked beyond their noise only, the rescue's rows three slices a round (9 min, 72 rounds), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-8a18edc-2.txt":     "the same commit's second run, right after, raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-66d1ff5.txt":       "the engine of 8a18edc again, the next pair (9 min, 55 rounds), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-829310e.txt":       "the same engine for make bench (quick, marks and refusals changed), the third pair (9 min, 56 rounds), raw",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-829310e-dirty.txt": "its second run, right after (the first file untracked in the tree), raw: the pair bench -reproduce compares",
	"results/oxide-virtual-turin-like-zen5/2026-12-06-66d1ff5-dirty.txt": "the same code's second run, right after (only docs/benchmarks.md edited), raw: the pair bench -reproduce compares",
	"results/amd-epyc-zen4/2026-12-06-1c9cc27.txt":                       "the engine with the stretches' mark, on Zen 4 (9 min, 64 rounds), raw: results files are never rewritten",
	"results/amd-epyc-zen4/2026-12-06-1c9cc27-dirty.txt":                 "its second run, right after (the first file untracked in the tree), raw: the pair bench -reproduce compares",
}

// Binary returns the executable format whose header head begins with
// ("ELF", "Mach-O", "Mach-O universal", "PE"), or "" for anything else.
// head should hold the file's first 512 bytes or all of a shorter file; a
// PE header further in than head reaches is not recognised.
func Binary(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte{0x7f, 'E', 'L', 'F'}):
		return "ELF"
	case len(head) >= 4 && isMachO(binary.BigEndian.Uint32(head)):
		return "Mach-O"
	case bytes.HasPrefix(head, []byte{0xca, 0xfe, 0xba, 0xbe}) && len(head) >= 8 && binary.BigEndian.Uint32(head[4:]) < 32:
		// Universal binaries count their architectures in the next word;
		// a Java class file, which shares the magic, has its version there.
		return "Mach-O universal"
	case bytes.HasPrefix(head, []byte("MZ")) && len(head) >= 0x40:
		off := binary.LittleEndian.Uint32(head[0x3c:])
		if uint64(off)+4 <= uint64(len(head)) && bytes.Equal(head[off:off+4], []byte("PE\x00\x00")) {
			return "PE"
		}
	}
	return ""
}

// isMachO reports whether magic, read big-endian, is a thin Mach-O header
// of either word size and byte order.
func isMachO(magic uint32) bool {
	switch magic {
	case 0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe:
		return true
	}
	return false
}
