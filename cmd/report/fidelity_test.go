package main

import "testing"

// TestCompilerName checks the short compiler names the fidelity tables
// print, from the configuration lines as the results files write them.
func TestCompilerName(t *testing.T) {
	for _, tt := range []struct{ line, def, want string }{
		{"gcc 12.2.0", "cc", "gcc 12"},
		{"clang 16.0.6 (15~deb12u1)", "clang", "clang 16"},
		{"  gcc  14  ", "cc", "gcc 14"},
		{"tcc", "cc", "tcc"},
		{"", "cc", "cc"},
		{"   ", "clang", "clang"},
		{"a|b 1.2", "cc", `a\|b 1`},
	} {
		if got := compilerName(tt.line, tt.def); got != tt.want {
			t.Errorf("compilerName(%q, %q) == %q; want %q", tt.line, tt.def, got, tt.want)
		}
	}
}

// TestNativeOf checks how a row's impl splits into technique and kind of
// native reference.
func TestNativeOf(t *testing.T) {
	for _, tt := range []struct {
		impl, tech, suffix string
		ok                 bool
	}{
		{"hq-native", "hq", nativeSuffix, true},
		{"hq-clang-native", "hq", clangSuffix, true},
		{"hq-native-vec", "hq", vecSuffix, true},
		{"pext-hw", "", "", false},
		{"-native", "", "", false},
		{"hq", "", "", false},
		{"hq-native-batch", "", "", false},
	} {
		tech, suffix, ok := nativeOf(tt.impl)
		if tech != tt.tech || suffix != tt.suffix || ok != tt.ok {
			t.Errorf("nativeOf(%q) == %q, %q, %v; want %q, %q, %v", tt.impl, tech, suffix, ok, tt.tech, tt.suffix, tt.ok)
		}
	}
}
