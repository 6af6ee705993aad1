package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/bitbench/bitbench/internal/reproduce"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/safefile"
)

// errDisagree is -reproduce's failure: the files disagree (exit 1).
var errDisagree = errors.New("the two runs disagree beyond p90 1% or max 3% (rows marked unstable excepted)")

// reproduceFiles prints how far the results files a and b agree, row by
// row (package internal/reproduce); an error for an unreadable file is a
// usageError, errDisagree when they disagree.
func reproduceFiles(a, b string, w io.Writer) error {
	var sets [2]*results.Set
	for i, f := range []string{a, b} {
		s, err := results.ReadFile(f)
		if err != nil {
			return usageError{err}
		}
		sets[i] = s
	}
	r, err := reproduce.Compare(sets[0], sets[1])
	if err != nil {
		return usageError{err}
	}
	r.Print(w)
	if sets[0].Config["engine"] != "" && sets[1].Config["engine"] != "" {
		if err := estimatorStudy(a, b, sets[0], sets[1], w); err != nil {
			return err
		}
	}
	if !r.Agrees() {
		return errDisagree
	}
	return nil
}

// maxResultsBytes bounds a results file read slice by slice.
const maxResultsBytes = 256 << 20

// estimatorStudy prints reproduce.EstimatorStudy for the engine files a
// and b (read as sa and sb), the rows either marked unstable left out.
func estimatorStudy(a, b string, sa, sb *results.Set, w io.Writer) error {
	var sl [2][]reproduce.Slice
	for i, path := range []string{a, b} {
		f, err := safefile.Open("-reproduce", path, maxResultsBytes)
		if err != nil {
			return usageError{err}
		}
		sl[i], err = reproduce.ReadSlices(f, path)
		f.Close()
		if err != nil {
			return usageError{err}
		}
	}
	marked, _, err := reproduce.Marks(sa, sb)
	if err != nil {
		return usageError{err}
	}
	fmt.Fprintf(w, "\nThe same two runs under every estimator (the figure of a slice: its thread CPU time, its best 100 µs chunk, its wall time), rows marked unstable left out:\n\n")
	return reproduce.EstimatorStudy(w, sl[0], sl[1], sa.Config["reference"], func(row string) bool { return marked[row] != "" })
}
