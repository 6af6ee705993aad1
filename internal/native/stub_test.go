//go:build !cgo || purego

package native

import (
	"errors"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// TestStub checks a build without C: every reference is there and says
// why it cannot run, its lookups fail with ErrUnavailable, and the
// configuration line says so.
func TestStub(t *testing.T) {
	refs := Refs()
	if len(refs) < len(techniques) {
		t.Fatalf("Refs() has %d references; want at least %d", len(refs), len(techniques))
	}
	for _, r := range refs {
		if got := r.Unavailable(); got != stubReason {
			t.Errorf("%s Unavailable() == %q; want %q", r.Name(), got, stubReason)
		}
		if n, err := r.QueenBatch(make([]harness.Bitboard, 1), []harness.Square{0}, []harness.Bitboard{0}); n != 0 || !errors.Is(err, ErrUnavailable) {
			t.Errorf("%s QueenBatch == %d, %v; want 0, ErrUnavailable", r.Name(), n, err)
		}
	}
	if got, want := ConfigLines(), []string{"native: unavailable: " + stubReason}; !slices.Equal(got, want) {
		t.Errorf("ConfigLines() == %q; want %q", got, want)
	}
}
