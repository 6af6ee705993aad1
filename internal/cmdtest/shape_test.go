//go:build unix

package cmdtest

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The shape every command's entry has (internal/cli's package doc).
const (
	mainBody = "os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))"
	runType  = "func(args []string, stdout, stderr io.Writer) int"
)

// TestCommandShape reads every command's source: its main is exactly
// mainBody, and its run has the type runType, so that tests and readers
// meet one skeleton in all of them.
func TestCommandShape(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join(moduleRoot, "cmd", "*"))
	if err != nil {
		t.Fatal(err)
	}
	var cmds []string
	for _, dir := range dirs {
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			continue
		}
		cmd := filepath.Base(dir)
		cmds = append(cmds, cmd)
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !isTest(fi.Name()) }, 0)
		if err != nil {
			t.Fatal(err)
		}
		var main, run string
		for _, pkg := range pkgs {
			for _, f := range pkg.Files {
				for _, d := range f.Decls {
					fn, ok := d.(*ast.FuncDecl)
					if !ok || fn.Recv != nil {
						continue
					}
					switch fn.Name.Name {
					case "main":
						if len(fn.Body.List) == 1 {
							main = node(t, fset, fn.Body.List[0])
						} else {
							main = "(" + node(t, fset, fn.Body) + ")"
						}
					case "run":
						run = node(t, fset, fn.Type)
					}
				}
			}
		}
		if main != mainBody {
			t.Errorf("cmd/%s: main is %q; want %q", cmd, main, mainBody)
		}
		if run != runType {
			t.Errorf("cmd/%s: run is %q; want %q", cmd, run, runType)
		}
	}
	if want := slices.Sorted(maps.Keys(allFlags)); !slices.Equal(cmds, want) {
		t.Errorf("commands under cmd/: %q; allFlags lists %q", cmds, want)
	}
}

func isTest(name string) bool { return strings.HasSuffix(name, "_test.go") }

// node prints n as gofmt would.
func node(t *testing.T, fset *token.FileSet, n any) string {
	t.Helper()
	var b bytes.Buffer
	if err := printer.Fprint(&b, fset, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
