package typecheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixture is a module whose package a has F only on amd64 (a_amd64.go);
// the other files are given per case.
var fixture = map[string]string{
	"go.mod":         "module example.com/fix\n\ngo 1.26\n",
	"a/a.go":         "package a\n\n// G is on every architecture.\nfunc G() int { return 1 }\n",
	"a/a_amd64.go":   "package a\n\n// F is on amd64 only.\nfunc F() int { return 2 }\n",
	"b/b.go":         "package b\n\nimport \"example.com/fix/a\"\n\n// H calls G.\nfunc H() int { return a.G() }\n",
	"b/b_test.go":    "package b\n\nimport \"testing\"\n\nfunc TestH(t *testing.T) { _ = H() }\n",
	"b/bx_test.go":   "package b_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/fix/b\"\n)\n\nfunc TestX(t *testing.T) { _ = b.H() }\n",
	"c/strings.go":   "package c\n\nimport \"strings\"\n\n// Up is strings.ToUpper.\nfunc Up(s string) string { return strings.ToUpper(s) }\n",
	"c/strings_x.go": "package c\n",
}

// TestPlanted type-checks the fixture with one file replaced, for amd64 and
// arm64: a use of F fails on arm64 only, wherever it is (package, internal
// test, external test), and a bad import or a type error fails on both.
func TestPlanted(t *testing.T) {
	cases := []struct {
		name, file, src string
		arm64, amd64    string // a problem's expected text; "" for none
	}{
		{"clean", "", "", "", ""},
		{"package uses F", "b/b.go", "package b\n\nimport \"example.com/fix/a\"\n\n// H calls F.\nfunc H() int { return a.F() }\n",
			"b.go:6:25: undefined: a.F", ""},
		{"internal test uses F", "b/b_test.go", "package b\n\nimport (\n\t\"testing\"\n\n\t\"example.com/fix/a\"\n)\n\nfunc TestH(t *testing.T) { _ = a.F() }\n",
			"b_test.go:9:34: undefined: a.F", ""},
		{"external test uses F", "b/bx_test.go", "package b_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/fix/a\"\n)\n\nfunc TestX(t *testing.T) { _ = a.F() }\n",
			"bx_test.go:9:34: undefined: a.F", ""},
		{"standard library misused", "c/strings_x.go", "package c\n\nimport \"strings\"\n\nvar n int = strings.ToUpper(\"x\")\n",
			"cannot use strings.ToUpper", "cannot use strings.ToUpper"},
		{"missing import", "c/strings_x.go", "package c\n\nimport _ \"example.com/fix/nothere\"\n",
			"example.com/fix/nothere", "example.com/fix/nothere"},
		{"syntax error", "c/strings_x.go", "package c\n\nfunc (\n",
			"strings_x.go:3", "strings_x.go:3"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeFixture(t, tc.file, tc.src)
			for _, arch := range []struct{ goarch, want string }{{"arm64", tc.arm64}, {"amd64", tc.amd64}} {
				problems := checkDir(t, dir, arch.goarch)
				if arch.want == "" && len(problems) > 0 {
					t.Errorf("GOARCH=%s: problems %q, want none", arch.goarch, problems)
				}
				if arch.want != "" && !contains(problems, arch.want) {
					t.Errorf("GOARCH=%s: problems %q, want one containing %q", arch.goarch, problems, arch.want)
				}
			}
		})
	}
}

// TestReportsOnce: a problem in a package's own file is reported once,
// though its internal test variant checks the same file again.
func TestReportsOnce(t *testing.T) {
	dir := writeFixture(t, "b/b.go", "package b\n\n// H is no int.\nfunc H() int { return \"h\" }\n")
	problems := checkDir(t, dir, "arm64")
	if len(problems) != 1 || !strings.Contains(problems[0], "b.go:4:") {
		t.Errorf("problems %q, want one at b.go:4", problems)
	}
}

// TestModuleOnArm64 is the check make test relies on: every package and
// test of this module type-checks on arm64.
func TestModuleOnArm64(t *testing.T) {
	for _, p := range checkDir(t, filepath.Join("..", ".."), "arm64") {
		t.Error(p)
	}
}

// TestUnknownArch: an architecture go/types has no sizes for is an error,
// not a silent pass.
func TestUnknownArch(t *testing.T) {
	if _, err := Check(nil, "pdp11"); err == nil {
		t.Error("Check with GOARCH pdp11: no error")
	}
}

// writeFixture writes the fixture module, with file's text replaced by src
// when file is not empty, and returns its folder.
func writeFixture(t *testing.T, file, src string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range fixture {
		if name == file {
			text = src
		}
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// checkDir lists ./... in dir for goarch (cgo off, no workspace) and
// returns Check's problems.
func checkDir(t *testing.T, dir, goarch string) []string {
	t.Helper()
	pkgs, err := List("go", dir, []string{"GOARCH=" + goarch, "CGO_ENABLED=0", "GOWORK=off"}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	problems, err := Check(pkgs, goarch)
	if err != nil {
		t.Fatal(err)
	}
	return problems
}

// contains reports whether one of list contains sub.
func contains(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}
