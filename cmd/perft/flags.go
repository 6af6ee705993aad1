package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/limits"
	"github.com/bitbench/bitbench/internal/safefile"
)

// options is a parsed, validated command line.
type options struct {
	fenMode    bool           // -fen was given: one position, not a suite
	fen        string         // -fen, the single position
	suite      string         // -suite, the suite file
	depth      int            // -depth; -1 when not given
	impls      []harness.Impl // from -impl, in registry order for "all"
	divide     bool           // -divide
	parallel   bool           // -parallel
	maxNodes   uint64         // -max-nodes; 0 means no cap
	verbose    bool           // -v: name the skipped positions
	allowEmpty bool           // -allow-empty: a suite that checks nothing passes

	// progressEvery is the least time between two progress lines on
	// standard error in suite mode; tests set it to 0 for a line per position.
	progressEvery time.Duration
}

// MaxFlagDepth is the largest -depth the command accepts. Perft grows about
// thirty times per ply: depth 20 from the start position is about 10^28
// nodes, beyond any machine, so a larger value is a typing mistake. Suite
// lines may still list depths up to epd.MaxDepth; deeper ones than this are
// skipped as -depth skips them, and a count stops once it passes the
// line's published value (countCapped).
const MaxFlagDepth = 20

// errUsage marks errors in the command line; run exits 2 on them.
var errUsage = errors.New("usage")

// errReported marks the usage errors the flag package has already written
// to stderr, with the usage text.
var errReported = fmt.Errorf("%w: reported by the flag package", errUsage)

// parseArgs parses and checks the command line. Every error wraps errUsage
// and says which flag is wrong; flag's own messages and the usage text go to
// stderr, the usage that -h asks for to stdout (the error then wraps
// flag.ErrHelp).
func parseArgs(args []string, stdout, stderr io.Writer) (options, error) {
	fs := cli.NewFlagSet("perft", "usage: perft -fen FEN -depth N [-impl NAME|all] [-divide] [-parallel]\n"+
		"       perft -suite FILE [-depth N] [-max-nodes N] [-impl NAME|all] [-parallel]\n"+
		"             [-v] [-allow-empty]")
	fs.Footer = "exit status: 0 every count checked is right; 1 a wrong count, a malformed line, a disagreement or an I/O error; 2 bad usage"
	var o options
	var implFlag string
	fs.StringVar(&o.fen, "fen", "", "the `position` to count, as a 6-field FEN or 4-field EPD")
	fs.StringVar(&o.suite, "suite", "", "a perft suite `file` in the format \"FEN ;D1 n ;D2 n …\"")
	limits.IntVar(fs.FlagSet, &o.depth, "depth", 0, 0, MaxFlagDepth, "", "`plies` to search with -fen; with -suite, the deepest depth checked (default: all, up to the maximum)")
	fs.StringVar(&implFlag, "impl", "naive", "implementation `name`, names separated by commas, or \"all\"")
	fs.BoolVar(&o.divide, "divide", false, "with -fen: print the count below each root move")
	fs.BoolVar(&o.parallel, "parallel", false, "split each count across GOMAXPROCS goroutines")
	var maxNodes int
	limits.IntVar(fs.FlagSet, &maxNodes, "max-nodes", 0, 0, maxNodesFlag, "0: no cap", "with -suite: skip depths whose expected count exceeds `N`")
	fs.BoolVar(&o.verbose, "v", false, "with -suite: print a SKIPPED line for each position left unchecked by -depth or -max-nodes")
	fs.BoolVar(&o.allowEmpty, "allow-empty", false, "with -suite: exit 0 even when no position was checked")
	o.progressEvery = 2 * time.Second

	if err := fs.Parse(args, stdout, stderr); err != nil {
		return options{}, fmt.Errorf("%w: %w", errReported, err)
	}
	o.maxNodes = uint64(maxNodes) // 0 to maxNodesFlag
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if !set["depth"] {
		o.depth = -1 // no cap in suite mode; -fen requires -depth
	}
	bad := func(format string, a ...any) (options, error) {
		return options{}, fmt.Errorf("%w: %s (perft -h for help)", errUsage, fmt.Sprintf(format, a...))
	}
	o.fenMode = set["fen"]
	switch {
	case fs.NArg() > 0:
		return bad("unexpected argument %s (quote the FEN: -fen \"…\")", harness.Excerpt(fs.Arg(0)))
	case set["fen"] && set["suite"]:
		return bad("give -fen or -suite, not both")
	case !set["fen"] && !set["suite"]:
		return bad("give -fen FEN or -suite FILE")
	case set["fen"] && strings.TrimSpace(o.fen) == "":
		return bad("-fen %s: the position is empty; give a FEN, quoted: -fen \"rnbqkbnr/… w KQkq - 0 1\"", harness.Excerpt(o.fen))
	case set["suite"] && o.suite == "":
		return bad("-suite \"\": the file name is empty")
	case set["fen"] && !set["depth"]:
		return bad("-fen needs -depth N")
	case set["fen"] && set["max-nodes"]:
		return bad("-max-nodes applies to -suite only")
	case set["fen"] && (o.verbose || o.allowEmpty):
		return bad("-v and -allow-empty apply to -suite only")
	case set["suite"] && o.divide:
		return bad("-divide applies to -fen only")
	case o.divide && o.parallel:
		return bad("-divide and -parallel do not combine")
	case o.divide && o.depth < 1:
		return bad("-divide needs -depth 1 or more")
	}
	impls, err := chooseImpls(implFlag)
	if err != nil {
		return bad("-impl: %v", err)
	}
	if o.divide && len(impls) != 1 {
		return bad("-divide takes one implementation, not %d", len(impls))
	}
	o.impls = impls
	if set["suite"] {
		if err := safefile.Check("-suite", o.suite, maxSuiteBytes); err != nil {
			return options{}, fmt.Errorf("%w: %w", errUsage, err)
		}
	}
	return o, nil
}

// chooseImpls resolves the -impl value: "all", or names separated by commas,
// each registered, none twice.
func chooseImpls(value string) ([]harness.Impl, error) {
	if value == "all" {
		all := harness.All()
		if len(all) == 0 {
			return nil, errors.New("no implementation is registered")
		}
		return all, nil
	}
	var impls []harness.Impl
	seen := map[string]bool{}
	for _, name := range strings.Split(value, ",") {
		name = strings.TrimSpace(name)
		if seen[name] {
			return nil, fmt.Errorf("%s named twice", harness.Excerpt(name))
		}
		seen[name] = true
		impl, err := harness.Lookup(name)
		if err != nil {
			// Lookup echoes the whole name; a long one is cut here.
			return nil, fmt.Errorf("no implementation %s (registered: %s), or all", harness.Excerpt(name), strings.Join(harness.Names(), ", "))
		}
		impls = append(impls, impl)
	}
	return impls, nil
}
