package main

import (
	"context"
	"os"
	"path/filepath"
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
	dir := tinyRepo(t)
	sum := "// Sum returns 0+1+…+(n-1).\nfunc Sum(n int) int {\n\ts := 0\n\tfor i := range n {\n\t\ts += i\n\t}\n\treturn s\n}\n"
	for _, p := range []string{"impl/a", "impl/b", "internal/native"} {
		if err := os.MkdirAll(filepath.Join(dir, p), 0o755); err != nil {
			t.Fatal(err)
		}
		write(t, dir, p+"/x.go", "package "+filepath.Base(p)+"\n\n"+sum)
	}
	slider := "func BenchmarkSlider(b *testing.B) {\n" +
		"\tfor name, f := range map[string]func(int) int{\"a\": a.Sum, \"b\": bb.Sum, \"a-native\": native.Sum} {\n" +
		"\t\tb.Run(\"impl=\"+name+\"/piece=rook/load=random\", func(b *testing.B) {\n\t\t\tfor b.Loop() {\n\t\t\t\tsink = f(100)\n\t\t\t}\n\t\t})\n\t}\n}\n"
	test := strings.Replace(tinyTest("45", slider), "import (\n", "import (\n\t\"example.com/tiny/impl/a\"\n\tbb \"example.com/tiny/impl/b\"\n\t\"example.com/tiny/internal/native\"\n", 1)
	write(t, dir, "tiny_test.go", test)
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-q", "-m", "two techniques and a native reference")
	args := []string{"-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%", "-layout-rounds", "0", "-check", ""}
	const nativeRow = "Slider/impl=a-native/piece=rook/load=random"
	for _, tt := range []struct {
		name, file string
		extra      []string
		want, not  []string
	}{
		{"a technique changed", "impl/a/x.go", nil,
			[]string{"scope: 1 of 2 rows primary", "in 2 gated comparisons"}, []string{nativeRow}},
		{"the native package changed", "internal/native/x.go", nil,
			[]string{"scope: 1 of 3 rows primary", "primary: " + nativeRow + ": internal/native changed (internal/native/x.go)", "in 3 gated comparisons"}, nil},
		{"-bench", "impl/a/x.go", []string{"-bench", "."},
			[]string{nativeRow, "in 3 gated comparisons"}, []string{"scope:"}},
	} {
		git(t, dir, "checkout", "-q", ".")
		write(t, dir, tt.file, "package "+filepath.Base(filepath.Dir(tt.file))+"\n\n// Sum returns 0+1+…+(n-1).\nfunc Sum(n int) int {\n\treturn n * (n - 1) / 2\n}\n")
		var out, errb strings.Builder
		code := runIn(context.Background(), dir, append(args, tt.extra...), &out, &errb)
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
