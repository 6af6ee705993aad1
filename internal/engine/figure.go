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
// ok is false for a slice without a timing (table-B).
func Figure(metrics map[string]float64, estimator string) (v float64, ok bool) {
	for _, b := range timeUnits {
		x, has := metrics[b.unit]
		if !has {
			continue
		}
		if y, has := metrics[estimator+"-"+b.unit]; has && estimator != "wall" {
			x = y
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
