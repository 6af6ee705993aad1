package results

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadLatest: every build's newest file is read, in Latest's order,
// and every warning is printed once, prefixed: the file Latest passed
// over, then each file's skipped lines; check's error stops the reading.
func TestReadLatest(t *testing.T) {
	root := t.TempDir()
	write(t, root, "cpu-a/2026-11-29-aaa.txt", oneResult)
	write(t, root, "cpu-a/2026-11-30-bbb-v3.txt", "stray line\n"+oneResult)
	write(t, root, "cpu-a/2026-12-01-ccc.txt", "PASS\n") // no results: passed over
	write(t, root, "cpu-b/2026-12-01-ddd.txt", oneResult)
	var warn strings.Builder
	got, err := ReadLatest(root, "cmd", &warn, nil)
	if err != nil {
		t.Fatal(err)
	}
	var sets []string
	for _, c := range got {
		for i, b := range c.Sets {
			if b.BuildFile != c.Builds[i] || b.Set.Source != b.Path || len(b.Set.Rows) == 0 {
				t.Errorf("%s: Sets[%d] == %+v; want Builds[%d] (%+v), read", c.Slug, i, b, i, c.Builds[i])
			}
			sets = append(sets, c.Slug+"/"+filepath.Base(b.Path))
		}
	}
	if want := "cpu-a/2026-11-29-aaa.txt cpu-a/2026-11-30-bbb-v3.txt cpu-b/2026-12-01-ddd.txt"; strings.Join(sets, " ") != want {
		t.Errorf("ReadLatest read %q; want %q", sets, want)
	}
	lines := strings.Split(strings.TrimSuffix(warn.String(), "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "cmd: warning: skipped ") || !strings.Contains(lines[0], "2026-12-01-ccc.txt") ||
		!strings.HasPrefix(lines[1], "cmd: warning: ") || !strings.Contains(lines[1], "2026-11-30-bbb-v3.txt:1") {
		t.Errorf("ReadLatest warned:\n%s\nwant the passed-over file, then the stray line of the v3 file", warn.String())
	}

	stop := errors.New("refused")
	n := 0
	_, err = ReadLatest(root, "cmd", &strings.Builder{}, func(*Set) error { n++; return stop })
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("ReadLatest with a refusing check == %v after %d calls; want its error after 1", err, n)
	}
	if _, err := ReadLatest(filepath.Join(root, "none"), "cmd", &strings.Builder{}, nil); err == nil {
		t.Errorf("ReadLatest(missing root) == nil error; want one")
	}
}
