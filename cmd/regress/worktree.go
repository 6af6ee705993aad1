package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/testbin"
)

// againstBase is the default mode: base commit in a worktree against the
// working tree, interleaved. The base is built first, so that a base that
// does not build fails in seconds, before the head's correctness tests.
// Its phases each return what they found into a measurement, and the
// comparison's options are made from it at the end (measurement.options).
func againstBase(ctx context.Context, cfg *config, stdout, log io.Writer) (*comparison, error) {
	b, cleanup, err := checkoutBase(ctx, cfg, stdout, log)
	if err != nil {
		return nil, err
	}
	defer cleanup()
	if cfg, err = b.nativeSet(ctx, cfg, log); err != nil {
		return nil, err
	}
	upFront := cfg.layoutRounds > 0 && b.old.bin != ""
	if upFront { // layout 0's padded build, before the head's, as the recheck's builds come later
		if _, _, err := b.variant(ctx, log)(0); err != nil {
			return nil, err
		}
	}
	if err := b.new.build(ctx, b.tmp, b.spec); err != nil {
		return nil, &failure{err}
	}
	if err := b.new.check(ctx, cfg.check, log); err != nil {
		return nil, err
	}
	var m measurement
	if upFront {
		if m.layout, err = measureLayout(ctx, cfg, stdout, log, b.layoutA, b.layoutB); err != nil {
			return nil, err
		}
	}
	if m.stops, err = interleave(ctx, b.roundsConfig(cfg), m.layout, log, b.old, b.new); err != nil {
		return nil, err
	}
	if !m.stops.empty() {
		m.stops.print(stdout)
	}
	if err := errors.Join(b.old.save(cfg.save), b.new.save(cfg.save)); err != nil {
		return nil, err
	}
	c := &comparison{}
	if c.old, err = b.old.results(b.old.name, true, log); err != nil {
		return nil, err
	}
	if c.new, err = b.new.results(b.new.name, false, log); err != nil {
		return nil, err
	}
	if cfg.scope && !cfg.benchSet {
		if m.primary, err = scopeReport(ctx, b.root, b.root, b.rev, c.old, c.new, stdout); err != nil {
			return nil, err
		}
	}
	if b.old.bin != "" {
		if err := b.recheck(ctx, cfg, &m, c, stdout, log); err != nil {
			return nil, err
		}
	}
	c.opt = m.options(cfg)
	return c, nil
}

// A baseTree is the base of a worktree run, checked out and built, with
// the sides the run measures.
type baseTree struct {
	root, rev string // the working tree's top level, and the base commit
	wt, tmp   string // the base's worktree, and the directory of the binaries
	spec      testbin.Spec
	fresh     bool // -fresh-copies
	old, new  *side
	// layoutA and layoutB are the sides of the layout A/A in layout 0: the
	// base's binary as "old" into outputs of its own, and its padded build
	// as "layout"; no output of theirs is compared with the head.
	layoutA, layoutB *side
	// floor is the layout floor's history (historyFile), read before
	// anything is built when the recheck and the scope are on; nil
	// otherwise. recheck adds the scope's primary rows as its reach.
	floor *layoutFloor
}

// checkoutBase prints the head line, resolves the base, checks it out into
// a temporary worktree and builds its test binary. cleanup removes the
// binaries and the worktree.
func checkoutBase(ctx context.Context, cfg *config, stdout, log io.Writer) (b *baseTree, cleanup func(), err error) {
	root, err := command(ctx, cfg.dir, "git", "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, nil, fmt.Errorf("not in a git work tree: %w", err)
	}
	if err := headLine(ctx, cfg, root, stdout); err != nil {
		return nil, nil, err
	}
	rev, why, err := resolveBase(ctx, root, cfg.base)
	if err != nil {
		return nil, nil, err
	}
	fmt.Fprintf(log, "regress: base %.12s (%s) against the working tree\n", rev, why)
	wt, removeWorktree, err := addWorktree(ctx, root, rev, log)
	if err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp("", "regress-bin-")
	if err != nil {
		removeWorktree()
		return nil, nil, err
	}
	cleanup = func() {
		os.RemoveAll(tmp)
		removeWorktree()
	}
	b = &baseTree{root: root, rev: rev, wt: wt, tmp: tmp, fresh: cfg.fresh}
	if err := b.readHistory(cfg); err != nil {
		cleanup()
		return nil, nil, err
	}
	if b.spec, err = treeSpec(ctx, root); err != nil {
		cleanup()
		return nil, nil, err
	}
	b.old = &side{label: "old", name: fmt.Sprintf("base %.12s", rev), dir: wt, fresh: cfg.fresh}
	b.new = &side{label: "new", name: "working tree", dir: root, fresh: cfg.fresh}
	fmt.Fprintf(log, "regress: building the base first\n")
	if err := b.old.build(ctx, tmp, b.spec); err != nil {
		cleanup()
		return nil, nil, err
	}
	b.layoutA = &side{label: "old", name: b.old.name, dir: wt, bin: b.old.bin, fresh: cfg.fresh}
	b.layoutB = &side{label: "layout", name: b.old.name + " with layout padding", dir: wt, fresh: cfg.fresh}
	return b, cleanup, nil
}

// variant returns the function that builds padded layout v of the base and
// returns the two sides of its A/A: layout 0 is layoutA against layoutB,
// the others new sides. Layout 0's padded build is made up front for
// -layout-rounds; the others, and otherwise all, only when the recheck
// needs them: when something is flagged.
func (b *baseTree) variant(ctx context.Context, log io.Writer) func(v int) (*side, *side, error) {
	return func(v int) (*side, *side, error) {
		a, p := b.layoutA, b.layoutB
		if v > 0 {
			a = &side{label: "old", name: b.old.name, dir: b.wt, bin: b.old.bin, fresh: b.fresh}
			p = &side{label: fmt.Sprintf("layout-%d", v), name: fmt.Sprintf("%s with layout padding %d", b.old.name, v), dir: b.wt, fresh: b.fresh}
		}
		fmt.Fprintf(log, "regress: building the base again with layout padding %d\n", v)
		if err := buildPadded(ctx, p, b.tmp, b.spec, v); err != nil {
			return nil, nil, fmt.Errorf("layout A/A (-layout-rounds 0 -layout-recheck 0 skips it): %w", err)
		}
		return a, p, nil
	}
}

// roundsConfig returns cfg for the rounds of this run: with -scope and the
// default -bench, its primaryOf finds the rows the change from the base can
// move. cfg itself is not changed.
func (b *baseTree) roundsConfig(cfg *config) *config {
	rc := *cfg
	if cfg.scope && !cfg.benchSet {
		rc.primaryOf = func(ctx context.Context, rows []string) (map[string]bool, error) {
			reasons, _, err := primaryReasons(ctx, b.root, b.root, b.rev, rows)
			return reasonRows(reasons), err
		}
	}
	return &rc
}

// recheck runs the layout recheck (-layout-recheck) on the groups of the
// rows that the comparison the verdict will make flags as regressions, and
// records in m the raised spreads and which keys had their layout
// measured.
func (b *baseTree) recheck(ctx context.Context, cfg *config, m *measurement, c *comparison, stdout, log io.Writer) error {
	var rechecked []string
	if cfg.layoutRecheck > 0 {
		rechecked = regressionGroups(gate.Compare(c.old, c.new, m.options(cfg)))
		var floor *layoutFloor // b's history, with the scope's primary rows
		if b.floor != nil {
			f := *b.floor
			f.reach, floor = m.primary, &f
		}
		layout, err := recheckFloored(ctx, cfg, stdout, log, m.layout, rechecked, rowCounts(c.old), b.layoutA, b.layoutB, b.variant(ctx, log), floor)
		if err != nil {
			return err
		}
		m.layout = layout
	}
	m.layoutMeasured = layoutMeasured(cfg.layoutRounds > 0, rechecked)
	return nil
}

// readHistory reads the layout floor's history (loadHistory) into b.floor
// when the layout recheck and the scope are on: a history file that cannot
// be read is an error before anything is built.
func (b *baseTree) readHistory(cfg *config) error {
	if cfg.layoutRecheck == 0 || !cfg.scope || cfg.benchSet {
		return nil
	}
	h, none, err := loadHistory(b.root)
	if err != nil {
		return err
	}
	b.floor = &layoutFloor{history: h, none: none}
	return nil
}
