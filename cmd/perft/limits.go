package main

import (
	"math"

	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
)

// maxNodesFlag is the largest -max-nodes: 10^15 nodes take days at any
// speed perft reaches here (less where an int has 32 bits).
const maxNodesFlag = min(1_000_000_000_000_000, math.MaxInt)

// maxSuiteBytes bounds a -suite file: real suites are a few KB, and a
// larger input (-suite /dev/zero) would otherwise be read for ever.
const maxSuiteBytes = 64 << 20

// depthCap is the deepest suite count checked: -depth when given, else
// MaxFlagDepth, the cap -fen's depth has.
func depthCap(o options) int {
	if o.depth >= 0 {
		return o.depth
	}
	return MaxFlagDepth
}

// leafDepth is the depth of the subtrees countCapped counts whole: small
// enough that one takes a fraction of a second, so that a count stops soon
// after it passes its limit.
const leafDepth = 4

// countCapped is count that stops once the count passes limit (a suite
// line's published value: a count over it is wrong however it ends). Above
// leafDepth it walks the legal moves itself and counts each subtree, with
// what is left of the limit, checking the total after each; over reports
// that the count passed limit, and n is then the count so far. A panic
// becomes a panicError, as in count.
func countCapped(p *position.Position, impl harness.Impl, depth int, parallel bool, limit uint64) (n uint64, over bool, err error) {
	if depth <= leafDepth {
		n, err = count(p, impl, depth, parallel)
		return n, err == nil && n > limit, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = panicError{r}
		}
	}()
	for _, m := range p.LegalMoves(impl) {
		u := p.Make(m)
		sub, subOver, err := countCapped(p, impl, depth-1, parallel, limit-n)
		p.Unmake(m, u)
		n += sub
		if err != nil || subOver {
			return n, subOver, err
		}
	}
	return n, n > limit, nil
}
