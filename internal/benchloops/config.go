package benchloops

// The configuration header printed before a run's results, and the results
// folder a run goes to.

import (
	"fmt"
	"path"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/native"
	"github.com/bitbench/bitbench/internal/results"
)

// Target returns the folder under root that this CPU's results go to
// (results.Folder, slug when not empty), or an error: a bad BITBENCH_PEXT
// (pext.EnvError: no figure could be recorded under an honest header), a
// bad slug or a folder of another CPU. The root test binary's -bench.target
// prints it, which scripts/run-bench-binary.sh asks before a run.
func Target(root, slug string) (string, error) {
	if err := pext.EnvError(); err != nil {
		return "", err
	}
	return results.Folder(root, slug, cpuid.Detect())
}

// ConfigLines returns the "key: value" lines printed at the head of a
// benchmark run: commit (when not empty), go version, GOAMD64, the
// profile-guided optimisation of the build (PGOLine), the CPU's
// identity (cpuid.ID.ConfigLines: cpu-vendor, cpu-family, …, uarch), the
// lines implementation packages report (harness.Pather: "pext: bmi2"), when
// BITBENCH_PEXT is bad, "pext-env-error: …" (every benchmark then fails),
// the perft rows' depths ("perft: start 5 (notnil 4), …", PerftLine),
// and the native references' build (native.ConfigLines: "cc: gcc 12.2.0",
// "cflags: -O3 -march=native", "cc-target: …", or "native: unavailable: …").
func ConfigLines(commit string) []string {
	goamd64, pgo := "", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			switch s.Key {
			case "GOAMD64":
				goamd64 = s.Value
			case "-pgo":
				pgo = s.Value
			}
		}
	}
	var lines []string
	add := func(k, v string) {
		if v != "" {
			lines = append(lines, k+": "+strings.Join(strings.Fields(v), " "))
		}
	}
	add("commit", commit)
	add("go", runtime.Version())
	add("goamd64", goamd64)
	if pgoProfile != "" {
		pgo = pgoProfile
	}
	add("pgo", PGOLine(pgo, pgoHash))
	for _, l := range cpuid.Detect().ConfigLines() {
		k, v, _ := strings.Cut(l, ":")
		add(k, v)
	}
	for _, c := range pathLines() {
		add(c[0], c[1])
	}
	if err := pext.EnvError(); err != nil {
		add("pext-env-error", err.Error())
	}
	add("perft", PerftLine())
	for _, l := range native.ConfigLines() {
		k, v, _ := strings.Cut(l, ":")
		add(k, v)
	}
	return lines
}

// pgoProfile and pgoHash are the file name and hash ("sha256:1a2b3c4d5e6f")
// of the profile the binary was built with (-pgo), set by cmd/bench and
// make bench-binary with -ldflags "-X
// github.com/bitbench/bitbench/internal/benchloops.pgoProfile=… -X ….pgoHash=…":
// a test binary's build information does not record -pgo (a command's
// records its path, never its content).
var pgoProfile, pgoHash string

// PGOLine returns the value of the "pgo:" configuration line of a binary
// built with -pgo=profile (the build setting, as runtime/debug reports it)
// and whose profile hashed to hash: "off" when profile is empty or "off",
// else the profile's file name and hash ("bench.pprof sha256:1a2b3c4d5e6f"),
// "sha256:unrecorded" standing in for a hash the build did not pass.
func PGOLine(profile, hash string) string {
	if profile == "" || profile == "off" {
		return "off"
	}
	if hash == "" {
		hash = "sha256:unrecorded"
	}
	return path.Base(filepath.ToSlash(profile)) + " " + hash
}

// pathLines returns a (package name, path) pair for each package with a
// registered implementation that is a harness.Pather, once per package, in
// registry order.
func pathLines() [][2]string {
	var out [][2]string
	seen := map[string]bool{}
	for _, impl := range harness.All() {
		p, ok := impl.(harness.Pather)
		if !ok {
			continue
		}
		t := reflect.TypeOf(impl)
		if t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		pkg := path.Base(t.PkgPath())
		if !seen[pkg] {
			seen[pkg] = true
			out = append(out, [2]string{pkg, p.Path()})
		}
	}
	return out
}

// PerftLine returns the value of the results' "perft:" configuration
// line, the depths of a full run: "start 5 (notnil 4), kiwipete 4
// (notnil 3); parallel: start 5".
func PerftLine() string {
	var one, par []string
	for _, p := range perftPositions {
		one = append(one, fmt.Sprintf("%s %d (notnil %d)", p.name, p.depth, p.depth-slowPeerPly))
		if p.parDepth > 0 {
			par = append(par, fmt.Sprintf("%s %d", p.name, p.parDepth))
		}
	}
	return strings.Join(one, ", ") + "; parallel: " + strings.Join(par, ", ")
}
