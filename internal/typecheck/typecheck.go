// Package typecheck type-checks packages and their tests for another
// architecture from source, without compiling them.
//
// Its test TestModuleOnArm64 proves that every package and test of the
// module type-checks on arm64, in about 3 CPU seconds. make test-arm64 did
// it with `GOARCH=arm64 go vet ./...`, which compiles every package and the
// standard library for arm64 first (about 100 CPU seconds on empty caches).
// The packages whose files differ on arm64 are still vetted and compiled
// there by make test-arm64, and their tests run under qemu.
//
// The package list, the files of each build and the import maps of the
// test variants come from `go list -e -deps -test -json`; the standard
// library is checked without function bodies (only its declarations are
// used), the module's packages in full.
package typecheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
)

// A Package is one package of `go list -deps -test -json`: a package, the
// internal test variant "p [p.test]", the external test package
// "p_test [p.test]" or a generated test main ("p.test").
type Package struct {
	ImportPath string
	Name       string
	Dir        string
	Standard   bool
	ForTest    string
	GoFiles    []string
	CgoFiles   []string
	ImportMap  map[string]string
	Module     *struct{ GoVersion string }
	Error      *struct{ Err string }
}

// List runs `go list -e -deps -test -json` for patterns in dir with the
// extra environment env (for example GOARCH=arm64) and returns the packages
// in dependency order: every package after those it imports. goCmd names
// the go command.
func List(goCmd, dir string, env, patterns []string) ([]Package, error) {
	args := append([]string{"list", "-e", "-deps", "-test",
		"-json=ImportPath,Name,Dir,Standard,ForTest,GoFiles,CgoFiles,ImportMap,Module,Error"}, patterns...)
	cmd := exec.Command(goCmd, args...)
	cmd.Dir = dir
	cmd.Env = append(cmd.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return decode(bytes.NewReader(out))
}

// decode reads go list's stream of JSON objects.
func decode(r io.Reader) ([]Package, error) {
	dec := json.NewDecoder(r)
	var pkgs []Package
	for {
		var p Package
		err := dec.Decode(&p)
		if errors.Is(err, io.EOF) {
			return pkgs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("reading go list's output: %w", err)
		}
		pkgs = append(pkgs, p)
	}
}

// generated reports whether p is a test main that go list generated (its
// file lies in the build cache, not in the package's folder).
func generated(p Package) bool {
	return strings.HasSuffix(p.ImportPath, ".test") && p.ForTest == "" && !strings.Contains(p.ImportPath, " ")
}

// Check type-checks pkgs (in List's order) for the architecture goarch
// ("arm64"): the standard library's declarations, every other package and
// test in full. It returns one line per problem, "file:line:col: message"
// or "package: message", empty when everything type-checks. An error is
// returned only for a package list Check cannot use.
func Check(pkgs []Package, goarch string) ([]string, error) {
	sizes := types.SizesFor("gc", goarch)
	if sizes == nil {
		return nil, fmt.Errorf("typecheck: no sizes for GOARCH %q", goarch)
	}
	c := checker{fset: token.NewFileSet(), done: map[string]*types.Package{"unsafe": types.Unsafe}, sizes: sizes, seen: map[string]bool{}}
	for _, p := range pkgs {
		if p.ImportPath == "unsafe" || generated(p) {
			continue
		}
		if err := c.check(p); err != nil {
			return nil, err
		}
	}
	return c.problems, nil
}

// A checker holds the packages checked so far, by go list's ImportPath.
type checker struct {
	fset     *token.FileSet
	done     map[string]*types.Package
	sizes    types.Sizes
	problems []string
	seen     map[string]bool
}

// report records a problem once: a package and its internal test variant
// share files, and so their problems.
func (c *checker) report(msg string) {
	if !c.seen[msg] {
		c.seen[msg] = true
		c.problems = append(c.problems, msg)
	}
}

// check type-checks one package, whose imports are already in c.done.
func (c *checker) check(p Package) error {
	if p.Error != nil {
		c.report(fmt.Sprintf("%s: %s", p.ImportPath, strings.TrimSpace(p.Error.Err)))
		c.done[p.ImportPath] = types.NewPackage(p.ImportPath, p.Name)
		return nil
	}
	if len(p.CgoFiles) > 0 {
		return fmt.Errorf("typecheck: %s has cgo files (%s); check with CGO_ENABLED=0", p.ImportPath, strings.Join(p.CgoFiles, " "))
	}
	files := c.parse(p)
	conf := types.Config{
		Importer:         importer{c: c, imports: p.ImportMap},
		Sizes:            c.sizes,
		IgnoreFuncBodies: p.Standard,
		Error:            func(err error) { c.report(err.Error()) },
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	path := p.ImportPath
	if i := strings.IndexByte(path, ' '); i >= 0 {
		path = path[:i]
	}
	tp, _ := conf.Check(path, c.fset, files, nil)
	c.done[p.ImportPath] = tp
	return nil
}

// parse reads p's Go files, reporting those that do not parse.
func (c *checker) parse(p Package) []*ast.File {
	mode := parser.SkipObjectResolution
	files := make([]*ast.File, 0, len(p.GoFiles))
	for _, name := range p.GoFiles {
		if !filepath.IsAbs(name) {
			name = filepath.Join(p.Dir, name)
		}
		f, err := parser.ParseFile(c.fset, name, nil, mode)
		if err != nil {
			c.report(err.Error())
			continue
		}
		files = append(files, f)
	}
	return files
}

// An importer finds an import among the packages checked so far, through
// the importing package's ImportMap (a test variant's imports).
type importer struct {
	c       *checker
	imports map[string]string
}

// Import returns the checked package path names.
func (im importer) Import(path string) (*types.Package, error) {
	if mapped, ok := im.imports[path]; ok {
		path = mapped
	}
	if p, ok := im.c.done[path]; ok {
		return p, nil
	}
	return nil, fmt.Errorf("typecheck: %s is not among the packages checked before it", path)
}
