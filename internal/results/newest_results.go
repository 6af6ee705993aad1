package results

import (
	"errors"
	"fmt"
	"os"
)

// NewestWithResults is Newest that passes over files without any benchmark
// result (a run whose -bench matched nothing, written before cmd/bench
// refused to keep such a run as a results file): it returns the newest
// file of dir that holds results, and one message per file passed over,
// naming it. A directory none of whose files holds results is an error
// wrapping os.ErrNotExist that names the files passed over. Other read
// errors of the file picked are returned as they are.
func NewestWithResults(dir string) (path string, skipped []string, err error) {
	files, err := Files(dir)
	if err != nil {
		return "", nil, err
	}
	for i := len(files) - 1; i >= 0; i-- {
		_, err := ReadFile(files[i])
		if errors.Is(err, ErrNoResults) {
			skipped = append(skipped, fmt.Sprintf("%s: skipped: %v", files[i], err))
			continue
		}
		if err != nil {
			return "", skipped, err
		}
		return files[i], skipped, nil
	}
	if len(skipped) > 0 {
		return "", skipped, fmt.Errorf("results directory %s: %w: no results file holds a benchmark result (%d skipped)", dir, os.ErrNotExist, len(skipped))
	}
	return "", nil, fmt.Errorf("results directory %s: %w: no <YYYY-MM-DD>-<commit>.txt file", dir, os.ErrNotExist)
}
