package engine

// timeUnits are the base units a row reports its timing in, and whether a
// higher figure is faster.
var timeUnits = []struct {
	unit   string
	higher bool
}{{"ns/lookup", false}, {"ns/set", false}, {"Mnodes/s", true}, {"ns/op", false}}

// Figure returns a slice's figure under estimator ("cpu", "best-cpu",
// "wall"), from its metrics by unit, as a time per unit of work so that
// lower is faster: the estimator's unit ("cpu-ns/lookup") where the slice
// has it, else the base unit (wall time, and the only one of rows that
// have no thread-time metric); a rate (Mnodes/s) is inverted to ns per node.
// A row that runs on several threads has no thread CPU time: under
// "best-cpu" its best chunk by wall time ("best-Mnodes/s") stands in.
// ok is false for a slice without a timing (table-B).
func Figure(metrics map[string]float64, estimator string) (v float64, ok bool) {
	for _, b := range timeUnits {
		x, has := metrics[b.unit]
		if !has {
			continue
		}
		for _, u := range EstimatorUnits(estimator, b.unit) {
			if y, has := metrics[u]; has {
				x = y
				break
			}
		}
		if x <= 0 {
			return 0, false
		}
		if b.higher {
			return 1e3 / x, true
		}
		return x, true
	}
	return 0, false
}

// BaseUnits returns the base units a row reports its timing in, in the
// order Figure tries them.
func BaseUnits() []string {
	out := make([]string, len(timeUnits))
	for i, b := range timeUnits {
		out[i] = b.unit
	}
	return out
}

// EstimatorUnits returns the units whose figure stands for a row's base
// unit (its wall time, "ns/lookup", "Mnodes/s") under estimator, in order
// of preference: estimator + "-" + base ("best-cpu-ns/lookup"); under
// "best-cpu" then "best-" + base, the best chunk by wall time of a row
// that runs on several threads and so has no thread CPU time (parallel
// perft's "best-Mnodes/s"); none under "wall". The report reads a row's
// headline by the same list.
func EstimatorUnits(estimator, base string) []string {
	switch estimator {
	case "wall", "":
		return nil
	case "best-cpu":
		return []string{estimator + "-" + base, "best-" + base}
	}
	return []string{estimator + "-" + base}
}
