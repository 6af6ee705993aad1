package repocheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// The size limits of the gate's code (issue 48): no Go file over
// MaxFileLines lines, and no function over MaxFuncLines lines, counted
// from the line of `func` to the line of its closing brace.
const (
	MaxFileLines = 400
	MaxFuncLines = 60
)

// SizeLimited lists the directories, relative to the module root, whose Go
// files (in them and below, tests included) are held to MaxFileLines and
// MaxFuncLines.
var SizeLimited = []string{"cmd/regress", "internal/gate"}

// Oversized returns what breaks the size limits in the Go file name whose
// source is src: the file itself when it is over MaxFileLines lines, and
// each function (or method) over MaxFuncLines lines, as "name: n lines
// (at most m)". Every function counts except the test functions of a
// _test.go file (Test…, Fuzz…, Benchmark…, Example…): a table-driven test
// holds its table. A file that does not parse is an error.
func Oversized(name string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []string
	if n := lineCount(src); n > MaxFileLines {
		out = append(out, fmt.Sprintf("%s: %d lines (at most %d)", name, n, MaxFileLines))
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || isTestFunc(name, fd) {
			continue
		}
		n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
		if n > MaxFuncLines {
			out = append(out, fmt.Sprintf("%s: func %s: %d lines (at most %d)", name, funcName(fd), n, MaxFuncLines))
		}
	}
	return out, nil
}

// lineCount is the number of lines of src, a last line without a newline
// included.
func lineCount(src []byte) int {
	n := strings.Count(string(src), "\n")
	if len(src) > 0 && src[len(src)-1] != '\n' {
		n++
	}
	return n
}

// isTestFunc reports whether fd is a test function that go test runs: a
// function without receiver named Test…, Fuzz…, Benchmark… or Example… in
// a _test.go file.
func isTestFunc(file string, fd *ast.FuncDecl) bool {
	if !strings.HasSuffix(file, "_test.go") || fd.Recv != nil {
		return false
	}
	for _, p := range []string{"Test", "Fuzz", "Benchmark", "Example"} {
		if strings.HasPrefix(fd.Name.Name, p) {
			return true
		}
	}
	return false
}

// funcName is fd's name, with its receiver's type for a method:
// "(*side).build".
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	var recv string
	switch t := fd.Recv.List[0].Type.(type) {
	case *ast.StarExpr:
		if id, ok := t.X.(*ast.Ident); ok {
			recv = "*" + id.Name
		}
	case *ast.Ident:
		recv = t.Name
	}
	return "(" + recv + ")." + fd.Name.Name
}
