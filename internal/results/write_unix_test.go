//go:build unix

package results

import (
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestMergeFailedWrite merges two new files, the second larger than the
// child process may write (RLIMIT_FSIZE, so its write fails half-way as
// on a full disk): the merge fails, and the tree is left as it was, its
// old file intact, with no half-written file, no temporary file and not the
// first file either.
func TestMergeFailedWrite(t *testing.T) {
	limit := func() error {
		var lim syscall.Rlimit
		if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
			return err
		}
		lim.Cur = 1 << 20
		return syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim)
	}
	if inMergeChild(limit) {
		return
	}
	root, arts := t.TempDir(), t.TempDir()
	old := resultsText("85", "2")
	writeTree(t, root, map[string]string{"test-cpu/2026-11-01-aaa1111.txt": old})
	writeTree(t, arts, map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "3")})
	writeBigResults(t, filepath.Join(arts, "a", "test-cpu", "2026-11-30-ccc3333.txt"), "ccc3333", 2<<20)
	out, _ := runMergeChild(t, "^TestMergeFailedWrite$", root, arts)
	if !strings.Contains(out, "nothing merged (1 file(s) written were removed again)") || !strings.Contains(out, "file too large") {
		t.Errorf("child's merge: %s; want it to fail on the second file, too large, and remove the first", out)
	}
	got := tree(t, root)
	if len(got) != 1 || got["test-cpu/2026-11-01-aaa1111.txt"] != old {
		var names []string
		for name, data := range got {
			names = append(names, fmt.Sprintf("%s (%d bytes)", name, len(data)))
		}
		t.Errorf("after a failed merge the tree holds %s; want only test-cpu/2026-11-01-aaa1111.txt as it was", strings.Join(names, ", "))
	}
}
