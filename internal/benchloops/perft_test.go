package benchloops

import (
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// TestIfacePerftImpls checks BITBENCH_PERFT_IFACE's rows: magic alone by
// default; with "all" also the techniques that have a generated copy (hq,
// pext-soft) and none without one (naive, exploding: their own rows run the
// interface path already); any other value refused.
func TestIfacePerftImpls(t *testing.T) {
	magic, err := harness.Lookup("magic")
	if err != nil {
		t.Fatal(err)
	}
	names := func(env string) []string {
		impls, err := ifacePerftImpls(env, magic)
		if err != nil {
			t.Fatalf("ifacePerftImpls(%q): %v", env, err)
		}
		var s []string
		for _, impl := range impls {
			s = append(s, impl.Name())
		}
		return s
	}
	if got := names(""); !slices.Equal(got, []string{"magic"}) {
		t.Errorf("ifacePerftImpls(\"\") == %v; want [magic]", got)
	}
	all := names("all")
	if all[0] != "magic" || slices.Contains(all[1:], "magic") {
		t.Errorf("ifacePerftImpls(\"all\") == %v; want magic first and once", all)
	}
	for _, name := range []string{"hq", "pext-soft", "shift"} {
		if !slices.Contains(all, name) {
			t.Errorf("ifacePerftImpls(\"all\") == %v; want %s in it", all, name)
		}
	}
	for _, name := range []string{"naive", "exploding"} {
		if slices.Contains(all, name) {
			t.Errorf("ifacePerftImpls(\"all\") == %v; want no %s (no generated copy)", all, name)
		}
	}
	if _, err := ifacePerftImpls("yes", magic); err == nil || !strings.Contains(err.Error(), PerftIfaceEnv+`="yes"`) {
		t.Errorf("ifacePerftImpls(\"yes\") error == %v; want one naming %s=\"yes\"", err, PerftIfaceEnv)
	}
}
