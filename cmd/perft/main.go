// Command perft counts the leaf nodes of the legal move tree of chess
// positions with any registered bitboard implementation, and checks perft
// suites against their published counts.
//
// Usage:
//
//	perft -fen FEN -depth N [-impl NAME|all] [-divide] [-parallel]
//	perft -suite FILE [-depth N] [-max-nodes N] [-impl NAME|all] [-parallel]
//
// With -fen, perft prints perft(N) of one position (6-field FEN or 4-field
// EPD) for each chosen implementation, and exits 1 when implementations
// disagree or one panics (the line MISMATCH says so). -divide prints the count below each legal root move instead,
// sorted by move, then the total; it takes one implementation. -parallel
// splits the root moves across GOMAXPROCS goroutines (counts are identical).
//
// With -suite, perft reads a file in the one-line format
// "FEN ;D1 n ;D2 n …" (see package harness/epd) and checks every listed
// depth. -depth caps the depths checked; -max-nodes skips any depth whose
// expected count exceeds N (0, the default, means no cap). A position whose
// depths are all excluded is counted as skipped. Standard output is
// deterministic: one line per failure
//
//	FAIL line 4: depth 2: expected 401, got 400 (impl naive): FEN
//
// (only the first failing depth of each position and implementation is
// checked and reported; deeper ones would only repeat it; a panic in the
// move generator is reported the same way, with its message, and the run goes
// on, except under -parallel, where it ends the program), one REJECTED line
// per position the FEN parser refuses (an impossible position is not a
// failure), one MALFORMED line per line of the file that cannot be read, and
// a final line "N passed, M failed" followed by ", K rejected", ", S skipped"
// and ", L malformed" when those are not zero. A position passes when every
// checked depth matches for every chosen implementation. Progress (every few
// seconds) and timing (nodes and nodes per second, per implementation) go to
// standard error.
//
// -impl names one registered implementation, several separated by commas, or
// "all"; the default is "naive", the reference, which is the slowest.
//
// Exit status: 0 when everything checked passed, and for -h; 1 on a failed
// count, a malformed suite line, a disagreement between implementations or an
// unreadable file; 2 when the command line is wrong (unknown flag or
// implementation, negative depth, both or neither of -fen and -suite, a -fen
// the parser rejects, flags that do not apply to the mode).
package main

import (
	"os"

	_ "github.com/bitbench/bitbench/impl/all"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
