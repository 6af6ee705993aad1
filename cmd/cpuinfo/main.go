// Command cpuinfo prints the identity of the processor it runs on, as
// bitbench records it with every benchmark result, and the PEXT path the
// pext implementation takes on it, with the reason.
//
// Usage:
//
//	cpuinfo [-config | -slug] [-no-calibrate] [-calibrate D]
//
// The identity is harness/cpuid's: vendor, brand, family/model/stepping
// (decimal and hex; on arm64 the MIDR implementer, part, variant and
// revision), the microarchitecture from bitbench's table, cache sizes,
// whether a hypervisor is present, the logical CPU count, and the results
// folder slug (results/<slug>/). Then the PEXT decision (impl/pext's Path:
// "bmi2 (fast on zen3)", "soft (microcoded on zen1)") and, unless
// -no-calibrate, a calibration that times a rook lookup through the PEXTQ
// instruction and through the software PEXT for about -calibrate (100ms)
// and says whether the timings confirm or contradict the decision.
//
// -config prints only the benchfmt configuration lines (cpu-vendor:,
// cpu-family:, cpu-model:, cpu-stepping:, uarch:, cache-l1d:, cache-l2:,
// cache-l3:, hypervisor:, cpus:), for scripts; -slug prints only the slug.
//
// Exit status: 0 on success; 2 on a usage error (bad flag, extra argument)
// or a bad BITBENCH_PEXT value, whose message names the variable, the
// value and the allowed values.
package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/limits"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command on this machine.
func run(args []string, stdout, stderr io.Writer) int { return runWith(args, stdout, stderr, system{}) }

// env is what the command reads from the machine, so that tests can
// substitute captured identities and a fixed calibration.
type env interface {
	EnvError() error
	CPU() cpuid.ID
	Decision() (current, auto pext.Decision)
	Calibrate(d time.Duration) pext.Calibration
}

// system is the real machine.
type system struct{}

func (system) EnvError() error { return pext.EnvError() }
func (system) CPU() cpuid.ID   { return pext.CPU() }
func (system) Decision() (current, auto pext.Decision) {
	return pext.Current(), pext.AutoDecision()
}
func (system) Calibrate(d time.Duration) pext.Calibration { return pext.Calibrate(d) }

// runWith is the command with the system sys: it parses args, writes to
// stdout and stderr, and returns the exit status.
func runWith(args []string, stdout, stderr io.Writer, sys env) int {
	flags := cli.NewFlagSet("cpuinfo", "usage: cpuinfo [-config | -slug] [-no-calibrate] [-calibrate D]")
	flags.Footer = "exit status: 0 printed; 2 bad usage or a bad BITBENCH_PEXT"
	configOnly := flags.Bool("config", false, "print only the benchfmt configuration lines")
	slugOnly := flags.Bool("slug", false, "print only the results folder slug")
	noCal := flags.Bool("no-calibrate", false, "skip the calibration of the PEXT decision")
	calTime := new(time.Duration)
	limits.DurationVar(flags.FlagSet, calTime, "calibrate", 100*time.Millisecond, time.Nanosecond, time.Minute, "time the calibration may take, both paths together")
	if err := flags.Parse(args, stdout, stderr); err != nil {
		return cli.ParseStatus(err)
	}
	switch {
	case flags.NArg() > 0:
		fmt.Fprintf(stderr, "cpuinfo: unexpected argument %q (cpuinfo takes flags only)\n", flags.Arg(0))
		return cli.ExitUsage
	case *configOnly && *slugOnly:
		fmt.Fprintln(stderr, "cpuinfo: -config and -slug exclude each other")
		return cli.ExitUsage
	}
	if err := sys.EnvError(); err != nil {
		fmt.Fprintln(stderr, "cpuinfo:", err)
		return cli.ExitUsage
	}
	id := sys.CPU()
	switch {
	case *configOnly:
		for _, l := range id.ConfigLines() {
			fmt.Fprintln(stdout, l)
		}
		return cli.ExitOK
	case *slugOnly:
		fmt.Fprintln(stdout, id.Slug())
		return cli.ExitOK
	}
	current, auto := sys.Decision()
	var cal *pext.Calibration
	if !*noCal {
		c := sys.Calibrate(*calTime)
		cal = &c
	}
	report(stdout, id, current, auto, cal)
	return cli.ExitOK
}

// report writes the identity, the PEXT decision and, when cal is not nil,
// the calibration, one "label: value" line each with the values aligned.
// auto is printed too when a forced mode made current differ from it.
func report(w io.Writer, id cpuid.ID, current, auto pext.Decision, cal *pext.Calibration) {
	line := func(label, format string, a ...any) {
		fmt.Fprintf(w, "%-16s %s\n", label+":", fmt.Sprintf(format, a...))
	}
	or := func(s string) string {
		if s == "" {
			return "(none reported)"
		}
		return s
	}
	line("arch", "%s", or(id.Arch))
	line("vendor", "%s", or(id.Vendor))
	line("brand", "%s", or(id.Brand))
	switch {
	case id.Arch == "arm64" && id.Brand != "": // macOS: no MIDR
		line("implementer", "%d (%#x)", id.Family, id.Family)
		line("hw.cpufamily", "%d (%#x)", id.Model, id.Model)
	case id.Arch == "arm64":
		line("implementer", "%d (%#x)", id.Family, id.Family)
		line("part", "%d (%#x)", id.Model, id.Model)
		line("variant/rev", "%d (r%dp%d)", id.Stepping, id.Stepping>>4, id.Stepping&0xF)
	default:
		line("family", "%d (%#x)", id.Family, id.Family)
		line("model", "%d (%#x)", id.Model, id.Model)
		line("stepping", "%d (%#x)", id.Stepping, id.Stepping)
	}
	line("uarch", "%s", or(id.Uarch))
	line("cache L1d", "%s", cpuid.FormatBytes(id.L1d))
	line("cache L2", "%s", cpuid.FormatBytes(id.L2))
	line("cache L3", "%s", cpuid.FormatBytes(id.L3))
	line("hypervisor", "%s", map[bool]string{true: "yes", false: "no"}[id.Hypervisor])
	line("cpus", "%d", id.LogicalCPUs)
	line("bmi2", "%s", map[bool]string{true: "yes", false: "no"}[id.BMI2])
	line("slug", "%s", id.Slug())
	line("pext", "%s", current)
	if current != auto {
		line("pext auto", "%s", auto)
	}
	if cal == nil {
		line("calibration", "skipped (-no-calibrate)")
		return
	}
	line("calibration", "%s", cal)
	line("calibrated on", "%d rook lookups per path", cal.Lookups)
}
