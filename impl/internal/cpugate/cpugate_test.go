package cpugate

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// gated is the reference under a name of its own, so that registering it
// does not collide with naive's registration.
type gated struct{ naive.Impl }

func (gated) Name() string { return "cpugate-test" }

func TestGate(t *testing.T) {
	for _, c := range []struct {
		g    Gate
		line string
	}{
		{Gate{OK: true, Path: "avx512", Lacks: "AVX-512"}, "avx512"},
		{Gate{OK: false, Path: "avx512", Lacks: "AVX-512"}, "not registered: CPU lacks AVX-512"},
	} {
		if got := c.g.Line(); got != c.line {
			t.Errorf("%+v.Line() == %q; want %q", c.g, got, c.line)
		}
	}
	Gate{OK: false}.Register(gated{})
	if _, err := harness.Lookup("cpugate-test"); err == nil {
		t.Errorf("Register with OK false registered %q", "cpugate-test")
	}
	Gate{OK: true}.Register(gated{})
	if _, err := harness.Lookup("cpugate-test"); err != nil {
		t.Errorf("Register with OK true: Lookup(%q): %v", "cpugate-test", err)
	}
}
