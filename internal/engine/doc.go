// Package engine is bitbench's measuring engine: the rules that decide, from
// what has been measured so far, which benchmark rows to measure next, in
// which order and in which launches, and when to stop. It holds no clock and
// runs nothing; package internal/enginerun drives a test binary with it, and
// its tests drive it with synthetic timings.
//
// The model. A run measures every row in short slices (a few tens of
// milliseconds of one row's timed loop), in rounds. Each round takes the rows
// still undecided, in a new random order, and cuts them into launches of a
// few seconds each; every launch is a fresh process from a fresh copy of the
// test binary, so the layout the binary happens to get is sampled again and
// again instead of being one launch's accident. Every launch starts and ends
// with a slice of the reference row, and the reference comes back after
// every few rows ([Plan]). A row's sample is then also a ratio: its slice
// divided by the reference interpolated at its place ([Ratios]), which
// cancels a slow spell of the host that hits both. In a launch of parallel
// rows, which may run on any of its CPUs, the reference runs once on each
// CPU at each of its places, and a place's reference is their mean.
// Consecutive reference slices of one CPU, compared with each other, are
// the run's A/A control: its noise floor ([AA]).
//
// Stopping. After each round every row's ratios are summarised with the 95%
// confidence interval of their median ([Summarize], golang.org/x/perf's
// benchmath, as benchstat). A row stays active ([Active]) while it has fewer
// than MinSamples samples, while its interval is wider than Target, or while
// it overlaps a neighbour's interval (the row ranked next to it in its group)
// and is wider than Floor; it never takes more than MaxSamples. Rows nearest
// to a decision do not wait for the others: the budget goes where the
// ranking is still open, and the run ends when no row is active or the
// budget is spent. The last Rescue of the budget goes to the rows that
// would be marked for their interval or their few quiet slices ([Rescue],
// [Next]), RescueBurst slices a round each ([Burst]) and up to RescueMax
// samples: on a busy host a full round buys each of them one sample, a
// round of their own many.
// A row that has stopped is not left at the minutes in which it stopped:
// once Revisit of the budget has passed since its latest slice it takes
// another ([Stale]), so that its samples, and the drift check of its
// halves, span the whole run.
//
// Marks. At the end a row whose interval is still wider than Wide, or whose
// median moved more than Drift between the first and second half of its
// samples ([Halves]) with the halves' intervals apart, or whose samples,
// cut into stretches in the order measured, put its median further out
// than StretchWide ([Stretches]: the host moved it over minutes, which
// samples taken as independent do not show), is marked ([Marks]) with its
// reason and figures, never averaged into a headline as if it were firm.
package engine
