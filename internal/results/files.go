// Package results names, writes and finds benchmark result files, and
// summarises them against the project's speed goals.
//
// The model. A result file is the raw output of one `go test -bench` run of
// the root package (as many -count repetitions as were asked), headed by
// configuration lines ("commit: …", "go: …", "goamd64: …", "pext: bmi2",
// "cpu: …") that golang.org/x/perf/benchfmt reads as file keys. Files live
// at results/<cpu-slug>/<YYYY-MM-DD>-<commit>.txt, one directory per CPU
// model; a file, once written, is never overwritten: a second run of the
// same commit on the same day gets the suffix -2, then -3, and so on. The
// newest file of a CPU is the one with the latest date, then the highest
// suffix.
//
// Summaries (Summarize) read a file's results with benchfmt, take the median
// of every benchmark's samples with golang.org/x/perf/benchmath (the
// statistic benchstat prints), and compare techniques: the fastest per load,
// the fastest single-call slider lookup against the batched PEXT ceiling,
// perft against the peer libraries, parallel perft against one thread.
package results

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
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

// FileName returns the name of the results file of commit run on date (in
// its own time zone): "2026-11-29-abc1234.txt". The commit must be letters
// and digits, in words joined by '-' ("abc1234-dirty" is fine); anything
// else is an error wrapping ErrName.
func FileName(date time.Time, commit string) (string, error) {
	if !commitRE.MatchString(commit) {
		return "", fmt.Errorf("commit %q: %w: want letters and digits joined by '-'", commit, ErrName)
	}
	return date.Format("2006-01-02") + "-" + commit + ".txt", nil
}

// nameRE matches results file names: date, commit, optional -N suffix.
var nameRE = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})-(.+?)(?:-(\d+))?\.txt$`)

// WriteNew writes data to a new file dir/name, creating dir if needed, and
// returns the path written. It never replaces a file: when dir/name exists,
// it tries the name with -2, -3, … before ".txt". The data goes to a
// temporary file in dir first and is then linked into place, an atomic step
// that fails rather than replace an existing file, so a reader never sees
// a partial file and two concurrent writers never clobber each other.
// name must end in ".txt"; otherwise the error wraps ErrName.
func WriteNew(dir, name string, data []byte) (string, error) {
	stem, ok := strings.CutSuffix(name, ".txt")
	if !ok || stem == "" || strings.ContainsRune(name, filepath.Separator) {
		return "", fmt.Errorf("results file %q: %w: want a base name ending in .txt", name, ErrName)
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(dir, ".tmp-"+stem+"-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	for n := 1; n < 10000; n++ {
		path := filepath.Join(dir, name)
		if n > 1 {
			path = filepath.Join(dir, stem+"-"+strconv.Itoa(n)+".txt")
		}
		err := os.Link(tmp.Name(), path)
		if err == nil {
			return path, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return "", err
		}
	}
	return "", fmt.Errorf("results file %s: %w: 9999 files of that name already", filepath.Join(dir, name), ErrName)
}

// fileKey orders results files: by date in the name, then modification
// time, then suffix (none is 1), then commit.
type fileKey struct {
	date, commit string
	n            int
	mtime        time.Time
}

func parseFileName(name string) (fileKey, bool) {
	m := nameRE.FindStringSubmatch(name)
	if m == nil {
		return fileKey{}, false
	}
	if _, err := time.Parse("2006-01-02", m[1]); err != nil {
		return fileKey{}, false
	}
	k := fileKey{date: m[1], commit: m[2], n: 1}
	if m[3] != "" {
		k.n, _ = strconv.Atoi(m[3])
	}
	return k, true
}

// Newest returns the path of the newest results file in dir: latest date
// in the name, then (for files of the same date) latest modification time,
// then highest -N suffix, then last commit in byte order. Files whose names are not results file names are ignored;
// a directory with none is an error wrapping os.ErrNotExist.
func Newest(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	best, bestName := fileKey{}, ""
	for _, e := range entries {
		k, ok := parseFileName(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			return "", err
		}
		k.mtime = info.ModTime()
		if bestName == "" || newer(k, best) {
			best, bestName = k, e.Name()
		}
	}
	if bestName == "" {
		return "", fmt.Errorf("results directory %s: %w: no <YYYY-MM-DD>-<commit>.txt file", dir, os.ErrNotExist)
	}
	return filepath.Join(dir, bestName), nil
}

func newer(a, b fileKey) bool {
	switch {
	case a.date != b.date:
		return a.date > b.date
	case !a.mtime.Equal(b.mtime):
		return a.mtime.After(b.mtime)
	case a.n != b.n:
		return a.n > b.n
	}
	return a.commit > b.commit
}

// CPUFile is the newest results file of one CPU.
type CPUFile struct {
	Slug string // directory name under the results root
	Path string // newest file
}

// Latest returns the newest results file of every CPU directory under root,
// sorted by slug. Directories without a results file are skipped; a root
// with none at all is an error wrapping os.ErrNotExist.
func Latest(root string) ([]CPUFile, error) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	var out []CPUFile
	for _, e := range entries {
		if !e.IsDir() || CheckSlug(e.Name()) != nil {
			continue
		}
		path, err := Newest(filepath.Join(root, e.Name()))
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, err
		}
		out = append(out, CPUFile{Slug: e.Name(), Path: path})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("results root %s: %w: no CPU directory holds a results file", root, os.ErrNotExist)
	}
	slices.SortFunc(out, func(a, b CPUFile) int { return strings.Compare(a.Slug, b.Slug) })
	return out, nil
}
