package results

import (
	"fmt"
	"io"
)

// Warn writes each of warnings to w as one line, "<prog>: warning: <w>":
// how every command shows what a reader here skipped.
func Warn(w io.Writer, prog string, warnings []string) {
	for _, m := range warnings {
		fmt.Fprintf(w, "%s: warning: %s\n", prog, m)
	}
}

// A BuildSet is the newest results file of one build of a CPU folder,
// read.
type BuildSet struct {
	BuildFile
	Set *Set
}

// A CPUSets is the newest results file of every build of one CPU folder,
// read: Sets[i] is Builds[i]'s, so Sets[0] is Path's.
type CPUSets struct {
	CPUFile
	Sets []BuildSet
}

// ReadLatest reads the newest results file of every build of every CPU
// folder under root, as Latest picks them, with ReadFile, and writes every
// warning to warn as Warn does with prog: for each folder, the newer files
// Latest passed over, then, file by file, the lines ReadFile skipped. check,
// when not nil, is called on each set after its warnings; its error, like
// any error reading a file, stops the reading and is returned as it is.
func ReadLatest(root, prog string, warn io.Writer, check func(*Set) error) ([]CPUSets, error) {
	latest, err := Latest(root)
	if err != nil {
		return nil, err
	}
	out := make([]CPUSets, 0, len(latest))
	for _, c := range latest {
		Warn(warn, prog, c.Skipped)
		cs := CPUSets{CPUFile: c}
		for _, b := range c.Builds {
			set, err := ReadFile(b.Path)
			if err != nil {
				return nil, err
			}
			Warn(warn, prog, set.Warnings)
			if check != nil {
				if err := check(set); err != nil {
					return nil, err
				}
			}
			cs.Sets = append(cs.Sets, BuildSet{b, set})
		}
		out = append(out, cs)
	}
	return out, nil
}
