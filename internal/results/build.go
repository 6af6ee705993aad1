package results

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Builds. A results file measures one build of the test binary: the
// default one (GOAMD64=v1, no profile-guided optimisation: "v1"), a
// GOAMD64=v3 one ("v3"), or GOAMD64=v3 with a CPU profile of the
// benchmarks ("pgo"). Its configuration lines say which: "goamd64: v3"
// and "pgo: bench.pprof sha256:1a2b3c4d5e6f" (or "pgo: off"); a file
// without a goamd64 line (another architecture) or without a pgo line
// (written before builds were recorded) is of the default build. The file
// name says it too: the default build keeps the plain name
// <date>-<commit>.txt, every other build ends its stem in -<build>:
// 2026-12-01-abc1234-v3.txt, 2026-12-01-abc1234-pgo.txt (a rerun:
// …-v3-2.txt). Files of several builds share a CPU's folder; every
// "newest file" question here is asked per build, so that a v3 file is
// never taken for the newest v1 one.

// DefaultBuild is the build of plain `make bench`: GOAMD64=v1, PGO off.
const DefaultBuild = "v1"

// BuildOrder lists the builds in the order tables and columns show them.
var BuildOrder = []string{"v1", "v2", "v3", "v4", "pgo"}

// ErrBuild is wrapped by errors about a file whose name and content name
// different builds, or two files of different builds compared as one.
var ErrBuild = errors.New("results of different builds")

// BuildOf returns the build that the configuration lines cfg record: "pgo"
// when a pgo line names a profile, else the goamd64 level, else
// DefaultBuild.
func BuildOf(cfg map[string]string) string {
	if p := cfg["pgo"]; p != "" && p != "off" {
		return "pgo"
	}
	if l := cfg["goamd64"]; l != "" {
		return l
	}
	return DefaultBuild
}

// BuildDesc describes the build of cfg in full, for messages and tables:
// "v1", "v3", or "pgo (GOAMD64 v3, profile bench.pprof sha256:…)".
func BuildDesc(cfg map[string]string) string {
	b := BuildOf(cfg)
	if b != "pgo" {
		return b
	}
	return fmt.Sprintf("pgo (GOAMD64 %s, profile %s)", or(cfg["goamd64"], DefaultBuild), cfg["pgo"])
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// SameBuild returns nil when the configuration lines a and b (of the files
// or sides named nameA and nameB) record the same build: the same GOAMD64
// level and the same profile (a missing goamd64 line is v1, a missing pgo
// line is off). Otherwise the error wraps ErrBuild and names both.
func SameBuild(nameA string, a map[string]string, nameB string, b map[string]string) error {
	if or(a["goamd64"], DefaultBuild) == or(b["goamd64"], DefaultBuild) && or(a["pgo"], "off") == or(b["pgo"], "off") {
		return nil
	}
	return fmt.Errorf("%w: %s is build %s, %s is build %s; compare files of one build (make bench BUILD=…)",
		ErrBuild, nameA, BuildDesc(a), nameB, BuildDesc(b))
}

// isBuild reports whether s names a build that file names carry.
func isBuild(s string) bool { return slices.Contains(BuildOrder, s) && s != DefaultBuild }

// BuildFileName returns the name of the results file of commit's run of
// build on date: FileName for DefaultBuild, else the stem ending in
// -<build> ("2026-12-01-abc1234-v3.txt"). build must be one of BuildOrder,
// and the commit must not itself end in a build's name; otherwise the error
// wraps ErrName.
func BuildFileName(date time.Time, commit, build string) (string, error) {
	if !slices.Contains(BuildOrder, build) {
		return "", fmt.Errorf("build %q: %w: want one of %s", build, ErrName, strings.Join(BuildOrder, ", "))
	}
	name, err := FileName(date, commit)
	if err != nil || build == DefaultBuild {
		return name, err
	}
	return strings.TrimSuffix(name, ".txt") + "-" + build + ".txt", nil
}

// splitBuild cuts a build suffix off the commit part of a file name:
// "abc1234-v3" gives "abc1234", "v3".
func splitBuild(commit string) (string, string) {
	i := strings.LastIndexByte(commit, '-')
	if i > 0 && isBuild(commit[i+1:]) {
		return commit[:i], commit[i+1:]
	}
	return commit, DefaultBuild
}

// BuildOfName returns the build a results file name says, DefaultBuild
// for a plain name, and false when name is not a results file name.
func BuildOfName(name string) (string, bool) {
	k, ok := parseFileName(filepath.Base(name))
	return k.build, ok
}

// CheckBuildName returns an error wrapping ErrBuild when the results file
// at path records (cfg) another build than its name says.
func CheckBuildName(path string, cfg map[string]string) error {
	named, ok := BuildOfName(path)
	if !ok {
		return fmt.Errorf("%s: %w: not a results file name", path, ErrName)
	}
	if got := BuildOf(cfg); got != named {
		return fmt.Errorf("%s: %w: the name says build %s, its configuration lines say %s (goamd64 %q, pgo %q)",
			path, ErrBuild, named, got, cfg["goamd64"], cfg["pgo"])
	}
	return nil
}

// NewestOf returns the path of the newest results file of build in dir,
// in the order Newest describes, files of other builds left out. A
// directory without a file of that build is an error wrapping
// os.ErrNotExist.
func NewestOf(dir, build string) (string, error) {
	files, err := Files(dir)
	if err != nil {
		return "", err
	}
	for i := len(files) - 1; i >= 0; i-- {
		if b, _ := BuildOfName(files[i]); b == build {
			return files[i], nil
		}
	}
	return "", fmt.Errorf("results directory %s: %w: no results file of build %s", dir, os.ErrNotExist, build)
}

// BuildFile is the newest results file of one build of a CPU.
type BuildFile struct {
	Build string // "v1", "v3", "pgo", …
	Path  string
}

// NewestBuilds returns the newest file with results of every build present
// in dir (NewestWithResults), in BuildOrder, and the messages naming the
// files passed over; none is an empty list.
func NewestBuilds(dir string) ([]BuildFile, []string, error) {
	files, err := Files(dir)
	if err != nil {
		return nil, nil, err
	}
	var out []BuildFile
	var skipped []string
	for _, b := range BuildOrder {
		p, s, err := newestWithResults(dir, files, b)
		skipped = append(skipped, s...)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, skipped, err
		}
		out = append(out, BuildFile{b, p})
	}
	return out, skipped, nil
}
