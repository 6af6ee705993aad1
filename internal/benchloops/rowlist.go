package benchloops

// The rows as a list: what the measuring engine (engine.go) runs one slice
// at a time, in its own order, instead of go test's.

import (
	"fmt"
	"sync"
	"testing"
)

// A Row is one leaf benchmark: its name without the "Benchmark" prefix
// ("Slider/impl=magic/piece=rook/load=random") and its function, which
// checks the technique's answers and then times it (b.Loop) as the same
// row of go test -bench does.
type Row struct {
	Name string
	Run  func(b *testing.B)
}

// collecting, while not nil, receives the rows that run adds instead of
// running them (Rows). Only Rows sets it, holding collectMu.
var (
	collectMu  sync.Mutex
	collecting *[]Row
)

// run adds a row to the benchmark tree of b: b.Run, or, while Rows lists
// the rows, an entry of the list.
func run(b *testing.B, name string, f func(b *testing.B)) bool {
	if collecting != nil {
		*collecting = append(*collecting, Row{Name: collectTop + "/" + name, Run: f})
		return true
	}
	return b.Run(name, f)
}

// collectTop is the top-level name of the tree Rows is listing.
var collectTop string

// A Tree is a top-level benchmark: its name without "Benchmark" and its
// function (Slider, Perft, …).
type Tree struct {
	Name string
	Run  func(b *testing.B)
}

// Rows lists the rows of trees in their go test order. The trees' set-up
// (the inputs, the environment's check) runs once, with a benchmark of one
// iteration (testing.Benchmark); a tree whose set-up fails gives an error
// naming it. Rows must not run concurrently with any benchmark.
func Rows(trees []Tree) ([]Row, error) {
	collectMu.Lock()
	defer collectMu.Unlock()
	var all []Row
	for _, t := range trees {
		var rows []Row
		var failed bool
		collecting, collectTop = &rows, t.Name
		testing.Benchmark(func(b *testing.B) {
			defer func() { failed = b.Failed() }()
			if len(rows) == 0 {
				t.Run(b)
			}
		})
		collecting, collectTop = nil, ""
		if failed {
			return nil, fmt.Errorf("benchmark %s: its set-up failed (run it with go test -bench '^Benchmark%s$' to see why)", t.Name, t.Name)
		}
		all = append(all, rows...)
	}
	return all, nil
}
