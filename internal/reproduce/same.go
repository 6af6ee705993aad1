package reproduce

import (
	"errors"
	"fmt"
	"strings"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/internal/results"
)

// ErrTwoMachines is wrapped by Compare's error for files measured on CPUs
// of two identities or in two builds: their rows differ by the machine, not
// by the run, and no agreement figure of them means anything.
var ErrTwoMachines = errors.New("-reproduce compares two runs of one machine and one build")

// sameRun returns an error wrapping ErrTwoMachines when a and b record two
// CPU identities or two builds, and warnings for what it cannot check (a
// file without identity lines) or what may differ on purpose (two commits,
// whose code may be the same).
func sameRun(a, b *results.Set) (warnings []string, err error) {
	ia, errA := cpuid.FromConfig(a.Config)
	ib, errB := cpuid.FromConfig(b.Config)
	switch {
	case errA != nil || errB != nil:
		warnings = append(warnings, fmt.Sprintf("the CPU could not be checked (%v; %v)", errA, errB))
	default:
		if err := ia.SameIdentity(ib); err != nil {
			return nil, fmt.Errorf("%w: %s and %s were measured on two CPUs (%v)", ErrTwoMachines, a.Source, b.Source, err)
		}
	}
	if err := results.SameBuild(a.Source, a.Config, b.Source, b.Config); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrTwoMachines, err)
	}
	ca, cb := strings.TrimSpace(a.Config["commit"]), strings.TrimSpace(b.Config["commit"])
	if ca != cb {
		warnings = append(warnings, fmt.Sprintf("%s is of commit %q, %s of %q: rows whose code differs between them disagree for that reason too", a.Source, ca, b.Source, cb))
	}
	return warnings, nil
}
