package scratch

import (
	"os"
	"strings"
	"testing"
)

// FuzzScratch fails unless os.TempDir begins with $WANT_TMP, and writes
// the folder to the file $SAW_TMP.
func FuzzScratch(f *testing.F) {
	f.Add(1)
	f.Fuzz(func(t *testing.T, n int) {
		Dir = os.TempDir()
		if err := os.WriteFile(os.Getenv("SAW_TMP"), []byte(Dir), 0o644); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(Dir, os.Getenv("WANT_TMP")) {
			t.Fatalf("TMPDIR %q; want it under %q", Dir, os.Getenv("WANT_TMP"))
		}
	})
}
