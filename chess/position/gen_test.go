package position

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/chess/position/internal/gen"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/buildcon"
)

// TestGeneratedUpToDate regenerates the specialised move generators that
// the list (generated.txt) keeps in memory and fails when a checked-in
// perft_*_gen.go file differs, is missing, belongs to an implementation no
// longer registered, or to one the list does not keep. A copy with a build
// constraint is checked only where its implementation is registered.
func TestGeneratedUpToDate(t *testing.T) {
	template, err := os.ReadFile("movegen.go")
	if err != nil {
		t.Fatal(err)
	}
	targets, kept, notes, err := gen.Plan(harness.All(), "../..", gen.ListFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range notes {
		t.Logf("no copy: %s", s)
	}
	var want, registered []string
	for _, target := range targets {
		registered = append(registered, target.File)
	}
	for _, target := range append(kept, gen.Dynamic) {
		want = append(want, target.File)
		src, err := gen.Generate(template, target)
		if err != nil {
			t.Fatalf("gen.Generate for %s: %v", target.Name, err)
		}
		have, err := os.ReadFile(target.File)
		if err != nil {
			t.Errorf("%s: %v; run go generate ./chess/position", target.File, err)
			continue
		}
		if !bytes.Equal(have, src) {
			t.Errorf("%s is stale: it differs from what movegen.go generates; run go generate ./chess/position", target.File)
		}
	}
	var have []string
	all, _ := filepath.Glob("perft_*_gen.go")
	for _, name := range all {
		// A copy with a build constraint (GOEXPERIMENT=simd) is checked by
		// a run that registers its implementation.
		if c, err := buildcon.OfFile(name); err != nil {
			t.Fatal(err)
		} else if c == "" || slices.Contains(registered, name) {
			have = append(have, name)
		}
	}
	slices.Sort(want)
	if !slices.Equal(have, want) {
		t.Errorf("generated files on disk %v; want %v; run go generate ./chess/position", have, want)
	}
}
