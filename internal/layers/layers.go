// Package layers states the floors of the module and checks that no import
// runs back up. Its test lists every package of the module with go list,
// under each build that compiles different files, and fails on any package
// that imports one on a higher floor.
//
// The floors, bottom first (a path prefix names a package and everything
// under it):
//
//	0 base         harness: the types and the registry, with two leaves of
//	               their own, harness/cpuid and harness/buildcon
//	1 impl         impl: the techniques
//	2 chess        chess: positions, FEN/EPD, move generation, perft
//	3 conformance  conformance: the proof as a kit for any harness.Impl
//	4 internal     internal: everything else (results, gate, peers, …)
//	5 cmd          cmd: the commands
//	6 root         the module's root package (test files only)
//
// A package may import packages on its own floor or below. The base floor
// is stricter: each of its trees (harness, harness/cpuid,
// harness/buildcon) imports no other package of the module, so that the
// types and the registry stand on nothing and the two leaves can be used
// from any floor. Test files count like the rest, in-package and external
// (_test) alike: a test of impl/naive may use impl/internal/impltest (same
// floor) but not chess/position.
//
// A generator command sits under the package it writes for
// (<pkg>/internal/gen) and is on that package's floor: what it imports must
// be on that floor or below. chess/position/internal/gen uses
// harness/buildcon, which is why that leaf is on the base floor.
//
// A package of the module on no floor is an error, so a new top-level
// folder must be placed here before it can be built on.
package layers

import (
	"fmt"
	"slices"
	"strings"
)

// Module is the module path the floors are stated in.
const Module = "github.com/bitbench/bitbench"

// Floor is one floor: its number (0 at the bottom), its name and the path
// prefixes, relative to Module, of the packages on it. Isolated means each
// prefix's tree may import no other package of the module.
type Floor struct {
	Level    int
	Name     string
	Prefixes []string
	Isolated bool
}

// Floors are the module's floors, bottom first. The root package, Module
// itself, is on the top floor.
var Floors = []Floor{
	{0, "base", []string{"harness", "harness/cpuid", "harness/buildcon"}, true},
	{1, "impl", []string{"impl"}, false},
	{2, "chess", []string{"chess"}, false},
	{3, "conformance", []string{"conformance"}, false},
	{4, "internal", []string{"internal"}, false},
	{5, "cmd", []string{"cmd"}, false},
	{6, "root", []string{""}, false},
}

// Place is where a package stands: its floor and the prefix that put it
// there ("" for the root package).
type Place struct {
	Floor  *Floor
	Prefix string
}

// Locate returns the place of the package with import path path. ok is
// false for a path outside the module (the standard library, dependencies)
// and for a module package on no floor. The longest matching prefix wins, so
// harness/cpuid is its own tree of the base floor, apart from harness.
func Locate(path string) (place Place, inModule, ok bool) {
	rel, found := strings.CutPrefix(path, Module)
	if !found || rel != "" && rel[0] != '/' {
		return Place{}, false, false
	}
	rel = strings.TrimPrefix(rel, "/")
	best := -1
	for i := range Floors {
		for _, p := range Floors[i].Prefixes {
			if (rel == p || p != "" && strings.HasPrefix(rel, p+"/")) && len(p) > best {
				place, best = Place{&Floors[i], p}, len(p)
			}
		}
	}
	return place, true, best >= 0
}

// Package is one package and the imports to check: those of its Go files,
// of its in-package test files and of its external test package together.
type Package struct {
	Path    string
	Imports []string
}

// Check returns one message per import in pkgs that runs up a floor, crosses
// between the trees of an isolated floor, or involves a module package on no
// floor, sorted. An empty result means the layering holds.
func Check(pkgs []Package) []string {
	var bad []string
	for _, pkg := range pkgs {
		from, in, ok := Locate(pkg.Path)
		if !in {
			continue
		}
		if !ok {
			bad = append(bad, fmt.Sprintf("%s is on no floor: add its folder to layers.Floors", pkg.Path))
			continue
		}
		for _, imp := range pkg.Imports {
			to, in, ok := Locate(imp)
			switch {
			case !in || imp == pkg.Path:
			case !ok:
				bad = append(bad, fmt.Sprintf("%s imports %s, which is on no floor", pkg.Path, imp))
			case to.Floor.Level > from.Floor.Level:
				bad = append(bad, fmt.Sprintf("%s (floor %d, %s) imports %s (floor %d, %s): an arrow up",
					pkg.Path, from.Floor.Level, from.Floor.Name, imp, to.Floor.Level, to.Floor.Name))
			case from.Floor.Isolated && to.Prefix != from.Prefix:
				bad = append(bad, fmt.Sprintf("%s imports %s: on the %s floor, %s may import nothing of the module outside itself",
					pkg.Path, imp, from.Floor.Name, from.Prefix))
			}
		}
	}
	slices.Sort(bad)
	return slices.Compact(bad)
}

// MixedFolders returns one message per top-level folder that floors puts on
// more than one floor, sorted. The folders show the floors when it returns
// nothing: every package under a top-level folder is on that folder's
// floor, so no folder-level arrow can run upward.
func MixedFolders(floors []Floor) []string {
	on := map[string][]string{}
	for _, f := range floors {
		for _, p := range f.Prefixes {
			if p == "" {
				continue
			}
			top, _, _ := strings.Cut(p, "/")
			if !slices.Contains(on[top], f.Name) {
				on[top] = append(on[top], f.Name)
			}
		}
	}
	var bad []string
	for top, names := range on {
		if len(names) > 1 {
			bad = append(bad, fmt.Sprintf("%s/ holds packages of floors %s: move them so that one folder is one floor", top, strings.Join(names, " and ")))
		}
	}
	slices.Sort(bad)
	return bad
}
