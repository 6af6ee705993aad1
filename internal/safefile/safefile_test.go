package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostile makes, in dir, one path of every kind of input that is not a
// regular file of bounded size, by name: a FIFO, /dev/zero, a directory, a
// 6 GB sparse file and a symbolic link loop.
func hostile(t *testing.T, dir string) map[string]string {
	t.Helper()
	paths := map[string]string{
		"fifo":      filepath.Join(dir, "fifo"),
		"dev-zero":  "/dev/zero",
		"directory": filepath.Join(dir, "dir"),
		"sparse":    filepath.Join(dir, "sparse"),
		"loop":      filepath.Join(dir, "loop"),
	}
	if err := syscall.Mkfifo(paths["fifo"], 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(paths["directory"], 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(paths["sparse"], nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(paths["sparse"], 6<<30); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(paths["loop"], paths["loop"]); err != nil {
		t.Fatal(err)
	}
	return paths
}

func TestReadRefuses(t *testing.T) {
	for kind, path := range hostile(t, t.TempDir()) {
		for name, read := range map[string]func() error{
			"Open":     func() error { f, err := Open("-profile", path, 1<<20); f.Close(); return err },
			"ReadFile": func() error { _, err := ReadFile("-profile", path, 1<<20); return err },
			"Check":    func() error { return Check("-profile", path, 1<<20) },
		} {
			done := make(chan error, 1)
			go func() { done <- read() }()
			select {
			case err := <-done:
				if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "-profile") {
					t.Errorf("%s(%s %s) = %v; want an error naming the argument and the path", name, kind, path, err)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%s(%s %s) still blocked after 10 s", name, kind, path)
			}
		}
	}
}

func TestReadKinds(t *testing.T) {
	dir := t.TempDir()
	paths := hostile(t, dir)
	for kind, want := range map[string]error{"fifo": ErrNotRegular, "dev-zero": ErrNotRegular, "directory": ErrNotRegular, "sparse": ErrTooLarge, "loop": syscall.ELOOP} {
		if err := Check("-x", paths[kind], 1<<20); !errors.Is(err, want) {
			t.Errorf("Check(%s) = %v; want it to wrap %v", kind, err, want)
		}
	}
	ok := filepath.Join(dir, "ok")
	if err := os.WriteFile(ok, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile("-x", ok, 5); err != nil || string(data) != "hello" {
		t.Errorf("ReadFile(5-byte file, max 5) = %q, %v; want hello, nil", data, err)
	}
	if _, err := ReadFile("-x", ok, 4); !errors.Is(err, ErrTooLarge) {
		t.Errorf("ReadFile(5-byte file, max 4) = %v; want ErrTooLarge", err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(ok, link); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadFile("-x", link, 5); err != nil || string(data) != "hello" {
		t.Errorf("ReadFile(link to a regular file) = %q, %v; want hello, nil", data, err)
	}
}

func TestWriteKeepsOldOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "README.md")
	if err := WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := Write(path, 0o644, func(w io.Writer) error {
		if _, err := w.Write([]byte(strings.Repeat("new ", 1<<16))); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), path) {
		t.Errorf("Write with a failing producer = %v; want it to wrap %v and name %s", err, boom, path)
	}
	if got, _ := os.ReadFile(path); string(got) != "old\n" {
		t.Errorf("after a failed write the file holds %d bytes %.20q; want the old %q", len(got), got, "old\n")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("after a failed write the folder holds %d entries; want the old file alone", len(entries))
	}
	if err := WriteFile(path, []byte("new\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "new\n" {
		t.Errorf("after a write the file holds %q; want %q", got, "new\n")
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v; want 0600", fi.Mode().Perm())
	}
}

// TestWriteFullDisk writes to /dev/full's twin: a folder where the rename
// target cannot be replaced (a directory of that name), so the last step
// fails and nothing may be left behind.
func TestWriteRenameFails(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	if err := os.MkdirAll(filepath.Join(path, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(path, []byte("data"), 0o644); err == nil {
		t.Fatal("WriteFile over a non-empty directory succeeded")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("after a failed rename the folder holds %d entries; want 1", len(entries))
	}
}
