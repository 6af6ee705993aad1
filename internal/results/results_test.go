package results

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSlug(t *testing.T) {
	tests := []struct{ model, want string }{
		{"AMD EPYC 7B13 64-Core Processor", "amd-epyc-7b13-64-core-processor"},
		{"Intel(R) Xeon(R) CPU @ 2.20GHz", "intel-r-xeon-r-cpu-2-20ghz"},
		{"  Apple M2  ", "apple-m2"},
		{"---", ""},
		{"", ""},
		{"Ryzen™ 9", "ryzen-9"},
	}
	for _, tt := range tests {
		if got := Slug(tt.model); got != tt.want {
			t.Errorf("Slug(%q) == %q; want %q", tt.model, got, tt.want)
		}
		if tt.want != "" {
			if err := CheckSlug(tt.want); err != nil {
				t.Errorf("CheckSlug(%q) == %v; want nil", tt.want, err)
			}
		}
	}
	for _, bad := range []string{"", "Upper", "a--b", "-a", "a-", "a/b", "a b"} {
		if err := CheckSlug(bad); !errors.Is(err, ErrName) {
			t.Errorf("CheckSlug(%q) == %v; want an error wrapping ErrName", bad, err)
		}
	}
}

func TestCPUModel(t *testing.T) {
	info := "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R)  CPU @ 2.20GHz\nflags\t: fpu\n\nprocessor\t: 1\nmodel name\t: other\n"
	got, err := CPUModel(strings.NewReader(info))
	if want := "Intel(R) Xeon(R) CPU @ 2.20GHz"; got != want || err != nil {
		t.Errorf("CPUModel == %q, %v; want %q, nil", got, err, want)
	}
	for _, in := range []string{"", "processor\t: 0\nCPU part\t: 0xd0c\n", "model name\t:   \n"} {
		if _, err := CPUModel(strings.NewReader(in)); !errors.Is(err, ErrNoModel) {
			t.Errorf("CPUModel(%q) error == %v; want one wrapping ErrNoModel", in, err)
		}
	}
}

func TestFileName(t *testing.T) {
	date := time.Date(2026, 11, 29, 23, 59, 0, 0, time.UTC)
	for _, tt := range []struct{ commit, want string }{
		{"abc1234", "2026-11-29-abc1234.txt"},
		{"abc1234-dirty", "2026-11-29-abc1234-dirty.txt"},
	} {
		if got, err := FileName(date, tt.commit); got != tt.want || err != nil {
			t.Errorf("FileName(%v, %q) == %q, %v; want %q, nil", date, tt.commit, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "a/b", "../x", "a b", "-a", "a.txt"} {
		if _, err := FileName(date, bad); !errors.Is(err, ErrName) {
			t.Errorf("FileName(%q) error == %v; want one wrapping ErrName", bad, err)
		}
	}
}

func TestWriteNew(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cpu")
	var paths []string
	for i, data := range []string{"first", "second", "third"} {
		p, err := WriteNew(dir, "2026-11-29-abc.txt", []byte(data))
		if err != nil {
			t.Fatalf("WriteNew #%d: %v", i+1, err)
		}
		paths = append(paths, filepath.Base(p))
	}
	want := []string{"2026-11-29-abc.txt", "2026-11-29-abc-2.txt", "2026-11-29-abc-3.txt"}
	for i := range want {
		if paths[i] != want[i] {
			t.Errorf("WriteNew #%d wrote %s; want %s", i+1, paths[i], want[i])
		}
	}
	for i, data := range []string{"first", "second", "third"} {
		got, err := os.ReadFile(filepath.Join(dir, want[i]))
		if err != nil || string(got) != data {
			t.Errorf("%s holds %q, %v; want %q (never overwritten)", want[i], got, err, data)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("directory holds %d entries; want 3 (no temporary file left)", len(entries))
	}
	if info, err := os.Stat(filepath.Join(dir, want[0])); err != nil {
		t.Error(err)
	} else if info.Mode().Perm() != 0o644 {
		t.Errorf("%s mode == %v; want -rw-r--r--", want[0], info.Mode())
	}
	for _, bad := range []string{"x.csv", ".txt", "a/b.txt"} {
		if _, err := WriteNew(dir, bad, nil); !errors.Is(err, ErrName) {
			t.Errorf("WriteNew(%q) error == %v; want one wrapping ErrName", bad, err)
		}
	}
}

func TestNewest(t *testing.T) {
	root := t.TempDir()
	mtime := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	touch := func(rel string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("BenchmarkX\t1\t1 ns/op\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, mtime, mtime); err != nil { // all equal: the name decides
			t.Fatal(err)
		}
	}
	for _, f := range []string{
		"cpu-a/2026-11-28-fff.txt", "cpu-a/2026-11-29-abc.txt", "cpu-a/2026-11-29-abc-2.txt",
		"cpu-a/2026-11-29-abc-10.txt", "cpu-a/2027-13-01-bad.txt", "cpu-a/notes.txt", "cpu-a/chart.svg",
		"cpu-b/2025-01-01-x.txt", "cpu-c/README.md", "README.md",
	} {
		touch(f)
	}
	got, err := Newest(filepath.Join(root, "cpu-a"))
	if want := filepath.Join(root, "cpu-a", "2026-11-29-abc-10.txt"); got != want || err != nil {
		t.Errorf("Newest(cpu-a) == %s, %v; want %s, nil", got, err, want)
	}
	// Same date, later modification time: mtime never counts (git keeps none).
	touch("cpu-a/2026-11-29-0ld.txt")
	later := mtime.Add(time.Hour)
	if err := os.Chtimes(filepath.Join(root, "cpu-a/2026-11-29-0ld.txt"), later, later); err != nil {
		t.Fatal(err)
	}
	touch("cpu-a/2026-11-30-abc.txt.partial")
	if got, _ := Newest(filepath.Join(root, "cpu-a")); filepath.Base(got) != "2026-11-29-abc-10.txt" {
		t.Errorf("Newest(cpu-a) == %s; want 2026-11-29-abc-10.txt (modification time and .partial files ignored)", got)
	}
	if _, err := Newest(filepath.Join(root, "cpu-c")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Newest(cpu-c) error == %v; want one wrapping os.ErrNotExist", err)
	}
	latest, err := Latest(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(latest) != 2 || latest[0].Slug != "cpu-a" || latest[1].Slug != "cpu-b" || filepath.Base(latest[1].Path) != "2025-01-01-x.txt" {
		t.Errorf("Latest == %v; want cpu-a's 2026-11-29-abc-10.txt and cpu-b's 2025-01-01-x.txt", latest)
	}
	if _, err := Latest(filepath.Join(root, "cpu-c")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Latest(no CPU dirs) error == %v; want one wrapping os.ErrNotExist", err)
	}
}

func readSynthetic(t *testing.T) *Set {
	t.Helper()
	f, err := os.Open("testdata/synthetic.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s, err := Read(f, "synthetic.txt")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRead(t *testing.T) {
	s := readSynthetic(t)
	for k, want := range map[string]string{"commit": "abc1234", "pext": "bmi2", "goamd64": "v3", "cpu": "Test CPU 3000 @ 3.00GHz"} {
		if s.Config[k] != want {
			t.Errorf("Config[%q] == %q; want %q", k, s.Config[k], want)
		}
	}
	tests := []struct {
		f    Filter
		want float64
	}{
		{Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"impl": "magic", "piece": "rook", "load": "random"}}, 2.0},
		{Filter{Bench: "TableBytes", Unit: "table-B", Keys: map[string]string{"impl": "magic"}}, 865280},
		{Filter{Bench: "Perft", Unit: "Mnodes/s", Keys: map[string]string{"impl": "magic", "pos": "start"}}, 100},
		{Filter{Bench: "ParallelPerft", Procs: 16}, 1300},
		{Filter{Bench: "ParallelPerft", Procs: 1}, 100},
	}
	for _, tt := range tests {
		rows := s.Select(tt.f)
		if len(rows) != 1 {
			t.Errorf("Select(%+v) gave %d rows; want 1", tt.f, len(rows))
			continue
		}
		if rows[0].Stat.Center != tt.want || rows[0].N != 3 {
			t.Errorf("Select(%+v) median == %v over %d samples; want %v over 3", tt.f, rows[0].Stat.Center, rows[0].N, tt.want)
		}
	}
	if got := s.Impls("Slider"); strings.Join(got, ",") != "naive,magic,pext,magic-iface,pext-batch" {
		t.Errorf("Impls(Slider) == %v; want naive first, then file order", got)
	}
}

func TestReadErrors(t *testing.T) {
	for _, in := range []string{"", "goos: linux\nPASS\n", "BenchmarkX\t10\tabc ns/op\n"} {
		if _, err := Read(strings.NewReader(in), "in.txt"); err == nil || !strings.Contains(err.Error(), "in.txt") {
			t.Errorf("Read(%q) error == %v; want one naming in.txt", in, err)
		}
	}
}

func TestSummarize(t *testing.T) {
	sum := Summarize(readSynthetic(t))
	wantFastest := []string{
		"random: magic (rook 2, bishop 1.5, queen 3.5 ns/lookup)",
		"latency: pext (rook 4, bishop 4, queen 7 ns/lookup)",
	}
	if strings.Join(sum.Fastest, "|") != strings.Join(wantFastest, "|") {
		t.Errorf("Fastest == %q; want %q", sum.Fastest, wantFastest)
	}
	// Hand-derived from testdata/synthetic.txt.
	wantGoals := []struct {
		value  float64
		status Status
	}{
		{2.0 / 1.0, Short},   // rook random: magic 2 vs pext-batch 1 (bishop: 1.5/1.2)
		{120.0 / 50, Met},    // kiwipete 2.4 < start 2.5
		{100.0 / 2.5, Short}, // start 40 < kiwipete 60
		{1300.0 / 100, Met},  // 13× on 16
	}
	if len(sum.Goals) != len(wantGoals) {
		t.Fatalf("%d goals; want %d", len(sum.Goals), len(wantGoals))
	}
	for i, w := range wantGoals {
		g := sum.Goals[i]
		if math.Abs(g.Value-w.value) > 1e-9 || g.Status != w.status {
			t.Errorf("goal %q == %v, %s; want %v, %s (%s)", g.Name, g.Value, g.Status, w.value, w.status, g.Detail)
		}
	}
	p := sum.Paragraph()
	for _, want := range []string{"random: magic", "2× against a goal of ≤ 1.5×, SHORT", "Falls short of or cannot yet show: fastest single-call slider ÷ fastest batched lookup (SHORT); perft ÷ notnil (SHORT)."} {
		if !strings.Contains(p, want) {
			t.Errorf("Paragraph() lacks %q:\n%s", want, p)
		}
	}
}

func TestSummarizeMissing(t *testing.T) {
	s, err := Read(strings.NewReader("BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t2 ns/lookup\n"), "x")
	if err != nil {
		t.Fatal(err)
	}
	sum := Summarize(s)
	for _, g := range sum.Goals {
		if g.Status != NotMeasured || !math.IsNaN(g.Value) {
			t.Errorf("goal %q == %v, %s; want NaN, not measured", g.Name, g.Value, g.Status)
		}
	}
	if len(sum.Fastest) != 0 {
		t.Errorf("Fastest == %q; want none (only one piece measured)", sum.Fastest)
	}
	parallel := "BenchmarkParallelPerft/impl=magic/pos=start\t1\t100 Mnodes/s\nBenchmarkParallelPerft/impl=magic/pos=start-8\t1\t700 Mnodes/s\n"
	s, _ = Read(strings.NewReader(parallel), "p")
	if g := Summarize(s).Goals[3]; g.Status != NotComparable || g.Value != 7 {
		t.Errorf("8-CPU parallel goal == %v, %s; want 7, %s", g.Value, g.Status, NotComparable)
	}
}
