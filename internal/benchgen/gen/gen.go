// Package gen writes the per-implementation benchmark code of the root test
// package (bench_impls_test.go) from one template.
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
// `go generate`, nothing else. A package that also exports the function
// TableBytes() int gets a table-memory row, and one that exports
// Path() string gets a configuration line (key: the package name) printed at
// the head of every benchmark run, such as "pext: bmi2".
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
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"text/template"
	"unicode"

	"github.com/bitbench/bitbench/harness"
)

// Module is the import path of the module whose implementations are
// generated; package directories are found relative to its root.
const Module = "github.com/bitbench/bitbench"

// Spec describes one registered implementation for the template.
type Spec struct {
	Name       string // registry name, such as "pext-soft"
	ImportPath string // package import path
	Pkg        string // package name, as used in the generated code
	Type       string // Go type of the registered value, such as "Soft" or "*Impl"
	Ident      string // Go identifier fragment unique to the implementation, such as "PextSoft"
	TableBytes bool   // the package exports func TableBytes() int
	Path       bool   // the package exports func Path() string
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
		rel, ok := strings.CutPrefix(t.PkgPath(), Module+"/")
		if !ok {
			return nil, fmt.Errorf("%w %q: package %s is outside module %s", ErrSpec, name, t.PkgPath(), Module)
		}
		funcs, err := exportedFuncs(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			return nil, fmt.Errorf("%w %q: %v", ErrSpec, name, err)
		}
		s := Spec{
			Name:       name,
			ImportPath: t.PkgPath(),
			Pkg:        pathBase(t.PkgPath()),
			Type:       typ + pathBase(t.PkgPath()) + "." + t.Name(),
			Ident:      Ident(name),
			TableBytes: funcs["TableBytes"] == "() int",
			Path:       funcs["Path"] == "() string",
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

// exportedFuncs returns the exported top-level functions (not methods) of
// the package in dir, each with its signature as written, such as "() int".
// Test files are skipped.
func exportedFuncs(dir string) (map[string]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("no Go files in %s", dir)
	}
	fset := token.NewFileSet()
	out := map[string]string{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !fd.Name.IsExported() {
				continue
			}
			var sig bytes.Buffer
			if err := format.Node(&sig, fset, fd.Type); err != nil {
				return nil, err
			}
			out[fd.Name.Name] = strings.TrimPrefix(sig.String(), "func")
		}
	}
	return out, nil
}

//go:embed impls.tmpl
var tmplText string

var tmpl = template.Must(template.New("impls").Parse(tmplText))

// Generate returns the gofmt-formatted source of bench_impls_test.go for
// specs, in their order.
func Generate(specs []Spec) ([]byte, error) {
	var imports []string
	for _, s := range specs {
		imports = append(imports, s.ImportPath)
	}
	slices.Sort(imports)
	imports = slices.Compact(imports)
	// One configuration line per package, however many of its types are
	// registered.
	var config []Spec
	for _, s := range specs {
		if s.Path && !slices.ContainsFunc(config, func(c Spec) bool { return c.ImportPath == s.ImportPath }) {
			config = append(config, s)
		}
	}
	var buf bytes.Buffer
	err := tmpl.Execute(&buf, struct {
		Imports []string
		Specs   []Spec
		Config  []Spec
		Pieces  []string
		Leapers []string
		SetSums []string // the set operations whose loops sum an integer result
	}{imports, specs, config, []string{"Rook", "Bishop", "Queen"}, []string{"Knight", "King", "Pawn"}, []string{"Count", "First", "Last"}})
	if err != nil {
		return nil, err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("generated code does not parse: %v\n%s", err, buf.Bytes())
	}
	return src, nil
}
