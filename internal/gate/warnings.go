package gate

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// machineKeys are the file configuration keys that describe the machine and
// the build rather than the code: when they differ, so do the timings. The
// identity keys are harness/cpuid's (results files carry them).
var machineKeys = []string{"cpu", "cpu-vendor", "cpu-family", "cpu-model", "cpu-stepping", "uarch", "goos", "goarch", "goamd64", "go", "pext"}

// machineValue is the part of a machine key's value that matters: for pext
// the path alone ("bmi2 (fast on zen3)" and an older file's "bmi2" are the
// same path; the reason in brackets is commentary).
func machineValue(key, value string) string {
	if key == "pext" {
		if path, _, ok := strings.Cut(value, " "); ok {
			return path
		}
	}
	return value
}

// configWarnings flags differences in the machine between the two sides.
func configWarnings(old, new *Set) []string {
	var w []string
	for _, key := range machineKeys {
		if a, b := old.Config[key], new.Config[key]; key == "go" && a != "" && b != "" {
			w = append(w, goWarnings(old.Source, a, new.Source, b)...)
		} else if a != "" && b != "" && machineValue(key, a) != machineValue(key, b) {
			w = append(w, fmt.Sprintf("%s differs: %s has %q, %s has %q; timings are not comparable across machines or builds", key, old.Source, a, new.Source, b))
		}
	}
	if a, b := procList(old), procList(new); a != "" && b != "" && a != b {
		w = append(w, fmt.Sprintf("GOMAXPROCS differs: %s ran with %s, %s with %s", old.Source, a, new.Source, b))
	}
	return w
}

// goWarnings compares two go lines, runtime.Version of each side: the
// toolchain ("go1.26.8") and the experiments it was built with
// ("go1.26.8-X:simd" is GOEXPERIMENT=simd), each with its own warning, so
// that the same toolchain built with and without an experiment is not
// reported as two toolchains.
func goWarnings(nameA, a, nameB, b string) []string {
	va, xa, _ := strings.Cut(a, "-X:")
	vb, xb, _ := strings.Cut(b, "-X:")
	var w []string
	if va != vb {
		w = append(w, fmt.Sprintf("go differs: %s has %q, %s has %q; timings are not comparable across machines or builds", nameA, a, nameB, b))
	}
	if xa != xb {
		w = append(w, fmt.Sprintf("GOEXPERIMENT differs: %s was built with %s, %s with %s; rows of packages built only under an experiment (impl/simd under GOEXPERIMENT=simd, which make bench sets where the CPU has AVX2) are on one side only: build both alike",
			nameA, experiments(xa), nameB, experiments(xb)))
	}
	return w
}

func experiments(x string) string {
	if x == "" {
		return "none"
	}
	return strconv.Quote(x)
}

func procList(s *Set) string {
	return strings.Join(slices.Sorted(maps.Keys(s.Procs)), ",")
}
