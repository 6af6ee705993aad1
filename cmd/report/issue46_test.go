package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// sliderLines is a results file body: one slider row of impl magic, rook,
// load random, six samples at median v.
func sliderLines(v string) string {
	var b strings.Builder
	for range 6 {
		b.WriteString("BenchmarkSlider/impl=magic/piece=rook/load=random\t1000\t" + v + " ns/lookup\n")
	}
	return b.String()
}

// runReport runs the command on dir without charts and returns the README
// (top page and every CPU page, joined) and stderr.
func runReport(t *testing.T, dir string, want int) (string, string) {
	t.Helper()
	var stderr bytes.Buffer
	if code := run([]string{"-results", dir, "-charts=false"}, io.Discard, &stderr); code != want {
		t.Fatalf("run == %d; want %d (stderr %s)", code, want, stderr.String())
	}
	var all strings.Builder
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "README.md" {
			all.Write(readFile(t, path))
		}
		return err
	})
	return all.String(), stderr.String()
}

// TestBuildsOneCommit is issue 46 row 13: the builds table compares builds
// at one commit where files exist, and says so when the commits differ.
func TestBuildsOneCommit(t *testing.T) {
	const head = "cpu: X\nuarch: z\n"
	for _, tt := range []struct {
		name  string
		files map[string]string
		want  []string
		bad   []string
	}{
		{"aligned", map[string]string{
			"2026-11-01-aaa1111.txt":    head + "commit: aaa1111\n" + sliderLines("1.4"),
			"2026-11-01-aaa1111-v3.txt": head + "commit: aaa1111\ngoamd64: v3\n" + sliderLines("1.3"),
			"2026-11-02-bbb2222.txt":    head + "commit: bbb2222\n" + sliderLines("1.5"),
		}, []string{"| rook v1 | rook v3 |", "| 1.4 ± 0% | 1.3 ± 0% |", "All at commit aaa1111.", "v1 [2026-11-01-aaa1111.txt]"}, []string{"| 1.5 ± 0% | 1.3"}},
		{"differ", map[string]string{
			"2026-11-01-aaa1111-v3.txt": head + "commit: aaa1111\ngoamd64: v3\n" + sliderLines("1.3"),
			"2026-11-02-bbb2222.txt":    head + "commit: bbb2222\n" + sliderLines("1.5"),
		}, []string{"| 1.5 ± 0% | 1.3 ± 0% |", "Careful: the commits differ (v1 at bbb2222, v3 at aaa1111)"}, []string{"All at commit"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range tt.files {
				writeFile(t, filepath.Join(dir, "cpu-x", name), data)
			}
			readme, _ := runReport(t, dir, 0)
			for _, w := range tt.want {
				if !strings.Contains(readme, w) {
					t.Errorf("README lacks %q:\n%s", w, readme)
				}
			}
			for _, b := range tt.bad {
				if strings.Contains(readme, b) {
					t.Errorf("README holds %q", b)
				}
			}
		})
	}
}

// TestPGOEscaped is issue 46 row 14: a pgo file's profile line reaches the
// README escaped, in the builds sentence and in the file's description.
func TestPGOEscaped(t *testing.T) {
	dir := t.TempDir()
	const head = "cpu: X\nuarch: z\ncommit: aaa1111\n"
	writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-01-aaa1111.txt"), head+sliderLines("1.4"))
	pgo := head + "goamd64: v3\npgo: [click](https://example.invalid)<b>x</b>\n" + sliderLines("1.3")
	writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-01-aaa1111-pgo.txt"), pgo)
	// A CPU with a pgo file alone: its file's description names the build.
	writeFile(t, filepath.Join(dir, "cpu-y", "2026-11-01-aaa1111-pgo.txt"), strings.Replace(pgo, "uarch: z", "uarch: y", 1))
	readme, _ := runReport(t, dir, 0)
	if strings.Contains(readme, "[click](") || strings.Contains(readme, "<b>") {
		t.Errorf("README holds the pgo value raw:\n%s", readme)
	}
	for _, want := range []string{
		`optimisation (profile \[click\](https://example.invalid)\<b\>x\</b\>)`,
		`build pgo (GOAMD64 v3, profile \[click\](https://example.invalid)\<b\>x\</b\>)`,
	} {
		if !strings.Contains(readme, want) {
			t.Errorf("README lacks the escaped profile %s:\n%s", want, readme)
		}
	}
}

// TestBadFolderWarned is issue 46 row 16: a results folder whose name is
// not a slug is named in a warning, not silently left out.
func TestBadFolderWarned(t *testing.T) {
	dir := t.TempDir()
	const data = "cpu: X\nuarch: z\ncommit: aaa1111\n"
	writeFile(t, filepath.Join(dir, "cpu-x", "2026-11-01-aaa1111.txt"), data+sliderLines("1.4"))
	writeFile(t, filepath.Join(dir, "Zen5_Box", "2026-11-01-aaa1111.txt"), data+sliderLines("1.4"))
	writeFile(t, filepath.Join(dir, "Notes", "todo.md"), "no results here\n")
	_, stderr := runReport(t, dir, 0)
	want := "report: warning: " + filepath.Join(dir, "Zen5_Box") + `: left out: the folder's name "Zen5_Box" is not a CPU slug`
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, `rename it, e.g. to "zen5-box"`) {
		t.Errorf("stderr %q lacks %q", stderr, want)
	}
	if strings.Contains(stderr, "Notes") {
		t.Errorf("stderr %q warns about a folder without results", stderr)
	}
}

// TestFailedWriteKeepsOld is issue 46 row 10: on a filesystem that refuses
// more bytes (RLIMIT_FSIZE stands in for a full disk), the report fails
// and the old README and charts are left whole, not cut.
func TestFailedWriteKeepsOld(t *testing.T) {
	dir := copyResults(t)
	old := map[string]string{"README.md": "old readme\n", "other-cpu/slider-rook.svg": "<svg>old</svg>\n"}
	for name, data := range old {
		writeFile(t, filepath.Join(dir, name), data)
	}
	// The limit is the process's: lowered here, it would also refuse go
	// test's own log (testlog.txt, written when results are cached), so a
	// child process, this test binary again, lowers it and runs the report.
	cmd := exec.Command(os.Args[0], "-test.run", "^TestFullDiskChild$", "-test.count", "1")
	cmd.Env = append(os.Environ(), fullDiskEnv+"="+dir)
	out, err := cmd.CombinedOutput()
	if strings.Contains(string(out), "full disk: skipped") {
		t.Skipf("the full-disk child skipped:\n%s", out)
	}
	if err != nil || !strings.Contains(string(out), "full disk: ran") {
		t.Errorf("the full-disk child: %v\n%s", err, out)
	}
	for name, data := range old {
		if got := string(readFile(t, filepath.Join(dir, name))); got != data {
			t.Errorf("after a failed write %s holds %d bytes %.40q; want the old %q", name, len(got), got, data)
		}
	}
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", path)
		}
		return err
	})
}

// fullDiskEnv names the results folder TestFullDiskChild writes to; unset,
// it skips.
const fullDiskEnv = "BITBENCH_TEST_FULL_DISK"

// TestFullDiskChild is TestFailedWriteKeepsOld's child process: with
// RLIMIT_FSIZE at 2 KiB (a full disk), the report on the folder
// fullDiskEnv names, with and without charts, exits 2.
func TestFullDiskChild(t *testing.T) {
	dir := os.Getenv(fullDiskEnv)
	if dir == "" {
		t.Skip("run by TestFailedWriteKeepsOld")
	}
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		fmt.Println("full disk: skipped: no RLIMIT_FSIZE:", err)
		t.Skip(err)
	}
	small := lim
	small.Cur = 2048
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &small); err != nil {
		fmt.Println("full disk: skipped: cannot lower RLIMIT_FSIZE:", err)
		t.Skip(err)
	}
	for _, args := range [][]string{{"-results", dir}, {"-results", dir, "-charts=false"}} {
		var stderr bytes.Buffer
		if code := run(args, io.Discard, &stderr); code != 2 {
			t.Errorf("run(%q) on a full disk == %d; want 2 (stderr %s)", args, code, stderr.String())
		}
	}
	fmt.Println("full disk: ran")
}
