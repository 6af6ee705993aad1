package layers

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// builds are the configurations whose files differ: the default build, the
// SIMD build (impl/simd and its generated copies exist only there), arm64
// and the pure-Go build of impl/pext.
var builds = []struct {
	name string
	env  []string
	args []string
}{
	{"default", nil, nil},
	{"amd64 GOEXPERIMENT=simd", []string{"GOOS=linux", "GOARCH=amd64", "GOEXPERIMENT=simd"}, nil},
	{"arm64", []string{"GOOS=linux", "GOARCH=arm64", "GOEXPERIMENT="}, nil},
	{"purego", nil, []string{"-tags", "purego"}},
}

// listed is the part of go list -json this test reads.
type listed struct {
	ImportPath                         string
	Imports, TestImports, XTestImports []string
	Error                              *struct{ Err string }
}

// list runs go list -json over the whole module, from its root, in the
// build given by env and args.
func list(t *testing.T, env, args []string) []Package {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command to list the packages with: %v", err)
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root: %v", err)
	}
	cmd := exec.Command(goTool, append(append([]string{"list", "-e", "-json"}, args...), "./...")...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), append([]string{"GOFLAGS=", "GOWORK=off"}, env...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %v (%v): %v\n%s", args, env, err, stderr.Bytes())
	}
	var pkgs []Package
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("reading go list's output: %v", err)
		}
		if p.Error != nil && !strings.Contains(p.Error.Err, "build constraints exclude all Go files") {
			t.Errorf("go list: %s: %s", p.ImportPath, p.Error.Err)
		}
		pkgs = append(pkgs, Package{p.ImportPath, slices.Concat(p.Imports, p.TestImports, p.XTestImports)})
	}
	return pkgs
}

// TestModuleLayering lists the module's packages in every build and
// requires that no import, test imports included, runs up a floor.
func TestModuleLayering(t *testing.T) {
	for _, b := range builds {
		t.Run(b.name, func(t *testing.T) {
			pkgs := list(t, b.env, b.args)
			// The listing must be the real module: a broken list must not
			// pass as a clean one.
			for _, want := range []string{"harness", "impl/magic", "chess/position", "internal/results", "cmd/perft"} {
				if !slices.ContainsFunc(pkgs, func(p Package) bool { return p.Path == Module+"/"+want }) {
					t.Errorf("go list found no package %s; the check would see too little", want)
				}
			}
			for _, msg := range Check(pkgs) {
				t.Error(msg)
			}
		})
	}
}

func TestLocate(t *testing.T) {
	for _, tt := range []struct {
		path   string
		floor  string // "" when not ok
		inside bool
	}{
		{Module, "root", true},
		{Module + "/harness", "base", true},
		{Module + "/harness/sub", "base", true},
		{Module + "/harness/cpuid", "base", true},
		{Module + "/harness/buildcon", "base", true},
		{Module + "/harness/cpuidx", "base", true},
		{Module + "/internal/cpuid", "internal", true},
		{Module + "/impl/magic/internal/gen", "impl", true},
		{Module + "/chess/position/internal/gen/cmd", "chess", true},
		{Module + "/conformance", "conformance", true},
		{Module + "/internal/peers", "internal", true},
		{Module + "/cmd/perft", "cmd", true},
		{Module + "/scripts", "", true},
		{Module + "x/harness", "", false},
		{"fmt", "", false},
	} {
		place, inside, ok := Locate(tt.path)
		got := ""
		if ok {
			got = place.Floor.Name
		}
		if got != tt.floor || inside != tt.inside {
			t.Errorf("Locate(%q) == floor %q, in module %v; want %q, %v", tt.path, got, inside, tt.floor, tt.inside)
		}
	}
}

// TestCheck feeds Check import lists with one wrong arrow each and requires
// it to name that arrow, and lists with none and requires silence.
func TestCheck(t *testing.T) {
	m := func(rel string) string { return Module + "/" + rel }
	for _, tt := range []struct {
		name string
		pkg  Package
		want string // substring of the one message; "" for none
	}{
		{"harness on the standard library", Package{m("harness"), []string{"fmt", "math/bits"}}, ""},
		{"impl on harness", Package{m("impl/magic"), []string{m("harness"), m("impl/internal/geometry")}}, ""},
		{"impl on a leaf", Package{m("impl/pext"), []string{m("harness/cpuid")}}, ""},
		{"chess on impl", Package{m("chess/position"), []string{m("impl/all"), m("harness/buildcon")}}, ""},
		{"cmd on everything", Package{m("cmd/perft"), []string{m("chess/epd"), m("internal/peers"), m("impl/all")}}, ""},
		{"root on cmd", Package{Module, []string{m("cmd/bench")}}, ""},
		{"harness test on impl", Package{m("harness"), []string{m("impl/naive")}}, "harness (floor 0, base) imports " + m("impl/naive") + " (floor 1, impl): an arrow up"},
		{"impl on chess", Package{m("impl/magic"), []string{m("chess/position")}}, "an arrow up"},
		{"chess on internal", Package{m("chess/position"), []string{m("internal/peers")}}, "(floor 4, internal): an arrow up"},
		{"internal on cmd", Package{m("internal/gate"), []string{m("cmd/regress")}}, "an arrow up"},
		{"leaf on harness", Package{m("harness/cpuid"), []string{m("harness")}}, "harness/cpuid may import nothing of the module outside itself"},
		{"harness on a leaf", Package{m("harness"), []string{m("harness/cpuid")}}, "harness may import nothing of the module outside itself"},
		{"package on no floor", Package{m("tools/x"), nil}, "tools/x is on no floor"},
		{"import on no floor", Package{m("cmd/x"), []string{m("tools/y")}}, "tools/y, which is on no floor"},
	} {
		got := Check([]Package{tt.pkg})
		switch {
		case tt.want == "" && len(got) != 0:
			t.Errorf("%s: Check == %q; want nothing", tt.name, got)
		case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
			t.Errorf("%s: Check == %q; want one message containing %q", tt.name, got, tt.want)
		}
	}
}

func TestFoldersShowFloors(t *testing.T) {
	for _, msg := range MixedFolders(Floors) {
		t.Error(msg)
	}
	// The layout before the leaves moved: the check must see it.
	old := slices.Clone(Floors)
	old[0].Prefixes = []string{"harness", "internal/cpuid", "internal/buildcon"}
	got := MixedFolders(old)
	want := []string{"internal/ holds packages of floors base and internal: move them so that one folder is one floor"}
	if !slices.Equal(got, want) {
		t.Errorf("MixedFolders(old layout) = %q, want %q", got, want)
	}
}
