// Command cmd writes impl/switches' generated file (gen.File, rays_gen.go)
// in the current directory, or at the path given by -o. It is the
// package's go:generate line.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/bitbench/bitbench/impl/switches/internal/gen"
)

func main() {
	out := flag.String("o", gen.File, "output file")
	flag.Parse()
	src, err := gen.Source()
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
