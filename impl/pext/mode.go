package pext

import (
	"errors"
	"fmt"
	"os"
)

// Mode selects how the package computes PEXT: Auto, Hardware or Software.
type Mode uint8

// The three modes.
const (
	// Auto uses the BMI2 instruction when the CPU has it, else software.
	Auto Mode = iota
	// Hardware uses the BMI2 PEXTQ instruction; SetMode refuses it on a CPU
	// without BMI2 or off amd64.
	Hardware
	// Software uses the portable loop, whatever the CPU.
	Software
)

// EnvVar is the environment variable read once, at package initialisation,
// to choose the starting mode: "auto" (or unset, or empty), "hw" or "soft".
const EnvVar = "BITBENCH_PEXT"

// ErrMode is wrapped by the error ParseMode returns for an unknown name.
var ErrMode = errors.New("unknown PEXT mode")

// ErrNoBMI2 is wrapped by the error SetMode returns when Hardware is asked
// for on a machine without the BMI2 instruction.
var ErrNoBMI2 = errors.New("BMI2 PEXT not available on this machine")

var modeNames = [...]string{Auto: "auto", Hardware: "hw", Software: "soft"}

// String returns the name ParseMode accepts for m: "auto", "hw" or "soft";
// the result is "Mode(n)" for any other value.
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// ParseMode returns the mode named s: "auto", "hw" or "soft", exactly, in
// lower case; the empty string is Auto too, so that an unset variable means
// the default. Anything else is an error wrapping ErrMode, and the mode
// returned with it is Auto.
func ParseMode(s string) (Mode, error) {
	if s == "" {
		return Auto, nil
	}
	for m, name := range modeNames {
		if s == name {
			return Mode(m), nil
		}
	}
	return Auto, fmt.Errorf("%w %q: want %q, %q or %q", ErrMode, s, modeNames[Auto], modeNames[Hardware], modeNames[Software])
}

// hardware is true while lookups use the PEXTQ instruction, and extract is
// then pextq; otherwise it is softPEXT. Both are plain variables, set
// together by SetMode only.
var (
	hardware bool
	extract  = softPEXT
)

// envErr is the problem found in EnvVar at initialisation, or nil.
var envErr error

func init() { envErr = modeFromEnv(os.LookupEnv(EnvVar)) }

// modeFromEnv sets the mode from the value of EnvVar (set reports whether it
// was in the environment at all). On a bad value it falls back to Auto and
// returns an error naming the variable; it never panics.
func modeFromEnv(value string, set bool) error {
	m, err := ParseMode(value)
	if err == nil {
		err = SetMode(m)
	}
	if err != nil {
		_ = SetMode(Auto) // cannot fail
		return fmt.Errorf("pext: environment variable %s=%q: %w; using %s, path %s", EnvVar, value, err, Auto, Path())
	}
	return nil
}

// EnvError returns the problem with the environment variable EnvVar found at
// start-up, or nil when it was unset, empty or valid. With a bad value the
// package runs in Auto mode; callers that care (command-line tools,
// benchmark drivers) should print this error or stop.
func EnvError() error { return envErr }

// HasBMI2 reports whether this machine can run the hardware path: an amd64
// CPU with BMI2, and the package built with its assembly (not with the
// purego build tag).
func HasBMI2() bool { return haveBMI2 }

// SetMode switches every later lookup of the package (Impl's methods and its
// batches; Soft always uses software) to the path m selects. Hardware on a
// machine without BMI2 returns an error wrapping ErrNoBMI2 and leaves the
// path as it was; an invalid Mode value is an error wrapping ErrMode.
//
// SetMode is not safe to call while other goroutines look up attacks: the
// switch is a plain variable. Call it at start-up or between benchmarks.
func SetMode(m Mode) error {
	switch m {
	case Auto:
		hardware = haveBMI2
	case Hardware:
		if !haveBMI2 {
			return fmt.Errorf("pext: SetMode(%s): %w", m, ErrNoBMI2)
		}
		hardware = true
	case Software:
		hardware = false
	default:
		return fmt.Errorf("pext: SetMode(%s): %w", m, ErrMode)
	}
	extract = softPEXT
	if hardware {
		extract = pextq
	}
	return nil
}

// Path returns a short label for the path Impl's lookups take now: "bmi2"
// for the PEXTQ instruction, "soft" for the portable loop. Benchmark results
// record it (as a "pext:" configuration line).
func Path() string {
	if hardware {
		return "bmi2"
	}
	return "soft"
}
