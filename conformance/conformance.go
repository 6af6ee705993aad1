// Package conformance is bitbench's proof of a technique, as a kit: it
// checks any harness.Impl, inside or outside this module, and returns every
// failure with its counterexample drawn as board diagrams.
//
// Test runs four checks, in the manner of testing/fstest.TestFS and
// testing/slogtest:
//
//   - Properties: 54 laws, each on 10,000 generated cases (gopter, with
//     shrinking): agreement of every method with a reference (impl/naive
//     unless Reference says otherwise), the algebra of sets, iteration,
//     shifts and flips, and laws of attack sets.
//   - Exhaustive: rook and bishop attacks for every square and every subset
//     of its relevant occupancy (102,400 and 5,248 cases), alone and with
//     every irrelevant square added, against the reference, which is itself
//     checked against an independent ray walker. A technique with batched
//     lookups (harness.Batcher) has them checked on every case too.
//   - Perft: the Chess Programming Wiki's perft positions (chess/perftsuite's
//     CPW suite), every published count up to 100,000 nodes, counted with the
//     chess rules of chess/position through the technique's attacks. A wrong
//     count comes with the position, found by walking the divide against
//     the reference, where the technique's moves differ.
//   - Capabilities: the contract of each optional capability of package
//     harness that the technique has, as testing/fstest checks each optional
//     fs interface a file system has: a Batcher's errors on bad input
//     (harness.ErrLength with dst untouched, harness.ErrSquare naming the
//     index, never a panic), TableBytes against what BuildTables builds,
//     Path and Unavailable as one line each. See capabilities.go.
//
// A researcher proves a technique with one call:
//
//	func TestMyTechnique(t *testing.T) {
//		if err := conformance.Test(mytech.Impl{}); err != nil {
//			t.Fatal(err)
//		}
//	}
//
// or with conformance.Run(t, mytech.Impl{}), which makes one subtest per
// check. The run is deterministic: the same seed gives the same cases, and
// every property failure names its seed. examples/outoftree is a module
// that does this from outside bitbench.
//
// # Options, generators and the kit's own proof
//
// The options are [Seed], [Scale] (a factor on the cases), [Reference],
// [Only] and [SliderProperties]; [FromEnv] reads them from BITBENCH_SEED
// (default 20261129) and BITBENCH_PROPS_SCALE. The generators, with their
// shrinkers, live in conformance/internal/arb and draw sparse, dense,
// quarter-full, uniform and game-like occupancies. Test returns every
// failure joined in one error, each a [*Failure] with the shrunk
// counterexample drawn as board diagrams and the seed ([Failures] unpacks
// them).
//
// In bitbench itself, `go test -run 'Props|Exhaustive' .` runs the kit on
// every registered technique (the exhaustive check on both pext paths), and
// `make props-long` runs it with 100 times the cases. `go test
// ./conformance` proves the kit: meta_test.go hands it deliberately broken
// implementations, one per kind of mistake, and fails unless each is caught
// by the check meant for it.
package conformance

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/conformance/internal/arb"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/leanovate/gopter"
)

// Defaults and the environment variables FromEnv reads.
const (
	DefaultSeed  = 20261129 // the seed when none is given
	DefaultCases = 10000    // cases per property at scale 1
	MaxScale     = 10000    // the largest Scale
	SeedEnv      = "BITBENCH_SEED"
	ScaleEnv     = "BITBENCH_PROPS_SCALE"
)

// Check is a set of the kit's checks, for Only.
type Check uint

// The checks. All is every one, the default.
const (
	Properties Check = 1 << iota
	Exhaustive
	Perft
	Capabilities
	All = Properties | Exhaustive | Perft | Capabilities
)

// config is what the options set.
type config struct {
	seed   int64
	scale  int
	ref    harness.Impl
	checks Check
	// sliderProps: SliderProperties.
	sliderProps bool
}

// cases returns the cases per property.
func (c config) cases() int { return DefaultCases * c.scale }

// Option changes how Test and Run check.
type Option func(*config)

// Seed sets the seed of the generated cases (default DefaultSeed).
func Seed(seed int64) Option { return func(c *config) { c.seed = seed } }

// Scale multiplies the cases per property: n × DefaultCases. n must be 1 to
// MaxScale; Test returns an error otherwise.
func Scale(n int) Option { return func(c *config) { c.scale = n } }

// Reference sets the implementation every method must agree with (default
// impl/naive). The exhaustive check verifies it against a ray walker first.
func Reference(ref harness.Impl) Option { return func(c *config) { c.ref = ref } }

// Only restricts the run to the checks in which (default All).
func Only(which Check) Option { return func(c *config) { c.checks = which } }

// SliderProperties restricts the Properties check to the properties that
// call a slider method (RookAttacks, BishopAttacks, QueenAttacks): their
// agreement with the reference and the laws of attack sets that involve
// them. It is for an implementation whose other methods are another
// implementation's, proven on its own: internal/native's references wrap
// impl/naive's set algebra and leapers, which would otherwise be proven
// again, identically, once per reference.
func SliderProperties() Option { return func(c *config) { c.sliderProps = true } }

func newConfig(opts []Option) (config, error) {
	cfg := config{seed: DefaultSeed, scale: 1, ref: naive.Impl{}, checks: All}
	for _, o := range opts {
		o(&cfg)
	}
	switch {
	case cfg.scale < 1 || cfg.scale > MaxScale:
		return cfg, fmt.Errorf("conformance: Scale(%d): want 1 to %d", cfg.scale, MaxScale)
	case cfg.ref == nil:
		return cfg, errors.New("conformance: Reference(nil): want an implementation")
	case cfg.checks == 0 || cfg.checks&^All != 0:
		return cfg, fmt.Errorf("conformance: Only(%d): want a non-empty union of Properties, Exhaustive, Perft and Capabilities", cfg.checks)
	}
	return cfg, nil
}

// FromEnv returns the options that the environment asks for, read through
// getenv (os.Getenv in tests): SeedEnv as a decimal int64 and ScaleEnv as a
// whole number from 1 to MaxScale. An empty value means the default. A bad
// value is an error naming the variable and the value.
func FromEnv(getenv func(string) string) ([]Option, error) {
	var opts []Option
	if v := getenv(SeedEnv); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s=%q: want a decimal integer such as 42", SeedEnv, v)
		}
		opts = append(opts, Seed(n))
	}
	if v := getenv(ScaleEnv); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxScale {
			return nil, fmt.Errorf("%s=%q: want a whole number from 1 to %d (the factor on %d cases per property)",
				ScaleEnv, v, MaxScale, DefaultCases)
		}
		opts = append(opts, Scale(n))
	}
	return opts, nil
}

// Failure is one check that an implementation failed.
type Failure struct {
	// Check names what failed: a property ("agree/RookAttacks",
	// "law/De Morgan"; PropertyNames lists them), "exhaustive", "perft" or
	// "capabilities".
	Check string
	// Impl is the implementation's Name.
	Impl string
	// Report says what went wrong: the seed and case count for a property,
	// the (shrunk) counterexample, and diagrams of the boards involved.
	Report string
}

// Error returns the report.
func (f *Failure) Error() string { return f.Report }

// Failures returns the failures in err, an error returned by Test, in the
// order Test found them; nil for nil.
func Failures(err error) []*Failure {
	var out []*Failure
	var walk func(error)
	walk = func(e error) {
		if f, ok := e.(*Failure); ok {
			out = append(out, f)
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, e := range j.Unwrap() {
				walk(e)
			}
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}

// PropertyNames returns the names of the properties, in the order they run.
func PropertyNames() []string {
	var names []string
	for _, p := range allProperties(naive.Impl{}) {
		names = append(names, p.name)
	}
	return names
}

// unit is one named check: a property, the exhaustive check, perft or the
// capability check.
type unit struct {
	name string
	run  func(impl harness.Impl) []*Failure
}

// units returns the checks cfg selects, in order.
func units(cfg config) []unit {
	var us []unit
	if cfg.checks&Properties != 0 {
		for _, p := range allProperties(cfg.ref) {
			if cfg.sliderProps && !p.slider {
				continue
			}
			us = append(us, unit{p.name, func(impl harness.Impl) []*Failure {
				if f := checkProperty(impl, cfg, p); f != nil {
					return []*Failure{f}
				}
				return nil
			}})
		}
	}
	if cfg.checks&Exhaustive != 0 {
		us = append(us, unit{"exhaustive", func(impl harness.Impl) []*Failure {
			return failures("exhaustive", impl, exhaustiveSliders(impl, cfg.ref))
		}})
	}
	if cfg.checks&Perft != 0 {
		us = append(us, unit{"perft", func(impl harness.Impl) []*Failure {
			return failures("perft", impl, perftSmoke(impl, cfg.ref))
		}})
	}
	if cfg.checks&Capabilities != 0 {
		us = append(us, unit{"capabilities", func(impl harness.Impl) []*Failure {
			return failures("capabilities", impl, capabilityChecks(impl, cfg.ref))
		}})
	}
	return us
}

// failures wraps the reports of one check as Failures.
func failures(check string, impl harness.Impl, reports []string) []*Failure {
	var out []*Failure
	for _, r := range reports {
		out = append(out, &Failure{Check: check, Impl: impl.Name(), Report: fmt.Sprintf("%s, implementation %q: %s", check, impl.Name(), r)})
	}
	return out
}

// Test runs the checks on impl (all four unless Only says otherwise) and
// returns nil when it passes them, else every failure joined with
// errors.Join, each a *Failure (see Failures). A bad option is an error
// and checks nothing.
func Test(impl harness.Impl, opts ...Option) error {
	cfg, err := newConfig(opts)
	if err != nil {
		return err
	}
	var errs []error
	for _, u := range units(cfg) {
		for _, f := range u.run(impl) {
			errs = append(errs, f)
		}
	}
	return errors.Join(errs...)
}

// Run runs the checks of Test as subtests of t, one per property (named
// as the property), "exhaustive", "perft" and "capabilities", each reporting its failures
// with t.Error. A bad option fails t.
func Run(t *testing.T, impl harness.Impl, opts ...Option) {
	t.Helper()
	cfg, err := newConfig(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range units(cfg) {
		t.Run(u.name, func(t *testing.T) {
			for _, f := range u.run(impl) {
				t.Error(f.Report)
			}
		})
	}
}

// checkProperty runs p against impl and returns its failure, or nil.
func checkProperty(impl harness.Impl, cfg config, p propSpec) *Failure {
	params := gopter.DefaultTestParametersWithSeed(cfg.seed)
	params.Rng = arb.Rand(cfg.seed)
	params.MinSuccessfulTests = cfg.cases()
	r := p.prop(impl).Check(params)
	if r.Passed() {
		return nil
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "property %s, implementation %q: %v after %d passing cases (seed %d, %d cases per property; %s=%d or conformance.Seed(%d) reproduces it)\n",
		p.name, impl.Name(), r.Status, r.Succeeded, cfg.seed, cfg.cases(), SeedEnv, cfg.seed, cfg.seed)
	for i, a := range r.Args {
		fmt.Fprintf(&sb, "argument %d, shrunk %d times: %s\n", i+1, a.Shrinks, a.ArgFormatted)
		if a.Shrinks > 0 {
			fmt.Fprintf(&sb, "            originally: %s\n", a.OrigArgFormatted)
		}
	}
	if r.Error != nil {
		fmt.Fprintf(&sb, "error: %v\n", r.Error)
	}
	for _, l := range r.Labels {
		sb.WriteString(l)
		if !strings.HasSuffix(l, "\n") {
			sb.WriteString("\n")
		}
	}
	return &Failure{Check: p.name, Impl: impl.Name(), Report: sb.String()}
}
