package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// The builds -build names. v1 is Go's default (GOAMD64=v1, no PGO); v3 is
// GOAMD64=v3 (AVX2, BMI1/2, FMA, LZCNT, MOVBE…: TZCNT and LZCNT for bit
// scans, ANDN, SHLX); pgo is v3 plus profile-guided optimisation from the
// committed CPU profile of the benchmarks (-pgo-profile, made by
// `make pgo-profile`), which inlines hot calls past the inliner's budget and
// devirtualises interface calls.
var buildLevels = map[string]string{"v1": "v1", "v3": "v3", "pgo": "v3"}

// defaultProfile is -pgo-profile's default: committed, and not named
// default.pgo, so that no ordinary build picks it up.
const defaultProfile = "pgo/bench.pprof"

// buildSpec is how the test binary is built.
type buildSpec struct {
	name    string // "v1", "v3", "pgo"
	goamd64 string // GOAMD64 for the build, "" off amd64 (the default build there)
	profile string // absolute path of the PGO profile, "" for none
	hash    string // the profile's hash, "sha256:" and 12 hex digits
}

// pgoFlag is the go build -pgo flag of s.
func (s buildSpec) pgoFlag() string {
	if s.profile == "" {
		return "-pgo=off"
	}
	return "-pgo=" + s.profile
}

// checkBuildName returns an error unless name is a build -build accepts.
func checkBuildName(name string) error {
	if _, ok := buildLevels[name]; !ok {
		return fmt.Errorf("-build %q: want v1 (Go's default), v3 (GOAMD64=v3) or pgo (v3 with the profile %s)", name, defaultProfile)
	}
	return nil
}

// resolveBuild checks that build can run here, before anything is built:
// v3 and pgo need amd64 (arch, runtime.GOARCH) and a CPU of x86-64 level 3
// or more (level, harness/cpuid.X86Level); pgo needs a readable, valid
// profile at profile, whose hash it records.
func resolveBuild(build, profile, arch string, level int) (buildSpec, error) {
	s := buildSpec{name: build}
	if build == "v1" {
		if arch == "amd64" {
			s.goamd64 = "v1" // not the environment's GOAMD64: the file is named v1
		}
		return s, nil
	}
	if arch != "amd64" {
		return s, fmt.Errorf("-build %s: GOAMD64 levels exist on amd64 only, and this is %s; use -build v1", build, arch)
	}
	if level < 3 {
		return s, fmt.Errorf("-build %s: this CPU supports x86-64-v%d, not v3 (AVX2, BMI1, BMI2, FMA, LZCNT, MOVBE, F16C), so a GOAMD64=v3 binary would not run here; use -build v1", build, level)
	}
	s.goamd64 = buildLevels[build]
	if build != "pgo" {
		return s, nil
	}
	abs, err := filepath.Abs(profile)
	if err != nil {
		return s, fmt.Errorf("-build pgo: profile %s: %w", profile, err)
	}
	data, err := os.ReadFile(abs)
	if err != nil {
		return s, fmt.Errorf("-build pgo: profile %s: %w (make pgo-profile writes it)", profile, err)
	}
	if err := checkProfile(data); err != nil {
		return s, fmt.Errorf("-build pgo: profile %s: %w; remake it with make pgo-profile", profile, err)
	}
	s.profile, s.hash = abs, profileHash(data)
	return s, nil
}

// profileHash is the hash results files record for a profile: "sha256:"
// and the first 12 hex digits of the SHA-256 of its content.
func profileHash(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256:" + hex.EncodeToString(sum[:6])
}

// errProfile is wrapped by checkProfile's errors.
var errProfile = errors.New("not a usable CPU profile")

// checkProfile returns an error wrapping errProfile unless data is a
// profile go build -pgo reads: a pprof profile (a gzip-compressed protocol
// buffer, as -cpuprofile writes) that decompresses in full, is a
// well-formed protocol buffer and holds at least one sample, or Go's
// preprocessed form (a "GO PREPROFILE V1" text).
func checkProfile(data []byte) error {
	if bytes.HasPrefix(data, []byte("GO PREPROFILE V1\n")) {
		return nil
	}
	if len(data) == 0 {
		return fmt.Errorf("%w: the file is empty", errProfile)
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		return fmt.Errorf("%w: not gzip-compressed, as pprof profiles are", errProfile)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%w: %v", errProfile, err)
	}
	pb, err := io.ReadAll(zr)
	if err != nil {
		return fmt.Errorf("%w: gzip: %v (truncated?)", errProfile, err)
	}
	samples, err := countField(pb, 2) // Profile.sample
	if err != nil {
		return fmt.Errorf("%w: protocol buffer: %v", errProfile, err)
	}
	if samples == 0 {
		return fmt.Errorf("%w: it holds no samples", errProfile)
	}
	return nil
}

// countField walks the top level of the protocol buffer pb and returns how
// many times field num occurs; an error when pb is not well-formed.
func countField(pb []byte, num uint64) (int, error) {
	n := 0
	for len(pb) > 0 {
		key, k := binary.Uvarint(pb)
		if k <= 0 {
			return 0, errors.New("bad field key")
		}
		pb = pb[k:]
		switch key & 7 {
		case 0:
			_, k = binary.Uvarint(pb)
			if k <= 0 {
				return 0, errors.New("bad varint")
			}
			pb = pb[k:]
		case 1:
			if len(pb) < 8 {
				return 0, errors.New("short fixed64")
			}
			pb = pb[8:]
		case 2:
			l, k := binary.Uvarint(pb)
			if k <= 0 || l > uint64(len(pb)-k) {
				return 0, errors.New("bad length")
			}
			pb = pb[k+int(l):]
		case 5:
			if len(pb) < 4 {
				return 0, errors.New("short fixed32")
			}
			pb = pb[4:]
		default:
			return 0, fmt.Errorf("wire type %d", key&7)
		}
		if key>>3 == num {
			n++
		}
	}
	return n, nil
}
