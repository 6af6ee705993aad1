package switches

import (
	"bytes"
	"os"
	"testing"

	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/switches/internal/gen"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestGeneratedUpToDate regenerates rays_gen.go in memory and fails when
// the checked-in file differs.
func TestGeneratedUpToDate(t *testing.T) {
	want, err := gen.Source()
	if err != nil {
		t.Fatal(err)
	}
	have, err := os.ReadFile(gen.File)
	if err != nil {
		t.Fatalf("%v; run go generate ./impl/switches", err)
	}
	if !bytes.Equal(have, want) {
		t.Errorf("%s is stale: it differs from what internal/gen writes; run go generate ./impl/switches", gen.File)
	}
}
