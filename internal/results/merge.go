package results

import (
	"bytes"
	"crypto/sha256"
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

// ErrCopy is wrapped by Merge's error about a file whose content is
// already in the tree, or in the same merge, under another CPU folder: one
// run cannot be the results of two CPUs.
var ErrCopy = errors.New("the same results under another CPU folder")

// resultsFile is a results file, incoming or already in place. Its
// content is not kept: a merge holds one file in memory at a time, and
// compares contents by their SHA-256 digests.
type resultsFile struct {
	path, slug, name string
	sum              [sha256.Size]byte
	id               []string          // values of IdentityKeys
	cfg              map[string]string // configuration lines
	incoming         bool              // from an artifact, accepted by this merge
}

// desc names f for a message: its path, and for a file accepted by this
// merge, that it is not in the tree yet.
func (f resultsFile) desc() string {
	if f.incoming {
		return f.path + " (merged in this same run, not yet in the tree)"
	}
	return f.path
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
//   - a file whose content is already in its CPU directory, under any
//     name, is skipped with a message; one whose content is in another CPU
//     directory (or comes in under two) is an error wrapping ErrCopy;
//   - "*.partial" files (unfinished runs), symbolic links and other files
//     that are not regular are skipped with a message; other regular files
//     (charts, READMEs) are ignored;
//   - an unreadable or malformed results file, one whose configuration
//     lines conflict (*ConflictError), one whose name says another build
//     than its configuration lines (CheckBuildName: a -v3 name on a
//     GOAMD64=v1 file, a plain name on a pgo file), or srcs without any
//     results file, is an error.
//
// Files are read one at a time and only their digests kept, so the memory
// a merge takes does not grow with the number of files; each file is read
// again when it is written, and one changed in between is an error.
func Merge(root string, srcs []string, log io.Writer) ([]string, error) {
	incoming, err := findIncoming(srcs, log)
	if err != nil {
		return nil, err
	}
	t, err := readTree(root)
	if err != nil {
		return nil, err
	}
	var accepted []resultsFile
	var errs []error
	for _, in := range incoming {
		skip, err := t.check(in)
		switch {
		case err != nil:
			errs = append(errs, err)
		case skip != "":
			fmt.Fprintf(log, "skip %s: %s\n", in.path, skip)
		default:
			in.incoming = true
			t.add(in)
			accepted = append(accepted, in)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("nothing merged: %w", errors.Join(errs...))
	}
	written, err := writeAccepted(root, accepted)
	if err != nil {
		return nil, err
	}
	for i, in := range accepted {
		fmt.Fprintf(log, "add %s (from %s)\n", written[i], in.path)
	}
	return written, nil
}

// writeAccepted writes the files accepted into their CPU folders under
// root. Every folder must take a file before any is written; should a
// write fail all the same, the files written so far are removed again.
func writeAccepted(root string, accepted []resultsFile) ([]string, error) {
	for _, in := range accepted {
		if err := CheckDir(filepath.Join(root, in.slug)); err != nil {
			return nil, fmt.Errorf("nothing merged: %w", err)
		}
	}
	var written []string
	for _, in := range accepted {
		path, err := writeOne(root, in)
		if err != nil {
			for _, w := range written {
				os.Remove(w)
			}
			return nil, fmt.Errorf("nothing merged (%d file(s) written were removed again): %w", len(written), err)
		}
		written = append(written, path)
	}
	return written, nil
}

// writeOne reads in again and writes it to its CPU folder under root
// (mergeWrite); content that is no longer what was checked is an error.
func writeOne(root string, in resultsFile) (string, error) {
	_, data, err := readResults(in.path, false)
	if err != nil {
		return "", err
	}
	if sha256.Sum256(data) != in.sum {
		return "", fmt.Errorf("%s: changed while it was being merged; merge again", in.path)
	}
	return mergeWrite(filepath.Join(root, in.slug), in.name, data)
}

// mergeWrite is WriteNew; a test makes it fail.
var mergeWrite = WriteNew

// mergeTree is the results tree a merge goes into, with the files it has
// accepted so far.
type mergeTree struct {
	root    string
	folders map[string][]resultsFile          // CPU folder → its files, read in full when a file comes in for it
	bySum   map[[sha256.Size]byte]resultsFile // every results file of every CPU folder, by digest
}

// readTree returns the tree at root with the digest of every results file
// of every CPU folder (a root that does not exist has none).
func readTree(root string) (*mergeTree, error) {
	t := &mergeTree{root: root, folders: map[string][]resultsFile{}, bySum: map[[sha256.Size]byte]resultsFile{}}
	entries, err := os.ReadDir(root)
	if errors.Is(err, os.ErrNotExist) {
		return t, nil
	}
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !e.IsDir() || CheckSlug(e.Name()) != nil {
			continue
		}
		paths, err := Files(filepath.Join(root, e.Name()))
		if err != nil {
			return nil, err
		}
		for _, path := range paths {
			f, _, err := readResults(path, false)
			if err != nil {
				return nil, err
			}
			f.slug, f.name = e.Name(), filepath.Base(path)
			if _, ok := t.bySum[f.sum]; !ok {
				t.bySum[f.sum] = f
			}
		}
	}
	return t, nil
}

// add records in as accepted into its folder.
func (t *mergeTree) add(in resultsFile) {
	t.folders[in.slug] = append(t.folders[in.slug], in)
	t.bySum[in.sum] = in
}

// check returns why in is skipped (its content is in its folder already),
// or an error when it clashes with a file of the tree; both are zero when
// in is new.
func (t *mergeTree) check(in resultsFile) (skip string, err error) {
	have, ok := t.folders[in.slug]
	if !ok {
		if have, err = readDir(filepath.Join(t.root, in.slug)); err != nil {
			return "", err
		}
		t.folders[in.slug] = have
	}
	for _, h := range have {
		if h.sum == in.sum {
			return "same content as " + h.desc(), nil
		}
	}
	if h, ok := t.bySum[in.sum]; ok {
		return "", fmt.Errorf("%s: %w: %s has the same content; a run belongs to one CPU's folder", in.path, ErrCopy, h.desc())
	}
	for _, h := range have {
		if h.name == in.name {
			return "", fmt.Errorf("%s: %w: %s has the same name", in.path, ErrDuplicate, h.desc())
		}
	}
	for _, h := range have {
		if diff := identityDiff(in.id, h.id); diff != "" {
			return "", fmt.Errorf("%s: %w with %s: %s", in.path, ErrClash, h.desc(), diff)
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
			f, ok, err := incomingFile(path, d, log)
			if ok {
				out = append(out, f)
			}
			return err
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

// incomingFile reads the entry d at path of an artifact: a results file
// (ok), or nothing, with a skip line on log for what is passed over (a
// symbolic link, another file that is not regular, an unfinished run) and
// silence for other files; an error for a results file that cannot be
// merged.
func incomingFile(path string, d fs.DirEntry, log io.Writer) (f resultsFile, ok bool, err error) {
	name := d.Name()
	switch {
	case d.IsDir():
		return f, false, nil
	case d.Type()&fs.ModeSymlink != 0:
		fmt.Fprintf(log, "skip %s: a symbolic link (links inside an artifact are not followed; copy the file in)\n", path)
		return f, false, nil
	case !d.Type().IsRegular():
		fmt.Fprintf(log, "skip %s: not a regular file (mode %s)\n", path, d.Type())
		return f, false, nil
	case strings.HasSuffix(name, PartialSuffix):
		fmt.Fprintf(log, "skip %s: an unfinished run\n", path)
		return f, false, nil
	}
	if _, ok := parseFileName(name); !ok {
		if looksLikeResults(name) {
			return f, false, fmt.Errorf("%s: %w: want <YYYY-MM-DD>-<commit>.txt, the commit letters and digits joined by '-'", harness.Excerpt(path), ErrName)
		}
		return f, false, nil
	}
	slug := filepath.Base(filepath.Dir(path))
	if err := CheckSlug(slug); err != nil {
		return f, false, fmt.Errorf("%s: directory: %w", path, err)
	}
	if f, _, err = readResults(path, true); err != nil {
		return f, false, err
	}
	if err := CheckBuildName(path, f.cfg); err != nil {
		return f, false, err
	}
	f.slug, f.name = slug, name
	return f, true, nil
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
		f, _, err := readResults(path, true)
		if err != nil {
			return nil, err
		}
		f.name = filepath.Base(path)
		out = append(out, f)
	}
	return out, nil
}

// readResults reads the results file at path and returns it with its
// content: its digest always, and with check its results (Read, which
// refuses a malformed file or conflicting configuration lines), its
// configuration and its CPU identity (Identity) too.
func readResults(path string, check bool) (resultsFile, []byte, error) {
	data, err := readWhole(path)
	if err != nil {
		return resultsFile{}, nil, err
	}
	f := resultsFile{path: path, sum: sha256.Sum256(data)}
	if !check {
		return f, data, nil
	}
	set, err := Read(bytes.NewReader(data), path)
	if err != nil {
		return resultsFile{}, nil, err
	}
	id, err := Identity(bytes.NewReader(data), path)
	if err != nil {
		return resultsFile{}, nil, err
	}
	f.cfg = set.Config
	for _, k := range IdentityKeys {
		f.id = append(f.id, id[k])
	}
	return f, data, nil
}
