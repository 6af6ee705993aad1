package position

import (
	"fmt"
	"testing"

	"github.com/bitbench/bitbench/chess/perftsuite"
	"github.com/bitbench/bitbench/harness"
)

// Output receives benchmark results so that nothing is optimised away.
var Output uint64

// BenchmarkPerft measures perft to depth 4 (-short) or 5 of the start
// position and Kiwipete with every implementation, through the specialised
// copy (path=direct) and the interface (path=interface).
func BenchmarkPerft(b *testing.B) {
	for _, pos := range []string{"start", "kiwipete"} {
		e := perftsuite.Find(b, perftsuite.CPW, pos)
		for _, impl := range harness.All() {
			for _, path := range []string{"direct", "interface"} {
				depth := 5
				if testing.Short() || impl.Name() == "naive" {
					depth = 3
				}
				want := mustNodes(b, e, depth)
				run := Perft
				if path == "interface" {
					run = PerftInterface
				}
				name := fmt.Sprintf("pos=%s/impl=%s/path=%s/depth=%d", e.Comment, impl.Name(), path, depth)
				b.Run(name, func(b *testing.B) {
					p := mustParse(b, e.FEN)
					for b.Loop() {
						Output = run(p, impl, depth)
						if Output != want {
							b.Fatalf("perft(%d) == %d; want %d", depth, Output, want)
						}
					}
					b.ReportMetric(float64(want)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
				})
			}
		}
	}
}
