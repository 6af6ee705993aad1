package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/bitbench/bitbench/internal/gate/scope"
)

// nativeProbe is a row of a native reference, for asking the scope whether
// a change can move the native references' rows: they all run one package
// (scope.Native).
const nativeProbe = "Slider/impl=magic-native/piece=rook/load=random"

// nativeSet returns cfg for a run against the base: with -scope and the
// default -bench, when the change cannot move the native references' rows
// (no changed package reaches internal/native, whose C they run), their
// groups are left out of every round, the layout A/A's included
// (cfg.skipGroup). They are half of the gate set since every technique
// has them in C for gcc and clang, and a Go change moves them no more than
// any other layout: gating them doubled a run. cfg itself is not changed.
func (b *baseTree) nativeSet(ctx context.Context, cfg *config, log io.Writer) (*config, error) {
	if !cfg.scope || cfg.benchSet {
		return cfg, nil
	}
	reasons, _, err := primaryReasons(ctx, b.root, b.root, b.rev, []string{nativeProbe})
	if err != nil {
		return nil, err
	}
	if len(reasons) > 0 {
		fmt.Fprintf(log, "regress: the native references' rows are gated: %s\n", reasons[0].Why)
		return cfg, nil
	}
	fmt.Fprintf(log, "regress: the native references' rows are left out: the change cannot move them\n")
	rc := *cfg
	rc.skipGroup = nativeGroup
	return &rc, nil
}

// nativeGroup reports whether a group ("Slider/impl=magic-native") is a
// native reference's.
func nativeGroup(group string) bool {
	_, sub, _ := strings.Cut(group, "/")
	impl, ok := strings.CutPrefix(sub, "impl=")
	return ok && scope.IsNative(impl)
}
