package results

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// ErrClash is wrapped by Merge's error about a file whose CPU identity
// differs from a file already in (or merged into) its CPU directory.
var ErrClash = errors.New("CPU identity clash")

// ErrDuplicate is wrapped by Merge's error about a file whose name is taken
// in its CPU directory by a file with different content.
var ErrDuplicate = errors.New("results file name taken by different content")

// resultsFile is a results file, incoming or already in place.
type resultsFile struct {
	path, slug, name string
	data             []byte
	id               []string          // values of IdentityKeys
	cfg              map[string]string // configuration lines
}

// Merge copies the results files found under the directories srcs into the
// results tree at root, as downloaded artifacts of the fleet workflow hold
// them: a file <slug>/<YYYY-MM-DD>-<commit>.txt at any depth (each artifact
// usually adds one directory level) goes to root/<slug>/ under the same
// name. It returns the paths written, and writes progress lines to log.
//
// Nothing is overwritten and nothing is merged unless everything can be:
//   - a file whose IdentityKeys differ from a file of its CPU directory
//     (already there, or merged in the same call) is an error wrapping
//     ErrClash that names both files;
//   - a file whose name is taken there by different content is an error
//     wrapping ErrDuplicate that names both;
//   - a file whose content is already there, under any name, is skipped
//     with a message;
//   - "*.partial" files (unfinished runs) are skipped with a message; other
//     files (charts, READMEs) are ignored;
//   - an unreadable or malformed results file, one whose name says another
//     build than its configuration lines (CheckBuildName: a -v3 name on a
//     GOAMD64=v1 file, a plain name on a pgo file), or srcs without any
//     results file, is an error.
func Merge(root string, srcs []string, log io.Writer) ([]string, error) {
	incoming, err := findIncoming(srcs, log)
	if err != nil {
		return nil, err
	}
	present := map[string][]resultsFile{} // slug → files in place or accepted
	var accepted []resultsFile
	var errs []error
	for _, in := range incoming {
		have, ok := present[in.slug]
		if !ok {
			if have, err = readDir(filepath.Join(root, in.slug)); err != nil {
				return nil, err
			}
		}
		skip, err := check(in, have)
		switch {
		case err != nil:
			errs = append(errs, err)
		case skip != "":
			fmt.Fprintf(log, "skip %s: %s\n", in.path, skip)
		default:
			accepted = append(accepted, in)
			have = append(have, resultsFile{path: filepath.Join(root, in.slug, in.name), slug: in.slug, name: in.name, data: in.data, id: in.id})
		}
		present[in.slug] = have
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("nothing merged: %w", errors.Join(errs...))
	}
	// Every folder must take a file before any is written; should a write
	// fail all the same, the files written so far are removed again.
	for _, in := range accepted {
		if err := CheckDir(filepath.Join(root, in.slug)); err != nil {
			return nil, fmt.Errorf("nothing merged: %w", err)
		}
	}
	var written []string
	for _, in := range accepted {
		path, err := mergeWrite(filepath.Join(root, in.slug), in.name, in.data)
		if err != nil {
			for _, w := range written {
				os.Remove(w)
			}
			return nil, fmt.Errorf("nothing merged (%d file(s) written were removed again): %w", len(written), err)
		}
		written = append(written, path)
	}
	for i, in := range accepted {
		fmt.Fprintf(log, "add %s (from %s)\n", written[i], in.path)
	}
	return written, nil
}

// mergeWrite is WriteNew; a test makes it fail.
var mergeWrite = WriteNew

// check returns why in is skipped (its content is in have already), or an
// error when it clashes with a file of have; both are zero when in is new.
func check(in resultsFile, have []resultsFile) (skip string, err error) {
	for _, h := range have {
		if bytes.Equal(in.data, h.data) {
			return "same content as " + h.path, nil
		}
	}
	for _, h := range have {
		if h.name == in.name {
			return "", fmt.Errorf("%s: %w: %s has the same name", in.path, ErrDuplicate, h.path)
		}
	}
	for _, h := range have {
		if diff := identityDiff(in.id, h.id); diff != "" {
			return "", fmt.Errorf("%s: %w with %s: %s", in.path, ErrClash, h.path, diff)
		}
	}
	return "", nil
}

// identityDiff describes how identities a and b differ, or is "".
func identityDiff(a, b []string) string {
	var out []string
	for i, k := range IdentityKeys {
		if a[i] != b[i] {
			out = append(out, fmt.Sprintf("%s %s vs %s", k, orNone(a[i]), orNone(b[i])))
		}
	}
	return strings.Join(out, ", ")
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return fmt.Sprintf("%q", s)
}

// findIncoming returns the results files under srcs, sorted by slug and
// name.
func findIncoming(srcs []string, log io.Writer) ([]resultsFile, error) {
	var out []resultsFile
	for _, src := range srcs {
		// A folder named through a symbolic link is walked as the folder
		// (WalkDir would not follow a link at the root); links below it
		// are still passed over.
		if resolved, err := filepath.EvalSymlinks(src); err == nil {
			src = resolved
		}
		err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			switch {
			case d.IsDir() || !d.Type().IsRegular():
				return nil
			case strings.HasSuffix(name, PartialSuffix):
				fmt.Fprintf(log, "skip %s: an unfinished run\n", path)
				return nil
			}
			if _, ok := parseFileName(name); !ok {
				if looksLikeResults(name) {
					return fmt.Errorf("%s: %w: want <YYYY-MM-DD>-<commit>.txt, the commit letters and digits joined by '-'", harness.Excerpt(path), ErrName)
				}
				return nil
			}
			slug := filepath.Base(filepath.Dir(path))
			if err := CheckSlug(slug); err != nil {
				return fmt.Errorf("%s: directory: %w", path, err)
			}
			f, err := readResults(path)
			if err != nil {
				return err
			}
			if err := CheckBuildName(path, f.cfg); err != nil {
				return err
			}
			f.slug, f.name = slug, name
			out = append(out, f)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %w: no <cpu>/<YYYY-MM-DD>-<commit>.txt results file", strings.Join(srcs, ", "), os.ErrNotExist)
	}
	slices.SortStableFunc(out, func(a, b resultsFile) int {
		return strings.Compare(a.slug+"/"+a.name, b.slug+"/"+b.name)
	})
	return out, nil
}

// readDir returns the results files of a CPU directory (Files); one that
// does not exist has none.
func readDir(dir string) ([]resultsFile, error) {
	paths, err := Files(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []resultsFile
	for _, path := range paths {
		f, err := readResults(path)
		if err != nil {
			return nil, err
		}
		f.name = filepath.Base(path)
		out = append(out, f)
	}
	return out, nil
}

// readResults reads and checks the results file at path.
func readResults(path string) (resultsFile, error) {
	data, err := readWhole(path)
	if err != nil {
		return resultsFile{}, err
	}
	set, err := Read(bytes.NewReader(data), path)
	if err != nil {
		return resultsFile{}, err
	}
	id, err := Identity(bytes.NewReader(data), path)
	if err != nil {
		return resultsFile{}, err
	}
	f := resultsFile{path: path, data: data, cfg: set.Config}
	for _, k := range IdentityKeys {
		f.id = append(f.id, id[k])
	}
	return f, nil
}
