package results

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestInGitRepository(t *testing.T) {
	t.Setenv("GIT_DIR", "")
	outside := t.TempDir()
	if inGitRepository(outside) {
		t.Skipf("the temporary folder %s is inside a repository", outside)
	}
	work := t.TempDir()
	write(t, work, ".git/HEAD", "ref: refs/heads/main\n")
	bare := t.TempDir()
	write(t, bare, "HEAD", "ref: refs/heads/main\n")
	write(t, bare, "objects/.keep", "")
	link := filepath.Join(outside, "link")
	if err := os.Symlink(filepath.Join(work, "results"), link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		dir  string
		want bool
	}{
		{outside, false},
		{filepath.Join(outside, "a", "b"), false},
		{work, true},
		{filepath.Join(work, "results", "cpu-a"), true},
		{bare, true},
		{filepath.Join(bare, "results"), true},
		{filepath.Join(link, "cpu-a"), true}, // the link's target is in work
	}
	for _, tt := range tests {
		if err := os.MkdirAll(tt.dir, 0o777); err != nil {
			t.Fatal(err)
		}
		if got := inGitRepository(tt.dir); got != tt.want {
			t.Errorf("inGitRepository(%s) == %v; want %v", tt.dir, got, tt.want)
		}
	}
	t.Setenv("GIT_DIR", work)
	if !inGitRepository(outside) {
		t.Errorf("inGitRepository(%s) with GIT_DIR set == false; want true", outside)
	}
}

// TestFilesRunsNoGitOutsideRepositories: Files asks git (here a stand-in
// on PATH that leaves a mark) for a folder inside a repository, and runs
// nothing for one outside every repository.
func TestFilesRunsNoGitOutsideRepositories(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the stand-in git is a shell script")
	}
	t.Setenv("GIT_DIR", "")
	bin := t.TempDir()
	mark := filepath.Join(bin, "ran")
	write(t, bin, "git", "#!/bin/sh\necho >>"+mark+"\nexit 1\n")
	if err := os.Chmod(filepath.Join(bin, "git"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	outside := t.TempDir()
	if inGitRepository(outside) {
		t.Skipf("the temporary folder %s is inside a repository", outside)
	}
	repo := t.TempDir()
	write(t, repo, ".git/HEAD", "ref: refs/heads/main\n")
	for _, tt := range []struct {
		root string
		runs bool
	}{{outside, false}, {repo, true}} {
		os.Remove(mark)
		dir := filepath.Join(tt.root, "results", "cpu-a")
		write(t, dir, "2026-11-01-abc1234.txt", "")
		if _, err := Files(dir); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(mark); (err == nil) != tt.runs {
			t.Errorf("Files(%s) ran git: %v; want %v", dir, err == nil, tt.runs)
		}
	}
}
