package results

import (
	"os"
	"path/filepath"
)

// inGitRepository reports whether git could find a repository holding dir,
// as git -C dir looks for one: GIT_DIR is set, or dir or one of its parents
// (after symbolic links are resolved, as git's own chdir does) holds a .git
// entry or is a repository itself (HEAD and objects, as a bare one is). It
// is true when dir cannot be resolved, so that git decides. It only rules
// git out: commitRanks runs no process for a folder outside every
// repository, where git would fail (a temporary folder of results, a fuzz
// execution's), and asks git everywhere else.
func inGitRepository(dir string) bool {
	if os.Getenv("GIT_DIR") != "" {
		return true
	}
	abs, err := filepath.Abs(dir)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	if err != nil {
		return true
	}
	for {
		if exists(filepath.Join(abs, ".git")) || (exists(filepath.Join(abs, "HEAD")) && exists(filepath.Join(abs, "objects"))) {
			return true
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return false
		}
		abs = parent
	}
}

// exists reports whether path names a file, folder or link.
func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
