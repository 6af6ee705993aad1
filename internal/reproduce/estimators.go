package reproduce

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/engine"
)

// EstimatorStudy prints, for two engine files of one commit on one machine
// (a and b, their slices in order) and every estimator, how far the two runs
// agree, by each row's median ratio to the reference ref, of every slice
// and of the slices whose host was quiet (engine.DefaultRules' QuietBand),
// and by its median figure alone, rows in skip left out; then each technique's Go ÷ native
// figure (queen lookups on random occupancy, run a) under every estimator,
// and how much it moves between them. It is the measurement behind the
// choice of the estimator in docs/benchmarks.md.
func EstimatorStudy(w io.Writer, a, b []Slice, ref string, skip func(string) bool) error {
	fmt.Fprintf(w, "| estimator | slices | by ratio to the reference: p50 | p90 | max | rows |\n|---|---|---|---|---|---|\n")
	band := engine.DefaultRules.QuietBand
	for _, est := range engine.Estimators {
		for _, sel := range []struct {
			label string
			band  float64
		}{{"all", 0}, {"quiet host", band}} {
			r50, r90, rmax, n, err := Agreement(RatioMedians(a, ref, est, sel.band), RatioMedians(b, ref, est, sel.band), skip)
			if err != nil {
				return err
			}
			fmt.Fprintf(w, "| %s | %s | %.2f%% | %.2f%% | %.2f%% | %d |\n", est, sel.label, 100*r50, 100*r90, 100*rmax, n)
		}
		f50, f90, fmax, n, err := Agreement(Medians(a, est), Medians(b, est), skip)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "| %s | all, by the figure alone | %.2f%% | %.2f%% | %.2f%% | %d |\n", est, 100*f50, 100*f90, 100*fmax, n)
	}
	fmt.Fprintf(w, "\n| Go ÷ native (queen, random) | %s | moves by |\n|---|%s---|\n", strings.Join(engine.Estimators, " | "), strings.Repeat("---|", len(engine.Estimators)))
	meds := map[string]map[string]float64{}
	for _, est := range engine.Estimators {
		meds[est] = Medians(a, est)
	}
	var techs []string
	for row := range meds["cpu"] {
		if t, ok := strings.CutPrefix(row, "Slider/impl="); ok {
			if name, ok := strings.CutSuffix(t, "-native/piece=queen/load=random"); ok {
				techs = append(techs, name)
			}
		}
	}
	slices.Sort(techs)
	for _, t := range techs {
		goRow, cRow := "Slider/impl="+strings.TrimSuffix(t, "-clang")+"/piece=queen/load=random", "Slider/impl="+t+"-native/piece=queen/load=random"
		var cells []string
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, est := range engine.Estimators {
			g, c := meds[est][goRow], meds[est][cRow]
			if g <= 0 || c <= 0 {
				cells = append(cells, "–")
				continue
			}
			x := g / c
			lo, hi = min(lo, x), max(hi, x)
			cells = append(cells, fmt.Sprintf("%.3f", x))
		}
		moves := "–"
		if hi >= lo {
			moves = fmt.Sprintf("%.1f%%", 100*(hi/lo-1))
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", t, strings.Join(cells, " | "), moves)
	}
	return nil
}
