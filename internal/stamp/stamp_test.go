package stamp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// repo makes a git repository in a temporary folder with one commit of
// a.go and a .gitignore that ignores bin/, and returns its folder.
func repo(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	write(t, dir, "a.go", "package a\n")
	write(t, dir, ".gitignore", "bin/\n")
	for _, args := range [][]string{
		{"init", "-q"},
		{"add", "."},
		{"-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "one"},
	} {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	return dir
}

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
		t.Fatal(err)
	}
}

// TestRead: the one rule for a dirty tree. A tracked change, a staged
// deletion and an untracked file that is not ignored make it dirty; an
// ignored file does not.
func TestRead(t *testing.T) {
	tests := []struct {
		name    string
		change  func(t *testing.T, dir string)
		changed []string // nil: clean
	}{
		{"clean", func(*testing.T, string) {}, nil},
		{"ignored file", func(t *testing.T, dir string) { write(t, dir, "bin/bench", "ELF") }, nil},
		{"tracked file modified", func(t *testing.T, dir string) { write(t, dir, "a.go", "package a // changed\n") }, []string{"a.go"}},
		{"tracked file deleted", func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "a.go")) }, []string{"a.go"}},
		{"untracked Go file", func(t *testing.T, dir string) { write(t, dir, "sub/b.go", "package sub\n") }, []string{"sub/b.go"}},
		{"untracked testdata", func(t *testing.T, dir string) { write(t, dir, "testdata/x.epd", "x\n") }, []string{"testdata/x.epd"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := repo(t)
			tt.change(t, dir)
			s, err := Read(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(s.Changed, tt.changed) {
				t.Errorf("Read().Changed == %q; want %q", s.Changed, tt.changed)
			}
			if len(s.Full) != 40 || !strings.HasPrefix(s.Full, s.Short) || len(s.Short) < 7 {
				t.Errorf("Read() == Full %q, Short %q; want a 40-digit hash and its abbreviation", s.Full, s.Short)
			}
			want := s.Short
			if tt.changed != nil {
				want += "-dirty"
			}
			if got, err := Commit(context.Background(), dir); err != nil || got != want || s.Stamp() != want {
				t.Errorf("Commit() == %q, %v, Stamp() == %q; want %q", got, err, s.Stamp(), want)
			}
		})
	}
}

// TestReadErrors: outside a work tree, and in a repository with no commit,
// Read fails with the git command named.
func TestReadErrors(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	empty := t.TempDir()
	cmd := exec.Command("git", "init", "-q")
	cmd.Dir = empty
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git init: %v\n%s", err, out)
	}
	for _, dir := range []string{empty, filepath.Join(t.TempDir(), "missing")} {
		if s, err := Read(context.Background(), dir); err == nil || !strings.Contains(err.Error(), "git rev-parse") {
			t.Errorf("Read(%s) == %+v, %v; want an error naming git rev-parse", dir, s, err)
		}
	}
}
