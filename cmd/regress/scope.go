package main

import (
	"context"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/gate/scope"
)

// peerRows are the impl= values of the peer libraries' perft rows, run by
// internal/peers.
var peerRows = []string{"dragontoothmg", "notnil"}

// listFormat is go list's template for moduleGraph: the main module's
// packages only, imports comma-separated (a test variant's path holds a
// space: "p [p.test]").
const listFormat = `{{if .Module}}{{if .Module.Main}}{{.ImportPath}}	{{.Dir}}	{{join .Imports ","}}{{end}}{{end}}`

// moduleGraph lists the main module's packages that the root package's
// test binary links (go list -deps -test in modRoot) as scope sees them.
func moduleGraph(ctx context.Context, modRoot string) (*scope.Graph, error) {
	out, err := command(ctx, modRoot, "go", "list", "-deps", "-test", "-f", listFormat, ".")
	if err != nil {
		return nil, fmt.Errorf("listing the packages the test binary links: %w", err)
	}
	return parseGraph(out, modRoot)
}

// perftTops are the top-level benchmarks whose rows run the packages under
// chess/.
var perftTops = []string{"Perft", "ParallelPerft"}

// parseGraph turns go list's lines (listFormat) into the graph: a
// package's test variants and external test package are merged into the
// package of their directory, and the test main is left out. The
// techniques are impl/X (X and its variants, see scope.Graph.Technique)
// and the peers (internal/peers); the packages under chess/ are run by the
// perft rows only (scope.Graph.RunBy). The rows are timed by the root
// package's test files and the benchmark loops (internal/benchloops): the
// root's imports are dropped, since its tests also link the conformance
// kit, which no row runs.
func parseGraph(out, modRoot string) (*scope.Graph, error) {
	l, err := readGoList(out, modRoot)
	if err != nil {
		return nil, err
	}
	root := l.byDir["."]
	if root == "" {
		return nil, fmt.Errorf("go list: no package in the module root %s", modRoot)
	}
	merged := map[string]*scope.Package{}
	var order []string
	for _, e := range l.entries {
		p := l.byDir[e.dir]
		pkg, ok := merged[p]
		if !ok {
			pkg = &scope.Package{Path: p, Dir: e.dir}
			merged[p] = pkg
			order = append(order, p)
		}
		if p == root {
			continue
		}
		for _, imp := range e.imports {
			imp, _, _ = strings.Cut(imp, " [")
			if d, ok := l.dirOf[imp]; ok && l.byDir[d] != p && !slices.Contains(pkg.Imports, l.byDir[d]) {
				pkg.Imports = append(pkg.Imports, l.byDir[d])
			}
		}
	}
	g := &scope.Graph{Techniques: map[string]string{}, Drivers: map[string][]string{"": {root}}, RunBy: map[string][]string{}}
	for _, p := range order {
		g.Packages = append(g.Packages, *merged[p])
		classify(g, merged[p])
	}
	return g, nil
}

// classify records in g what the package pkg is to the rows: a technique,
// a benchmark driver, or a package only the perft rows run.
func classify(g *scope.Graph, pkg *scope.Package) {
	p := pkg.Path
	switch dir := pkg.Dir; {
	case path.Dir(dir) == "impl" && dir != "impl/all" && dir != "impl/internal":
		g.Techniques[path.Base(dir)] = p
	case dir == "internal/peers":
		for _, name := range peerRows {
			g.Techniques[name] = p
		}
	case dir == "internal/native":
		g.Techniques[scope.Native] = p
	case dir == "internal/benchloops":
		g.Drivers[""] = append(g.Drivers[""], p)
	case strings.HasPrefix(dir, "chess/"):
		// The move generator, FEN and EPD readers and the perft suites
		// are run by the perft rows only: the benchmark loops import
		// them for those alone (TestOnlyPerftRunsChess).
		g.RunBy[p] = perftTops
	}
}

// A goList is go list's lines read: one entry per package printed (test
// main left out), each directory's plain package path, and the directory
// of every path printed.
type goList struct {
	entries []goListEntry
	byDir   map[string]string // directory to the package's plain path
	dirOf   map[string]string // any path go list printed to its directory
}

// A goListEntry is one package go list printed, its directory relative to
// the module root.
type goListEntry struct {
	path, dir string
	imports   []string
}

// readGoList reads go list's lines (listFormat) of the module at modRoot.
func readGoList(out, modRoot string) (*goList, error) {
	l := &goList{byDir: map[string]string{}, dirOf: map[string]string{}}
	for line := range strings.Lines(out) {
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("go list: line %q: want 3 tab-separated fields", line)
		}
		p, _, _ := strings.Cut(f[0], " [")
		if strings.HasSuffix(p, ".test") {
			continue
		}
		rel, err := filepath.Rel(modRoot, f[1])
		if err != nil || strings.HasPrefix(rel, "..") {
			return nil, fmt.Errorf("go list: package %s in %s, outside the module at %s", p, f[1], modRoot)
		}
		dir := filepath.ToSlash(rel)
		l.dirOf[p] = dir
		if cur, ok := l.byDir[dir]; !ok || len(p) < len(cur) {
			l.byDir[dir] = p
		}
		var imps []string
		if f[2] != "" {
			imps = strings.Split(f[2], ",")
		}
		l.entries = append(l.entries, goListEntry{p, dir, imps})
	}
	return l, nil
}

// changedFiles returns the files of the module (relative to modRoot,
// slash-separated) that differ between rev and the working tree, tracked
// changes and untracked files not ignored alike.
func changedFiles(ctx context.Context, gitRoot, modRoot, rev string) ([]string, error) {
	diff, err := command(ctx, gitRoot, "git", "diff", "--name-only", "--no-renames", rev, "--")
	if err != nil {
		return nil, fmt.Errorf("git diff against %.12s: %w", rev, err)
	}
	untracked, err := command(ctx, gitRoot, "git", "ls-files", "--others", "--exclude-standard")
	if err != nil {
		return nil, err
	}
	prefix, err := filepath.Rel(gitRoot, modRoot)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, f := range strings.Fields(diff + "\n" + untracked) {
		if rel, ok := underDir(f, filepath.ToSlash(prefix)); ok && !slices.Contains(files, rel) {
			files = append(files, rel)
		}
	}
	return files, nil
}

// underDir returns file relative to dir ("." for the root), and whether it
// lies under it.
func underDir(file, dir string) (string, bool) {
	if dir == "." {
		return file, true
	}
	rel, ok := strings.CutPrefix(file, dir+"/")
	return rel, ok
}

// primaryReasons returns, among rows, those the change between rev and
// the working tree can move, each with its reason (scope.Graph.Primary),
// and the changed files.
func primaryReasons(ctx context.Context, gitRoot, modRoot, rev string, rows []string) ([]scope.Reason, []string, error) {
	g, err := moduleGraph(ctx, modRoot)
	if err != nil {
		return nil, nil, err
	}
	files, err := changedFiles(ctx, gitRoot, modRoot, rev)
	if err != nil {
		return nil, nil, err
	}
	return g.Primary(g.Changed(files), rows), files, nil
}

// scopeReport decides the primary rows of the compared sets: the rows the
// change between rev and the working tree can move. It returns them as
// gate.Options.Primary and prints one "scope:" line and one "primary:"
// line per primary row, with its reason, to stdout.
func scopeReport(ctx context.Context, gitRoot, modRoot, rev string, old, new *gate.Set, stdout io.Writer) (func(gate.Key) bool, error) {
	rows := rowNames(old, new)
	reasons, files, err := primaryReasons(ctx, gitRoot, modRoot, rev, rows)
	if err != nil {
		return nil, err
	}
	primary := reasonRows(reasons)
	fmt.Fprintf(stdout, "scope: %d of %d rows primary (the change can move them: %s), %d secondary (a family of their own, and the pooled test)\n",
		len(reasons), len(rows), count(len(files), "changed file"), len(rows)-len(reasons))
	for _, r := range reasons {
		fmt.Fprintf(stdout, "primary: %s: %s\n", r.Row, r.Why)
	}
	return func(k gate.Key) bool { return primary[k.Name] }, nil
}

// rowNames returns the row names of the sets, each once, sorted.
func rowNames(sets ...*gate.Set) []string {
	var rows []string
	for _, s := range sets {
		for _, k := range s.Keys() {
			if !slices.Contains(rows, k.Name) {
				rows = append(rows, k.Name)
			}
		}
	}
	slices.Sort(rows)
	return rows
}

// reasonRows returns the set of the rows of reasons.
func reasonRows(reasons []scope.Reason) map[string]bool {
	rows := map[string]bool{}
	for _, r := range reasons {
		rows[r.Row] = true
	}
	return rows
}

// count returns "1 noun" or "n nouns".
func count(n int, noun string) string {
	return fmt.Sprintf("%d %s%s", n, noun, plural(n))
}
