// Command perft counts the leaf nodes of the legal move tree of chess
// positions with any registered bitboard implementation, and checks perft
// suites against their published counts.
//
// Usage:
//
//	perft -fen FEN -depth N [-impl NAME|all] [-divide] [-parallel]
//	perft -suite FILE [-depth N] [-max-nodes N] [-impl NAME|all] [-parallel] [-v] [-allow-empty]
//
// -depth is at most MaxFlagDepth (20): perft grows about thirty times per
// ply, so nothing deeper could finish. Suite lines may list depths up to
// epd.MaxDepth (99); those beyond MaxFlagDepth are skipped as -depth 20
// would skip them. A count stops as soon as it passes the line's published
// value ("FAIL … got more (stopped at N)"), so a wrong small count cannot
// start a search that never ends. A suite file is at most 64 MB, and at
// most 1,000 malformed lines are reported one by one (chess/epd). -max-nodes
// is at most 10^15.
//
// With -fen, perft prints perft(N) of one position (6-field FEN or 4-field
// EPD) for each chosen implementation. An implementation that panics gets a
// line "PANIC: impl NAME: perft(N) of "FEN": message" instead of a count, and
// the others still run; when two counts differ the last line is "MISMATCH:
// implementations disagree". Either makes the exit status 1. -divide prints
// the count below each legal root move instead, sorted by move, then the
// total; it takes one implementation. -parallel splits the root moves across
// GOMAXPROCS goroutines (counts are identical; a panic in a worker is
// reported the same way).
//
// With -suite, perft reads a file in the one-line format
// "FEN ;D1 n ;D2 n …" (see package chess/epd; a UTF-8 byte order mark at
// the start is ignored) and checks every listed depth. -depth caps the depths
// checked; -max-nodes skips any depth whose expected count exceeds N (0, the
// default, means no cap). A position whose depths are all excluded is
// skipped; -v prints a line for each one:
//
//	SKIPPED line 15: D6 over -max-nodes 100000: "FEN"
//
// Standard output is deterministic: one line per failure
//
//	FAIL line 4: depth 2: expected 401, got 400 (impl naive): "FEN"
//	PANIC line 4: depth 2: impl naive: message: "FEN"
//
// (only the first failing depth of each position and implementation is
// checked and reported; deeper ones would only repeat it; a PANIC counts as
// a failure and the run goes on), one REJECTED line per position the FEN
// parser refuses (an impossible position is not a failure), one MALFORMED
// line per line of the file that cannot be read, and a final line "N passed,
// M failed" followed by ", K rejected", ", S skipped" and ", L malformed"
// when those are not zero. A position passes when every checked depth
// matches for every chosen implementation. Echoed FENs are quoted and cut to
// about 80 characters. Progress (every few seconds) and timing (nodes and
// nodes per second, per implementation) go to standard error.
//
// A suite run that checks nothing (an empty file, every position rejected or
// skipped, -depth 0) fails, saying so on standard error, unless -allow-empty
// is given: a typo in a path or a flag should not pass silently.
//
// -impl names one registered implementation, several separated by commas, or
// "all"; the default is "naive", the reference, which is the slowest.
//
// Exit status: 0 when everything checked passed, and for -h; 1 on a failed
// count, a panic, a malformed suite line, a disagreement between
// implementations, a suite that checked nothing (without -allow-empty), or
// a suite file that cannot be read (missing, or a directory); 2 when the
// command line is wrong (unknown flag or implementation, a depth outside 0…20,
// an empty -fen, both or neither of -fen and -suite, a -fen the parser
// rejects, flags that do not apply to the mode) and when the environment
// variable BITBENCH_PEXT holds a bad value (checked first, before anything
// runs).
package main

import (
	"os"

	_ "github.com/bitbench/bitbench/impl/all"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }
