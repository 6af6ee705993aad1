package main

// Checks of the command line made before anything is built or measured,
// so that a run of minutes never ends on an error its flags already
// showed.

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/testbin"
)

// checkSave makes sure that -save's folder dir can take old.txt and
// new.txt: it creates dir (and its parents) when missing, and refuses a
// dir that is not a folder or that no file can be created in, and an
// old.txt or new.txt in it that is a folder. "" (no -save) passes.
func checkSave(dir string) error {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("-save %s: %w", dir, err)
	}
	for _, name := range []string{"old.txt", "new.txt"} {
		if fi, err := os.Lstat(filepath.Join(dir, name)); err == nil && fi.IsDir() {
			return fmt.Errorf("-save %s: %s there is a directory, where the raw output would be written", dir, name)
		}
	}
	f, err := os.CreateTemp(dir, ".regress-save-check-*")
	if err != nil {
		return fmt.Errorf("-save %s: no file can be written there: %w", dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// checkBaselineBuild returns an error naming -baseline when the baseline
// file at path, read as set, records another build (GOAMD64 level,
// profile) than spec, the build of the working tree's test binary: its
// runs could never be compared.
func checkBaselineBuild(path string, set *gate.Set, spec testbin.Spec) error {
	tree := map[string]string{} // what the tree's binary will record
	if spec.GOAMD64 != "" {
		tree["goamd64"] = spec.GOAMD64
	}
	if err := results.SameBuild(path, set.Config, "the working tree", tree); err != nil {
		return fmt.Errorf("-baseline: %w", err)
	}
	return nil
}
