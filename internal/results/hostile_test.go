package results

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness/cpuid"
)

// TestReadHostile covers the reader's answers to hostile input of issue 22:
// each input, the error it must give (nil: none), and what the error or the
// warnings must say.
func TestReadHostile(t *testing.T) {
	three := "BenchmarkA\t100\t10 ns/op\nBenchmarkA\t100\t11 ns/op\nBenchmarkA\t100\t12 ns/op\nBenchmarkB\t1\t5 table-B\n"
	for _, tt := range []struct {
		name, in string
		want     error
		msg      string // in the error, or in a warning when want is nil
		samples  int    // with want nil: samples of BenchmarkA ns/op
	}{
		// Defect 3: a finite median ≥ 5e307 looped the report's ticks.
		{name: "huge value (#3)", in: "BenchmarkA\t1\t5e307 ns/op\n", want: ErrValue, msg: `h.txt:1: BenchmarkA: 5e+307 "ns/op": bad measurement: above 1e+18`},
		{name: "tiny value (#3)", in: "BenchmarkA\t1\t1e-300 ns/op\n", want: ErrValue, msg: "above 0 but below 1e-12"},
		{name: "zero is a value", in: "BenchmarkA\t1\t5 ns/op\t0 B/op\n", samples: 1},
		{name: "huge normalised value (#3)", in: "BenchmarkA\t1\t2e18 B/op\n", want: ErrValue, msg: "above 1e+18"},
		// Defect 5: the same lines repeated 5× counted as 15 runs.
		{name: "file repeated 5 times (#5)", in: strings.Repeat(three, 5), msg: "h.txt:5: BenchmarkA: a copy of earlier lines; 12 copied sample(s) ignored", samples: 3},
		{name: "block pasted three times (#5)", in: "count: 5\n" + three + three + three, msg: "h.txt:6: BenchmarkA: a copy of earlier lines; 6 copied sample(s) ignored", samples: 3},
		{name: "four lines repeated are kept", in: three + three, samples: 6},
		{name: "constant rows are kept", in: "BenchmarkB\t1\t5 table-B\nBenchmarkB\t1\t5 table-B\nBenchmarkA\t1\t5 ns/op\n", samples: 1},
		{name: "one repeated value is a real sample", in: "BenchmarkA\t100\t10 ns/op\nBenchmarkB\t1\t9 ns/op\nBenchmarkA\t100\t10 ns/op\nBenchmarkA\t100\t11 ns/op\n", samples: 3},
		// Defects 5 and 8: more samples than the count line says.
		{name: "more samples than count (#8)", in: "count: 1\nBenchmarkA\t100\t10 ns/op\nBenchmarkA\t100\t11 ns/op\n", want: ErrCount, msg: "h.txt:3: BenchmarkA: sample 2 of \"ns/op\": more samples than the count line says (count: 1)"},
		{name: "count rows per GOMAXPROCS", in: "count: 1\nBenchmarkA\t100\t10 ns/op\nBenchmarkA-2\t100\t11 ns/op\n", samples: 1},
		// Defect 15: a UTF-16 file said only "no benchmark results".
		{name: "UTF-16 (#15)", in: "\xff\xfeB\x00e\x00n\x00c\x00h\x00\n\x00", want: ErrNoResults, msg: "NUL bytes (UTF-16? save it as UTF-8)"},
		{name: "junk only (#15)", in: "hello\nworld\n", want: ErrNoResults, msg: "2 line(s) ignored, the first: h.txt:1: ignored line \"hello\""},
		// Defect 10: 760k names; the reader stops at MaxKeys.
		{name: "too many names (#10)", in: manyNames(MaxKeys + 1), want: ErrTooMany, msg: fmt.Sprintf("h.txt:%d: too many benchmarks: more than %d", MaxKeys+1, MaxKeys)},
		// Defect 15: escape sequences in names reach the terminal raw.
		{name: "escape in a name (#15)", in: "BenchmarkA\x1b[2J\t1\t5 ns/op\n", want: ErrBenchName, msg: `h.txt:1: Benchmark"A\x1b[2J": bad benchmark name: character '\x1b'`},
		{name: "escape in a unit (#15)", in: "BenchmarkA\t1\t5 ns\x1b[2J\n", want: ErrBenchName, msg: `unit "ns\x1b[2J": bad benchmark name`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Read(strings.NewReader(tt.in), "h.txt")
			if tt.want != nil {
				if !errors.Is(err, tt.want) {
					t.Fatalf("Read error %v; want one wrapping %v", err, tt.want)
				}
				if !strings.Contains(err.Error(), tt.msg) {
					t.Errorf("Read error %q lacks %q", err, tt.msg)
				}
				if strings.ContainsRune(err.Error(), 0x1b) {
					t.Errorf("Read error %q holds a raw escape", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			rows := s.Select(Filter{Bench: "A", Unit: "ns/op", Procs: 1})
			if len(rows) != 1 || rows[0].N != tt.samples {
				t.Errorf("BenchmarkA ns/op rows %v; want one of %d samples", rows, tt.samples)
			}
			joined := strings.Join(s.Warnings, "\n")
			if tt.msg == "" && joined != "" || !strings.Contains(joined, tt.msg) {
				t.Errorf("Warnings %q; want %q", s.Warnings, tt.msg)
			}
		})
	}
}

// manyNames returns n result lines of n distinct benchmarks.
func manyNames(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "BenchmarkN%d\t1\t%d ns/op\n", i, i+1)
	}
	return b.String()
}

// TestLatestSkipsEmptyFiles: a results file that holds no result (the
// header and PASS of a run whose -bench matched nothing, issue 22 defect 1)
// is passed over, named, instead of failing the whole folder.
func TestLatestSkipsEmptyFiles(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "cpu-a")
	writeTree(t, root, map[string]string{
		"cpu-a/2026-11-01-aaa1111.txt": resultsText("85", "2"),
		"cpu-a/2026-12-01-bbb2222.txt": "commit: bbb2222\ncpu: Test CPU\nbenchtime: 1x\ncount: 1\nPASS\n",
		"cpu-b/2026-12-01-bbb2222.txt": "PASS\n",
	})
	latest, err := Latest(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(latest) != 1 || latest[0].Path != filepath.Join(dir, "2026-11-01-aaa1111.txt") {
		t.Fatalf("Latest == %v; want cpu-a's 2026-11-01-aaa1111.txt alone", latest)
	}
	if sk := latest[0].Skipped; len(sk) != 2 || sk[0] != "skipped "+filepath.Join(dir, "2026-12-01-bbb2222.txt")+": no benchmark results" ||
		!strings.Contains(sk[1], filepath.Join("cpu-b", "2026-12-01-bbb2222.txt")) {
		t.Errorf("Skipped == %q; want both empty files named", sk)
	}
	_, skipped, err := NewestWithResults(filepath.Join(root, "cpu-b"), DefaultBuild)
	if !errors.Is(err, os.ErrNotExist) || len(skipped) != 1 {
		t.Errorf("NewestWithResults(cpu-b) == %q, %v; want the file skipped and an error wrapping os.ErrNotExist", skipped, err)
	}
}

// TestMergeHostile covers the merge defects of issue 22: a folder named
// through a symbolic link (#11), artifact names that would reach README.md
// raw (#12), and a second CPU folder that cannot be written (#13).
func TestMergeHostile(t *testing.T) {
	t.Run("symlinked artifacts folder (#11)", func(t *testing.T) {
		root, arts := t.TempDir(), t.TempDir()
		writeTree(t, arts, map[string]string{"dl/a/test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "2")})
		link := filepath.Join(arts, "art")
		if err := os.Symlink(filepath.Join(arts, "dl"), link); err != nil {
			t.Skip("no symbolic links:", err)
		}
		written, err := Merge(root, []string{link}, new(bytes.Buffer))
		if err != nil || len(written) != 1 {
			t.Errorf("Merge(link) == %q, %v; want the file merged", written, err)
		}
	})
	for _, name := range []string{"2026-12-01-x](http:evil)[.txt", "2026-12-01-a b.txt", "2026-12-01-a\rb.txt", "2026-12-01-$(rm -rf x).txt"} {
		t.Run("name "+strconv.Quote(name)+" (#12)", func(t *testing.T) {
			root, arts := t.TempDir(), t.TempDir()
			writeTree(t, arts, map[string]string{"a/test-cpu/" + name: resultsText("85", "2"), "a/test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "2")})
			written, err := Merge(root, []string{arts}, new(bytes.Buffer))
			if !errors.Is(err, ErrName) || len(written) != 0 {
				t.Fatalf("Merge == %q, %v; want nothing written and an error wrapping ErrName", written, err)
			}
			if strings.ContainsAny(err.Error(), "\r") || !strings.Contains(err.Error(), strconv.Quote(name)[1:11]) {
				t.Errorf("error %q: want the name quoted and escaped", err)
			}
		})
	}
	t.Run("second write fails (#13)", func(t *testing.T) {
		root, arts := t.TempDir(), t.TempDir()
		writeTree(t, arts, map[string]string{
			"a/cpu-a/2026-11-30-bbb2222.txt": resultsText("85", "2"),
			"a/cpu-b/2026-11-30-ccc3333.txt": resultsText("9", "2"),
		})
		defer func(f func(string, string, []byte) (string, error)) { mergeWrite = f }(mergeWrite)
		mergeWrite = func(dir, name string, data []byte) (string, error) {
			if filepath.Base(dir) == "cpu-b" {
				return "", errors.New("disk full")
			}
			return WriteNew(dir, name, data)
		}
		written, err := Merge(root, []string{arts}, new(bytes.Buffer))
		if err == nil || !strings.Contains(err.Error(), "nothing merged (1 file(s) written were removed again): disk full") || len(written) != 0 {
			t.Errorf("Merge == %q, %v; want nothing merged", written, err)
		}
		if got, _ := Files(filepath.Join(root, "cpu-a")); len(got) != 0 {
			t.Errorf("cpu-a holds %q; want nothing merged", got)
		}
	})
	t.Run("second folder unwritable (#13)", func(t *testing.T) {
		if os.Getuid() == 0 {
			t.Skip("root writes anywhere")
		}
		root, arts := t.TempDir(), t.TempDir()
		writeTree(t, arts, map[string]string{
			"a/cpu-a/2026-11-30-bbb2222.txt": resultsText("85", "2"),
			"a/cpu-b/2026-11-30-ccc3333.txt": resultsText("9", "2"),
		})
		if err := os.Mkdir(filepath.Join(root, "cpu-b"), 0o555); err != nil {
			t.Fatal(err)
		}
		written, err := Merge(root, []string{arts}, new(bytes.Buffer))
		if err == nil || !strings.Contains(err.Error(), "nothing merged") || len(written) != 0 {
			t.Errorf("Merge == %q, %v; want nothing merged", written, err)
		}
		if got, _ := Files(filepath.Join(root, "cpu-a")); len(got) != 0 {
			t.Errorf("cpu-a holds %q; want nothing merged", got)
		}
	})
}

// TestCheckIdentityConflict: bench reads a file's identity by the same rule
// as Merge (issue 22 defect 7: merge took the last value, bench the
// header), so a file whose lines conflict is refused by both.
func TestCheckIdentityConflict(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{"cpu-a/2026-11-30-bbb2222.txt": resultsText("85", "2") + "cpu-model: 1\nBenchmarkX\t1\t2 ns/op\n"})
	err := CheckIdentity(filepath.Join(root, "cpu-a"), cpuid.ID{Vendor: "GenuineIntel", Family: 6, Model: 85, Stepping: 7, Uarch: "test"})
	if !errors.Is(err, ErrIdentityConflict) || !strings.Contains(err.Error(), "2026-11-30-bbb2222.txt:9") {
		t.Errorf("CheckIdentity == %v; want an error wrapping ErrIdentityConflict naming line 9", err)
	}
}
