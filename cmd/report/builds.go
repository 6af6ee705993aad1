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
