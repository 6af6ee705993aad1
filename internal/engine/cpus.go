package engine

import "math/rand/v2"

// NextCPU returns the CPU of cpus that s's next slice runs on: the one on
// which s has the fewest samples that count, those whose host q holds
// (State.CPUs, State.Hosts; every sample where s records no hosts, as
// QuietRatios), a tie broken by rng; -1 when cpus is empty.
//
// Each vCPU has its own neighbours on the host, and a row whose figure
// depends on the shared cache (a large table, a large body of code) runs
// at another speed on each, by up to 6% on the Zen 5 machine, and not the
// same CPU faster an hour later (docs/benchmarks.md). A run pinned to one
// CPU meets one of them; a run that spreads its launches at random meets
// both, but in proportions that differ from row to row, from one half of
// a row's samples to the other (a drift, Halves) and from run to run. Taken
// by turns, every row meets each CPU as often as the others, within one
// sample, in each half of its samples too. Counted where q holds, since
// a CPU whose neighbour is busy loses more slices to the quiet rule (62%
// of CPU 0's reference slices counted in a run where 91% of CPU 1's did):
// the CPUs take turns in the samples the figures are made of.
func NextCPU(s State, cpus []int, q Quiet, rng *rand.Rand) int {
	if len(cpus) == 0 {
		return -1
	}
	count := map[int]int{}
	for i, c := range s.CPUs {
		if len(s.Hosts) != len(s.CPUs) || q.Holds(s.Hosts[i]) {
			count[c]++
		}
	}
	var best []int
	for _, c := range cpus {
		switch {
		case len(best) == 0 || count[c] < count[best[0]]:
			best = []int{c}
		case count[c] == count[best[0]]:
			best = append(best, c)
		}
	}
	return best[rng.IntN(len(best))]
}
