package bitbench_test

// The proof of every registered implementation, by the kit in package
// conformance (which a technique outside this module can run too; see
// examples/outoftree). The environment sets the seed and the cases:
//
//	BITBENCH_SEED=<int64>          the seed (default conformance.DefaultSeed)
//	BITBENCH_PROPS_SCALE=<1…10000> multiplies the cases per property (default 1,
//	                               i.e. 10,000); make props-long uses 100
//
// The kit's own tests (conformance/meta_test.go) prove that it catches
// deliberately broken implementations.

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/conformance"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/impl/pext"
)

// propOptions returns the kit's options from the environment, failing t on a
// bad value.
func propOptions(t *testing.T, only conformance.Check) []conformance.Option {
	t.Helper()
	opts, err := conformance.FromEnv(os.Getenv)
	if err != nil {
		t.Fatalf("property suite configuration: %v", err)
	}
	return append(opts, conformance.Only(only))
}

// TestProps runs every property against every registered implementation.
func TestProps(t *testing.T) {
	opts := propOptions(t, conformance.Properties)
	if len(harness.All()) == 0 {
		t.Fatal("no implementation registered")
	}
	t.Logf("%d properties × implementations %s", len(conformance.PropertyNames()), strings.Join(harness.Names(), ", "))
	for _, impl := range harness.All() {
		t.Run(impl.Name(), func(t *testing.T) {
			t.Parallel() // each property has its own generator state
			conformance.Run(t, impl, opts...)
		})
	}
}

// TestExhaustiveSliders runs the exhaustive slider check (batched lookups
// included) and the capability check (a batch's errors on bad input, table
// bytes against the tables built, …) on every registered implementation,
// once per pext path this machine has: the other implementations do not
// depend on the path, so they run on the first only.
func TestExhaustiveSliders(t *testing.T) {
	opts := propOptions(t, conformance.Exhaustive|conformance.Capabilities)
	defer propRestorePextMode()()
	modes := propPextModes()
	impls := harness.All()
	for k, m := range modes {
		if err := pext.SetMode(m); err != nil {
			t.Fatalf("pext.SetMode(%v): %v", m, err)
		}
		if k > 0 {
			impls = slices.DeleteFunc(impls, func(i harness.Impl) bool { return !strings.HasPrefix(i.Name(), "pext") })
		}
		t.Run("pext-mode="+m.String(), func(t *testing.T) {
			for _, impl := range impls {
				if err := conformance.Test(impl, opts...); err != nil {
					t.Error(err)
				}
			}
		})
	}
	t.Logf("implementations %s, pext modes %v (BMI2: %v)", strings.Join(harness.Names(), ", "), modes, pext.HasBMI2())
}

// propPextModes returns the pext modes this machine can run.
func propPextModes() []pext.Mode {
	if pext.HasBMI2() {
		return []pext.Mode{pext.Software, pext.Hardware}
	}
	return []pext.Mode{pext.Software}
}

// propRestorePextMode returns a function that puts pext back on the path it
// takes now.
func propRestorePextMode() func() {
	m := pext.Software
	if pext.Current().Hardware {
		m = pext.Hardware
	}
	return func() { _ = pext.SetMode(m) }
}
