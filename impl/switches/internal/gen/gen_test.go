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
// for no square, one constant for one, a switch for more whose last square
// is the default.
func TestWriteRay(t *testing.T) {
	for _, tc := range []struct {
		name string
		ray  []harness.Square
		want string
	}{
		{"e1 south", nil, ""},
		{"g7 northeast", []harness.Square{63}, "\ta |= 0x8000000000000000 // northeast: h8\n"},
		{"c3 southwest", []harness.Square{9, 0}, "\tswitch { // southwest\n" +
			"\tcase occ&0x0000000000000200 != 0: // b2\n" +
			"\t\ta |= 0x0000000000000200 // b2\n" +
			"\tdefault:\n" +
			"\t\ta |= 0x0000000000000201 // b2 a1\n" +
			"\t}\n"},
	} {
		var b bytes.Buffer
		dir := strings.Fields(tc.name)[1]
		writeRay(&b, dir, tc.ray)
		if got := b.String(); got != tc.want {
			t.Errorf("writeRay(%s):\n%s\nwant:\n%s", tc.name, got, tc.want)
		}
	}
}

// TestSource checks that the generated file parses, is in package
// switches and has the 128 functions and the two tables.
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
	if got := len(f.Decls); got != 1+2+128 {
		t.Errorf("%d declarations; want 131 (the import, 2 tables, 128 functions)", got)
	}
	if !bytes.HasPrefix(src, []byte("// Code generated")) || !bytes.Contains(src, []byte("DO NOT EDIT.")) {
		t.Errorf("the generated file lacks the generated-code header")
	}
}
