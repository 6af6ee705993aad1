package results

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness/cpuid"
)

// write creates root/rel (and its folder) holding data.
func write(t *testing.T, root, rel, data string) string {
	t.Helper()
	p := filepath.Join(root, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// gitRepo makes a repository in a new folder with n empty commits and
// returns the folder and the commits' short hashes, oldest first.
func gitRepo(t *testing.T, n int) (string, []string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	dir := t.TempDir()
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"}, args...)...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("init", "-q")
	var commits []string
	for i := 0; i < n; i++ {
		git("commit", "-q", "--allow-empty", "-m", "c")
		commits = append(commits, git("rev-parse", "--short=7", "HEAD"))
	}
	return dir, commits
}

func TestNewestByCommitOrder(t *testing.T) {
	repo, c := gitRepo(t, 3)
	dir := filepath.Join(repo, "results", "cpu-a")
	// Dates disagree with history: the first commit was benchmarked last.
	write(t, dir, "2026-12-05-"+c[0]+".txt", "")
	write(t, dir, "2026-11-01-"+c[2]+".txt", "")
	write(t, dir, "2026-11-20-"+c[1]+".txt", "")
	write(t, dir, "2026-12-31-"+c[2]+".txt.partial", "") // never listed
	got, err := Files(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2026-12-05-" + c[0] + ".txt", "2026-11-20-" + c[1] + ".txt", "2026-11-01-" + c[2] + ".txt"}
	if strings.Join(base(got), " ") != strings.Join(want, " ") {
		t.Errorf("Files == %v; want %v (commit order)", base(got), want)
	}
	// Reruns of one commit: by date, then suffix; "-dirty" ranks as its commit.
	write(t, dir, "2026-11-01-"+c[2]+"-2.txt", "")
	write(t, dir, "2026-11-02-"+c[2]+"-dirty.txt", "")
	if got, _ := Newest(dir); filepath.Base(got) != "2026-11-02-"+c[2]+"-dirty.txt" {
		t.Errorf("Newest == %s; want the later run of the latest commit", filepath.Base(got))
	}
	// A commit the history lacks: every file goes by date, then suffix.
	write(t, dir, "2026-11-03-0ld.txt", "")
	if got, _ := Newest(dir); filepath.Base(got) != "2026-12-05-"+c[0]+".txt" {
		t.Errorf("Newest with an unknown commit == %s; want the latest date", filepath.Base(got))
	}
}

func base(paths []string) []string {
	var out []string
	for _, p := range paths {
		out = append(out, filepath.Base(p))
	}
	return out
}

func TestRanksFromRevList(t *testing.T) {
	history := []string{"ccc3333", "bbb2222", "abc1111", "abd0000"} // newest first
	tests := []struct {
		commits []string
		want    map[string]int // nil: fall back to dates
	}{
		{[]string{"abc1", "ccc3333-dirty", "bbb2"}, map[string]int{"abc1": 2, "ccc3333-dirty": 4, "bbb2": 3}},
		{[]string{"ab"}, nil}, // too short to name a commit
		{[]string{"abcd", "ab00"}, nil},
		{[]string{"abc", "ccc3"}, nil},  // short
		{[]string{"ccc3", "0ld"}, nil},  // not a hash
		{[]string{"ccc3", "eee5"}, nil}, // not in history
		{[]string{"ABC1"}, map[string]int{"ABC1": 2}},
	}
	for _, tt := range tests {
		got := ranksFromRevList(history, tt.commits)
		if len(got) != len(tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("ranksFromRevList(%q) == %v; want %v", tt.commits, got, tt.want)
			continue
		}
		for k, v := range tt.want {
			if got[k] != v {
				t.Errorf("ranksFromRevList(%q)[%q] == %d; want %d", tt.commits, k, got[k], v)
			}
		}
	}
	if got := ranksFromRevList([]string{"abc1111", "abc1222"}, []string{"abc1"}); got != nil {
		t.Errorf("ambiguous prefix ranked %v; want nil", got)
	}
}

func TestCheckDir(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "a", "b")
	if err := CheckDir(dir); err != nil {
		t.Fatalf("CheckDir(new nested dir) == %v; want nil", err)
	}
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
		t.Errorf("after CheckDir, %s holds %d entries, %v; want 0 (probe removed)", dir, len(entries), err)
	}
	file := write(t, root, "plain", "x")
	for _, bad := range []string{file, filepath.Join(file, "cpu")} {
		if err := CheckDir(bad); err == nil || !strings.Contains(err.Error(), bad) {
			t.Errorf("CheckDir(%s) == %v; want an error naming it", bad, err)
		}
	}
}

func TestCreatePartial(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for i := 0; i < 3; i++ {
		f, err := CreatePartial(dir, "2026-11-29-abc.txt")
		if err != nil {
			t.Fatalf("CreatePartial #%d: %v", i+1, err)
		}
		f.WriteString("run " + string(rune('1'+i)))
		f.Close()
		names = append(names, filepath.Base(f.Name()))
	}
	want := []string{"2026-11-29-abc.txt.partial", "2026-11-29-abc-2.txt.partial", "2026-11-29-abc-3.txt.partial"}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("CreatePartial names == %v; want %v", names, want)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, want[0])); string(data) != "run 1" {
		t.Errorf("%s holds %q; want %q (never reopened)", want[0], data, "run 1")
	}
	if files, _ := Files(dir); len(files) != 0 {
		t.Errorf("Files lists %v; want no partial file", files)
	}
	if _, err := CreatePartial(dir, "x.csv"); !errors.Is(err, ErrName) {
		t.Errorf("CreatePartial(x.csv) error == %v; want one wrapping ErrName", err)
	}
}

const identityZen3 = "cpu: AMD EPYC 7B13\ncpu-vendor: AuthenticAMD\ncpu-family: 25\ncpu-model: 1\ncpu-stepping: 0\nuarch: zen3\n"

func TestCheckIdentity(t *testing.T) {
	zen3 := cpuid.ID{Vendor: "AuthenticAMD", Brand: "AMD EPYC 7B13", Family: 25, Model: 1, Uarch: "zen3"}
	zen1 := cpuid.ID{Vendor: "AuthenticAMD", Brand: "AMD EPYC", Family: 23, Model: 1, Uarch: "zen1"}
	root := t.TempDir()
	row := "BenchmarkSlider/impl=magic/piece=rook/load=random\t10\t2 ns/lookup\n"
	write(t, root, "same/2026-11-29-abc.txt", "commit: abc\n"+identityZen3+row)
	write(t, root, "same/2026-11-30-abd.txt", "commit: abd\n"+identityZen3+row+"BenchmarkX\t1\tNaN ns/op\n")
	write(t, root, "same/2026-12-01-abe.txt.partial", "cpu-family: 23\n") // ignored
	write(t, root, "legacy/2026-11-29-abc.txt", "commit: abc\ncpu: AMD EPYC\npext: bmi2\n"+row)
	write(t, root, "badline/2026-11-29-abc.txt", strings.Replace(identityZen3, "cpu-family: 25", "cpu-family: 0x19", 1)+row)
	write(t, root, "empty/NOTE.md", "notes only")
	tests := []struct {
		dir     string
		id      cpuid.ID
		wantErr error  // nil: accepted
		want    string // in the message
	}{
		{"none", zen3, nil, ""},
		{"empty", zen3, nil, ""},
		{"same", zen3, nil, ""},
		{"same", zen1, ErrOtherCPU, "same/2026-11-29-abc.txt"},
		{"legacy", zen3, ErrUnknownIdentity, "legacy/2026-11-29-abc.txt"},
		{"badline", zen3, nil, "cpu-family"},
	}
	for _, tt := range tests {
		err := CheckIdentity(filepath.Join(root, tt.dir), tt.id)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("CheckIdentity(%s, %s) == %v; want nil", tt.dir, tt.id.Uarch, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("CheckIdentity(%s, %s) == %v; want an error naming %q", tt.dir, tt.id.Uarch, err, tt.want)
		case tt.wantErr != nil && !errors.Is(err, tt.wantErr):
			t.Errorf("CheckIdentity(%s, %s) == %v; want one wrapping %v", tt.dir, tt.id.Uarch, err, tt.wantErr)
		}
	}
}

func TestConfig(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "f.txt", "commit: abc\n"+identityZen3+"BenchmarkA\t1\t2 ns/op\nlate: key\nBenchmarkB\t1\t2 ns/op\n")
	cfg, err := Config(p)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"commit": "abc", "cpu-family": "25", "uarch": "zen3", "cpu": "AMD EPYC 7B13", "late": ""} {
		if cfg[k] != want {
			t.Errorf("Config[%q] == %q; want %q", k, cfg[k], want)
		}
	}
	if _, err := Config(filepath.Join(dir, "missing.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Config(missing) error == %v; want one wrapping os.ErrNotExist", err)
	}
}
