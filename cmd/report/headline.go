package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// The files of the measuring engine (issue 45) say so with an "engine:
// rounds" line. Their "estimator: NAME" line names the headline figure of a
// row: the median of its samples in unit NAME + "-" + the base unit
// ("cpu-ns/lookup", "best-cpu-Mnodes/s"), or of the base unit itself for
// "wall" and for every file without the line. Each sample also carries a
// unit "ref", its ratio to the run's reference row, which is no headline.
// After the last result line such a file may record its run: the runLines
// below, and "unstable:" lines naming the rows whose figure the run itself
// could not pin down, each with its reason (results.ReadMarks).
const (
	estimatorKey = "estimator"
	wallEstim    = "wall"
)

// runLines are the configuration lines of a run that a CPU's page shows
// under its file, with their titles.
var runLines = []struct{ key, title string }{
	{"rounds", "rounds"},
	{"launches", "launches"},
	{"noise-floor", "noise floor (A/A)"},
	{"quiet", "quiet host"},
	{"steal", "steal time"},
	{"busy", "other processes"},
}

// estimatorRE is what an estimator name may be: a word, '-' inside.
var estimatorRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// estimator returns the estimator of set: its "estimator:" line in a file
// of the rounds engine, wallEstim for every other file.
func estimator(set *results.Set) string {
	if !results.FromEngine(set.Config) {
		return wallEstim
	}
	if e := strings.TrimSpace(set.Config[estimatorKey]); e != "" {
		return e
	}
	return wallEstim
}

// applyEstimator makes the headline figure of every row of set its
// estimator's: a row of unit U takes the median, interval and samples of
// its row in the first of engine.EstimatorUnits(estimator, U) that it has
// ("best-cpu-ns/lookup"; the parallel perft's "best-Mnodes/s", which has
// no thread time), as the engine ranks it. Units without such rows (table
// bytes) keep their own, and so do the rows of files before those units.
// A bad estimator name is an error naming the file.
func applyEstimator(set *results.Set) error {
	est := estimator(set)
	if est == wallEstim {
		return nil
	}
	if !estimatorRE.MatchString(est) {
		return fmt.Errorf("%s: estimator %q: want a word such as wall, cpu or best-cpu", set.Source, est)
	}
	// A parallel row at 1 and at 2 procs share a Key: the procs tell them
	// apart.
	type key struct {
		results.Key
		procs int
	}
	by := map[key]results.Row{}
	for _, r := range set.Rows {
		by[key{r.Key(), r.Procs}] = r
	}
	for i, r := range set.Rows {
		// As the engine reads it (engine.Figure): the first of the
		// estimator's units the row has; a row with none keeps its own.
		for _, u := range engine.EstimatorUnits(est, r.Unit) {
			if e, ok := by[key{results.Key{Name: r.Name, Unit: u}, r.Procs}]; ok {
				set.Rows[i].Stat, set.Rows[i].N, set.Rows[i].Values = e.Stat, e.N, e.Values
				break
			}
		}
	}
	return nil
}
