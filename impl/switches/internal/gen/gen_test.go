package gen

import (
	"bytes"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// TestRay checks rays solved by hand.
func TestRay(t *testing.T) {
	const a1, d4, h8, e1 = 0, 27, 63, 4
	for _, tc := range []struct {
		name string
		s    harness.Square
		st   geometry.Step
		want []harness.Square
	}{
		{"d4 north", d4, geometry.Step{DF: 0, DR: 1}, []harness.Square{35, 43, 51, 59}},
		{"d4 southwest", d4, geometry.Step{DF: -1, DR: -1}, []harness.Square{18, 9, 0}},
		{"e1 south", e1, geometry.Step{DF: 0, DR: -1}, nil},
		{"a1 east", a1, geometry.Step{DF: 1, DR: 0}, []harness.Square{1, 2, 3, 4, 5, 6, 7}},
		{"h8 northeast", h8, geometry.Step{DF: 1, DR: 1}, nil},
	} {
		if got := Ray(tc.s, tc.st); !slices.Equal(got, tc.want) {
			t.Errorf("Ray(%s) [%s] == %v; want %v", tc.s, tc.name, got, tc.want)
		}
	}
}

// TestFuncName checks the names of the generated functions.
func TestFuncName(t *testing.T) {
	for _, tc := range []struct {
		piece string
		s     harness.Square
		want  string
	}{{"rook", 0, "rookA1"}, {"bishop", 27, "bishopD4"}, {"rook", 63, "rookH8"}} {
		if got := FuncName(tc.piece, tc.s); got != tc.want {
			t.Errorf("FuncName(%q, %s) == %q; want %q", tc.piece, tc.s, got, tc.want)
		}
	}
}

// TestWriteRay checks the code of short rays, written out by hand: nothing
// for no square, the whole ray for one, and for more the whole ray, then
// from the farthest tested square back to the nearest a conditional
// assignment of the ray up to it (the last square never tested).
func TestWriteRay(t *testing.T) {
	for _, tc := range []struct {
		name string
		ray  []harness.Square
		want string
	}{
		{"e1 south", nil, ""},
		{"g7 northeast", []harness.Square{63}, "\tnortheast := harness.Bitboard(0x8000000000000000) // h8\n"},
		{"d6 southwest", []harness.Square{34, 25, 16}, "\tsouthwest := harness.Bitboard(0x0000000402010000) // c5 b4 a3\n" +
			"\tif occ&0x0000000002000000 != 0 { // b4\n" +
			"\t\tsouthwest = 0x0000000402000000 // c5 b4\n" +
			"\t}\n" +
			"\tif occ&0x0000000400000000 != 0 { // c5\n" +
			"\t\tsouthwest = 0x0000000400000000 // c5\n" +
			"\t}\n"},
	} {
		var b bytes.Buffer
		dir := strings.Fields(tc.name)[1]
		wrote := writeRay(&b, dir, tc.ray)
		if got := b.String(); got != tc.want || wrote != (len(tc.ray) > 0) {
			t.Errorf("writeRay(%s) == %v:\n%s\nwant %v:\n%s", tc.name, wrote, got, len(tc.ray) > 0, tc.want)
		}
	}
}

// TestSource checks that the generated file parses, is in package
// switches and has the 192 functions and the three tables.
func TestSource(t *testing.T) {
	src, err := Source()
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), File, src, 0)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if f.Name.Name != "switches" {
		t.Errorf("package %s; want switches", f.Name.Name)
	}
	if got := len(f.Decls); got != 1+3+192 {
		t.Errorf("%d declarations; want 196 (the import, 3 tables, 192 functions)", got)
	}
	if !bytes.HasPrefix(src, []byte("// Code generated")) || !bytes.Contains(src, []byte("DO NOT EDIT.")) {
		t.Errorf("the generated file lacks the generated-code header")
	}
}
