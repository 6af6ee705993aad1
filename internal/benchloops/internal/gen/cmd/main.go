// Command cmd writes loops_gen.go, the per-implementation benchmark loops
// of package internal/benchloops, for every implementation that impl/all
// registers, and loops_<package>_gen.go for each package built under a
// build constraint (impl/simd). It is the package's go:generate line, so it
// runs in internal/benchloops:
//
//	go generate ./internal/benchloops
//	cd internal/benchloops && go run ./internal/gen/cmd -check
//
// With -check it writes nothing and exits 1 when a file is out of date. A
// file for another build (another GOEXPERIMENT or GOARCH) is neither
// written, removed nor checked: run the generator in that build too, as
// make generate does. The template and its model are in package
// internal/benchloops/internal/gen.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/benchloops/internal/gen"
)

func main() {
	check := flag.Bool("check", false, "only check that the output files are up to date")
	root := flag.String("root", "../..", "the module's root `directory`, where the implementations' packages are read")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./internal/gen/cmd [-check] [-root dir]  (in internal/benchloops)\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	specs, err := gen.Specs(harness.All(), *root)
	if err != nil {
		fatal(err)
	}
	files, err := gen.Generate(specs)
	if err != nil {
		fatal(err)
	}
	if *check {
		stale, err := gen.Stale(".", files)
		if err != nil {
			fatal(err)
		}
		if len(stale) > 0 {
			fmt.Fprintf(os.Stderr, "benchloops gen: out of date: %s; run go generate ./internal/benchloops\n", strings.Join(stale, ", "))
			os.Exit(1)
		}
		return
	}
	if err := gen.Write(".", files); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "benchloops gen:", err)
	os.Exit(2)
}
