package repocheck

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// body returns a function of n lines, from `func` to its closing brace.
func body(decl string, n int) string {
	return decl + " {\n" + strings.Repeat("\t_ = 0\n", n-2) + "}\n"
}

func TestOversized(t *testing.T) {
	long := "package p\n\n" + strings.Repeat("// filler\n", MaxFileLines-2)
	for _, c := range []struct {
		name, file, src string
		want            []string
	}{
		{"a function at the limit", "a.go", "package p\n\n" + body("func f()", MaxFuncLines), nil},
		{"a function over it", "a.go", "package p\n\n" + body("func f()", MaxFuncLines+1), []string{"a.go: func f: 61 lines (at most 60)"}},
		{"a method over it", "a.go", "package p\n\ntype s struct{}\n\n" + body("func (x *s) m()", MaxFuncLines+1), []string{"a.go: func (*s).m: 61 lines (at most 60)"}},
		{"a file at the limit", "a.go", long, nil},
		{"a file over it, without a last newline", "a.go", long + "// one more", []string{"a.go: 401 lines (at most 400)"}},
		{"a long test function", "a_test.go", "package p\n\nimport \"testing\"\n\n" + body("func TestF(t *testing.T)", 100), nil},
		{"a long test helper", "a_test.go", "package p\n\n" + body("func helper()", MaxFuncLines+1), []string{"a_test.go: func helper: 61 lines (at most 60)"}},
		{"Test… in a non-test file", "a.go", "package p\n\n" + body("func TestF()", MaxFuncLines+1), []string{"a.go: func TestF: 61 lines (at most 60)"}},
	} {
		got, err := Oversized(c.file, []byte(c.src))
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("%s: Oversized == %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if _, err := Oversized("bad.go", []byte("package p\nfunc {")); err == nil {
		t.Error("Oversized of a file that does not parse: no error")
	}
}

// TestSizeLimits holds every Go file under SizeLimited, on disk (new files
// included, tracked or not), to MaxFileLines and MaxFuncLines.
func TestSizeLimits(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	for _, dir := range SizeLimited {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, path)
			over, err := Oversized(filepath.ToSlash(rel), src)
			for _, o := range over {
				t.Error(o)
			}
			files++
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files == 0 {
		t.Fatalf("no Go file under %v", SizeLimited)
	}
}
