//go:build goexperiment.simd && amd64

package avx512

import (
	"testing"

	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestBatches runs the shared batch checks: every square × relevant
// occupancy subset in chunks of every length against the reference, and
// the error contract.
func TestBatches(t *testing.T) {
	skipWithoutAVX512(t)
	impltest.Batches(t, impl.RookBatch, impl.BishopBatch)
}
