package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/results"
)

// compare prints `go tool benchstat` over the newest file of every build of
// every CPU folder, one column per folder and build (labelled by its slug,
// and "/v3", "/pgo" for builds other than the default), the configuration
// keys of the files ignored so that all rows share one table.
func compare(ctx context.Context, o options, stdout, stderr io.Writer, e env) error {
	sets, err := results.ReadLatest(o.root, "bench", stderr, nil)
	if err != nil {
		return usageError{err}
	}
	latest := make([]results.CPUFile, len(sets))
	for i, c := range sets {
		latest[i] = c.CPUFile
	}
	var ignore, files []string
	for _, f := range latestBuilds(latest) {
		cfg, err := results.Config(f.Path)
		if err != nil {
			return usageError{err}
		}
		if err := results.CheckBuildName(f.Path, cfg); err != nil {
			return usageError{err} // a v1 run named -v3 would be labelled /v3
		}
		for k := range cfg {
			if !slices.Contains(ignore, k) {
				ignore = append(ignore, k)
			}
		}
		fmt.Fprintf(stdout, "%s: %s\n", f.Slug, f.Path)
		files = append(files, f.Slug+"="+f.Path)
	}
	if len(latest) == 1 && len(latest[0].Builds) == 1 {
		fmt.Fprintln(stdout, "(only one CPU has results)")
	}
	fmt.Fprintln(stdout)
	slices.Sort(ignore)
	args := []string{"-col", ".file"}
	if len(ignore) > 0 {
		args = append(args, "-ignore", strings.Join(ignore, ","))
	}
	return e.benchstat(ctx, append(args, files...), stdout, stderr)
}

// latestBuilds returns a CPUFile per CPU and build of latest, its Slug the
// column label: the folder's name, with "/<build>" for builds other than
// the default.
func latestBuilds(latest []results.CPUFile) []results.CPUFile {
	var out []results.CPUFile
	for _, c := range latest {
		for _, b := range c.Builds {
			label := c.Slug
			if b.Build != results.DefaultBuild {
				label += "/" + b.Build
			}
			out = append(out, results.CPUFile{Slug: label, Path: b.Path, Builds: []results.BuildFile{b}})
		}
	}
	return out
}
