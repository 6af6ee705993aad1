package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/stamp"
)

// againstBase is the default mode: base commit in a worktree against the
// working tree, interleaved. The base is built first, so that a base that
// does not build fails in seconds, before the head's correctness tests.
func againstBase(ctx context.Context, cfg *config, stdout, log io.Writer) (*gate.Set, *gate.Set, error) {
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
	wt, cleanup, err := addWorktree(ctx, root, rev, log)
	if err != nil {
		return nil, nil, err
	}
	defer cleanup()
	tmp, err := os.MkdirTemp("", "regress-bin-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)

	spec, err := treeSpec(ctx, root)
	if err != nil {
		return nil, nil, err
	}
	old := &side{label: "old", name: fmt.Sprintf("base %.12s", rev), dir: wt, fresh: cfg.fresh}
	new := &side{label: "new", name: "working tree", dir: root, fresh: cfg.fresh}
	fmt.Fprintf(log, "regress: building the base first\n")
	if err := old.build(ctx, tmp, spec); err != nil {
		return nil, nil, err
	}
	// The layout A/A runs the base's binary as "old" into outputs of its
	// own, and the padded builds as "layout", "layout-1"…; no output is
	// compared with the head. Layout 0's padded build is made up front for
	// -layout-rounds; the others, and otherwise all, only when the recheck
	// needs them: when something is flagged.
	layoutA := &side{label: "old", name: old.name, dir: wt, bin: old.bin, fresh: cfg.fresh}
	layoutB := &side{label: "layout", name: old.name + " with layout padding", dir: wt, fresh: cfg.fresh}
	variant := func(v int) (*side, *side, error) {
		a, b := layoutA, layoutB
		if v > 0 {
			a = &side{label: "old", name: old.name, dir: wt, bin: old.bin, fresh: cfg.fresh}
			b = &side{label: fmt.Sprintf("layout-%d", v), name: fmt.Sprintf("%s with layout padding %d", old.name, v), dir: wt, fresh: cfg.fresh}
		}
		fmt.Fprintf(log, "regress: building the base again with layout padding %d\n", v)
		if err := buildPadded(ctx, b, tmp, spec, v); err != nil {
			return nil, nil, fmt.Errorf("layout A/A (-layout-rounds 0 -layout-recheck 0 skips it): %w", err)
		}
		return a, b, nil
	}
	if cfg.layoutRounds > 0 && old.bin != "" {
		if _, _, err := variant(0); err != nil {
			return nil, nil, err
		}
	}
	if err := new.build(ctx, tmp, spec); err != nil {
		return nil, nil, &failure{err}
	}
	if err := new.check(ctx, cfg.check, log); err != nil {
		return nil, nil, err
	}
	if cfg.layoutRounds > 0 && old.bin != "" {
		spread, err := measureLayout(ctx, cfg, stdout, log, layoutA, layoutB)
		if err != nil {
			return nil, nil, err
		}
		cfg.opt.Layout = spread
	}
	cfg.opt.Paired = cfg.paired
	if cfg.scope && !cfg.benchSet {
		cfg.primaryOf = func(ctx context.Context, rows []string) (map[string]bool, error) {
			reasons, _, err := primaryReasons(ctx, root, root, rev, rows)
			return reasonRows(reasons), err
		}
	}
	st, err := interleave(ctx, cfg, log, old, new)
	if err != nil {
		return nil, nil, err
	}
	if st != nil { // sequential rounds ran, and their looks spent -early-alpha
		cfg.opt.EarlyAlpha = cfg.earlyAlpha
	}
	if !st.empty() {
		cfg.opt.Stopped, cfg.opt.Decided = st.stoppedKey, st.decidedKey
		st.print(stdout)
	}
	cfg.opt.MaxRounds = cfg.maxRounds
	if err := errors.Join(old.save(cfg.save), new.save(cfg.save)); err != nil {
		return nil, nil, err
	}
	oldSet, err := old.results(old.name, true, log)
	if err != nil {
		return nil, nil, err
	}
	newSet, err := new.results(new.name, false, log)
	if err != nil {
		return nil, nil, err
	}
	if cfg.scope && !cfg.benchSet {
		if err := scopeReport(ctx, root, root, rev, oldSet, newSet, &cfg.opt, stdout); err != nil {
			return nil, nil, err
		}
	}
	if old.bin != "" {
		var rechecked []string
		if cfg.layoutRecheck > 0 {
			// The comparison the verdict will make, to find what to recheck.
			rechecked = regressionGroups(gate.Compare(oldSet, newSet, cfg.opt))
			if err := recheckLayout(ctx, cfg, stdout, log, rechecked, rowCounts(oldSet), layoutA, layoutB, variant); err != nil {
				return nil, nil, err
			}
		}
		// Improvements are not rechecked (they never fail the gate), so the
		// report says which may be the layout's alone.
		upFront := cfg.layoutRounds > 0
		cfg.opt.LayoutMeasured = func(k gate.Key) bool { return upFront || slices.Contains(rechecked, group(k.Name)) }
	}
	return oldSet, newSet, nil
}

// headLine prints the first line of the report, which names the head and
// its uncommitted files: "head: working tree at 0123456789ab, 3 uncommitted
// files (a.go, b.go, c.go)". The files are internal/stamp's (the rule that
// makes a results file's commit -dirty: untracked files that are not
// ignored count). With -require-clean uncommitted files are an error.
func headLine(ctx context.Context, cfg *config, root string, stdout io.Writer) error {
	st, err := stamp.Read(ctx, root)
	if err != nil {
		return fmt.Errorf("the working tree has no commit: %w", err)
	}
	rev, files := st.Full[:12], st.Changed
	if len(files) == 0 {
		fmt.Fprintf(stdout, "head: working tree at %s, clean\n", rev)
		return nil
	}
	shown := files[:min(len(files), 5)]
	list := strings.Join(shown, ", ")
	if len(files) > len(shown) {
		list += ", …"
	}
	desc := fmt.Sprintf("%d uncommitted file%s (%s)", len(files), plural(len(files)), list)
	fmt.Fprintf(stdout, "head: working tree at %s, %s\n", rev, desc)
	if cfg.clean {
		return fmt.Errorf("-require-clean: the working tree has %s; commit or stash them so the head measured is a commit", desc)
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
