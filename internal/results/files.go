// Package results names, writes and finds benchmark result files, and
// summarises them against the project's speed goals.
//
// The model. A result file is the raw output of one `go test -bench` run of
// the root package (as many -count repetitions as were asked), headed by
// configuration lines ("commit: …", "go: …", "goamd64: …", "pext: bmi2",
// "cpu: …") that golang.org/x/perf/benchfmt reads as file keys. Files live
// at results/<cpu-slug>/<YYYY-MM-DD>-<commit>.txt, one directory per CPU
// microarchitecture (the slug of harness/cpuid, such as "amd-epyc-zen3");
// a file, once written, is never overwritten: a second run of the same
// commit on the same day gets the suffix -2, then -3, and so on. A run
// streams its output to <name>.txt.partial first (PartialSuffix) and only a
// finished run becomes a .txt file; no reader here ever lists a .partial
// file. The newest file of a CPU is the one of the latest commit in git
// history, else of the latest date and highest suffix (Newest); never the
// one modified last. Files of builds other than the default one (GOAMD64=v3,
// PGO) carry the build in their names (2026-12-01-abc1234-v3.txt) and are
// never the newest of another build (build.go: BuildOf, NewestOf).
//
// Every file written since CPU identities were recorded carries them as
// configuration lines ("cpu-vendor: AuthenticAMD", "cpu-family: 25", …,
// "uarch: zen3"); CheckIdentity keeps one folder to one identity. The
// configuration lines of one file agree: every reader here refuses a file
// that gives a key two values (a *ConflictError naming both lines), such as
// the runs of two builds in one file (configcheck.go).
//
// Summaries (Summarize) read a file's results with benchfmt, take the median
// of every benchmark's samples with golang.org/x/perf/benchmath (the
// statistic benchstat prints), and compare techniques: the fastest per load,
// the fastest single-call slider lookup against the fastest batched one
// (any technique's: the practical ceiling on that CPU),
// perft against the peer libraries, parallel perft against one thread.
package results

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// ErrName is wrapped by errors about a commit, slug or file name that does
// not fit the results layout.
var ErrName = errors.New("bad results name")

// ErrNoModel is wrapped by CPUModel's error when the input names no CPU model.
var ErrNoModel = errors.New("no CPU model name")

// Slug turns a CPU model name into a directory name: lower case, every run of
// characters other than ASCII letters and digits replaced by one '-', no '-'
// at either end. "AMD EPYC 7B13 64-Core Processor" gives
// "amd-epyc-7b13-64-core-processor". The result is "" when model holds no
// letter or digit.
func Slug(model string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(model) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

var slugRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// CheckSlug returns an error wrapping ErrName unless slug is a valid CPU
// directory name: what Slug can return, and not empty.
func CheckSlug(slug string) error {
	if !slugRE.MatchString(slug) {
		return fmt.Errorf("cpu slug %q: %w: want lower-case letters and digits in words joined by '-'", slug, ErrName)
	}
	return nil
}

// CPUModel returns the first "model name" of a /proc/cpuinfo listing, the
// CPU model as the kernel reports it. Listings without one (some ARM
// kernels) are an error wrapping ErrNoModel.
func CPUModel(cpuinfo io.Reader) (string, error) {
	sc := bufio.NewScanner(cpuinfo)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == "model name" {
			if v = strings.Join(strings.Fields(v), " "); v != "" {
				return v, nil
			}
		}
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	return "", fmt.Errorf("cpuinfo: %w (no \"model name\" line)", ErrNoModel)
}

// LocalCPUModel returns CPUModel of this machine's /proc/cpuinfo.
func LocalCPUModel() (string, error) {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return "", err
	}
	defer f.Close()
	return CPUModel(f)
}

var commitRE = regexp.MustCompile(`^[0-9A-Za-z]+(-[0-9A-Za-z]+)*$`)

// CheckCommit returns nil when commit can name a results file: letters and
// digits, in words joined by '-' ("abc1234-dirty" is fine), the last word
// not a build's name ("abc1234-v3" would read as a v3 run of abc1234).
// Otherwise the error wraps ErrName.
func CheckCommit(commit string) error {
	if !commitRE.MatchString(commit) {
		return fmt.Errorf("commit %q: %w: want letters and digits joined by '-'", commit, ErrName)
	}
	if _, b := splitBuild(commit); b != DefaultBuild {
		return fmt.Errorf("commit %q: %w: it ends in -%s, which file names keep for the build", commit, ErrName, b)
	}
	return nil
}

// FileName returns the name of the results file of commit run on date (in
// its own time zone): "2026-11-29-abc1234.txt". A commit CheckCommit
// refuses is an error wrapping ErrName.
func FileName(date time.Time, commit string) (string, error) {
	if err := CheckCommit(commit); err != nil {
		return "", err
	}
	return date.Format("2006-01-02") + "-" + commit + ".txt", nil
}

// nameRE matches results file names: date, commit, optional -N suffix.
var nameRE = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})-(.+?)(?:-(\d+))?\.txt$`)

// txtStem returns name without ".txt"; name must be a base name ending in
// ".txt", else the error wraps ErrName.
func txtStem(name string) (string, error) {
	stem, ok := strings.CutSuffix(name, ".txt")
	if !ok || stem == "" || strings.ContainsRune(name, filepath.Separator) {
		return "", fmt.Errorf("results file %q: %w: want a base name ending in .txt", name, ErrName)
	}
	return stem, nil
}

// claimName calls claim with dir/stem+ext, then dir/stem-2+ext, -3, …
// until one call does not fail with os.ErrExist, and returns that path.
// claim must fail with os.ErrExist, not replace, when the path exists.
func claimName(dir, stem, ext string, claim func(path string) error) (string, error) {
	for n := 1; n < 10000; n++ {
		path := filepath.Join(dir, stem+ext)
		if n > 1 {
			path = filepath.Join(dir, stem+"-"+strconv.Itoa(n)+ext)
		}
		err := claim(path)
		if err == nil {
			return path, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return "", err
		}
	}
	return "", fmt.Errorf("results file %s: %w: 9999 files of that name already", filepath.Join(dir, stem+ext), ErrName)
}

// fileKey is what a results file name says: date, commit, build
// (DefaultBuild when the name has no build suffix), -N suffix (none is 1).
type fileKey struct {
	name, date, commit, build string
	n                         int
}

func parseFileName(name string) (fileKey, bool) {
	m := nameRE.FindStringSubmatch(name)
	if m == nil {
		return fileKey{}, false
	}
	if _, err := time.Parse("2006-01-02", m[1]); err != nil || !commitRE.MatchString(m[2]) {
		return fileKey{}, false // a commit is letters and digits joined by '-', as FileName writes it
	}
	k := fileKey{name: name, date: m[1], n: 1}
	k.commit, k.build = splitBuild(m[2])
	if m[3] != "" {
		k.n, _ = strconv.Atoi(m[3])
	}
	return k, true
}

// Files returns the paths of the results files in dir, oldest first, in
// the order Newest describes. Names that are not results file names
// (<YYYY-MM-DD>-<commit>[-N].txt, the commit letters and digits joined by
// '-', as FileName writes it) are skipped: notes, charts, files ending
// in PartialSuffix, the temporary files of WriteNew. A directory without
// results files gives an empty list; one that cannot be read, an error.
func Files(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var keys []fileKey
	for _, e := range entries {
		if k, ok := parseFileName(e.Name()); ok && e.Type().IsRegular() {
			keys = append(keys, k)
		}
	}
	commits := make([]string, len(keys))
	for i, k := range keys {
		commits[i] = k.commit
	}
	rank := commitRanks(dir, commits)
	slices.SortFunc(keys, func(a, b fileKey) int {
		if rank != nil {
			if c := rank[a.commit] - rank[b.commit]; c != 0 {
				return c
			}
		}
		if c := strings.Compare(a.date, b.date); c != 0 {
			return c
		}
		if a.n != b.n {
			return a.n - b.n
		}
		return strings.Compare(a.name, b.name)
	})
	paths := make([]string, len(keys))
	for i, k := range keys {
		paths[i] = filepath.Join(dir, k.name)
	}
	return paths, nil
}

// Newest returns the path of the newest results file of the default build
// (DefaultBuild; NewestOf for another) in dir. Where dir is
// inside a git repository whose history (from HEAD) holds the commit of
// every results file in dir, the newest is the one of the latest commit in
// that history; files of one commit (a rerun, a "-dirty" run) are ordered
// by the date in their names, then by the -N suffix. Without git, outside a
// repository, or when any file's commit is not in the history, every file
// is ordered by date, then suffix. Modification times never count: git does
// not keep them. Ties left after that go by name. A directory without
// results files of the default build is an error wrapping os.ErrNotExist.
func Newest(dir string) (string, error) {
	return NewestOf(dir, DefaultBuild)
}

// commitRanks returns, for every commit named in commits, its position in
// the history of HEAD of the git repository holding dir (higher is
// later), or nil when git is missing, dir is in no repository, or some
// commit is not found there. A file's commit is the part before its first
// '-' ("abc1234-dirty" ranks as abc1234), an abbreviated hash that must
// name exactly one commit of the history. Outside every repository
// (inGitRepository) it runs no git at all.
var commitRanks = func(dir string, commits []string) map[string]int {
	if len(commits) == 0 || !inGitRepository(dir) {
		return nil
	}
	out, err := exec.Command("git", "-C", dir, "rev-list", "--topo-order", "HEAD").Output()
	if err != nil {
		return nil
	}
	return ranksFromRevList(strings.Fields(string(out)), commits)
}

// ranksFromRevList ranks commits by their place in history, the output of
// git rev-list (newest first); nil unless every commit matches exactly one
// hash.
func ranksFromRevList(history, commits []string) map[string]int {
	ranks := make(map[string]int, len(commits))
	for _, c := range commits {
		short, _, _ := strings.Cut(c, "-")
		if len(short) < 4 || strings.Trim(strings.ToLower(short), "0123456789abcdef") != "" {
			return nil
		}
		short = strings.ToLower(short)
		found := -1
		for i, h := range history {
			if strings.HasPrefix(h, short) {
				if found >= 0 {
					return nil // ambiguous
				}
				found = i
			}
		}
		if found < 0 {
			return nil
		}
		ranks[c] = len(history) - found
	}
	return ranks
}

// CPUFile is the newest results file of one CPU, of each build.
type CPUFile struct {
	Slug   string      // directory name under the results root
	Path   string      // newest file of the first build of Builds (the default build, when the CPU has it)
	Builds []BuildFile // newest file with results of every build present, in BuildOrder
	// Skipped names the newer files passed over because they hold no
	// result (NewestWithResults); callers print them as warnings.
	Skipped []string
}

// Latest returns the newest results file of every CPU directory under root
// that holds results, of every build (NewestBuilds), sorted by slug.
// Directories without a results file are skipped; a root with none at all
// is an error wrapping os.ErrNotExist.
func Latest(root string) ([]CPUFile, error) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	var out []CPUFile
	var passed []string // skipped files of folders with none left
	for _, e := range entries {
		if !e.IsDir() || CheckSlug(e.Name()) != nil {
			continue
		}
		builds, skipped, err := NewestBuilds(filepath.Join(root, e.Name()))
		if err != nil {
			return nil, err
		}
		if len(builds) == 0 {
			passed = append(passed, skipped...)
			continue
		}
		out = append(out, CPUFile{Slug: e.Name(), Path: builds[0].Path, Builds: builds, Skipped: skipped})
	}
	if len(out) == 0 && len(passed) > 0 {
		return nil, fmt.Errorf("results root %s: %w: no CPU directory holds a results file with results; %s", root, os.ErrNotExist, strings.Join(passed, "; "))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("results root %s: %w: no CPU directory holds a results file", root, os.ErrNotExist)
	}
	slices.SortFunc(out, func(a, b CPUFile) int { return strings.Compare(a.Slug, b.Slug) })
	out[0].Skipped = append(out[0].Skipped, passed...) // shown with the first CPU, so that none is lost
	return out, nil
}
