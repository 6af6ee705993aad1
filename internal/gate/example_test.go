package gate_test

import (
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

func ExampleCompare() {
	var old, new strings.Builder
	for _, v := range []int{100, 101, 99, 100, 102, 98, 100, 101} {
		fmt.Fprintf(&old, "BenchmarkLookup-8 1000 %d ns/op\n", v)
		fmt.Fprintf(&new, "BenchmarkLookup-8 1000 %d ns/op\n", v+15)
	}
	a, _ := results.Read(strings.NewReader(old.String()), "old.txt")
	b, _ := results.Read(strings.NewReader(new.String()), "new.txt")
	r := gate.Compare(a, b, gate.Options{MinEffect: 0.05})
	for _, row := range r.Regressions() {
		fmt.Printf("%s %s: %+.0f%%\n", row.Name, row.Unit, 100*row.Delta)
	}
	fmt.Println("failed:", r.Failed())
	// Output:
	// Lookup ns/op: +15%
	// failed: true
}
