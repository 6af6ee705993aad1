package main

import (
	"context"
	"fmt"
	"io"

	"github.com/bitbench/bitbench/internal/testbin"
)

// buildOnly builds the test binary as o.out for the GOARCH of the
// environment, with the build -build and the commit of the working tree,
// and runs nothing (make bench-binary). It checks the build and finds the
// commit before building; it does not look at this CPU, since the binary
// may be meant for another.
func buildOnly(ctx context.Context, o options, stderr io.Writer, e env) error {
	if err := e.checkRoot(); err != nil {
		return err
	}
	arch, err := e.goarch()
	if err != nil {
		return usageError{err}
	}
	spec, err := testbin.Resolve(o.build, o.profile, arch)
	if err != nil {
		return usageError{err}
	}
	c, err := commit(o, e)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "bench: building %s (commit %s, build %s, GOARCH %s)\n", o.out, c, spec.Name, arch)
	if err := e.build(ctx, testbin.Binary{Spec: spec, Out: o.out, Commit: c}, stderr); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "bench: wrote %s\n", o.out)
	return nil
}
