package results

// Writing results files: a finished one (WriteNew), never over another;
// the partial file a run streams to (CreatePartial); the check that a
// folder takes files (CheckDir).

import (
	"errors"
	"fmt"
	"os"

	"github.com/bitbench/bitbench/internal/safefile"
)

// WriteNew writes data to a new file dir/name, creating dir if needed, and
// returns the path written. It never replaces a file: when dir/name exists,
// it tries the name with -2, -3, … before ".txt". The data goes to a
// temporary file in dir first (internal/safefile: written and synced; a
// failed write leaves no file behind) and is then linked into place, an
// atomic step that fails rather than replace an existing file, so a reader
// never sees a partial file and two concurrent writers never clobber each
// other.
// name must end in ".txt"; otherwise the error wraps ErrName.
func WriteNew(dir, name string, data []byte) (string, error) {
	stem, err := txtStem(name)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", err
	}
	// A name of our own for the temporary file, which safefile.WriteFile
	// then fills through a file of its own (written, synced, renamed).
	tmp, err := os.CreateTemp(dir, ".tmp-"+stem+"-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Close(); err != nil {
		return "", err
	}
	if err := safefile.WriteFile(tmp.Name(), data, 0o644); err != nil {
		return "", err
	}
	return claimName(dir, stem, ".txt", func(path string) error { return os.Link(tmp.Name(), path) })
}

// CheckDir makes sure a results file can be written to dir before a run
// that takes minutes: it creates dir (and its parents) if needed, then
// writes and removes a small probe file. The error names dir.
func CheckDir(dir string) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return fmt.Errorf("results directory %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, ".probe-*")
	if err != nil {
		return fmt.Errorf("results directory %s: cannot write a file there: %w", dir, err)
	}
	_, werr := f.WriteString("probe\n")
	cerr := f.Close()
	rerr := os.Remove(f.Name())
	if err := errors.Join(werr, cerr, rerr); err != nil {
		return fmt.Errorf("results directory %s: probe file: %w", dir, err)
	}
	return nil
}

// CreatePartial creates the file a run streams its raw output to, in dir,
// named after the results file it will become: name+PartialSuffix
// ("2026-11-29-abc1234.txt.partial"), or, when a kept partial file of an
// earlier run has that name, the first free of stem-2.txt.partial, -3, …
// It never opens an existing file. name must be a base name ending in
// ".txt" (else the error wraps ErrName).
func CreatePartial(dir, name string) (*os.File, error) {
	stem, err := txtStem(name)
	if err != nil {
		return nil, err
	}
	var f *os.File
	_, err = claimName(dir, stem, ".txt"+PartialSuffix, func(path string) error {
		var err error
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		return err
	})
	return f, err
}

// PartialSuffix ends the name of a results file still being written, or
// kept from a run that failed or was interrupted: "2026-11-29-abc1234.txt.partial".
// Such a file is raw output up to the point the run stopped; ReadFile refuses
// it and no lister of this package returns it (Files, Newest and Latest skip
// it), so it never counts as a result.
const PartialSuffix = ".partial"
