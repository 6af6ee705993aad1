package pext

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/cpuid"
)

// Mode selects how the package computes PEXT: Auto, Hardware or Software.
type Mode uint8

// The three modes.
const (
	// Auto uses the BMI2 instruction where the CPU has it and it is fast
	// (not on AMD before Zen 3, where it is microcoded), else software.
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
	return Auto, fmt.Errorf("%w %s: want %q, %q or %q", ErrMode, harness.Excerpt(s), modeNames[Auto], modeNames[Hardware], modeNames[Software])
}

// hardware is true while Impl's lookups use the PEXTQ instruction (pextAuto
// tests it), and decision says which path and why. Both are plain
// variables, set together by setMode only.
var (
	hardware bool
	decision Decision
)

// cpu is the processor this program runs on. Its BMI2 flag is trusted only
// where golang.org/x/sys/cpu agrees and the assembly is built (haveBMI2),
// so that PEXTQ never runs on a CPU without it.
var cpu = func() cpuid.ID {
	id := cpuid.Detect()
	id.BMI2 = id.BMI2 && haveBMI2
	return id
}()

// envErr is the problem found in EnvVar at initialisation, or nil.
var envErr error

func init() { envErr = modeFromEnv(os.LookupEnv(EnvVar)) }

// modeFromEnv sets the mode from the value of EnvVar (set reports whether it
// was in the environment at all). A forced mode's reason names the variable
// ("forced by BITBENCH_PEXT=soft"). On a bad value it falls back to Auto,
// adds the problem to the reason (`bmi2 (fast on zen3; bad
// BITBENCH_PEXT="x" ignored)`, so that a results header shows it), and
// returns an error naming the variable, the value and the allowed values; it
// never panics.
func modeFromEnv(value string, set bool) error {
	m, err := ParseMode(value)
	if err == nil {
		err = setMode(m, EnvVar+"="+value)
	}
	if err != nil {
		_ = SetMode(Auto) // cannot fail
		err = fmt.Errorf("pext: environment variable %s=%s: %w; using %s, path %s", EnvVar, harness.Excerpt(value), err, Auto, Path())
		// Headers that print Path show the problem too, until SetMode.
		decision.Reason += fmt.Sprintf("; bad %s=%s ignored", EnvVar, harness.Excerpt(value))
		return err
	}
	return nil
}

// EnvError returns the problem with the environment variable EnvVar found at
// start-up, or nil when it was unset, empty or valid. The message names the
// variable, the value and the allowed values ("auto", "hw", "soft"), or why
// "hw" cannot be had. With a bad value the package runs in Auto mode;
// commands should print this error and exit with status 2, and benchmark
// binaries should fail.
func EnvError() error { return envErr }

// HasBMI2 reports whether this machine can run the hardware path: an amd64
// CPU with BMI2, and the package built with its assembly (not with the
// purego build tag). It is true on CPUs where the instruction is slow too
// (AMD before Zen 3), where Auto does not choose it; Hard and Hardware mode
// still run it there.
func HasBMI2() bool { return haveBMI2 }

// Decision is a PEXT path and the reason it was taken.
type Decision struct {
	Hardware bool   // lookups run the PEXTQ instruction; else the portable loop
	Reason   string // such as "fast on zen3", "microcoded on zen1", "forced by BITBENCH_PEXT=soft", "purego build"
}

// String returns the path's name, "bmi2" or "soft", then the reason in
// parentheses: "soft (microcoded on zen1)". The first word is always the
// path alone, so that readers of results lines ("pext: bmi2 (fast on
// zen3)") can split it off.
func (d Decision) String() string {
	path := "soft"
	if d.Hardware {
		path = "bmi2"
	}
	if d.Reason == "" {
		return path
	}
	return path + " (" + d.Reason + ")"
}

// Decide returns the path mode m takes on the CPU id, in a build with the
// PEXTQ assembly (asm true) or without it (purego tag, or not amd64), and
// why:
//
//   - Auto: off amd64 soft ("not amd64"); in a purego build soft ("purego
//     build"); without BMI2 soft ("no BMI2"); otherwise the instruction where
//     id.PEXT says it is fast ("fast on zen3") and soft where it is
//     microcoded ("microcoded on zen2"): AMD before Zen 3.
//   - Software: soft, "forced by SetMode(soft)".
//   - Hardware: the instruction, "forced by SetMode(hw)", with "; microcoded
//     on zen1" added where Auto would not have chosen it; an error wrapping
//     ErrNoBMI2, with the reason, where the instruction cannot run.
//
// Any other Mode is an error wrapping ErrMode.
func Decide(id cpuid.ID, m Mode, asm bool) (Decision, error) {
	can, fast, why := capability(id, asm)
	switch m {
	case Auto:
		return Decision{fast && can, why}, nil
	case Software:
		return Decision{false, "forced by SetMode(soft)"}, nil
	case Hardware:
		if !can {
			return Decision{}, fmt.Errorf("pext: SetMode(%s): %w (%s)", m, ErrNoBMI2, why)
		}
		d := Decision{true, "forced by SetMode(hw)"}
		if !fast {
			d.Reason += "; " + why
		}
		return d, nil
	}
	return Decision{}, fmt.Errorf("pext: SetMode(%s): %w", m, ErrMode)
}

// capability reports whether the instruction can run on the CPU id in a
// build with (asm) or without the assembly, whether it is fast, and why:
// "not amd64", "purego build", "no BMI2", "microcoded on zen1", "fast on
// zen3".
func capability(id cpuid.ID, asm bool) (can, fast bool, why string) {
	fast, why = id.PEXT()
	switch {
	case id.Arch != "amd64":
		return false, false, "not amd64"
	case !asm:
		return false, false, "purego build"
	}
	return id.BMI2, fast, why
}

// SetMode switches every later lookup of the package (Impl's methods and its
// batches; Soft and Hard keep their paths) to the path m selects, as Decide
// decides it for this CPU. Hardware on a machine without BMI2 returns an
// error wrapping ErrNoBMI2 and leaves the path as it was; an invalid Mode
// value is an error wrapping ErrMode.
//
// SetMode is not safe to call while other goroutines look up attacks: the
// switch is a plain variable. Call it at start-up or between benchmarks.
func SetMode(m Mode) error { return setMode(m, "") }

// setMode is SetMode; a forced mode's reason becomes "forced by " + by when
// by is not empty.
func setMode(m Mode, by string) error {
	d, err := Decide(cpu, m, asm)
	if err != nil {
		return err
	}
	if by != "" && m != Auto {
		d.Reason = "forced by " + by + strings.TrimPrefix(d.Reason, "forced by SetMode("+m.String()+")")
	}
	decision, hardware = d, d.Hardware
	return nil
}

// Current returns the path Impl's lookups take now, and why.
func Current() Decision { return decision }

// AutoDecision returns the path Auto mode takes on this CPU and why, whatever
// mode is set now.
func AutoDecision() Decision {
	d, _ := Decide(cpu, Auto, asm) // Auto never fails
	return d
}

// CPU returns the identity of the processor the package decided for.
func CPU() cpuid.ID { return cpu }

// Path returns the path Impl's lookups take now and why, as
// Current().String(): "bmi2 (fast on emerald-rapids)", "soft (microcoded
// on zen1)", "soft (forced by BITBENCH_PEXT=soft)", "bmi2 (forced by
// BITBENCH_PEXT=hw)", "soft (purego build)". The first word is the path,
// "bmi2" or "soft"; benchmark results record the whole (as a "pext:"
// configuration line).
func Path() string { return decision.String() }

// Path is the package's Path, as a method of Impl, Soft and Hard: the
// configuration line the benchmarks print ("pext: bmi2").
func (common) Path() string { return Path() }
