// Package gen writes the per-implementation benchmark loops of package
// internal/benchloops (loops_gen.go) from one template; its command, cmd,
// is the package's go:generate line.
//
// The model: a benchmark must call each technique directly, through its
// concrete type, so that the compiler can inline the lookup into the timed
// loop, as a move generator would. An interface value, a func value or a
// method of a type parameter in the loop would add a dynamic call to every
// lookup, and that call costs about as much as the lookup itself. So the
// loops are written once, as a template, and expanded once per registered
// implementation, each copy naming the implementation's own type.
//
// The list of implementations is the registry (harness.All), as filled by
// the blank imports of impl/all: Specs finds each registered value's Go
// type by reflection, so a new technique needs one registry line and a
// `go generate`, nothing else. What a technique may have besides its
// lookups (table bytes, table construction, a path line: the capabilities
// package harness declares beside Impl, such as harness.TableByter) is
// found at run time by type assertion on its registered value (see
// internal/benchloops), not here.
//
// A package built under a build constraint (impl/simd: GOEXPERIMENT=simd on
// amd64, read from the //go:build line of the file declaring its type) gets
// its loops in a file of its own with the same constraint, named after the
// package (loops_simd_gen.go), which adds them to the list from init
// when the implementation is registered on the machine. A run of the
// generator that does not see the package (another build, or a CPU it does
// not register on) leaves its file alone (see Write).
//
// The expanded loops take whole input arrays and run 1024 lookups per call,
// so the one indirect call per batch that picks an implementation is
// amortised to nothing.
package gen

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"text/template"
	"unicode"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/buildcon"
)

// Module is the import path of the module whose implementations are
// generated; package directories are found relative to its root.
const Module = buildcon.Module

// Spec describes one registered implementation for the template.
type Spec struct {
	Name       string // registry name, such as "pext-soft"
	ImportPath string // package import path
	Pkg        string // package name, as used in the generated code
	Type       string // Go type of the registered value, such as "Soft" or "*Impl"
	Ident      string // Go identifier fragment unique to the implementation, such as "PextSoft"
	Constraint string // the package's build constraint, such as "goexperiment.simd && amd64", or ""
}

// ErrSpec is wrapped by every error Specs returns.
var ErrSpec = errors.New("cannot generate benchmarks for implementation")

// Specs describes impls for Generate. root is the module's root directory;
// each implementation's package must live inside the module so that its
// source can be read. An implementation whose value is not of a named type
// of a package in the module, or two whose names map to the same Go
// identifier, give an error wrapping ErrSpec.
func Specs(impls []harness.Impl, root string) ([]Spec, error) {
	var specs []Spec
	seen := map[string]string{}
	for _, impl := range impls {
		t := reflect.TypeOf(impl)
		typ := ""
		if t.Kind() == reflect.Pointer {
			t, typ = t.Elem(), "*"
		}
		name := impl.Name()
		if t.Name() == "" || t.PkgPath() == "" {
			return nil, fmt.Errorf("%w %q: its value has unnamed type %v", ErrSpec, name, reflect.TypeOf(impl))
		}
		dir, err := buildcon.Dir(root, t.PkgPath())
		if err != nil {
			return nil, fmt.Errorf("%w %q: %v", ErrSpec, name, err)
		}
		constraint, err := buildcon.OfType(dir, t.Name())
		if err != nil {
			return nil, fmt.Errorf("%w %q: %v", ErrSpec, name, err)
		}
		s := Spec{
			Name:       name,
			ImportPath: t.PkgPath(),
			Pkg:        pathBase(t.PkgPath()),
			Type:       typ + pathBase(t.PkgPath()) + "." + t.Name(),
			Ident:      Ident(name),
			Constraint: constraint,
		}
		if other, dup := seen[s.Ident]; dup {
			return nil, fmt.Errorf("%w %q: its identifier %s is also %q's", ErrSpec, name, s.Ident, other)
		}
		seen[s.Ident] = name
		specs = append(specs, s)
	}
	return specs, nil
}

// Ident turns a registry name into an exported Go identifier fragment:
// "pext-soft" gives "PextSoft", "magic" gives "Magic". Characters other
// than letters and digits separate words and are dropped; a leading digit
// gets an "X" in front.
func Ident(name string) string {
	var b strings.Builder
	up := true
	for _, r := range name {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if b.Len() == 0 && unicode.IsDigit(r) {
				b.WriteByte('X')
			}
			if up {
				r = unicode.ToUpper(r)
			}
			b.WriteRune(r)
			up = false
		default:
			up = true
		}
	}
	return b.String()
}

func pathBase(p string) string { return p[strings.LastIndex(p, "/")+1:] }

//go:embed impls.tmpl
var tmplText string

var tmpl = template.Must(template.New("impls").Funcs(template.FuncMap{
	"pieces":  func() []string { return pieces },
	"leapers": func() []string { return leapers },
}).Parse(tmplText))

// The slider and leaper pieces and the set operations whose loops sum an
// integer result, as the template names them.
var (
	pieces  = []string{"Rook", "Bishop", "Queen"}
	leapers = []string{"Knight", "King", "Pawn"}
	setSums = []string{"Count", "First", "Last"}
)

// MainFile is the name of the generated file of the implementations
// without a build constraint; the file of a constrained package is
// loops_<package>_gen.go.
const MainFile = "loops_gen.go"

// File is one generated file: its name, relative to the package directory, and
// its source.
type File struct {
	Name string
	Src  []byte
}

// Generate returns the gofmt-formatted generated files for specs: MainFile
// with every implementation without a build constraint, in their order, and
// one file per package with a constraint (loops_<package>_gen.go),
// in order of first appearance.
func Generate(specs []Spec) ([]File, error) {
	var plain []Spec
	var constrained [][]Spec // by package
	for _, s := range specs {
		if s.Constraint == "" {
			plain = append(plain, s)
			continue
		}
		i := slices.IndexFunc(constrained, func(g []Spec) bool { return g[0].ImportPath == s.ImportPath })
		if i < 0 {
			constrained = append(constrained, nil)
			i = len(constrained) - 1
		}
		constrained[i] = append(constrained[i], s)
	}
	src, err := generate(plain, "")
	if err != nil {
		return nil, err
	}
	files := []File{{MainFile, src}}
	for _, g := range constrained {
		src, err := generate(g, g[0].Constraint)
		if err != nil {
			return nil, err
		}
		files = append(files, File{constrainedFile(g[0].Pkg), src})
	}
	return files, nil
}

// generate returns the source of one file for specs under constraint.
func generate(specs []Spec, constraint string) ([]byte, error) {
	var imports []string
	for _, s := range specs {
		imports = append(imports, s.ImportPath)
	}
	slices.Sort(imports)
	imports = slices.Compact(imports)
	var buf bytes.Buffer
	err := tmpl.Execute(&buf, struct {
		Constraint string
		Imports    []string
		Specs      []Spec
		Pieces     []string
		Leapers    []string
		SetSums    []string
	}{constraint, imports, specs, pieces, leapers, setSums})
	if err != nil {
		return nil, err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("generated code does not parse: %v\n%s", err, buf.Bytes())
	}
	return src, nil
}

// Stale compares files with what is on disk in dir root and returns the
// names of those that differ or are missing, and of generated files
// (loops_*_gen.go) on disk that files lacks and that have no build
// constraint. A file with a constraint that files lacks is not judged: it
// belongs to another build (GOEXPERIMENT=simd) or to a package not
// registered on this CPU, which this run cannot see (see harness/buildcon).
func Stale(root string, files []File) ([]string, error) {
	var stale []string
	want := map[string]bool{}
	for _, f := range files {
		want[f.Name] = true
		have, err := os.ReadFile(filepath.Join(root, f.Name))
		if err != nil || !bytes.Equal(have, f.Src) {
			stale = append(stale, f.Name)
		}
	}
	extra, err := extraFiles(root, want)
	return append(stale, extra...), err
}

// Write writes files under root and removes the generated files without a
// build constraint that files lacks (an implementation no longer
// registered); a file with a constraint is left alone, as in Stale.
func Write(root string, files []File) error {
	want := map[string]bool{}
	for _, f := range files {
		want[f.Name] = true
		if err := os.WriteFile(filepath.Join(root, f.Name), f.Src, 0o666); err != nil {
			return err
		}
	}
	extra, err := extraFiles(root, want)
	if err != nil {
		return err
	}
	for _, name := range extra {
		if err := os.Remove(filepath.Join(root, name)); err != nil {
			return err
		}
	}
	return nil
}

// extraFiles returns the generated files under root without a build
// constraint that are not in want.
func extraFiles(root string, want map[string]bool) ([]string, error) {
	paths, err := filepath.Glob(filepath.Join(root, constrainedFile("*")))
	if err != nil {
		return nil, err
	}
	var extra []string
	for _, p := range paths {
		c, err := buildcon.OfFile(p)
		if err != nil {
			return nil, err
		}
		if name := filepath.Base(p); c == "" && !want[name] {
			extra = append(extra, name)
		}
	}
	return extra, nil
}

// constrainedFile is the name of the generated file of package pkg, built
// under a constraint.
func constrainedFile(pkg string) string {
	return strings.TrimSuffix(MainFile, "_gen.go") + "_" + pkg + "_gen.go"
}
