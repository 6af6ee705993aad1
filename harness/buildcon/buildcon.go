// Package buildcon answers the two build-constraint questions of the code
// generators (internal/benchloops/internal/gen, chess/position/internal/gen): which
// constraint a registered implementation's package is built under, so that
// its generated copies carry the same //go:build line, and whether a file
// on disk is part of the build the generator runs in, so that a generated
// file for another build (another GOEXPERIMENT, GOARCH or tag set) is left
// alone instead of being taken for stale.
//
// Example: impl/simd is built only with GOEXPERIMENT=simd on amd64. Its
// files say //go:build goexperiment.simd && amd64; OfType reads that line,
// and InBuild reports false for chess/position/perft_simd_gen.go in an
// ordinary build and true under the experiment.
package buildcon

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
)

// Module is the import path of the module whose packages are read; their
// directories are found relative to its root.
const Module = "github.com/bitbench/bitbench"

// ErrOutside is wrapped by the error of Dir for a package outside Module.
var ErrOutside = errors.New("package outside module " + Module)

// Dir returns the directory of the package with import path pkgPath, for
// the module rooted at root.
func Dir(root, pkgPath string) (string, error) {
	rel, ok := strings.CutPrefix(pkgPath, Module+"/")
	if !ok {
		return "", fmt.Errorf("%s: %w", pkgPath, ErrOutside)
	}
	return filepath.Join(root, filepath.FromSlash(rel)), nil
}

// ErrNoType is wrapped by the error of OfType when no file declares the type.
var ErrNoType = errors.New("no file declares the type")

// OfType returns the build constraint under which the package in dir
// declares the type called name, as a //go:build expression
// ("goexperiment.simd && amd64"), or "" when it is declared in every build.
// It reads every Go file of dir whatever its constraint, test files included
// (a test may register a type of its own). When a file without a //go:build
// line declares the type, the result is ""; when several files with lines
// declare it (one per build), it is their disjunction. A constraint implied
// by a file name alone (x_amd64.go) is not seen: give such a file a
// //go:build line.
func OfType(dir, name string) (string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return "", err
	}
	var exprs []string
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return "", err
		}
		if !declares(f, name) {
			continue
		}
		expr, err := goBuild(f)
		if err != nil {
			return "", fmt.Errorf("%s: %w", path, err)
		}
		if expr == "" {
			return "", nil
		}
		exprs = append(exprs, expr)
	}
	switch len(exprs) {
	case 0:
		return "", fmt.Errorf("%s: type %s: %w", dir, name, ErrNoType)
	case 1:
		return exprs[0], nil
	}
	return "(" + strings.Join(exprs, ") || (") + ")", nil
}

// declares reports whether f declares the type called name.
func declares(f *ast.File, name string) bool {
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
			for _, s := range gd.Specs {
				if s.(*ast.TypeSpec).Name.Name == name {
					return true
				}
			}
		}
	}
	return false
}

// goBuild returns the expression of f's //go:build line, or "".
func goBuild(f *ast.File) (string, error) {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if constraint.IsGoBuild(c.Text) {
				expr, err := constraint.Parse(c.Text)
				if err != nil {
					return "", err
				}
				return expr.String(), nil
			}
		}
	}
	return "", nil
}

// OfFile returns the build constraint of the Go file at path, as the
// expression of its //go:build line, or "" when it has none.
func OfFile(path string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", err
	}
	expr, err := goBuild(f)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return expr, nil
}
