// Package inlining checks which attack lookups the Go compiler inlines into
// the code that times and uses them: the generated benchmark loops
// (internal/benchloops, loops_gen.go) and the generated move generators
// (chess/position, perft_<technique>_gen.go), at the default build.
//
// A lookup that inlines costs what its instructions cost; one that does not
// costs a call besides, and under Go's register ABI every value live across
// the call is spilled and reloaded around it. Go inlines a function whose
// cost (about one per expression node, see go build -gcflags=-m=2) is at most
// 80, never an assembly function, and never a call through an interface.
// Whether a technique's lookups inline is therefore part of what its
// benchmark rows measure, and it can change silently: one more operation in
// a lookup, a helper that grows, or a new Go release's cost model.
//
// The package holds no code, only its test. The test runs
// `go build -gcflags=-m` on both packages (the compiler says "inlining call
// to magic.Impl.RookAttacks" at each call site it inlines), finds every call
// site of RookAttacks, BishopAttacks and QueenAttacks in the generated files
// with go/ast, and writes one line per registered technique: for the
// benchmark loops and for the move generator, which of the three lookups
// inline at every call site. It compares the table with
// testdata/inlining.golden and fails on any difference, so a lookup that
// stops inlining fails the test, and one that starts to asks for the golden
// file to be updated (go test ./internal/inlining -update). Each technique
// whose lookups do not inline says why in its doc.go, with the costs.
//
// Only amd64 is checked (the golden file is amd64's), and only the ordinary
// build: a package built under a constraint (impl/simd) is left out.
package inlining
