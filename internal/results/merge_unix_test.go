//go:build unix

package results

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
)

// TestMergeSkipsSaySo: an artifact with a symbolic link to a results file,
// a link to a folder and a FIFO under a results name besides a regular file:
// the regular one is merged, and each of the others has a skip line that
// says what it is (issue 46 row 15: the link was left out in silence).
func TestMergeSkipsSaySo(t *testing.T) {
	root, arts, elsewhere := t.TempDir(), t.TempDir(), t.TempDir()
	writeTree(t, arts, map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "2")})
	writeTree(t, elsewhere, map[string]string{"test-cpu/2026-11-30-ccc3333.txt": resultsText("85", "3")})
	dir := filepath.Join(arts, "a", "test-cpu")
	link := filepath.Join(dir, "2026-11-30-ccc3333.txt")
	folderLink := filepath.Join(arts, "b")
	fifo := filepath.Join(dir, "2026-11-30-ddd4444.txt")
	if err := os.Symlink(filepath.Join(elsewhere, "test-cpu", "2026-11-30-ccc3333.txt"), link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, folderLink); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	var log bytes.Buffer
	written, err := Merge(root, []string{arts}, &log)
	if err != nil {
		t.Fatalf("Merge: %v", err)
	}
	if want := []string{filepath.Join(root, "test-cpu", "2026-11-30-bbb2222.txt")}; !slices.Equal(written, want) {
		t.Errorf("Merge wrote %q; want %q", written, want)
	}
	for _, want := range []string{
		"skip " + link + ": a symbolic link (links inside an artifact are not followed; copy the file in)\n",
		"skip " + folderLink + ": a symbolic link (links inside an artifact are not followed; copy the file in)\n",
		"skip " + fifo + ": not a regular file (mode p---------)\n",
	} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("Merge's log lacks %q:\n%s", want, log.String())
		}
	}
}
