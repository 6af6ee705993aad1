package gate

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// engineSet is a results file of the measuring engine: the reference row
// at ref ns, another row at 2·ref, twelve slices each.
func engineSet(t *testing.T, name string, ref float64, head string) *Set {
	t.Helper()
	var b strings.Builder
	b.WriteString(head)
	for i := range 12 {
		w := 1 + 0.001*float64(i%3-1)
		fmt.Fprintf(&b, "BenchmarkSlider/impl=magic/piece=rook/load=random\t%d\t%.4f best-cpu-ns/lookup\t1 ref\n", 100+i, ref*w)
		fmt.Fprintf(&b, "BenchmarkSlider/impl=hq/piece=rook/load=random\t%d\t%.4f best-cpu-ns/lookup\t2 ref\n", 100+i, 2*ref*w)
	}
	s, err := results.Read(strings.NewReader(b.String()), name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestHostWarnings: two engine runs whose reference row moved 2% or more
// are warned of, naming the move; a smaller move, files of no engine, or
// runs with two references or estimators are not.
func TestHostWarnings(t *testing.T) {
	const engine = "engine: rounds\nestimator: best-cpu\nreference: Slider/impl=magic/piece=rook/load=random\n"
	for _, tt := range []struct {
		name       string
		headA      string
		refB       float64
		headB      string
		wantPrefix string
	}{
		{"the host 4.6% slower", engine, 1.046, engine, "the engine's reference row Slider/impl=magic/piece=rook/load=random (best-cpu-ns/lookup) moved +4.6% from a.txt to b.txt"},
		{"the host 3% faster", engine, 0.97, engine, "the engine's reference row Slider/impl=magic/piece=rook/load=random (best-cpu-ns/lookup) moved -3.0%"},
		{"a 1.5% move", engine, 1.015, engine, ""},
		{"no engine", "", 1.046, "", ""},
		{"two references", engine, 1.046, strings.Replace(engine, "impl=magic/", "impl=hq/", 1), ""},
		{"two estimators", engine, 1.046, strings.Replace(engine, "best-cpu", "cpu", 1), ""},
	} {
		a, b := engineSet(t, "a.txt", 1, tt.headA), engineSet(t, "b.txt", tt.refB, tt.headB)
		w := hostWarnings(a, b, Compare(a, b, Options{}).Rows)
		switch {
		case tt.wantPrefix == "" && len(w) != 0:
			t.Errorf("%s: warnings %q; want none", tt.name, w)
		case tt.wantPrefix != "" && (len(w) != 1 || !strings.HasPrefix(w[0], tt.wantPrefix)):
			t.Errorf("%s: warnings %q; want one beginning %q", tt.name, w, tt.wantPrefix)
		}
	}
}
