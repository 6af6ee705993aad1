package testbin

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/bitbench/bitbench/internal/safefile"
)

// The builds Resolve knows. v1 is Go's default (GOAMD64=v1, no PGO); v3 is
// GOAMD64=v3 (AVX2, BMI1/2, FMA, LZCNT, MOVBE…: TZCNT and LZCNT for bit
// scans, ANDN, SHLX); pgo is v3 plus profile-guided optimisation from the
// committed CPU profile of the benchmarks (-pgo-profile, made by
// `make pgo-profile`), which inlines hot calls past the inliner's budget and
// devirtualises interface calls.
var buildLevels = map[string]string{"v1": "v1", "v3": "v3", "pgo": "v3"}

// DefaultProfile is the PGO profile of the pgo build unless another is
// named: committed, and not named default.pgo, so that no ordinary build
// picks it up.
const DefaultProfile = "pgo/bench.pprof"

// A Spec is a build of the test binary: its GOAMD64 level and PGO profile.
type Spec struct {
	Name    string // "v1", "v3", "pgo"
	GOAMD64 string // GOAMD64 for the build, "" off amd64 (the default build there)
	Profile string // absolute path of the PGO profile, "" for none
	Hash    string // the profile's hash, "sha256:" and 12 hex digits
}

// PGOFlag is the go build -pgo flag of s: -pgo=off without a profile, so
// that no default.pgo is ever picked up.
func (s Spec) PGOFlag() string {
	if s.Profile == "" {
		return "-pgo=off"
	}
	return "-pgo=" + s.Profile
}

// CheckName returns an error unless name is a build Resolve knows.
func CheckName(name string) error {
	if _, ok := buildLevels[name]; !ok {
		return fmt.Errorf("-build %q: want v1 (Go's default), v3 (GOAMD64=v3) or pgo (v3 with the profile %s)", name, DefaultProfile)
	}
	return nil
}

// CheckCPU returns an error unless a binary of s runs on a CPU of x86-64
// level (harness/cpuid.X86Level): v3 and pgo need level 3.
func (s Spec) CheckCPU(level int) error {
	if s.GOAMD64 == "v3" && level < 3 {
		return fmt.Errorf("-build %s: this CPU supports x86-64-v%d, not v3 (AVX2, BMI1, BMI2, FMA, LZCNT, MOVBE, F16C), so a GOAMD64=v3 binary would not run here; use -build v1", s.Name, level)
	}
	return nil
}

// Resolve checks build for a binary of arch (GOARCH), before anything is
// built, and returns its Spec: v3 and pgo need amd64, pgo a readable,
// valid profile at profile, whose hash it records. On amd64 the v1 build
// sets GOAMD64=v1, whatever the environment says, so that a file named v1
// is one. Resolve does not look at the CPU (Spec.CheckCPU does): the
// binary may be meant for another machine.
func Resolve(build, profile, arch string) (Spec, error) {
	if err := CheckName(build); err != nil {
		return Spec{}, err
	}
	s := Spec{Name: build}
	if build == "v1" {
		if arch == "amd64" {
			s.GOAMD64 = "v1"
		}
		return s, nil
	}
	if arch != "amd64" {
		return s, fmt.Errorf("-build %s: GOAMD64 levels exist on amd64 only, and this is %s; use -build v1", build, arch)
	}
	s.GOAMD64 = buildLevels[build]
	if build != "pgo" {
		return s, nil
	}
	abs, err := filepath.Abs(profile)
	if err != nil {
		return s, fmt.Errorf("-build pgo: profile %s: %w", profile, err)
	}
	data, err := safefile.ReadFile("-pgo-profile", profile, MaxProfileBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return s, fmt.Errorf("-build pgo: %w (make pgo-profile writes it)", err)
	}
	if err != nil {
		return s, fmt.Errorf("-build pgo: %w", err)
	}
	if err := checkProfile(data); err != nil {
		return s, fmt.Errorf("-build pgo: profile %s: %w; remake it with make pgo-profile", profile, err)
	}
	if err := checkProfileName(filepath.Base(abs)); err != nil {
		return s, fmt.Errorf("-build pgo: -pgo-profile %s: %w", profile, err)
	}
	s.Profile, s.Hash = abs, ProfileHash(data)
	return s, nil
}

// ProfileHash is the hash results files record for a profile: "sha256:"
// and the first 12 hex digits of the SHA-256 of its content.
func ProfileHash(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:6])
}

// checkProfileName returns an error unless base, a profile's file name,
// can be recorded in a results file's "pgo:" line and passed to the
// linker: "off" there means no PGO (benchloops.PGOLine), a control
// character would break the line, and a name with both kinds of quote
// cannot be quoted in -ldflags (quoteLD).
func checkProfileName(base string) error {
	switch {
	case base == "off":
		return errors.New(`the file name "off" would read as "no PGO" in the results file's pgo: line; rename the profile`)
	case strings.IndexFunc(base, unicode.IsControl) >= 0:
		return fmt.Errorf("file name %q: a control character would break the results file's pgo: line; rename the profile", base)
	case strings.ContainsRune(base, '\'') && strings.ContainsRune(base, '"'):
		return fmt.Errorf("file name %q: both kinds of quote, which -ldflags cannot pass; rename the profile", base)
	}
	return nil
}
