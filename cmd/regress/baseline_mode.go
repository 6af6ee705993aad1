package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/safefile"
	"github.com/bitbench/bitbench/internal/testbin"
)

// againstBaseline times the working tree alone and compares it with a
// committed results file.
func againstBaseline(ctx context.Context, cfg *config, stdout, log io.Writer) (*comparison, error) {
	spec, err := treeSpec(ctx, cfg.dir)
	if err != nil {
		return nil, err
	}
	path, err := baselineFile(cfg.baseline, spec.Name, log)
	if err != nil {
		return nil, err
	}
	oldSet, err := readFile(ctx, path, log)
	if err != nil {
		return nil, err
	}
	if err := checkBaselineBuild(path, oldSet, spec); err != nil {
		return nil, err
	}
	if n, err := keepSelected(oldSet, cfg.bench); err != nil {
		return nil, err
	} else if n > 0 {
		fmt.Fprintf(log, "regress: baseline: %d rows that -bench does not select left out\n", n)
	}
	root, err := command(ctx, cfg.dir, "go", "list", "-m", "-f", "{{.Dir}}")
	if err != nil {
		return nil, fmt.Errorf("finding the module root: %w", err)
	}
	if top, err := command(ctx, root, "git", "rev-parse", "--show-toplevel"); err == nil {
		if err := headLine(ctx, cfg, top, stdout); err != nil {
			return nil, err
		}
	} else if cfg.clean {
		return nil, errors.New("-require-clean: the module is not in a git work tree")
	}
	fmt.Fprintf(log, "regress: baseline %s against the working tree (not interleaved: the baseline was measured earlier)\n", path)
	tmp, err := os.MkdirTemp("", "regress-bin-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	new := &side{label: "new", name: "working tree", dir: root, fresh: cfg.fresh}
	if err := new.build(ctx, tmp, spec); err != nil {
		return nil, &failure{err}
	}
	if err := new.check(ctx, cfg.check, log); err != nil {
		return nil, err
	}
	if _, err := interleave(ctx, cfg, nil, log, new); err != nil {
		return nil, err
	}
	if err := new.save(cfg.save); err != nil {
		return nil, err
	}
	newSet, err := new.results("this machine", false, log)
	if err != nil {
		return nil, err
	}
	return &comparison{old: oldSet, new: newSet, opt: cfg.opt}, nil
}

func buildSuffix(build string) string {
	if build == results.DefaultBuild {
		return ""
	}
	return "-" + build
}

// keepSelected drops from set the rows the -bench pattern does not select
// (restrictLevels over every level of the row's name), so that a
// committed file of every benchmark is compared only on what this run
// measures, and returns how many it dropped.
func keepSelected(set *gate.Set, pattern string) (int, error) {
	kept := set.Rows[:0]
	for _, r := range set.Rows {
		p, err := restrictLevels(pattern, strings.Split("Benchmark"+r.Name, "/")...)
		if err != nil {
			return 0, err
		}
		if p != "" {
			kept = append(kept, r)
		}
	}
	n := len(set.Rows) - len(kept)
	set.Rows = kept
	return n, nil
}

// treeSpec returns the build both sides' test binaries get: GOAMD64 as go
// env reports it on amd64 (the environment's, else v1), no profile; its
// Name is the build results files of it record (results.BuildOf).
func treeSpec(ctx context.Context, dir string) (testbin.Spec, error) {
	out, err := command(ctx, dir, "go", "env", "GOARCH", "GOAMD64")
	if err != nil {
		return testbin.Spec{}, fmt.Errorf("go env: %w", err)
	}
	f := strings.Fields(out)
	if len(f) != 2 || f[0] != "amd64" {
		return testbin.Spec{Name: results.DefaultBuild}, nil
	}
	return testbin.Spec{Name: results.BuildOf(map[string]string{"goamd64": f[1]}), GOAMD64: f[1]}, nil
}

// baselineFile returns path itself when it is a file, else the newest
// results file of build in the directory path that holds results, as
// results.NewestWithResults picks it (files of other builds are never
// taken; newer files without results are passed over with a warning).
func baselineFile(path, build string, log io.Writer) (string, error) {
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		return path, safefile.Check("-baseline", path, results.MaxFileBytes)
	}
	newest, skipped, err := results.NewestWithResults(path, build)
	results.Warn(log, "regress", skipped)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "", fmt.Errorf("-baseline %s: no results file of build %s (<YYYY-MM-DD>-<commit>%s.txt) in the directory", path, build, buildSuffix(build))
	case err != nil:
		return "", fmt.Errorf("-baseline: %w", err)
	}
	return newest, nil
}
