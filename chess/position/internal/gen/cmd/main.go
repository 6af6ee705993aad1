// Command gen writes, in the current directory (chess/position, under go
// generate), a specialised copy of movegen.go for each implementation that
// impl/all registers and the list (generated.txt, see gen.ListFile) keeps,
// and removes the other copies: those of registered implementations the
// list does not keep, and, among the copies without a build constraint
// (see package harness/buildcon), those of implementations no longer
// registered. See package gen.
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
	targets, kept, notes, err := gen.Plan(harness.All(), "../..", gen.ListFile)
	if err != nil {
		log.Fatal(err)
	}
	for _, s := range notes {
		fmt.Printf("gen: no copy, the dynamic generator: %s\n", s)
	}
	keep := map[string]bool{}
	for _, t := range append(kept, gen.Dynamic) {
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
	registered := map[string]bool{}
	for _, t := range targets {
		registered[t.File] = true
	}
	old, _ := filepath.Glob("perft_*_gen.go")
	for _, name := range old {
		// A copy with a build constraint is this run's to judge only when
		// its implementation is registered here: else its package may be
		// outside this build or not registered on this CPU.
		if c, err := buildcon.OfFile(name); err != nil {
			log.Fatal(err)
		} else if !keep[name] && (c == "" || registered[name]) {
			if err := os.Remove(name); err != nil {
				log.Fatal(err)
			}
			fmt.Printf("gen: removed %s\n", name)
		}
	}
}
