// Command mergeresults adds the results files of downloaded fleet
// artifacts to the results tree:
//
//	go run ./cmd/mergeresults [-results dir] artifacts...
//
// Each argument is a directory holding <cpu>/<YYYY-MM-DD>-<commit>.txt files
// (<YYYY-MM-DD>-<commit>-v3.txt, -pgo.txt for the other builds)
// at any depth, as the fleet workflow's artifacts do once downloaded (one
// directory per artifact). Every file goes to <dir>/<cpu>/ under its own
// name. Nothing is overwritten, and nothing is merged unless everything can
// be: a file whose CPU identity lines (cpu-vendor, cpu-family, cpu-model,
// cpu-stepping, uarch) differ from a file of its CPU directory, or whose
// name is taken there by different content, or whose name says another
// build than its configuration lines (a -v3 or -pgo name on a default-build
// file, or the reverse; a file without goamd64 or pgo lines is of the
// default build, v1), or whose content is already under another CPU
// folder (or comes in under two), stops the merge with a message naming
// the files. A file whose content is already in its folder is skipped with
// a message; unfinished runs (*.partial), symbolic links and other files
// that are not regular are skipped too, each with a line that says why.
// Configuration lines that conflict within a file (goamd64 v1, then v3: two
// builds' runs in one file; two compilers, two commits, two CPU
// identities) stop the merge, naming both lines, as does a file without
// CPU identity lines (internal/results.Identity). Files are read one at a
// time. A name that begins with a date and ends in .txt but whose commit
// is not letters and digits joined by '-' stops it too, quoted. An
// artifacts folder named through a symbolic link is followed. Every
// destination folder is checked before anything is written, and should a
// write fail all the same, the files written are removed. See
// internal/results.Merge.
//
// `make merge-results ARTIFACTS=dir` runs it, then regenerates the report.
//
// Exit status: 0 when merged (or nothing new), 2 for a clash, a duplicate
// name, an unreadable or malformed file, or bad usage.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/results"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command: it parses args, merges, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("mergeresults", "usage: mergeresults [-results dir] artifacts...")
	fs.Footer = "exit status: 0 merged (or nothing new); 2 a clash, a duplicate name, an unreadable or malformed file, or bad usage"
	root := fs.String("results", "results", "results `directory` to merge into, one subdirectory per CPU")
	if err := fs.Parse(args, stdout, stderr); err != nil {
		return cli.ParseStatus(err)
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "mergeresults: name at least one directory of downloaded artifacts")
		fs.PrintUsage(stderr)
		return cli.ExitUsage
	}
	for _, a := range fs.Args() {
		if info, err := os.Stat(a); err != nil || !info.IsDir() {
			fmt.Fprintf(stderr, "mergeresults: %s: not a directory of artifacts\n", a)
			return cli.ExitUsage
		}
	}
	written, err := results.Merge(*root, fs.Args(), stdout)
	if err != nil {
		fmt.Fprintln(stderr, "mergeresults:", err)
		return cli.ExitUsage
	}
	fmt.Fprintf(stdout, "merged %d new results file(s) into %s\n", len(written), *root)
	return cli.ExitOK
}
