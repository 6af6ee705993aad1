package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/bitbench/bitbench/internal/results"
)

// warnBadFolders writes a warning to warn for every folder under root that
// holds results files but whose name is not a CPU slug
// (results.CheckSlug): the reader leaves such a folder out, and a user who
// named it by hand ("Zen5_Box") must learn why its results are missing.
func warnBadFolders(root string, warn io.Writer) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return // the reader reports it
	}
	for _, e := range entries {
		if !e.IsDir() || results.CheckSlug(e.Name()) == nil {
			continue
		}
		dir := filepath.Join(root, e.Name())
		if files, err := results.Files(dir); err != nil || len(files) == 0 {
			continue
		}
		msg := fmt.Sprintf("%s: left out: the folder's name %q is not a CPU slug (lower-case letters and digits joined by '-')", dir, e.Name())
		if s := results.Slug(e.Name()); s != "" {
			msg += fmt.Sprintf("; rename it, e.g. to %q", s)
		}
		results.Warn(warn, "report", []string{msg})
	}
}
