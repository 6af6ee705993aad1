package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/results"
)

// commitOf is the commit a results file records ("commit:" line), "?"
// when it records none.
func commitOf(s *results.Set) string {
	if c := strings.TrimSpace(s.Config["commit"]); c != "" {
		return c
	}
	return "?"
}

// alignBuilds returns the files the builds table, chart and fidelity
// tables compare for c: one file of every build of c at one commit, so
// that a difference between builds is the build's and not the code's. It
// tries the commits of c's newest files of each build, the newest first
// (results.Files order), and takes the first commit at which every build
// has a file (the newest of that build and commit). When no commit has
// them all, it returns c's newest files and differ set: a line saying that
// the commits differ, which the table shows. check is run on every file it
// reads.
func alignBuilds(c cpu, check func(*results.Set) error) (aligned []buildSet, differ string, err error) {
	if len(c.newest) < 2 {
		return c.newest, "", nil
	}
	files, err := results.Files(filepath.Dir(c.Path))
	if err != nil {
		return nil, "", err
	}
	commits := map[string]bool{}
	for _, b := range c.newest {
		commits[commitOf(b.set)] = true
	}
	if len(commits) == 1 {
		return c.newest, "", nil
	}
	var tried []string
	for i := len(files) - 1; i >= 0; i-- {
		for _, b := range c.newest {
			commit := commitOf(b.set)
			if b.path != files[i] || slices.Contains(tried, commit) || commit == "?" {
				continue
			}
			tried = append(tried, commit)
			if got, err := buildsAt(c, files, commit, check); err != nil || got != nil {
				return got, "", err
			}
		}
	}
	var at []string
	for _, b := range c.newest {
		at = append(at, b.build+" at "+mdText(commitOf(b.set)))
	}
	return c.newest, "the commits differ (" + strings.Join(at, ", ") + "): no commit has a file of every build, so a difference between columns may be the code's, not the build's", nil
}

// buildsAt returns, for every build of c, its newest file in files (oldest
// first) that records commit, or nil when some build has none.
func buildsAt(c cpu, files []string, commit string, check func(*results.Set) error) ([]buildSet, error) {
	var out []buildSet
	for _, b := range c.newest {
		if commitOf(b.set) == commit {
			out = append(out, b)
			continue
		}
		found := false
		for i := len(files) - 1; i >= 0 && !found; i-- {
			base := filepath.Base(files[i])
			if build, _ := results.BuildOfName(base); build != b.build || !strings.HasPrefix(base[min(len(base), len("2006-01-02-")):], commit) {
				continue
			}
			set, err := results.ReadFile(files[i])
			if err != nil {
				return nil, err
			}
			if commitOf(set) != commit {
				continue
			}
			if err := check(set); err != nil {
				return nil, err
			}
			out, found = append(out, buildSet{b.build, files[i], set}), true
		}
		if !found {
			return nil, nil
		}
	}
	return out, nil
}

// buildsLine is the sentence under the builds table naming the files it
// compares: their commit, or that the commits differ.
func buildsLine(c cpu) string {
	if c.buildsDiffer != "" {
		return "Careful: " + c.buildsDiffer + "."
	}
	return fmt.Sprintf("All at commit %s.", mdText(commitOf(c.builds[0].set)))
}
