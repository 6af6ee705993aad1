// Package gen writes the specialised copies of the move generator of package
// position, one per registered implementation that the list of copies
// (position's generated.txt, see ListFile) keeps because it pays.
//
// The template is position's movegen.go. Each function in it whose first
// parameter is "impl harness.Impl" is copied with that parameter's type
// changed to the implementation's own type (impl magic.Impl), its name given
// a suffix naming the implementation (generate → generateMagic), and each
// call of another template function f(impl, …) replaced by its copy
// fMagic(impl, …). Nothing else changes: impl.RookAttacks(…) becomes a
// static call on a concrete, zero-size value type, which the compiler can
// inline, where the interface forces a dynamic dispatch. An init function then registers the copies of generate and perft
// with position, under the implementation's registry name.
//
// Before copying, calls of the template's rule helpers are inlined (see
// inline.go), then each function with a parameter of type mover (the side
// to move) is split into a White and a Black copy with that parameter a
// constant, and a dispatcher (see sides.go), and each local variable of
// the struct type node is split into its fields (see scalar.go). One more copy, for Dynamic,
// keeps impl a harness.Impl: the interface path, which registers nothing.
//
// The package is a library so that position's tests can regenerate the files
// in memory and fail when the checked-in ones are stale; the cmd
// subdirectory is the go:generate entry point.
//
// A package built under a constraint (impl/simd: GOEXPERIMENT=simd on amd64)
// gets copies with the same //go:build line. A generator run that does not
// see the package (another build, or a CPU it does not register on) leaves
// those copies alone (see package harness/buildcon).
package gen

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/printer"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/buildcon"
)

// Target is one implementation to specialise for.
type Target struct {
	Name    string // registry name, such as "pext-soft"
	PkgPath string // import path of the package defining the type
	Pkg     string // package name, as the generated code refers to it
	Type    string // type name, such as "Soft"
	Suffix  string // identifier suffix, such as "PextSoft"
	File    string // output file name, such as "perft_pext_soft_gen.go"
	// Constraint is the build constraint of the type's package, such as
	// "goexperiment.simd && amd64", or "" (ReadConstraints fills it in).
	// The copy carries it as its //go:build line, so that it is compiled
	// exactly when the package is.
	Constraint string
}

// ReadConstraints sets the Constraint of each target from its package's
// source, read from the module rooted at root.
func ReadConstraints(targets []Target, root string) error {
	for i, t := range targets {
		dir, err := buildcon.Dir(root, t.PkgPath)
		if err != nil {
			return fmt.Errorf("target %s: %w", t.Name, err)
		}
		if targets[i].Constraint, err = buildcon.OfType(dir, t.Type); err != nil {
			return fmt.Errorf("target %s: %w", t.Name, err)
		}
	}
	return nil
}

// Dynamic is the target of the interface path: the template's functions
// with their helpers inlined like every copy's, impl staying a
// harness.Impl, so that every method call is a dynamic dispatch. Its copy,
// generateDynamic and perftDynamic, registers nothing: package position
// uses it for PerftInterface and for implementations without a copy of
// their own.
var Dynamic = Target{
	Name:    "harness.Impl",
	PkgPath: "github.com/bitbench/bitbench/harness",
	Pkg:     "harness",
	Type:    "Impl",
	Suffix:  "Dynamic",
	File:    "perft_dynamic_gen.go",
}

// Targets returns a Target for each implementation whose registered value is
// the zero value of a named struct type, so that T{} in the generated code is
// the very same implementation; the others are returned in skipped, with the
// reason, and keep using the interface path.
func Targets(impls []harness.Impl) (targets []Target, skipped []string) {
	for _, impl := range impls {
		t := reflect.TypeOf(impl)
		v := reflect.ValueOf(impl)
		if t.Kind() != reflect.Struct || t.Name() == "" || t.PkgPath() == "" || !v.IsZero() || !t.Comparable() {
			skipped = append(skipped, fmt.Sprintf("%s: %v is not the zero value of a comparable named struct type", impl.Name(), t))
			continue
		}
		suffix, file := identifier(impl.Name())
		targets = append(targets, Target{
			Name:    impl.Name(),
			PkgPath: t.PkgPath(),
			Pkg:     t.PkgPath()[strings.LastIndexByte(t.PkgPath(), '/')+1:],
			Type:    t.Name(),
			Suffix:  suffix,
			File:    "perft_" + file + "_gen.go",
		})
	}
	slices.SortFunc(targets, func(a, b Target) int { return strings.Compare(a.Name, b.Name) })
	return targets, skipped
}

// identifier turns a registry name into an identifier suffix ("pext-soft" →
// "PextSoft") and a file name part ("pext_soft").
func identifier(name string) (suffix, file string) {
	var s, f strings.Builder
	upper := true
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			upper = true
			f.WriteByte('_')
			continue
		}
		f.WriteRune(unicode.ToLower(r))
		if upper {
			r = unicode.ToUpper(r)
			upper = false
		}
		s.WriteRune(r)
	}
	return s.String(), f.String()
}

// entries are the template functions package position calls through its
// engine: each must exist, and the copy holds them and what they call.
var entries = []string{"generate", "perft", "perftListed"}

// implParam is the name every template function gives its Impl parameter.
const implParam = "impl"

// isTemplate reports whether fd's first parameter is "impl harness.Impl".
func isTemplate(fd *ast.FuncDecl) bool {
	if fd.Recv != nil || len(fd.Type.Params.List) == 0 {
		return false
	}
	p := fd.Type.Params.List[0]
	sel, ok := p.Type.(*ast.SelectorExpr)
	return ok && len(p.Names) == 1 && p.Names[0].Name == implParam &&
		isIdent(sel.X, "harness") && sel.Sel.Name == "Impl"
}

// templateFuncs returns the template functions of f, in file order.
func templateFuncs(f *ast.File) []*ast.FuncDecl {
	var fds []*ast.FuncDecl
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && isTemplate(fd) {
			fds = append(fds, fd)
		}
	}
	return fds
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// Generate returns the source of the specialised copy of template (the text
// of movegen.go) for t, gofmt-ed.
func Generate(template []byte, t Target) ([]byte, error) {
	template, err := expand(template)
	if err != nil {
		return nil, err
	}
	if template, err = sides(template); err != nil {
		return nil, err
	}
	if template, err = scalarise(template); err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "movegen.go", template, parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("template after inlining: %w", err)
	}
	all := map[string]*ast.FuncDecl{}
	funcs := map[string]bool{}
	for _, fd := range templateFuncs(f) {
		all[fd.Name.Name] = fd
		funcs[fd.Name.Name] = true
	}
	for _, entry := range entries {
		if !funcs[entry] {
			return nil, fmt.Errorf("template: no function %s(impl harness.Impl, …)", entry)
		}
	}
	// Copy the template functions the entry points still call, in template
	// order; a helper inlined at every call is left out.
	reached := map[string]bool{}
	for _, entry := range entries {
		reached[entry] = true
	}
	for queue := slices.Clone(entries); len(queue) > 0; queue = queue[1:] {
		ast.Inspect(all[queue[0]], func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if id, ok := call.Fun.(*ast.Ident); ok && funcs[id.Name] && !reached[id.Name] {
					reached[id.Name] = true
					queue = append(queue, id.Name)
				}
			}
			return true
		})
	}
	var templates []*ast.FuncDecl
	for _, fd := range templateFuncs(f) {
		if reached[fd.Name.Name] {
			templates = append(templates, fd)
		}
	}
	imports := map[string]string{} // name in the template → its import spec, such as "math/bits"
	for _, spec := range f.Imports {
		path, _ := strconv.Unquote(spec.Path.Value)
		name, line := path[strings.LastIndexByte(path, '/')+1:], spec.Path.Value
		if spec.Name != nil {
			name, line = spec.Name.Name, spec.Name.Name+" "+spec.Path.Value
		}
		imports[name] = line
	}
	dynamic := t == Dynamic
	if _, clash := imports[t.Pkg]; !dynamic && clash || funcs[t.Pkg] {
		return nil, fmt.Errorf("target %s: package name %s clashes with a name in the template", t.Name, t.Pkg)
	}

	var body bytes.Buffer
	used := map[string]bool{}
	for _, fd := range templates {
		name := fd.Name.Name
		if err := rewrite(fd, funcs, t, imports, used); err != nil {
			return nil, fmt.Errorf("template: %s: %w", fset.Position(fd.Pos()), err)
		}
		fmt.Fprintf(&body, "\n// %s is %s specialised for %s.%s.\n", fd.Name.Name, name, t.Pkg, t.Type)
		fd.Doc = nil
		if err := printer.Fprint(&body, fset, &printer.CommentedNode{Node: fd, Comments: f.Comments}); err != nil {
			return nil, err
		}
		body.WriteString("\n")
	}

	var out bytes.Buffer
	if t.Constraint != "" {
		fmt.Fprintf(&out, "//go:build %s\n\n", t.Constraint)
	}
	fmt.Fprintf(&out, "// Code generated by go generate (chess/position/internal/gen) from movegen.go; DO NOT EDIT.\n\n")
	fmt.Fprintf(&out, "package %s\n\nimport (\n", f.Name.Name)
	paths := []string{strconv.Quote(t.PkgPath)}
	for name := range used {
		if !dynamic || name != t.Pkg {
			paths = append(paths, imports[name])
		}
	}
	slices.Sort(paths)
	for _, p := range paths {
		fmt.Fprintf(&out, "\t%s\n", p)
	}
	out.WriteString(")\n")
	if !dynamic {
		fmt.Fprintf(&out, `
func init() {
	var impl %[1]s.%[2]s
	register(impl, engine{
		generate: func(p *Position, list *moveList) int { return generate%[3]s(impl, p, list) },
		perft:    func(p *Position, depth int, s *stack) uint64 { return perft%[3]s(impl, p, depth, s) },
		listed:   func(p *Position, depth int, s *stack) uint64 { return perftListed%[3]s(impl, p, depth, s) },
	})
}
`, t.Pkg, t.Type, t.Suffix)
	}
	out.Write(body.Bytes())
	src, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting the copy for %s: %w", t.Name, err)
	}
	return src, nil
}

// rewrite turns the template function fd into its copy for t in place and
// records in used the template's imports the copy still refers to.
func rewrite(fd *ast.FuncDecl, funcs map[string]bool, t Target, imports map[string]string, used map[string]bool) error {
	fd.Name.Name += t.Suffix
	fd.Type.Params.List[0].Type = &ast.SelectorExpr{X: ast.NewIdent(t.Pkg), Sel: ast.NewIdent(t.Type)}
	var bad error
	ast.Inspect(fd, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && funcs[id.Name] {
				if len(n.Args) == 0 || !isIdent(n.Args[0], implParam) {
					bad = fmt.Errorf("call of template function %s without impl as its first argument", id.Name)
					return false
				}
				id.Name += t.Suffix
			}
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok && imports[id.Name] != "" {
				used[id.Name] = true
			}
		}
		return bad == nil
	})
	return bad
}
