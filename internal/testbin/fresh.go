package testbin

import (
	"io"
	"os"
	"path/filepath"
)

// FreshCopy copies the binary bin to a new file beside it and returns the
// copy's path; the caller removes it after the launch.
//
// A launch runs its binary's code and static tables from the page cache,
// and the physical pages that hold a file stay put for as long as the file
// stays cached, so every launch of one file meets the same placement in
// what the CPU and the host index by physical address. Two files of the
// same bytes can differ by whole percents on a row that way, launch after
// launch, for minutes (docs/gate/versions.tsv, v8). Run from one file,
// such a placement is the whole run's: in the gate one side's, a
// difference no number of rounds averages away; in a results file every
// sample's of a row. A new file for every launch gets pages of its own, so
// a placement is one launch's, and the samples see it as the noise it is.
func FreshCopy(bin string) (string, error) {
	src, err := os.Open(bin)
	if err != nil {
		return "", err
	}
	defer src.Close()
	dst, err := os.CreateTemp(filepath.Dir(bin), filepath.Base(bin)+".launch-")
	if err != nil {
		return "", err
	}
	_, err = io.Copy(dst, src)
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(dst.Name(), 0o755)
	}
	if err != nil {
		os.Remove(dst.Name())
		return "", err
	}
	return dst.Name(), nil
}
