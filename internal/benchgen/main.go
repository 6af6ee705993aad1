// Command benchgen writes bench_impls_test.go, the per-implementation
// benchmark loops of the root test package, for every implementation that
// impl/all registers. Run it from the module root, as go generate does:
//
//	go generate .            (runs go run ./internal/benchgen)
//	go run ./internal/benchgen -check
//
// With -check it writes nothing and exits 1 when the file is out of date.
// The template and its model are in package internal/benchgen/gen.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/benchgen/gen"
)

func main() {
	out := flag.String("o", "bench_impls_test.go", "output `file`, relative to the module root")
	check := flag.Bool("check", false, "only check that the output file is up to date")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: go run ./internal/benchgen [-check] [-o file]\n")
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
	src, err := gen.Generate(specs)
	if err != nil {
		fatal(err)
	}
	if *check {
		have, err := os.ReadFile(*out)
		if err != nil {
			fatal(err)
		}
		if !bytes.Equal(have, src) {
			fmt.Fprintf(os.Stderr, "benchgen: %s is out of date; run go generate .\n", *out)
			os.Exit(1)
		}
		return
	}
	if err := os.WriteFile(*out, src, 0o666); err != nil {
		fatal(err)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "benchgen:", err)
	os.Exit(2)
}
