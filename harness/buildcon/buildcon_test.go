package buildcon

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestOfType(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "doc.go", "// Package p.\npackage p\n")
	write(t, dir, "a.go", "//go:build goexperiment.simd && amd64\n\npackage p\n\ntype Impl struct{}\n")
	write(t, dir, "b.go", "// A comment.\n\npackage p\n\ntype Plain struct{}\n")
	write(t, dir, "a_test.go", "//go:build linux\n\npackage p\n\ntype Test struct{}\n")
	write(t, dir, "both_x.go", "//go:build x\n\npackage p\n\ntype Both struct{}\n")
	write(t, dir, "both_y.go", "//go:build y\n\npackage p\n\ntype Both struct{}\n")
	write(t, dir, "any_x.go", "//go:build x\n\npackage p\n\ntype Any struct{}\n")
	write(t, dir, "any_z.go", "package p\n\ntype Any struct{}\n")
	tests := []struct {
		name, want string
		err        error
	}{
		{"Impl", "goexperiment.simd && amd64", nil},
		{"Plain", "", nil},
		{"Test", "linux", nil},
		{"Both", "(x) || (y)", nil},
		{"Any", "", nil},
		{"Missing", "", ErrNoType},
	}
	for _, tt := range tests {
		got, err := OfType(dir, tt.name)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("OfType(dir, %q) == %q, %v; want %q, %v", tt.name, got, err, tt.want, tt.err)
		}
	}
}

func TestOfTypeRealPackages(t *testing.T) {
	for _, tt := range []struct{ pkg, typ, want string }{
		{Module + "/impl/simd", "Impl", "goexperiment.simd && amd64"},
		{Module + "/impl/magic", "Impl", ""},
	} {
		dir, err := Dir("../..", tt.pkg)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := OfType(dir, tt.typ); got != tt.want || err != nil {
			t.Errorf("OfType(%s, %s) == %q, %v; want %q", tt.pkg, tt.typ, got, err, tt.want)
		}
	}
	if _, err := Dir("../..", "example.com/x"); !errors.Is(err, ErrOutside) {
		t.Errorf("Dir(example.com/x): error %v; want ErrOutside", err)
	}
}

func TestOfFile(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct{ name, text, want string }{
		{"plain.go", "// Code generated; DO NOT EDIT.\n\npackage p\n", ""},
		{"simd.go", "//go:build goexperiment.simd && amd64\n\n// Code generated; DO NOT EDIT.\n\npackage p\n", "goexperiment.simd && amd64"},
		{"late.go", "package p\n\n//go:build ignored_after_the_package_clause\n", ""},
	} {
		got, err := OfFile(write(t, dir, tt.name, tt.text))
		if got != tt.want || err != nil {
			t.Errorf("OfFile(%s) == %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
	if _, err := OfFile(filepath.Join(dir, "missing.go")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("OfFile(missing.go): error %v; want one wrapping os.ErrNotExist", err)
	}
}
