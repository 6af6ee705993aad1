package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// technique is one package of a repository made by techniqueRepo: its
// directory, and the impl= name of the BenchmarkSlider row that times its
// Sum.
type technique struct{ dir, impl string }

// The bodies of Sum: the loop every package starts with, and the closed
// form a test writes to change one (fastSum).
const (
	loopSum   = "\ts := 0\n\tfor i := range n {\n\t\ts += i\n\t}\n\treturn s\n"
	closedSum = "\treturn n * (n - 1) / 2\n"
)

// sumSource returns the source of package pkg holding Sum with the given body.
func sumSource(pkg, body string) string {
	return "package " + pkg + "\n\n// Sum returns 0+1+…+(n-1).\nfunc Sum(n int) int {\n" + body + "}\n"
}

// scopeArgs run the gate on a repository from techniqueRepo against HEAD
// in four rounds, with a minimum effect large enough that timing noise
// cannot decide the verdict, and no layout rounds or check command.
var scopeArgs = []string{"-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%", "-layout-rounds", "0", "-check", ""}

// techniqueRepo returns tinyRepo with one more commit: a package at each
// technique's directory, named after its last element, whose file of the
// same name holds Sum, and a BenchmarkSlider in the root's tests with one
// row per technique, impl=<impl>/piece=rook/load=random, timing its Sum.
func techniqueRepo(t *testing.T, techs ...technique) string {
	t.Helper()
	dir := tinyRepo(t)
	var imports strings.Builder
	var funcs []string
	for i, tech := range techs {
		if err := os.MkdirAll(filepath.Join(dir, tech.dir), 0o755); err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(tech.dir)
		write(t, dir, filepath.Join(tech.dir, name+".go"), sumSource(name, loopSum))
		alias := "t" + strconv.Itoa(i)
		imports.WriteString("\t" + alias + " \"example.com/tiny/" + tech.dir + "\"\n")
		funcs = append(funcs, strconv.Quote(tech.impl)+": "+alias+".Sum")
	}
	slider := "func BenchmarkSlider(b *testing.B) {\n" +
		"\tfor name, f := range map[string]func(int) int{" + strings.Join(funcs, ", ") + "} {\n" +
		"\t\tb.Run(\"impl=\"+name+\"/piece=rook/load=random\", func(b *testing.B) {\n\t\t\tfor b.Loop() {\n\t\t\t\tsink = f(100)\n\t\t\t}\n\t\t})\n\t}\n}\n"
	write(t, dir, "tiny_test.go", strings.Replace(tinyTest("45", slider), "import (\n", "import (\n"+imports.String(), 1))
	git(t, dir, "add", ".")
	git(t, dir, "commit", "-q", "-m", "techniques")
	return dir
}

// fastSum changes the technique at pkgDir of a repository from
// techniqueRepo: its Sum takes the closed form, and returns its file.
func fastSum(t *testing.T, dir, pkgDir string) string {
	t.Helper()
	name := filepath.Base(pkgDir)
	file := filepath.ToSlash(filepath.Join(pkgDir, name+".go"))
	write(t, dir, file, sumSource(name, closedSum))
	return file
}
