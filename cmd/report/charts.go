package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/results"
)

// chartFile is one chart to write: its file name relative to the results
// root, and the figure.
type chartFile struct {
	name string
	fig  *figure
}

// The loads and pieces in the order charts show them; others follow in file
// order.
var (
	loadOrder  = []string{"random", "game", "latency"}
	pieceOrder = []string{"rook", "bishop", "queen"}
)

// crossPiece is the piece of the cross-CPU chart.
const crossPiece = "rook"

// charts returns every chart of cpus: per CPU one slider chart per piece,
// one perft chart, the builds chart (several builds) and the fidelity
// chart (native rows), then the cross-CPU chart. A median or interval that
// cannot be drawn (not a positive finite number) is an error naming the file
// and the benchmark.
func charts(cpus []cpu, family familyFunc) ([]chartFile, error) {
	var out []chartFile
	for _, c := range cpus {
		rows := c.set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup"})
		for _, piece := range ordered(results.Values(rows, "piece"), pieceOrder) {
			fig, err := sliderFigure(c, piece, family)
			if err != nil {
				return nil, err
			}
			out = append(out, chartFile{c.Slug + "/" + sliderChart(piece), fig})
		}
		if len(c.set.Select(results.Filter{Bench: "Perft", Unit: "Mnodes/s"})) > 0 {
			fig, err := perftFigure(c, family)
			if err != nil {
				return nil, err
			}
			out = append(out, chartFile{c.Slug + "/" + perftChart, fig})
		}
		for _, ch := range []struct {
			name string
			make func(cpu, familyFunc) (*figure, error)
		}{{buildsChart, buildsFigure}, {fidelityChart, fidelityFigure}} {
			fig, err := ch.make(c, family)
			if err != nil {
				return nil, err
			}
			if fig != nil {
				out = append(out, chartFile{c.Slug + "/" + ch.name, fig})
			}
		}
	}
	fig, err := crossFigure(cpus, family)
	if err != nil {
		return nil, err
	}
	if fig != nil {
		out = append(out, chartFile{crossChart, fig})
	}
	return out, nil
}

// The chart file names.
const (
	perftChart = "perft.svg"
	crossChart = "cross-cpu.svg"
)

func sliderChart(piece string) string { return "slider-" + piece + ".svg" }

// ordered returns vals with those listed in order first, in that order,
// then the others as given.
func ordered(vals, order []string) []string {
	out := slices.Clone(vals)
	rank := func(v string) int {
		if i := slices.Index(order, v); i >= 0 {
			return i
		}
		return len(order)
	}
	slices.SortStableFunc(out, func(a, b string) int { return rank(a) - rank(b) })
	return out
}

// name is r's benchmark name as the results file writes it, less
// "Benchmark" and the -N suffix.
func name(r results.Row) string {
	parts := []string{r.Bench}
	for _, k := range r.Order {
		if strings.HasPrefix(k, "#") {
			parts = append(parts, r.Keys[k])
		} else {
			parts = append(parts, k+"="+r.Keys[k])
		}
	}
	return strings.Join(parts, "/")
}

// measure returns r's dot, or an error naming c's file when its median is
// not a positive finite number. An interval that benchmath could not
// compute (too few samples) or that reaches 0 is left out.
func measure(c cpu, r results.Row, sty style) (dot, error) {
	s := r.Stat
	if math.IsNaN(s.Center) || math.IsInf(s.Center, 0) || s.Center <= 0 {
		return dot{}, fmt.Errorf("%s: %s: median %v %s cannot be charted (want a positive finite number)", c.Path, name(r), s.Center, r.Unit)
	}
	d := dot{center: s.Center, lo: math.NaN(), hi: math.NaN(), style: sty}
	if s.Lo > 0 && !math.IsInf(s.Hi, 0) && !math.IsNaN(s.Lo) && !math.IsNaN(s.Hi) {
		d.lo, d.hi = s.Lo, s.Hi
	}
	return d, nil
}

// legendOf returns the legend of the families of impls, in familyOrder.
func legendOf(impls []string, family familyFunc) []legendEntry {
	var fams []harness.Family
	for _, impl := range impls {
		if f := family(impl); !slices.Contains(fams, f) {
			fams = append(fams, f)
		}
	}
	slices.SortFunc(fams, func(a, b harness.Family) int { return familyRank(a) - familyRank(b) })
	var out []legendEntry
	for _, f := range fams {
		out = append(out, legendEntry{string(f), familyStyle(f)})
	}
	return out
}

// rankedPanel returns a panel of rows, one per row of rows, the best first
// (lowest median, or highest when high), coloured by family; a row the run
// marked unstable says so in its label.
func rankedPanel(c cpu, title string, rows []results.Row, high bool, family familyFunc) (panel, error) {
	p := panel{title: title}
	type entry struct {
		impl string
		d    dot
	}
	var es []entry
	for _, r := range rows {
		impl := r.Keys["impl"]
		d, err := measure(c, r, familyStyle(family(impl)))
		if err != nil {
			return p, err
		}
		if c.unstable[r.FullName()] != "" {
			impl += " (unstable)" // the reason is on the CPU's page
		}
		es = append(es, entry{impl, d})
	}
	slices.SortStableFunc(es, func(a, b entry) int {
		if high {
			return cmp.Compare(b.d.center, a.d.center)
		}
		return cmp.Compare(a.d.center, b.d.center)
	})
	for _, e := range es {
		p.rows = append(p.rows, dotRow{label: e.impl, dots: []dot{e.d}, value: valueText(e.d.center)})
	}
	return p, nil
}

// valueText prints a median at the end of its row: three significant
// digits, without an exponent.
func valueText(v float64) string {
	if v >= 999.5 { // %.3g would write 1e+03
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.3g", v)
}

// sliderFigure is c's chart of piece lookups: a panel per load.
func sliderFigure(c cpu, piece string, family familyFunc) (*figure, error) {
	rows := c.set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup", Procs: 1, Keys: map[string]string{"piece": piece}})
	f := &figure{
		title:  fmt.Sprintf("%s: %s lookups", cpuName(c), piece),
		note:   "ns/lookup, lower is better; median and 95% confidence interval (benchmath; 6 samples or more), log scale; fastest first",
		xlabel: "ns/lookup (log scale)",
		legend: legendOf(results.Values(rows, "impl"), family),
	}
	for _, load := range ordered(results.Values(rows, "load"), loadOrder) {
		sel := c.set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup", Procs: 1, Keys: map[string]string{"piece": piece, "load": load}})
		p, err := rankedPanel(c, piece+", load "+load, sel, false, family)
		if err != nil {
			return nil, err
		}
		f.panels = append(f.panels, p)
	}
	return f, nil
}

// perftFigure is c's perft chart, the peer libraries included: a panel per
// position.
func perftFigure(c cpu, family familyFunc) (*figure, error) {
	rows := c.set.Select(results.Filter{Bench: "Perft", Unit: "Mnodes/s", Procs: 1})
	f := &figure{
		title:  fmt.Sprintf("%s: perft with the peer libraries", cpuName(c)),
		note:   "Mnodes/s, higher is better; median and 95% confidence interval (benchmath; 6 samples or more), log scale; fastest first",
		xlabel: "Mnodes/s (log scale)",
		legend: legendOf(results.Values(rows, "impl"), family),
	}
	for _, pos := range results.Values(rows, "pos") {
		sel := c.set.Select(results.Filter{Bench: "Perft", Unit: "Mnodes/s", Procs: 1, Keys: map[string]string{"pos": pos}})
		p, err := rankedPanel(c, "perft, position "+pos, sel, true, family)
		if err != nil {
			return nil, err
		}
		f.panels = append(f.panels, p)
	}
	return f, nil
}

// crossFigure is the chart of who wins where: per load, every technique's
// crossPiece lookup time divided by the fastest technique's on the same CPU,
// a dot per CPU. Rows are grouped by family, then ordered by their best
// ratio. It is nil when no CPU has crossPiece slider rows.
func crossFigure(cpus []cpu, family familyFunc) (*figure, error) {
	f := &figure{
		title:  fmt.Sprintf("Who wins where: %s lookups, time ÷ the fastest technique on each CPU", crossPiece),
		note:   "1 = fastest on that CPU; lower is better; medians (benchmath), log scale; rows grouped by family",
		xlabel: "ns/lookup ÷ fastest on the same CPU (log scale)",
	}
	// The CPUs with crossPiece rows, each with its style and its dots'
	// height within a row, so that one CPU's dot does not hide another's at
	// the same ratio.
	type series struct {
		c   cpu
		sty style
		dy  float64
	}
	var all []series
	var loads []string
	for i, c := range cpus {
		rows := c.set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup", Procs: 1, Keys: map[string]string{"piece": crossPiece}})
		if len(rows) == 0 {
			continue
		}
		for _, l := range results.Values(rows, "load") {
			if !slices.Contains(loads, l) {
				loads = append(loads, l)
			}
		}
		all = append(all, series{c: c, sty: cpuStyle(i)})
		f.legend = append(f.legend, legendEntry{c.Slug, cpuStyle(i)})
	}
	if len(all) == 0 {
		return nil, nil
	}
	if n := len(all); n > 1 {
		step := min(0.25, 0.7/float64(n-1))
		for k := range all {
			all[k].dy = step * (float64(n-1)/2 - float64(k))
		}
	}
	for _, load := range ordered(loads, loadOrder) {
		ratios := map[string][]dot{} // impl → a dot per CPU that has it
		best := map[string]float64{}
		var impls []string
		for _, s := range all {
			rows := s.c.set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup", Procs: 1, Keys: map[string]string{"piece": crossPiece, "load": load}})
			fastest := math.Inf(1)
			var ds []dot
			for _, r := range rows {
				d, err := measure(s.c, r, s.sty)
				if err != nil {
					return nil, err
				}
				fastest = min(fastest, d.center)
				ds = append(ds, d)
			}
			for j, r := range rows {
				impl := r.Keys["impl"]
				d := ds[j]
				d.center /= fastest
				d.lo, d.hi, d.dy = math.NaN(), math.NaN(), s.dy
				if _, ok := best[impl]; !ok {
					impls = append(impls, impl)
					best[impl] = d.center
				}
				best[impl] = min(best[impl], d.center)
				ratios[impl] = append(ratios[impl], d)
			}
		}
		slices.SortStableFunc(impls, func(a, b string) int {
			if c := familyRank(family(a)) - familyRank(family(b)); c != 0 {
				return c
			}
			return cmp.Compare(best[a], best[b])
		})
		p := panel{title: crossPiece + ", load " + load}
		for _, impl := range impls {
			p.rows = append(p.rows, dotRow{label: impl + " (" + string(family(impl)) + ")", dots: ratios[impl]})
		}
		f.panels = append(f.panels, p)
	}
	return f, nil
}

// cpuName is c's CPU model as its file says, and its directory.
func cpuName(c cpu) string {
	if m := strings.TrimSpace(c.set.Config["cpu"]); m != "" {
		return m + " (" + c.Slug + ")"
	}
	return c.Slug
}
