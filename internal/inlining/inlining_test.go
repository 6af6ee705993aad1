package inlining

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

var update = flag.Bool("update", false, "rewrite testdata/inlining.golden from this build")

// lookups are the methods whose call sites the table reports, in its
// column order.
var lookups = []string{"RookAttacks", "BishopAttacks", "QueenAttacks"}

// The two packages of generated code, relative to the module root, and
// which of their files hold it.
var contexts = []struct {
	name, dir string
	files     *regexp.Regexp
}{
	{"loops", "internal/benchloops", regexp.MustCompile(`^loops_gen\.go$`)},
	{"movegen", "chess/position", regexp.MustCompile(`^perft_[a-z0-9_]+_gen\.go$`)},
}

// site is one call of a lookup in generated code.
type site struct {
	pos       string // file:line:col, as the compiler prints it (path relative to the module root)
	context   string // "loops" or "movegen"
	technique string // registry name
	callee    string // as the compiler names it: magic.Impl.RookAttacks
}

// TestGeneratedLookupsInline compares, technique by technique, which lookups
// inline at every call site in the generated code with the golden table.
func TestGeneratedLookupsInline(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skipf("the golden table is amd64's; this is %s", runtime.GOARCH)
	}
	if testing.Short() {
		t.Skip("builds two packages with -gcflags=-m; skipped in -short mode")
	}
	root := moduleRoot(t)
	names := typeNames()
	var sites []site
	for _, c := range contexts {
		sites = append(sites, findSites(t, root, c.dir, c.name, c.files, names)...)
	}
	if len(sites) == 0 {
		t.Fatal("no lookup call sites found in the generated files")
	}
	inlined := compilerInlines(t, root)
	got := table(sites, inlined)
	golden := filepath.Join("testdata", "inlining.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the lookups that inline into the generated code changed (go build -gcflags=-m); a lookup that stopped inlining is a slowdown to fix, one that started calls for go test ./internal/inlining -update:\n%s", lineDiff(string(want), got))
	}
}

// typeNames maps each registered implementation's concrete type, as the
// compiler and go/ast write it ("pext.Hard"), to its registry name.
func typeNames() map[string]string {
	m := make(map[string]string)
	for _, impl := range harness.All() {
		m[fmt.Sprintf("%T", impl)] = impl.Name()
	}
	return m
}

// moduleRoot is the directory of go.mod, two levels up.
func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found: %v", err)
	}
	return root
}

// findSites parses the generated files of dir and returns every call of a
// lookup on a concrete implementation, with the technique it calls.
func findSites(t *testing.T, root, dir, context string, files *regexp.Regexp, names map[string]string) []site {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(root, dir))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var sites []site
	for _, e := range entries {
		if !files.MatchString(e.Name()) {
			continue
		}
		rel := filepath.ToSlash(filepath.Join(dir, e.Name()))
		f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if constrained(f) {
			continue
		}
		vars := implVars(f, names)
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			typ := receiverType(fn, vars, names)
			if typ == "" {
				continue // no concrete implementation here (perft_dynamic_gen.go's interface copy)
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || !slices.Contains(lookups, sel.Sel.Name) {
					return true
				}
				// The compiler reports an inlined call at its opening parenthesis.
				p := fset.Position(call.Lparen)
				sites = append(sites, site{
					pos:       fmt.Sprintf("%s:%d:%d", rel, p.Line, p.Column),
					context:   context,
					technique: names[typ],
					callee:    typ + "." + sel.Sel.Name,
				})
				return true
			})
		}
	}
	return sites
}

// constrained reports whether f carries a //go:build line: such a file
// belongs to a package built only under that constraint, which the
// ordinary build checked here leaves out.
func constrained(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "//go:build") {
				return true
			}
		}
	}
	return false
}

// implVars maps the package-level variables of loops_gen.go that hold a
// concrete implementation (implMagic = concrete[magic.Impl]("magic")) to
// its type.
func implVars(f *ast.File, names map[string]string) map[string]string {
	vars := make(map[string]string)
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || len(spec.Values) != 1 {
			return true
		}
		call, ok := spec.Values[0].(*ast.CallExpr)
		if !ok {
			return true
		}
		if idx, ok := call.Fun.(*ast.IndexExpr); ok {
			if typ := exprString(idx.Index); names[typ] != "" {
				vars[spec.Names[0].Name] = typ
			}
		}
		return true
	})
	return vars
}

// receiverType returns the concrete type whose lookups fn calls: its first
// parameter's type (the move generator's impl), or that of the
// implementation variable it copies into a local (the loops' im := implX).
func receiverType(fn *ast.FuncDecl, vars, names map[string]string) string {
	if ps := fn.Type.Params.List; len(ps) > 0 {
		if typ := exprString(ps[0].Type); names[typ] != "" {
			return typ
		}
	}
	for _, st := range fn.Body.List {
		as, ok := st.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			continue
		}
		if id, ok := as.Rhs[0].(*ast.Ident); ok {
			if typ, ok := vars[id.Name]; ok {
				return typ
			}
		}
	}
	return ""
}

// exprString writes a type expression as pkg.Name.
func exprString(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprString(e.X) + "." + e.Sel.Name
	}
	return ""
}

// inlineLine is the compiler's report of one inlined call.
var inlineLine = regexp.MustCompile(`^(\S+\.go:\d+:\d+): inlining call to (\S+)$`)

// compilerInlines builds the two packages with -gcflags=-m (the ordinary
// build: GOEXPERIMENT and GOFLAGS cleared) and returns the positions of the
// inlined calls, paths relative to the module root, each with the set of
// callees inlined there (a call's own callee, and the calls inlined into its
// body, which the compiler reports at the outer call's position).
func compilerInlines(t *testing.T, root string) map[string]map[string]bool {
	t.Helper()
	args := []string{"build", "-gcflags=-m"}
	for _, c := range contexts {
		args = append(args, "./"+c.dir)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOEXPERIMENT=", "GOFLAGS=", "GOAMD64=v1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	inlined := make(map[string]map[string]bool)
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		m := inlineLine.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		pos := filepath.ToSlash(strings.TrimPrefix(m[1], "./"))
		if inlined[pos] == nil {
			inlined[pos] = make(map[string]bool)
		}
		inlined[pos][m[2]] = true
	}
	if len(inlined) == 0 {
		t.Fatalf("go %s reported no inlined call at all:\n%s", strings.Join(args, " "), out.String())
	}
	return inlined
}

// table writes, per technique and context, which lookups inline at every
// call site: the method's short name (rook, bishop, queen) when all do,
// "-" when none does, and "k/n" when k of its n sites do.
func table(sites []site, inlined map[string]map[string]bool) string {
	type key struct{ technique, context, method string }
	all, in := make(map[key]int), make(map[key]int)
	var techniques []string
	for _, s := range sites {
		k := key{s.technique, s.context, s.callee[strings.LastIndex(s.callee, ".")+1:]}
		all[k]++
		if inlined[s.pos][s.callee] {
			in[k]++
		}
		if !slices.Contains(techniques, s.technique) {
			techniques = append(techniques, s.technique)
		}
	}
	slices.Sort(techniques)
	var b strings.Builder
	b.WriteString("# Which lookups inline at every call site of the generated code, default build (GOAMD64=v1), amd64.\n")
	b.WriteString("# Written by go test ./internal/inlining -update; see the package doc.\n")
	fmt.Fprintf(&b, "%-14s %-20s %s\n", "# technique", "benchmark loops", "move generator")
	for _, tech := range techniques {
		line := fmt.Sprintf("%-14s", tech)
		for _, c := range contexts {
			var cols []string
			for _, m := range lookups {
				k := key{tech, c.name, m}
				short := strings.ToLower(strings.TrimSuffix(m, "Attacks"))
				switch n, i := all[k], in[k]; {
				case n == 0:
					cols = append(cols, "none")
				case i == n:
					cols = append(cols, short)
				case i == 0:
					cols = append(cols, "-")
				default:
					cols = append(cols, strconv.Itoa(i)+"/"+strconv.Itoa(n))
				}
			}
			line = fmt.Sprintf("%s %-20s", line, strings.Join(cols, " "))
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}

// lineDiff lists the lines of want missing from got and those added.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for _, l := range w {
		if !slices.Contains(g, l) {
			fmt.Fprintf(&b, "- %s\n", l)
		}
	}
	for _, l := range g {
		if !slices.Contains(w, l) {
			fmt.Fprintf(&b, "+ %s\n", l)
		}
	}
	return b.String()
}
