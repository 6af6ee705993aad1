package main

import (
	"context"
	"strings"
	"testing"
)

func TestNativeGroup(t *testing.T) {
	for group, want := range map[string]bool{
		"Slider/impl=magic-native":            true,
		"Slider/impl=magic-native-vec":        true,
		"Slider/impl=magic-clang-native":      true,
		"Perft/impl=magic":                    false,
		"Slider/impl=magic":                   false,
		"Slider/impl=nativeish":               false,
		"TableBytes":                          false,
		"Slider/piece=rook-native":            false,
		"ParallelPerft/impl=magic-native-vec": true,
	} {
		if got := nativeGroup(group); got != want {
			t.Errorf("nativeGroup(%q) = %v; want %v", group, got, want)
		}
	}
}

// TestNativeRowsOnlyWhenMoved runs the gate on a repository with two
// techniques and a native reference of one (package internal/native): a
// change to a technique leaves the native row out of the run, a change to
// internal/native gates it, and so does -bench.
func TestNativeRowsOnlyWhenMoved(t *testing.T) {
	dir := techniqueRepo(t, technique{"impl/a", "a"}, technique{"impl/b", "b"}, technique{"internal/native", "a-native"})
	const nativeRow = "Slider/impl=a-native/piece=rook/load=random"
	for _, tt := range []struct {
		name, pkg string
		extra     []string
		want, not []string
	}{
		{"a technique changed", "impl/a", nil,
			[]string{"scope: 1 of 2 rows primary", "in 2 gated comparisons"}, []string{nativeRow}},
		{"the native package changed", "internal/native", nil,
			[]string{"scope: 1 of 3 rows primary", "primary: " + nativeRow + ": internal/native changed (internal/native/native.go)", "in 3 gated comparisons"}, nil},
		{"-bench", "impl/a", []string{"-bench", "."},
			[]string{nativeRow, "in 3 gated comparisons"}, []string{"scope:"}},
	} {
		git(t, dir, "checkout", "-q", ".")
		fastSum(t, dir, tt.pkg)
		var out, errb strings.Builder
		code := runIn(context.Background(), dir, append(scopeArgs, tt.extra...), &out, &errb)
		for _, w := range tt.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s: report lacks %q (exit %d):\n%s\nstderr:\n%s", tt.name, w, code, out.String(), errb.String())
			}
		}
		for _, w := range tt.not {
			if strings.Contains(out.String(), w) {
				t.Errorf("%s: report holds %q (exit %d):\n%s", tt.name, w, code, out.String())
			}
		}
	}
}
