package results

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/perf/benchfmt"

	"github.com/bitbench/bitbench/harness/cpuid"
)

// ErrUnknownIdentity is wrapped by CheckIdentity's error when a file in the
// folder records no CPU identity (it was written before identities were
// recorded): nothing can be added to such a folder.
var ErrUnknownIdentity = errors.New("results file records no CPU identity")

// ErrOtherCPU is wrapped by CheckIdentity's error when a file in the folder
// records a CPU identity other than the one being added.
var ErrOtherCPU = errors.New("results folder holds another CPU's results")

// IdentityKeys are the configuration keys that record a CPU's identity;
// a file with none of them has an unknown identity.
var IdentityKeys = []string{"cpu-vendor", "cpu-family", "cpu-model", "cpu-stepping", "uarch"}

// Config returns the file configuration keys ("commit", "cpu", "uarch", …)
// of the results file at path, as benchfmt reads them, from the lines before
// its first result: the values that hold for the whole run. A file without
// any result gives no keys. Every line of the file goes through the check
// that Read applies: configuration lines that conflict are a
// *ConflictError (ErrConfigConflict), a line over MaxLine bytes an error
// wrapping ErrLine. Syntax errors in result lines are not Config's concern.
func Config(path string) (map[string]string, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cfg := map[string]string{}
	lines := newLineFilter(f, path)
	r := benchfmt.NewReader(lines, path)
	for seen := false; r.Scan(); {
		if res, ok := r.Result().(*benchfmt.Result); ok && !seen {
			for _, c := range res.Config {
				if c.File {
					cfg[c.Key] = string(c.Value)
				}
			}
			seen = true
		}
	}
	if err := r.Err(); err != nil {
		if lines.err != nil {
			return nil, lines.err
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return cfg, nil
}

// CheckIdentity returns nil when a results file of the CPU id may be added
// to dir: dir does not exist or holds no results file, or every results
// file in it records id's identity (cpuid.ID.SameIdentity over the
// identity recorded by its configuration lines, cpuid.FromConfig). A file
// that records no identity gives an error wrapping ErrUnknownIdentity; one
// that records another, ErrOtherCPU; both name the file and say what to
// do. The identity is read by the one rule of Identity: a file whose
// identity lines conflict is an error wrapping ErrIdentityConflict. Partial files are not looked at.
func CheckIdentity(dir string, id cpuid.ID) error {
	files, err := Files(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for _, path := range files {
		cfg, err := IdentityFile(path)
		if errors.Is(err, ErrUnknownIdentity) {
			return fmt.Errorf("%w, so it is not known to be this CPU; "+
				"new results cannot join %s: move its files to a folder that says their CPU is unknown, or name another folder",
				err, filepath.Base(dir))
		}
		if err != nil {
			return err
		}
		have, err := cpuid.FromConfig(cfg)
		if err != nil {
			return fmt.Errorf("%s: identity lines: %w", path, err)
		}
		if err := id.SameIdentity(have); err != nil {
			return fmt.Errorf("%s: %w: %w; this CPU's results need a folder of their own", path, ErrOtherCPU, err)
		}
	}
	return nil
}

// Folder returns the results folder under root for the CPU id:
// root/<slug>, where slug is id.Slug() unless one is given. It checks,
// without creating anything, that the slug is a valid folder name
// (CheckSlug) and that the folder's files record id's identity
// (CheckIdentity); the error says which failed.
func Folder(root, slug string, id cpuid.ID) (string, error) {
	if slug == "" {
		slug = id.Slug()
		if err := CheckSlug(slug); err != nil {
			return "", fmt.Errorf("this CPU's identity gives no folder name: %w; name the folder", err)
		}
	} else if err := CheckSlug(slug); err != nil {
		return "", err
	}
	dir := filepath.Join(root, slug)
	if err := CheckIdentity(dir, id); err != nil {
		return "", err
	}
	return dir, nil
}
