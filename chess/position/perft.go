package position

import (
	"cmp"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/bitbench/bitbench/harness"
)

// engine is one copy of the move generator and perft: either the template
// in movegen.go bound to an Impl interface value, or a copy specialised for
// one implementation by go generate.
type engine struct {
	generate func(p *Position, list *moveList) int
	perft    func(p *Position, depth int, s *stack) uint64 // counts the last ply (countMoves)
	listed   func(p *Position, depth int, s *stack) uint64 // lists it (perftListed)
}

// specialisation is a generated engine and the Impl value it was generated for.
type specialisation struct {
	impl harness.Impl
	engine
}

// specialised maps a registry name to its specialisation. The generated
// perft_*_gen.go files fill it from init, through register.
var specialised = map[string]specialisation{}

// register records the specialised engine e of impl.
func register(impl harness.Impl, e engine) { specialised[impl.Name()] = specialisation{impl, e} }

// interfaceEngine returns the engine calling impl through the harness.Impl
// interface: the template's copy for harness.Impl (perft_dynamic_gen.go),
// whose rules are inlined as in every specialised copy, so that it differs
// from them only by the dynamic dispatch.
func interfaceEngine(impl harness.Impl) engine {
	return engine{
		generate: func(p *Position, list *moveList) int { return generateDynamic(impl, p, list) },
		perft:    func(p *Position, depth int, s *stack) uint64 { return perftDynamic(impl, p, depth, s) },
		listed:   func(p *Position, depth int, s *stack) uint64 { return perftListedDynamic(impl, p, depth, s) },
	}
}

// engineFor returns the specialised engine of impl when there is one for
// exactly this implementation (same name and same dynamic type and value),
// and the interface engine otherwise.
func engineFor(impl harness.Impl) engine {
	if Specialised(impl) {
		return specialised[impl.Name()].engine
	}
	return interfaceEngine(impl)
}

// Specialised reports whether Perft, PerftParallel, Divide and LegalMoves
// use a generated copy of the move generator for impl, calling its methods
// directly, rather than the interface path.
func Specialised(impl harness.Impl) bool {
	s, ok := specialised[impl.Name()]
	return ok && s.impl == impl
}

// MaxDepth is the deepest search Perft, PerftInterface, PerftParallel and
// Divide accept; a deeper one panics (a caller's bug: nothing could finish
// it, perft grows about thirty times per ply). It is the deepest count a
// perft suite may list (epd.MaxDepth).
const MaxDepth = 99

// checkDepth panics when depth exceeds MaxDepth, before any search starts.
func checkDepth(depth int) {
	if depth > MaxDepth {
		panic(fmt.Sprintf("position: perft depth %d is more than MaxDepth (%d)", depth, MaxDepth))
	}
}

// stack is the move lists of one perft search: one per ply being searched,
// but the last. It starts empty and grows by one list the first time the
// search goes a ply deeper than before, so that memory follows the depth
// actually reached rather than the depth asked for; lists are reused after
// that. Each list is allocated on its own, so growing never moves one a
// shallower ply is still reading.
type stack struct {
	lists []*moveList
	ply   int // lists in use
}

// push returns the move list of the next ply, allocating it on first use.
func (s *stack) push() *moveList {
	if s.ply == len(s.lists) {
		s.lists = append(s.lists, new(moveList))
	}
	l := s.lists[s.ply]
	s.ply++
	return l
}

// pop releases the list of the deepest ply in use, for reuse.
func (s *stack) pop() { s.ply-- }

// Perft returns the number of leaf nodes of the legal move tree depth plies
// below p, taking attacks from impl; depth 0 (or less) counts p itself, 1.
// The last ply is counted without being played (bulk counting). Perft uses
// the copy of the move generator generated for impl when there is one (see
// Specialised). p is unchanged on return. A depth above MaxDepth panics.
func Perft(p *Position, impl harness.Impl, depth int) uint64 {
	checkDepth(depth)
	if depth <= 0 {
		return 1
	}
	return engineFor(impl).perft(p, depth, new(stack))
}

// PerftInterface is Perft always through the harness.Impl interface, one
// dynamic dispatch per attack lookup, even when a specialised copy exists.
// Comparing it with Perft measures the cost of the dispatch.
func PerftInterface(p *Position, impl harness.Impl, depth int) uint64 {
	checkDepth(depth)
	if depth <= 0 {
		return 1
	}
	return interfaceEngine(impl).perft(p, depth, new(stack))
}

// PerftListed is Perft with every ply listed by the move generator of
// LegalMoves and Divide, the last ply included, where Perft counts the last
// ply from attack sets without listing it: the reference the counter is
// proven against, as fast as Perft was before it had the counter. It uses
// the same copy of the generator as Perft. A depth above MaxDepth panics.
func PerftListed(p *Position, impl harness.Impl, depth int) uint64 {
	checkDepth(depth)
	if depth <= 0 {
		return 1
	}
	return engineFor(impl).listed(p, depth, new(stack))
}

// PerftParallel is Perft with the work shared out among workers goroutines,
// each on its own copy of p; workers < 1 means GOMAXPROCS. The count is
// identical to Perft's.
//
// The work is a queue of subtrees that workers take one at a time. With
// few root moves for the workers (fewer than 8 per worker) and depth 3 or
// more, the queue holds the positions two plies down instead of one: a root
// move's subtree can be a tenth of the whole tree (e2e4 from the start
// position), so splitting at the root alone would cap 16 workers at about
// 12× however fast each is.
//
// A panic in a worker (a bug in impl) stops the other workers at their next
// subtree and is raised again in the calling goroutine, where the caller can
// recover it as it would a panic of Perft. A depth above MaxDepth panics.
func PerftParallel(p *Position, impl harness.Impl, depth, workers int) uint64 {
	checkDepth(depth)
	if depth <= 1 {
		return Perft(p, impl, depth)
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	e := engineFor(impl)
	tasks := splitTasks(e, p, depth, workers)
	var next atomic.Int64
	var total atomic.Uint64
	var wg sync.WaitGroup
	var failure struct {
		sync.Once
		value any
	}
	for range min(workers, len(tasks)) {
		q := *p
		s := new(stack)
		wg.Go(func() {
			defer func() {
				if r := recover(); r != nil {
					failure.Do(func() { failure.value = r })
					next.Store(int64(len(tasks))) // no more subtrees for anyone
				}
			}()
			for i := next.Add(1) - 1; i < int64(len(tasks)); i = next.Add(1) - 1 {
				t := &tasks[i]
				u0 := q.Make(t.moves[0])
				if t.plies == 1 {
					total.Add(e.perft(&q, depth-1, s))
				} else {
					u1 := q.Make(t.moves[1])
					total.Add(e.perft(&q, depth-2, s))
					q.Unmake(t.moves[1], u1)
				}
				q.Unmake(t.moves[0], u0)
			}
		})
	}
	wg.Wait()
	if failure.value != nil {
		panic(failure.value)
	}
	return total.Load()
}

// task is one subtree of a parallel perft: the position after its moves.
type task struct {
	moves [2]Move
	plies int // how many of moves to play: 1 or 2
}

// splitTasks lists the subtrees PerftParallel shares out: one per root move,
// or, when depth >= 3 and there are fewer than 8 root moves per worker, one
// per legal reply to each root move. A root move without replies adds no
// task: its subtree holds no leaves at that depth.
func splitTasks(e engine, p *Position, depth, workers int) []task {
	var list moveList
	moves := list[:e.generate(p, &list)]
	if depth < 3 || len(moves) >= 8*workers {
		tasks := make([]task, len(moves))
		for i, m := range moves {
			tasks[i] = task{moves: [2]Move{m}, plies: 1}
		}
		return tasks
	}
	var tasks []task
	q := *p
	var replies moveList
	for _, m := range moves {
		u := q.Make(m)
		for _, r := range replies[:e.generate(&q, &replies)] {
			tasks = append(tasks, task{moves: [2]Move{m, r}, plies: 2})
		}
		q.Unmake(m, u)
	}
	return tasks
}

// DivideEntry is one root move, in UCI notation, and the number of leaf
// nodes below it.
type DivideEntry struct {
	Move  string
	Nodes uint64
}

// Divide returns, for each legal move of p, the perft count depth-1 plies
// below it, sorted by move string; the counts add up to Perft(p, impl,
// depth). Depth 1 gives each move a count of 1; depth 0 or less, and a
// position without legal moves, give an empty result. A depth above
// MaxDepth panics.
func Divide(p *Position, impl harness.Impl, depth int) []DivideEntry {
	checkDepth(depth)
	if depth <= 0 {
		return nil
	}
	e := engineFor(impl)
	var list moveList
	var out []DivideEntry
	s := new(stack)
	for _, m := range list[:e.generate(p, &list)] {
		nodes := uint64(1)
		if depth > 1 {
			u := p.Make(m)
			nodes = e.perft(p, depth-1, s)
			p.Unmake(m, u)
		}
		out = append(out, DivideEntry{p.UCI(m), nodes})
	}
	slices.SortFunc(out, func(a, b DivideEntry) int { return cmp.Compare(a.Move, b.Move) })
	return out
}

// LegalMoves returns the legal moves of p, taking attacks from impl, in the
// generator's order; the slice is empty (nil) at checkmate and stalemate.
func (p *Position) LegalMoves(impl harness.Impl) []Move {
	var list moveList
	n := engineFor(impl).generate(p, &list)
	if n == 0 {
		return nil
	}
	return slices.Clone(list[:n])
}
