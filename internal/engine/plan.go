package engine

import (
	"math/rand/v2"
	"time"
)

// A Layout is how a round is cut into launches.
type Layout struct {
	// Ref is the reference row's name.
	Ref string
	// RefEvery is how many rows run between two reference slices.
	RefEvery int
	// Launch is the time one launch should take, its rows' costs added.
	Launch time.Duration
}

// Plan returns the launches of one round over rows: the rows in a random
// order drawn from rng, cut into launches whose rows' costs (cost, the
// expected time of one slice with its set-up) add up to about l.Launch, each
// launch starting and ending with the reference and holding it again after
// every l.RefEvery rows. Every row of rows is in exactly one launch; a row
// named l.Ref is left out (it runs as the reference anyway).
func Plan(rows []string, cost func(string) time.Duration, l Layout, rng *rand.Rand) [][]string {
	order := make([]string, 0, len(rows))
	for _, r := range rows {
		if r != l.Ref {
			order = append(order, r)
		}
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	var launches [][]string
	var cur []string
	var spent time.Duration
	since := 0
	for _, r := range order {
		if cur == nil {
			cur, spent, since = []string{l.Ref}, cost(l.Ref), 0
		}
		if since == max(l.RefEvery, 1) {
			cur, spent, since = append(cur, l.Ref), spent+cost(l.Ref), 0
		}
		cur, spent, since = append(cur, r), spent+cost(r), since+1
		if spent >= l.Launch {
			launches, cur = append(launches, append(cur, l.Ref)), nil
		}
	}
	if cur != nil {
		launches = append(launches, append(cur, l.Ref))
	}
	return launches
}
