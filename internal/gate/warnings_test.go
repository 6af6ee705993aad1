package gate

import (
	"strings"
	"testing"
)

func TestConfigWarnings(t *testing.T) {
	old, new := mustRead(t, "regression.old.txt"), mustRead(t, "regression.new.txt")
	new.Config["cpu"] = "Other CPU"
	old.Config["pext"], new.Config["pext"] = "bmi2", "software"
	new.Config["commit"] = "abc" // expected to differ: no warning
	new.Procs = map[string]bool{"4": true}
	w := Compare(old, new, Options{}).Warnings
	want := []string{
		`cpu differs: testdata/regression.old.txt has "Test CPU @ 3.00GHz", testdata/regression.new.txt has "Other CPU"`,
		`pext differs: testdata/regression.old.txt has "bmi2", testdata/regression.new.txt has "software"`,
		"GOMAXPROCS differs: testdata/regression.old.txt ran with 8, testdata/regression.new.txt with 4",
	}
	if len(w) != len(want) {
		t.Fatalf("Warnings == %q; want %d", w, len(want))
	}
	for i := range want {
		if !strings.HasPrefix(w[i], want[i]) {
			t.Errorf("Warnings[%d] == %q; want prefix %q", i, w[i], want[i])
		}
	}

	// The same PEXT path with and without its reason, and the same CPU
	// identity: no warning. Another microarchitecture: a warning.
	old, new = mustRead(t, "regression.old.txt"), mustRead(t, "regression.new.txt")
	old.Config["pext"], new.Config["pext"] = "bmi2", "bmi2 (fast on emerald-rapids)"
	old.Config["uarch"], new.Config["uarch"] = "zen3", "zen3"
	if w := Compare(old, new, Options{}).Warnings; len(w) != 0 {
		t.Errorf("same path and identity: Warnings == %q; want none", w)
	}
	new.Config["uarch"] = "zen4"
	if w := Compare(old, new, Options{}).Warnings; len(w) != 1 || !strings.HasPrefix(w[0], `uarch differs: testdata/regression.old.txt has "zen3"`) {
		t.Errorf("zen3 against zen4: Warnings == %q; want one uarch warning", w)
	}

	// The go line: the toolchain and its experiments are told apart.
	for _, tt := range []struct {
		a, b string
		want []string
	}{
		{"go1.26.8", "go1.26.8", nil},
		{"go1.26.8-X:simd", "go1.26.8-X:simd", nil},
		{"go1.26.8-X:simd", "go1.26.8", []string{`GOEXPERIMENT differs: testdata/regression.old.txt was built with "simd", testdata/regression.new.txt with none`}},
		{"go1.26.7", "go1.26.8", []string{`go differs: testdata/regression.old.txt has "go1.26.7", testdata/regression.new.txt has "go1.26.8"`}},
		{"go1.26.7-X:simd", "go1.26.8", []string{`go differs: testdata/regression.old.txt has "go1.26.7-X:simd"`, `GOEXPERIMENT differs`}},
	} {
		old, new = mustRead(t, "regression.old.txt"), mustRead(t, "regression.new.txt")
		old.Config["go"], new.Config["go"] = tt.a, tt.b
		w := Compare(old, new, Options{}).Warnings
		ok := len(w) == len(tt.want)
		for i := range tt.want {
			ok = ok && strings.HasPrefix(w[i], tt.want[i])
		}
		if !ok {
			t.Errorf("go %q against %q: Warnings == %q; want prefixes %q", tt.a, tt.b, w, tt.want)
		}
	}
}
