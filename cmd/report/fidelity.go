package main

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/results"
)

// The native reference rows: impl=<technique>-native is a C loop of the
// technique built by cgo's compiler (the file's "cc:" line), -clang-native
// the same C built by clang ("cc-clang:"), and -native-vec cgo's loop
// left free to vectorise across lookups. They are references, not
// techniques: the fidelity tables divide each technique's best Go figure by
// the faster of its two scalar rows, the best native row.
const (
	nativeSuffix = "-native"
	clangSuffix  = "-clang-native"
	vecSuffix    = "-native-vec"
)

// nativeOf splits a native reference row's impl into its technique and its
// suffix (nativeSuffix, clangSuffix or vecSuffix); ok is false for any
// other row.
func nativeOf(impl string) (tech, suffix string, ok bool) {
	for _, suf := range []string{clangSuffix, vecSuffix, nativeSuffix} {
		if t, found := strings.CutSuffix(impl, suf); found && t != "" {
			return t, suf, true
		}
	}
	return "", "", false
}

// isNative reports whether impl is a native reference row.
func isNative(impl string) bool {
	_, _, ok := nativeOf(impl)
	return ok
}

// compilerName is the short name of the compiler a configuration line
// names: its first word and major version ("gcc 12.2.0" → "gcc 12",
// "clang 16.0.6 (15~deb12u1)" → "clang 16"); def when the line is empty.
func compilerName(line, def string) string {
	f := strings.Fields(line)
	switch len(f) {
	case 0:
		return def
	case 1:
		return mdText(f[0])
	}
	major, _, _ := strings.Cut(f[1], ".")
	return mdText(f[0] + " " + major)
}

// compilers returns the short names of the compilers of set's native rows:
// cgo's ("cc:", "cc" when unnamed) and clang's ("cc-clang:", "clang").
func compilers(set *results.Set) (cc, clang string) {
	return compilerName(set.Config["cc"], "cc"), compilerName(set.Config["cc-clang"], "clang")
}

// fidelity is one technique's best Go figure against its best native row,
// for one piece at fidelityLoad.
type fidelity struct {
	impl            string
	goRow           results.Row // the fastest of the technique's Go rows across builds
	goBuild         string      // the build of goRow
	cc, clang, vec  results.Row // the native rows by compiler, and cgo's vectorised one; N == 0 when absent
	native          results.Row // the best native row: the faster of cc and clang
	compiler        string      // the compiler of native ("gcc 12", "clang 16")
	nativeBuild     string      // the build whose file the native rows come from
	ratio, vecRatio float64     // goRow ÷ native, ÷ vec (NaN when absent)
}

// nativeGroups returns, per technique, the native rows of rows by suffix.
func nativeGroups(rows []results.Row) map[string]map[string]results.Row {
	out := map[string]map[string]results.Row{}
	for _, r := range rows {
		tech, suf, ok := nativeOf(r.Keys["impl"])
		if !ok {
			continue
		}
		if out[tech] == nil {
			out[tech] = map[string]results.Row{}
		}
		out[tech][suf] = r
	}
	return out
}

// fidelityOf returns the fidelity of every technique of c with a scalar
// native row for piece, by technique name. A technique's native rows come
// from the first build's file that has any (the C code does not change with
// GOAMD64 or PGO); its best native row is the lower median of -native and
// -clang-native, ties to -native; "best Go build" is the lowest median of
// the technique's own row (impl=<technique>) across c's builds, ties to the
// earlier build.
func fidelityOf(c cpu, piece string) []fidelity {
	goRows := buildMedians(c, piece)
	var out []fidelity
	seen := map[string]bool{}
	for _, b := range c.builds {
		ccName, clangName := compilers(b.set)
		for impl, g := range nativeGroups(b.set.Select(sliderFilter(piece))) {
			if seen[impl] || len(goRows[impl]) == 0 {
				continue
			}
			seen[impl] = true
			f := fidelity{impl: impl, cc: g[nativeSuffix], clang: g[clangSuffix], vec: g[vecSuffix], nativeBuild: b.build}
			f.native, f.compiler = f.cc, ccName
			if f.clang.N > 0 && (f.cc.N == 0 || f.clang.Stat.Center < f.cc.Stat.Center) {
				f.native, f.compiler = f.clang, clangName
			}
			if f.native.N == 0 {
				continue // a vectorised row alone is no scalar reference
			}
			for _, name := range buildNames(c) {
				if r, ok := goRows[impl][name]; ok && (f.goBuild == "" || r.Stat.Center < f.goRow.Stat.Center) {
					f.goRow, f.goBuild = r, name
				}
			}
			f.ratio, f.vecRatio = f.goRow.Stat.Center/f.native.Stat.Center, math.NaN()
			if f.vec.N > 0 {
				f.vecRatio = f.goRow.Stat.Center / f.vec.Stat.Center
			}
			out = append(out, f)
		}
	}
	slices.SortFunc(out, func(a, b fidelity) int { return strings.Compare(a.impl, b.impl) })
	return out
}

// ratioText prints a ratio as the tables do: "1.23×", "–" for none.
func ratioText(r float64) string {
	if math.IsNaN(r) || math.IsInf(r, 0) {
		return "–"
	}
	return fmt.Sprintf("%.2f×", r)
}

// rowText is format(r), or "" for an absent row (familyTable prints "–").
func rowText(r results.Row) string {
	if r.N == 0 {
		return ""
	}
	return format(r)
}

// fidelityTables writes, for a CPU with native rows, per piece a table of
// each technique's best Go build ÷ its best native row, naming the
// compiler that won, then the rankings of Go's best and of the best native
// code side by side.
func fidelityTables(w io.Writer, c cpu, family familyFunc) {
	first := true
	for _, piece := range pieces(c) {
		fs := fidelityOf(c, piece)
		if len(fs) == 0 {
			continue
		}
		if first {
			fidelityIntro(w, c, fs[0])
			first = false
		}
		byImpl := map[string]fidelity{}
		var impls []string
		for _, f := range fs {
			impls = append(impls, f.impl)
			byImpl[f.impl] = f
		}
		ccName, clangName := compilers(c.builds[0].set)
		for _, b := range c.builds {
			if b.build == fs[0].nativeBuild {
				ccName, clangName = compilers(b.set)
			}
		}
		ccCol, clangCol := "native ("+ccName+")", "clang-native ("+clangName+")"
		fmt.Fprintf(w, "#### %s\n\n", capitalize(piece))
		cols := []string{"best Go build", "Go", ccCol, clangCol, "best native", "Go ÷ best native", "native-vec", "Go ÷ native-vec"}
		familyTable(w, impls, cols, family, func(impl, col string) string {
			f := byImpl[impl]
			switch col {
			case "best Go build":
				return f.goBuild
			case "Go":
				return format(f.goRow)
			case ccCol:
				return rowText(f.cc)
			case clangCol:
				return rowText(f.clang)
			case "best native":
				return f.compiler
			case "Go ÷ best native":
				return ratioText(f.ratio)
			case "native-vec":
				return rowText(f.vec)
			}
			return ratioText(f.vecRatio)
		})
		fmt.Fprintf(w, "%s: %s.\n\n", capitalize(piece), winsLine(fs))
		rankings(w, piece, fs)
	}
}

// fidelityIntro writes the paragraph that opens the fidelity tables.
func fidelityIntro(w io.Writer, c cpu, f fidelity) {
	fmt.Fprintf(w, "### Fidelity: Go ÷ best native, load %s\n\n", fidelityLoad)
	fmt.Fprintf(w, "Each technique's best Go figure, the fastest of its own row (`impl=<technique>`) across the builds here (%s), divided by its best native reference: "+
		"the faster of `impl=<technique>-native` (the C loop over the same inputs, built by cgo's compiler, the file's `cc:` line) and "+
		"`impl=<technique>-clang-native` (the same C built by clang, `cc-clang:`), both scalar; \"best native\" names the compiler that won. "+
		"`-native-vec` is cgo's loop vectorised across lookups, a batch's throughput, in columns of its own. 1× is as fast as C; medians, ns/lookup.\n\n",
		strings.Join(buildNames(c), ", "))
}

// winsLine counts which compiler gave the best native row of fs: "best
// native row by gcc 12 for 9 techniques, by clang 16 for 15".
func winsLine(fs []fidelity) string {
	count := map[string]int{}
	var names []string
	for _, f := range fs {
		if count[f.compiler] == 0 {
			names = append(names, f.compiler)
		}
		count[f.compiler]++
	}
	slices.Sort(names)
	var parts []string
	for _, n := range names {
		parts = append(parts, fmt.Sprintf("by %s for %d", n, count[n]))
	}
	return "best native row " + strings.Join(parts, ", ") + " of " + fmt.Sprint(len(fs)) + " techniques"
}

// rankings writes the techniques of fs ranked by Go's best figure and by
// the best native one, side by side.
func rankings(w io.Writer, piece string, fs []fidelity) {
	byGo, byNative := slices.Clone(fs), slices.Clone(fs)
	slices.SortStableFunc(byGo, func(a, b fidelity) int { return cmp.Compare(a.goRow.Stat.Center, b.goRow.Stat.Center) })
	slices.SortStableFunc(byNative, func(a, b fidelity) int { return cmp.Compare(a.native.Stat.Center, b.native.Stat.Center) })
	fmt.Fprintf(w, "%s, the rankings side by side (fastest first):\n\n", capitalize(piece))
	var rows [][]string
	for i := range fs {
		g, n := byGo[i], byNative[i]
		rows = append(rows, []string{fmt.Sprint(i + 1),
			g.impl + " (" + g.goBuild + ")", valueText(g.goRow.Stat.Center),
			n.impl + " (" + n.compiler + ")", valueText(n.native.Stat.Center)})
	}
	table(w, []string{"rank", "Go, best build", "ns/lookup", "best native", "ns/lookup"}, rows)
}

// fidelityFigure is the chart of c's fidelity: a panel per piece at
// fidelityLoad, a row per technique with a native row, its best Go build ÷
// best native row (closest to 1 first), labelled with the build and the
// compiler. It is nil for a CPU without native rows.
func fidelityFigure(c cpu, family familyFunc) (*figure, error) {
	f := &figure{
		title:  fmt.Sprintf("%s: Go ÷ best native C, load %s", cpuName(c), fidelityLoad),
		note:   "best Go build ÷ the faster compiler's native row (both named), a line from 1 (as fast as C); lower is better; medians, log scale",
		xlabel: "best Go ns/lookup ÷ best native ns/lookup (log scale)",
	}
	var all []string
	for _, piece := range pieces(c) {
		fs := fidelityOf(c, piece)
		if len(fs) == 0 {
			continue
		}
		slices.SortStableFunc(fs, func(a, b fidelity) int { return cmp.Compare(a.ratio, b.ratio) })
		p := panel{title: piece + ", load " + fidelityLoad}
		for _, x := range fs {
			all = append(all, x.impl)
			if math.IsNaN(x.ratio) || math.IsInf(x.ratio, 0) || x.ratio <= 0 {
				return nil, fmt.Errorf("%s: %s: Go ÷ native %v cannot be charted (want a positive finite number)", c.Path, x.impl, x.ratio)
			}
			// The line runs from parity (1×) to the ratio: the distance from C.
			d := dot{center: x.ratio, lo: min(1, x.ratio), hi: max(1, x.ratio), style: familyStyle(family(x.impl))}
			label := x.impl + " (" + x.goBuild + " ÷ " + x.compiler + ")"
			p.rows = append(p.rows, dotRow{label: label, dots: []dot{d}, value: valueText(x.ratio) + "×"})
		}
		f.panels = append(f.panels, p)
	}
	if len(f.panels) == 0 {
		return nil, nil
	}
	f.legend = legendOf(all, family)
	return f, nil
}
