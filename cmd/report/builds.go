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

// buildSet is the newest results file of one build of a CPU.
type buildSet struct {
	build, path string
	set         *results.Set
}

// The native reference rows: impl=<technique>-native is a C loop of the
// technique, -native-vec the same loop auto-vectorised. They are
// references, not techniques: the fidelity tables divide each technique's
// best Go figure by them.
const (
	nativeSuffix = "-native"
	vecSuffix    = "-native-vec"
)

// isNative reports whether impl is a native reference row.
func isNative(impl string) bool {
	return strings.HasSuffix(impl, nativeSuffix) || strings.HasSuffix(impl, vecSuffix)
}

// fidelityLoad is the load of the build and fidelity tables and charts.
const fidelityLoad = "random"

// sliderFilter selects c's slider rows of piece (every piece when "") at
// fidelityLoad, one thread.
func sliderFilter(piece string) results.Filter {
	keys := map[string]string{"load": fidelityLoad}
	if piece != "" {
		keys["piece"] = piece
	}
	return results.Filter{Bench: "Slider", Unit: "ns/lookup", Procs: 1, Keys: keys}
}

// buildMedians returns, per Go technique (native rows left out), its
// median under each build of c, for piece at fidelityLoad.
func buildMedians(c cpu, piece string) map[string]map[string]results.Row {
	out := map[string]map[string]results.Row{}
	for _, b := range c.builds {
		for _, r := range b.set.Select(sliderFilter(piece)) {
			impl := r.Keys["impl"]
			if isNative(impl) {
				continue
			}
			if out[impl] == nil {
				out[impl] = map[string]results.Row{}
			}
			out[impl][b.build] = r
		}
	}
	return out
}

// pieces returns the slider pieces c's builds have rows of at
// fidelityLoad, in pieceOrder.
func pieces(c cpu) []string {
	var out []string
	for _, b := range c.builds {
		for _, p := range results.Values(b.set.Select(sliderFilter("")), "piece") {
			if !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	}
	return ordered(out, pieceOrder)
}

// buildNames returns the names of c's builds, in order.
func buildNames(c cpu) []string {
	var out []string
	for _, b := range c.builds {
		out = append(out, b.build)
	}
	return out
}

// buildsTable writes, for a CPU with files of several builds, a table of
// every Go technique's slider lookups at fidelityLoad: a column per piece
// and build.
func buildsTable(w io.Writer, c cpu, family familyFunc) {
	if len(c.builds) < 2 {
		return
	}
	var cols []string
	cell := map[[2]string]string{}
	var impls []string
	for _, piece := range pieces(c) {
		for _, b := range c.builds {
			cols = append(cols, piece+" "+b.build)
		}
		for impl, byBuild := range buildMedians(c, piece) {
			if !slices.Contains(impls, impl) {
				impls = append(impls, impl)
			}
			for build, r := range byBuild {
				cell[[2]string{impl, piece + " " + build}] = format(r)
			}
		}
	}
	fmt.Fprintf(w, "### Builds: slider lookups, load %s, ns/lookup\n\n", fidelityLoad)
	fmt.Fprintf(w, "Each technique under each build run on this CPU (%s), at one commit where the files exist:", strings.Join(buildNames(c), ", "))
	for _, b := range c.builds {
		fmt.Fprintf(w, " %s %s;", b.build, linkTo("", b.path))
	}
	fmt.Fprintf(w, " v1 is Go's default (GOAMD64=v1), v3 is GOAMD64=v3, pgo is v3 with profile-guided optimisation (%s). %s\n\n",
		pgoDesc(c), buildsLine(c))
	familyTable(w, impls, cols, family, func(impl, col string) string { return cell[[2]string{impl, col}] })
}

// pgoDesc names the profile of c's pgo file, or says it has none.
func pgoDesc(c cpu) string {
	for _, b := range c.builds {
		if b.build == "pgo" {
			return "profile " + mdText(b.set.Config["pgo"])
		}
	}
	return "no pgo file here"
}

// linkTo is a Markdown link to the file at path, in folder dir of the page
// ("" for the page's own folder), named by its base name.
func linkTo(dir, path string) string {
	base := path[strings.LastIndexAny(path, `/\`)+1:]
	if dir == "" {
		return "[" + base + "](" + base + ")"
	}
	return "[" + base + "](" + dir + "/" + base + ")"
}

// fidelity is one technique's best Go figure against its native row, for
// one piece at fidelityLoad.
type fidelity struct {
	impl            string
	goRow           results.Row // the fastest of the technique's Go rows across builds
	goBuild         string      // the build of goRow
	native, vec     results.Row // the native rows; vec.N == 0 when absent
	nativeBuild     string      // the build whose file the native rows come from
	ratio, vecRatio float64     // goRow ÷ native, ÷ vec (NaN when absent)
}

// fidelityOf returns the fidelity of every technique of c with a native
// row for piece, by technique name. The native rows come from the first
// build's file that has them (the C code does not change with GOAMD64 or
// PGO); "best Go build" is the lowest median of the technique's own row
// (impl=<technique>) across c's builds, ties to the earlier build.
func fidelityOf(c cpu, piece string) []fidelity {
	goRows := buildMedians(c, piece)
	var out []fidelity
	seen := map[string]bool{}
	for _, b := range c.builds {
		rows := b.set.Select(sliderFilter(piece))
		for _, r := range rows {
			impl, ok := strings.CutSuffix(r.Keys["impl"], nativeSuffix)
			if !ok || seen[impl] || len(goRows[impl]) == 0 {
				continue
			}
			seen[impl] = true
			f := fidelity{impl: impl, native: r, nativeBuild: b.build, vecRatio: math.NaN()}
			for _, v := range rows {
				if v.Keys["impl"] == impl+vecSuffix {
					f.vec = v
				}
			}
			for _, name := range buildNames(c) {
				if g, ok := goRows[impl][name]; ok && (f.goBuild == "" || g.Stat.Center < f.goRow.Stat.Center) {
					f.goRow, f.goBuild = g, name
				}
			}
			f.ratio = f.goRow.Stat.Center / f.native.Stat.Center
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

// fidelityTables writes, for a CPU with native rows, per piece a table of
// each technique's best Go build ÷ its native row, then the rankings of
// Go's best and of native code side by side.
func fidelityTables(w io.Writer, c cpu, family familyFunc) {
	first := true
	for _, piece := range pieces(c) {
		fs := fidelityOf(c, piece)
		if len(fs) == 0 {
			continue
		}
		if first {
			fmt.Fprintf(w, "### Fidelity: Go ÷ native, load %s\n\n", fidelityLoad)
			fmt.Fprintf(w, "Each technique's best Go figure, the fastest of its own row (`impl=<technique>`) across the builds here (%s), divided by its native reference (`impl=<technique>-native`, a C loop over the same inputs; `-native-vec` auto-vectorised). 1× is as fast as C; medians, ns/lookup.\n\n",
				strings.Join(buildNames(c), ", "))
			first = false
		}
		var impls []string
		byImpl := map[string]fidelity{}
		for _, f := range fs {
			impls = append(impls, f.impl)
			byImpl[f.impl] = f
		}
		fmt.Fprintf(w, "#### %s\n\n", capitalize(piece))
		cols := []string{"best Go build", "Go", "native", "Go ÷ native", "native-vec", "Go ÷ native-vec"}
		familyTable(w, impls, cols, family, func(impl, col string) string {
			f := byImpl[impl]
			switch col {
			case "best Go build":
				return f.goBuild
			case "Go":
				return format(f.goRow)
			case "native":
				return format(f.native)
			case "Go ÷ native":
				return ratioText(f.ratio)
			case "native-vec":
				if f.vec.N == 0 {
					return ""
				}
				return format(f.vec)
			}
			return ratioText(f.vecRatio)
		})
		rankings(w, piece, fs)
	}
}

// rankings writes the techniques of fs ranked by Go's best figure and by
// the native one, side by side.
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
			n.impl, valueText(n.native.Stat.Center)})
	}
	table(w, []string{"rank", "Go, best build", "ns/lookup", "native", "ns/lookup"}, rows)
}

// The chart file names of builds and fidelity.
const (
	buildsChart   = "builds.svg"
	fidelityChart = "fidelity.svg"
)

// buildsFigure is the chart of c's builds: a panel per piece at
// fidelityLoad, a row per Go technique (fastest best first), a dot per
// build. It is nil for a CPU of one build.
func buildsFigure(c cpu, family familyFunc) (*figure, error) {
	if len(c.builds) < 2 {
		return nil, nil
	}
	f := &figure{
		title:  fmt.Sprintf("%s: slider lookups by build, load %s", cpuName(c), fidelityLoad),
		note:   "ns/lookup, lower is better; median and 95% confidence interval (benchmath), log scale; a dot per build; rows by their best build, fastest first",
		xlabel: "ns/lookup (log scale)",
	}
	n := len(c.builds)
	styles := map[string]style{}
	dys := map[string]float64{}
	for k, b := range c.builds {
		styles[b.build] = cpuStyle(k)
		dys[b.build] = min(0.25, 0.7/float64(max(n-1, 1))) * (float64(n-1)/2 - float64(k))
		f.legend = append(f.legend, legendEntry{b.build, styles[b.build]})
	}
	for _, piece := range pieces(c) {
		med := buildMedians(c, piece)
		best := map[string]float64{}
		var impls []string
		for impl, byBuild := range med {
			impls = append(impls, impl)
			best[impl] = math.Inf(1)
			for _, r := range byBuild {
				best[impl] = min(best[impl], r.Stat.Center)
			}
		}
		slices.SortFunc(impls, func(a, b string) int {
			return cmp.Or(cmp.Compare(best[a], best[b]), strings.Compare(a, b))
		})
		p := panel{title: piece + ", load " + fidelityLoad}
		for _, impl := range impls {
			var ds []dot
			for _, name := range buildNames(c) {
				r, ok := med[impl][name]
				if !ok {
					continue
				}
				d, err := measure(c, r, styles[name])
				if err != nil {
					return nil, err
				}
				d.dy = dys[name]
				ds = append(ds, d)
			}
			p.rows = append(p.rows, dotRow{label: impl + " (" + string(family(impl)) + ")", dots: ds})
		}
		f.panels = append(f.panels, p)
	}
	return f, nil
}

// fidelityFigure is the chart of c's fidelity: a panel per piece at
// fidelityLoad, a row per technique with a native row, its best Go build ÷
// native (closest to 1 first). It is nil for a CPU without native rows.
func fidelityFigure(c cpu, family familyFunc) (*figure, error) {
	f := &figure{
		title:  fmt.Sprintf("%s: Go ÷ native C, load %s", cpuName(c), fidelityLoad),
		note:   "each technique's best Go build ÷ its native row, a line from 1 (as fast as C) to it; lower is better; medians (benchmath), log scale",
		xlabel: "best Go ns/lookup ÷ native ns/lookup (log scale)",
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
			p.rows = append(p.rows, dotRow{label: x.impl + " (" + x.goBuild + ")", dots: []dot{d}, value: valueText(x.ratio) + "×"})
		}
		f.panels = append(f.panels, p)
	}
	if len(f.panels) == 0 {
		return nil, nil
	}
	f.legend = legendOf(all, family)
	return f, nil
}
