package repocheck

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pe returns a minimal PE header: MZ, e_lfanew at 0x3c pointing to 0x80,
// and the PE signature there.
func pe() []byte {
	b := make([]byte, 0x100)
	copy(b, "MZ")
	binary.LittleEndian.PutUint32(b[0x3c:], 0x80)
	copy(b[0x80:], "PE\x00\x00")
	return b
}

func TestBinary(t *testing.T) {
	text := []byte("package main\n\nfunc main() {}\n")
	mz := pe()
	copy(mz[0x80:], "XX\x00\x00") // MZ without a PE signature: not an executable
	for _, c := range []struct {
		name string
		head []byte
		want string
	}{
		{"ELF", []byte{0x7f, 'E', 'L', 'F', 2, 1, 1, 0}, "ELF"},
		{"Mach-O 64-bit little-endian", []byte{0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1}, "Mach-O"},
		{"Mach-O 32-bit big-endian", []byte{0xfe, 0xed, 0xfa, 0xce}, "Mach-O"},
		{"Mach-O universal, 2 architectures", []byte{0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2}, "Mach-O universal"},
		{"Java class file (same magic, version 52)", []byte{0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52}, ""},
		{"PE", pe(), "PE"},
		{"MZ text without a PE header", mz, ""},
		{"MZ, too short", []byte("MZ hello"), ""},
		{"Go source", text, ""},
		{"empty", nil, ""},
		{"three bytes of ELF", []byte{0x7f, 'E', 'L'}, ""},
	} {
		if got := Binary(c.head); got != c.want {
			t.Errorf("Binary(%s) == %q; want %q", c.name, got, c.want)
		}
	}
}

// TestNoTrackedBinaries checks every file git tracks: no executable, and
// nothing over MaxBytes outside Allowed. It skips where git or the checkout
// is missing (a module copied without .git).
func TestNoTrackedBinaries(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		t.Skipf("git ls-files in %s: %v (not a git checkout?)", root, err)
	}
	files := strings.Split(strings.TrimRight(string(out), "\x00"), "\x00")
	if len(files) < 10 {
		t.Fatalf("git ls-files listed %d files; want the repository's", len(files))
	}
	for _, rel := range files {
		problem, err := checkFile(filepath.Join(root, rel), rel)
		if err != nil {
			t.Error(err)
		} else if problem != "" {
			t.Errorf("%s: %s", rel, problem)
		}
	}
}

// checkFile returns what is wrong with the tracked file at path (rel in the
// repository): an executable, or too large; "" when nothing is. A file
// listed but deleted in the working tree is passed over.
func checkFile(path, rel string) (string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return "", nil
	} else if err != nil {
		return "", err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return "", err
	}
	head := make([]byte, 512)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return "", err
	}
	if kind := Binary(head[:n]); kind != "" {
		return "a tracked " + kind + " executable: remove it (git rm --cached) and ignore built commands", nil
	}
	if _, ok := Allowed[rel]; !ok && st.Size() > MaxBytes {
		return "over 1 MiB and not in repocheck.Allowed", nil
	}
	return "", nil
}

// TestCheckFileCatchesPlanted plants an ELF file and an oversized file and
// checks that checkFile names both, and passes a small text file.
func TestCheckFileCatchesPlanted(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"cpuinfo", append([]byte{0x7f, 'E', 'L', 'F'}, make([]byte, 100)...), "ELF executable"},
		{"tool.exe", pe(), "PE executable"},
		{"big.txt", bytes.Repeat([]byte("x"), MaxBytes+1), "over 1 MiB"},
		{"small.txt", []byte("hello\n"), ""},
	} {
		got, err := checkFile(write(c.name, c.data), c.name)
		if err != nil {
			t.Fatal(err)
		}
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("checkFile(%s) == %q; want %q", c.name, got, c.want)
		}
	}
}
