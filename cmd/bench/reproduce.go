package main

import (
	"errors"
	"io"

	"github.com/bitbench/bitbench/internal/reproduce"
	"github.com/bitbench/bitbench/internal/results"
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
	if !r.Agrees() {
		return errDisagree
	}
	return nil
}
