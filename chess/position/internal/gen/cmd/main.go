// Command gen writes, in the current directory (chess/position, under go
// generate), a specialised copy of movegen.go for each implementation that
// impl/all registers, and removes copies for implementations no longer
// registered, among the copies without a build constraint (see package
// harness/buildcon). See package gen.
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/bitbench/bitbench/chess/position/internal/gen"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/buildcon"
	_ "github.com/bitbench/bitbench/impl/all"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	template, err := os.ReadFile("movegen.go")
	if err != nil {
		log.Fatal(err)
	}
	targets, skipped := gen.Targets(harness.All())
	if err := gen.ReadConstraints(targets, "../.."); err != nil {
		log.Fatal(err)
	}
	for _, s := range skipped {
		log.Printf("skipped %s", s)
	}
	keep := map[string]bool{}
	for _, t := range append(targets, gen.Dynamic) {
		src, err := gen.Generate(template, t)
		if err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(t.File, src, 0o644); err != nil {
			log.Fatal(err)
		}
		keep[t.File] = true
		fmt.Printf("gen: wrote %s for %s\n", t.File, t.Name)
	}
	old, _ := filepath.Glob("perft_*_gen.go")
	for _, name := range old {
		// A copy with a build constraint is not this run's to judge: its
		// package may be outside this build or not registered on this CPU.
		if c, err := buildcon.OfFile(name); err != nil {
			log.Fatal(err)
		} else if !keep[name] && c == "" {
			if err := os.Remove(name); err != nil {
				log.Fatal(err)
			}
			fmt.Printf("gen: removed %s\n", name)
		}
	}
}
