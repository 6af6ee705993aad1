package results

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"
)

// NewestWithResults is NewestOf that passes over files without any
// benchmark result (a run whose -bench matched nothing, written before
// cmd/bench refused to keep such a run as a results file): it returns the
// newest file of build in dir that holds results, and one message per file
// passed over, naming it. A directory none of whose files of that build
// holds results is an error wrapping os.ErrNotExist that names the files
// passed over. Other read errors of the file picked are returned as they
// are.
func NewestWithResults(dir, build string) (path string, skipped []string, err error) {
	files, err := Files(dir)
	if err != nil {
		return "", nil, err
	}
	return newestWithResults(dir, files, build)
}

// newestWithResults is NewestWithResults over files, dir's results files
// in Files order, so that a caller asking about several builds lists the
// folder (and asks git for the commit order) once.
func newestWithResults(dir string, files []string, build string) (path string, skipped []string, err error) {
	for i := len(files) - 1; i >= 0; i-- {
		if b, _ := BuildOfName(files[i]); b != build {
			continue
		}
		_, err := ReadFile(files[i])
		if errors.Is(err, ErrNoResults) {
			skipped = append(skipped, fmt.Sprintf("skipped %v", err))
			continue
		}
		if err != nil {
			return "", skipped, err
		}
		return files[i], skipped, nil
	}
	if len(skipped) > 0 {
		return "", skipped, fmt.Errorf("results directory %s: %w: no results file of build %s holds a benchmark result (%d skipped)", dir, os.ErrNotExist, build, len(skipped))
	}
	return "", nil, fmt.Errorf("results directory %s: %w: no results file of build %s", dir, os.ErrNotExist, build)
}

// looksLikeResults reports whether name is meant as a results file name:
// a date, a '-' and anything, ending in ".txt". Merge refuses such a name
// when parseFileName does not take it, rather than leave it out in
// silence.
func looksLikeResults(name string) bool {
	if len(name) < len("2006-01-02-x.txt") || name[10] != '-' || !strings.HasSuffix(name, ".txt") {
		return false
	}
	_, err := time.Parse("2006-01-02", name[:10])
	return err == nil
}
