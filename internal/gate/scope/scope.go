// Package scope works out which benchmark rows a change can move: from the
// files that differ between the base and the head and the module's import
// graph, the packages whose code changed, the techniques that run them,
// and the rows of those techniques. cmd/regress tests those rows as the
// gate's primary family (internal/gate, Options.Primary) and the rest as a
// secondary one, so that the rows a change cannot touch do not dilute the
// power spent on those it can.
//
// # Model
//
// A [Package] is one package of the main module as the test binary links
// it: its import path, its directory relative to the module root, and the
// module packages it imports. A changed file belongs to the package whose
// directory holds it directly. It changes that package's code when it is a
// source file the build compiles (.go but not _test.go, .s, .c, .h,
// .syso), or any .go file of the root package, whose test files hold the
// benchmarks; go.mod, go.sum and go.work change every package. Other files
// (documents, results, testdata) change none.
//
// A row ("Slider/impl=hq/piece=rook/load=random") runs two kinds of code:
// its technique's package, found from the row's impl= value by
// [Graph.Technique], and the driver that times it, the packages listed in
// [Graph.Drivers] for its top-level benchmark (the root package and the
// benchmark loops). A changed package moves a row when it is the
// technique's package or one of its dependencies, or when a driver reaches
// it without passing through a technique package (another technique's
// code is in the binary, but the row does not run it) or a package that
// [Graph.RunBy] says only other kinds of row run. So a change to
// impl/hq moves hq's slider rows and its perft rows, not magic's; a change
// to the move generator moves every perft row and no slider row; a change
// to harness, which every package imports, or to the benchmark loops moves
// every row. A row whose technique is unknown is moved by any change that
// moves anything: when in doubt, a row is primary.
package scope

import (
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"
)

// A Package is one package of the main module.
type Package struct {
	// Path is the import path.
	Path string
	// Dir is the directory relative to the module root, slash-separated;
	// "." for the root package.
	Dir string
	// Imports are the import paths of the module packages it imports
	// (its test files' imports included for the root package).
	Imports []string
}

// A Graph is the module's packages with what the rows run.
type Graph struct {
	// Packages are the module's packages the test binary links.
	Packages []Package
	// Techniques maps an impl= value of a row ("hq", "pext-hw") to the
	// import path of the package that implements it. Values missing from
	// it are looked up without their variant suffix ("magic-iface" as
	// "magic"; see Technique).
	Techniques map[string]string
	// Drivers maps a top-level benchmark ("Slider", "Perft") to the
	// import paths of the packages that time its rows; "" holds the
	// drivers of any top-level benchmark missing from the map.
	Drivers map[string][]string
	// RunBy maps an import path to the top-level benchmarks whose rows
	// run its code (the move generator: "Perft", "ParallelPerft"). A
	// driver that imports such a package for one kind of row (the
	// benchmark loops import the move generator for perft) does not reach
	// it, nor what it alone imports, for the rows of the others. A package
	// missing from it is run by every row that reaches it.
	RunBy map[string][]string
}

// A Change is the outcome of [Graph.Changed]: the packages whose code a
// diff changes, each with the first file that changes it.
type Change struct {
	// Files maps an import path to the first changed file (relative to
	// the module root) that changes it.
	Files map[string]string
	// All is the file that changes every package (go.mod), "" if none.
	All string
}

// Empty reports whether c changes no package.
func (c Change) Empty() bool { return c.All == "" && len(c.Files) == 0 }

// wholeModule are the files that change every package.
var wholeModule = []string{"go.mod", "go.sum", "go.work", "go.work.sum"}

// Changed returns the packages whose code the changed files (relative to
// the module root, slash-separated, as git diff --name-only prints them)
// change.
func (g *Graph) Changed(files []string) Change {
	c := Change{Files: map[string]string{}}
	byDir := map[string]Package{}
	for _, p := range g.Packages {
		byDir[p.Dir] = p
	}
	for _, f := range files {
		f = path.Clean(f)
		if slices.Contains(wholeModule, f) {
			if c.All == "" {
				c.All = f
			}
			continue
		}
		p, ok := byDir[path.Dir(f)]
		if !ok || !compiled(f, p.Dir == ".") {
			continue
		}
		if _, seen := c.Files[p.Path]; !seen {
			c.Files[p.Path] = f
		}
	}
	return c
}

// compiled reports whether file is compiled into the test binary of the
// root package: a source file of any package, or any Go file of the root.
func compiled(file string, root bool) bool {
	base := path.Base(file)
	switch path.Ext(base) {
	case ".go":
		return root || !strings.HasSuffix(base, "_test.go")
	case ".s", ".c", ".h", ".syso":
		return true
	}
	return false
}

// variantSuffixes are the impl= suffixes of rows that run a technique in
// another way (the interface, a batch): "magic-iface" runs impl/magic's
// code through the interface.
var variantSuffixes = []string{"-iface", "-batch"}

// nativeSuffixes are the impl= suffixes of the native references' rows:
// "magic-native" runs the C of package internal/native, not impl/magic.
var nativeSuffixes = []string{"-native", "-native-vec", "-clang-native"}

// Native is the key of Graph.Techniques that names the native references'
// package: the rows of every impl= value with a native suffix run it.
const Native = "native"

// IsNative reports whether impl (an impl= value) is a native reference's:
// it ends in -native, -native-vec or -clang-native.
func IsNative(impl string) bool {
	return slices.ContainsFunc(nativeSuffixes, func(s string) bool { return strings.HasSuffix(impl, s) })
}

// Technique returns the import path of the package the row's impl= value
// runs: the native references' package (Techniques[Native]) for a native
// reference's value where the graph has it; the value itself in
// Techniques, else the value without a variant suffix, repeatedly
// ("pext-hw-batch", "pext-hw"), else the part before its first "-"
// ("pext-soft" as "pext": one package registers several variants). It
// returns "" for a value it does not know.
func (g *Graph) Technique(impl string) string {
	if p := g.Techniques[Native]; p != "" && IsNative(impl) {
		return p
	}
	name := impl
	for {
		if p, ok := g.Techniques[name]; ok {
			return p
		}
		cut := false
		for _, s := range variantSuffixes {
			if rest, ok := strings.CutSuffix(name, s); ok {
				name, cut = rest, true
			}
		}
		if !cut {
			break
		}
	}
	if first, _, ok := strings.Cut(impl, "-"); ok {
		return g.Techniques[first]
	}
	return ""
}

// A Reason says why a row is primary.
type Reason struct {
	// Row is the benchmark name.
	Row string
	// Why is the explanation: "impl/hq changed (impl/hq/attacks.go)",
	// "harness changed (harness/types.go), which the benchmark loops
	// import", "go.mod changed", "technique unknown".
	Why string
}

// Primary returns, of rows (benchmark names as the gate writes them,
// without "Benchmark"), those the change can move, each with its reason,
// in the order of rows. A row without an impl= level is driven code only.
func (g *Graph) Primary(c Change, rows []string) []Reason {
	if c.Empty() {
		return nil
	}
	imps := g.imports()
	techPkgs := map[string]bool{}
	for _, p := range g.Techniques {
		techPkgs[p] = true
	}
	var out []Reason
	for _, row := range rows {
		if c.All != "" {
			out = append(out, Reason{row, c.All + " changed, which changes every package"})
			continue
		}
		top, impl := split(row)
		tech := ""
		if impl != "" {
			if tech = g.Technique(impl); tech == "" {
				out = append(out, Reason{row, fmt.Sprintf("technique %q unknown: any change may move it", impl)})
				continue
			}
		}
		if why := g.reach(c, imps, tech, top, techPkgs); why != "" {
			out = append(out, Reason{row, why})
		}
	}
	return out
}

// reach explains how the change reaches a row of technique tech (import
// path, "" for none) under the top-level benchmark top, or returns "".
func (g *Graph) reach(c Change, imps map[string][]string, tech, top string, techPkgs map[string]bool) string {
	if tech != "" {
		for _, p := range walk(imps, tech, nil) {
			if f, ok := c.Files[p]; ok {
				if p == tech {
					return fmt.Sprintf("%s changed (%s)", g.short(p), f)
				}
				return fmt.Sprintf("%s changed (%s), which %s imports", g.short(p), f, g.short(tech))
			}
		}
	}
	drivers, ok := g.Drivers[top]
	if !ok {
		drivers = g.Drivers[""]
	}
	stop := map[string]bool{}
	maps.Copy(stop, techPkgs)
	for p, tops := range g.RunBy {
		if !slices.Contains(tops, top) {
			stop[p] = true
		}
	}
	for _, d := range drivers {
		for _, p := range walk(imps, d, stop) {
			if f, ok := c.Files[p]; ok {
				if p == d {
					return fmt.Sprintf("%s changed (%s), which times the row", g.short(p), f)
				}
				return fmt.Sprintf("%s changed (%s), which %s imports", g.short(p), f, g.short(d))
			}
		}
	}
	return ""
}

// split returns the top-level benchmark and the impl= value of a row
// name ("Slider", "hq"); impl is "" when the row has none.
func split(row string) (top, impl string) {
	levels := strings.Split(row, "/")
	for _, l := range levels[1:] {
		if v, ok := strings.CutPrefix(l, "impl="); ok {
			return levels[0], v
		}
	}
	return levels[0], ""
}

// imports returns the module import graph.
func (g *Graph) imports() map[string][]string {
	m := map[string][]string{}
	for _, p := range g.Packages {
		m[p.Path] = p.Imports
	}
	return m
}

// walk returns from and the module packages it reaches through imps,
// breadth-first, not entering the packages of stop (other than from
// itself): a driver reaches what it runs without entering a technique.
func walk(imps map[string][]string, from string, stop map[string]bool) []string {
	seen := map[string]bool{from: true}
	order := []string{from}
	for i := 0; i < len(order); i++ {
		for _, q := range imps[order[i]] {
			if !seen[q] && !stop[q] {
				seen[q] = true
				order = append(order, q)
			}
		}
	}
	return order
}

// short returns an import path relative to the module: the package's Dir
// ("impl/hq"), or the path itself for a package not in the graph.
func (g *Graph) short(importPath string) string {
	for _, p := range g.Packages {
		if p.Path == importPath {
			if p.Dir == "." {
				return "the root package"
			}
			return p.Dir
		}
	}
	return importPath
}
