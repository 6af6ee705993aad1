// Command benchgen writes bench_impls_test.go, the per-implementation
// benchmark loops of the root test package, for every implementation that
// impl/all registers, and bench_impls_<package>_test.go for each package
// built under a build constraint (impl/simd). Run it from the module root,
// as go generate does:
//
//	go generate .            (runs go run ./internal/benchgen)
//	go run ./internal/benchgen -check
//
// With -check it writes nothing and exits 1 when a file is out of date. A
// file for another build (another GOEXPERIMENT or GOARCH) is neither
// written, removed nor checked: run the generator in that build too, as
// make generate does. The template and its model are in package
// internal/benchgen/gen.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/benchgen/gen"
)

func main() {
	check := flag.Bool("check", false, "only check that the output files are up to date")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./internal/benchgen [-check]\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	specs, err := gen.Specs(harness.All(), ".")
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
			fmt.Fprintf(os.Stderr, "benchgen: out of date: %s; run go generate .\n", strings.Join(stale, ", "))
			os.Exit(1)
		}
		return
	}
	if err := gen.Write(".", files); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "benchgen:", err)
	os.Exit(2)
}
