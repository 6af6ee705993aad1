package main

import (
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

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
		{"naive-native", "naive", nativeSuffix, true},
		{"naive-clang-native", "naive", clangSuffix, true},
	} {
		tech, suffix, ok := nativeOf(tt.impl)
		if tech != tt.tech || suffix != tt.suffix || ok != tt.ok {
			t.Errorf("nativeOf(%q) == %q, %q, %v; want %q, %q, %v", tt.impl, tech, suffix, ok, tt.tech, tt.suffix, tt.ok)
		}
	}
}

// TestFidelityNaive checks that naive, the reference, is held to its
// native rows as every technique is: its Go row ÷ the faster of
// naive-native and naive-clang-native, that compiler named.
func TestFidelityNaive(t *testing.T) {
	for _, tt := range []struct {
		name          string
		gcc, clang    string // ns/lookup of naive-native and naive-clang-native
		wantCompiler  string
		wantRatioText string
	}{
		{"clang faster", "580", "58", "clang 16", "10.00×"},
		{"gcc faster", "290", "580", "gcc 12", "2.00×"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text := "cc: gcc 12.2.0\ncc-clang: clang 16.0.6 (15~deb12u1)\n"
			for impl, v := range map[string]string{"naive": "580", "naive-native": tt.gcc, "naive-clang-native": tt.clang} {
				text += "BenchmarkSlider/impl=" + impl + "/piece=queen/load=random\t1000\t" + v + " ns/lookup\n"
			}
			set, err := results.Read(strings.NewReader(text), "naive.txt")
			if err != nil {
				t.Fatal(err)
			}
			fs := fidelityOf(cpu{builds: []buildSet{{build: "v1", set: set}}}, "queen")
			if len(fs) != 1 || fs[0].impl != "naive" {
				t.Fatalf("fidelityOf == %+v; want one row, naive's", fs)
			}
			if got := ratioText(fs[0].ratio); fs[0].compiler != tt.wantCompiler || got != tt.wantRatioText {
				t.Errorf("naive's fidelity: %s, %s; want %s, %s", fs[0].compiler, got, tt.wantCompiler, tt.wantRatioText)
			}
		})
	}
}
