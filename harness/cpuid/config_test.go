package cpuid

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// zen1 is the Zen 1 host of issue 9, as Detect would see it in a 2-vCPU VM.
var zen1 = ID{Arch: "amd64", Vendor: VendorAMD, Brand: "AMD EPYC Processor", Family: 23, Model: 1, Stepping: 2, Uarch: "zen1",
	L1d: 32 << 10, L2: 512 << 10, L3: 8 << 20, Hypervisor: true, LogicalCPUs: 2, BMI2: true}

func TestConfigLines(t *testing.T) {
	want := []string{
		"cpu-vendor: AuthenticAMD",
		"cpu-family: 23",
		"cpu-model: 1",
		"cpu-stepping: 2",
		"uarch: zen1",
		"cache-l1d: 32 KiB",
		"cache-l2: 512 KiB",
		"cache-l3: 8 MiB",
		"hypervisor: yes",
		"cpus: 2",
	}
	if got := zen1.ConfigLines(); !slices.Equal(got, want) {
		t.Errorf("zen1.ConfigLines() ==\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	empty := ID{}.ConfigLines()
	if empty[0] != "cpu-vendor: unknown" || empty[4] != "uarch: unknown" || empty[5] != "cache-l1d: unknown" || empty[8] != "hypervisor: no" {
		t.Errorf("ID{}.ConfigLines() == %q; want unknown vendor, uarch and caches, hypervisor no", empty)
	}
}

// configMap turns "key: value" lines into the map benchfmt would give.
func configMap(lines []string) map[string]string {
	m := map[string]string{}
	for _, l := range lines {
		k, v, _ := strings.Cut(l, ": ")
		m[k] = v
	}
	return m
}

func TestFromConfigRoundTrip(t *testing.T) {
	arm := ID{Arch: "arm64", Vendor: "ARM", Family: 0x41, Model: 0xd0c, Stepping: 0x31, Uarch: "neoverse-n1", L1d: 64 << 10, L2: 1 << 20, L3: 32 << 20, LogicalCPUs: 64}
	for _, id := range []ID{zen1, arm} {
		m := configMap(id.ConfigLines())
		m["goarch"], m["cpu"] = id.Arch, id.Brand
		got, err := FromConfig(m)
		want := id
		want.BMI2 = false // not recorded
		if got != want || err != nil {
			t.Errorf("FromConfig(%v.ConfigLines()) == %+v, %v; want %+v, nil", id.Uarch, got, err, want)
		}
	}
}

func TestFromConfigErrors(t *testing.T) {
	good := configMap(zen1.ConfigLines())
	with := func(key, value string) map[string]string {
		m := configMap(zen1.ConfigLines())
		if value == "<delete>" {
			delete(m, key)
		} else {
			m[key] = value
		}
		return m
	}
	if _, err := FromConfig(good); err != nil {
		t.Fatalf("FromConfig(zen1 lines) error %v", err)
	}
	if _, err := FromConfig(map[string]string{"goos": "linux", "pext": "bmi2"}); !errors.Is(err, ErrNoIdentity) {
		t.Errorf("FromConfig(no identity keys) error %v; want ErrNoIdentity", err)
	}
	tests := []struct {
		key, value, wantSub string
	}{
		{"cpu-family", "0x17", `cpu-family: "0x17": want a decimal number`},
		{"cpu-model", "-1", `cpu-model: "-1"`},
		{"cpu-stepping", "<delete>", "cpu-stepping: missing"},
		{"uarch", "", "uarch: missing"},
		{"cache-l2", "512K", `cache-l2: "512K": want a size`},
		{"hypervisor", "true", `hypervisor: "true": want "yes" or "no"`},
		{"cpus", "two", `cpus: "two"`},
	}
	for _, tt := range tests {
		_, err := FromConfig(with(tt.key, tt.value))
		if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tt.wantSub) {
			t.Errorf("FromConfig(%s: %q) error %v; want ErrConfig containing %q", tt.key, tt.value, err, tt.wantSub)
		}
	}
	// Optional keys may be absent.
	m := with("cache-l3", "<delete>")
	delete(m, "cpus")
	delete(m, "hypervisor")
	if id, err := FromConfig(m); err != nil || id.L3 != 0 || id.LogicalCPUs != 0 || id.Hypervisor {
		t.Errorf("FromConfig(without cache-l3, cpus, hypervisor) == %+v, %v; want them unknown, nil", id, err)
	}
}

func TestSameIdentity(t *testing.T) {
	zen2 := zen1
	zen2.Model, zen2.Uarch = 49, "zen2"
	otherVM := zen1
	otherVM.Brand, otherVM.LogicalCPUs, otherVM.Hypervisor, otherVM.L3 = "AMD EPYC 7551 32-Core Processor", 64, false, 64<<20
	stepping := zen1
	stepping.Stepping = 1
	tests := []struct {
		other   ID
		wantErr string // "" for nil
	}{
		{zen1, ""},
		{otherVM, ""}, // brand, CPU count, hypervisor and caches do not count
		{zen2, "cpu-model 1 here, 49 there; uarch zen1 here, zen2 there"},
		{stepping, "cpu-stepping 2 here, 1 there"},
		{ID{Vendor: VendorIntel, Family: 6, Model: 207, Stepping: 2, Uarch: "emerald-rapids"},
			"cpu-vendor AuthenticAMD here, GenuineIntel there; cpu-family 23 here, 6 there; cpu-model 1 here, 207 there; uarch zen1 here, emerald-rapids there"},
	}
	for _, tt := range tests {
		err := zen1.SameIdentity(tt.other)
		switch {
		case tt.wantErr == "" && err != nil:
			t.Errorf("zen1.SameIdentity(%+v) == %v; want nil", tt.other, err)
		case tt.wantErr != "" && (!errors.Is(err, ErrIdentity) || !strings.HasSuffix(err.Error(), ": "+tt.wantErr)):
			t.Errorf("zen1.SameIdentity(%+v) == %v; want ErrIdentity ending %q", tt.other, err, tt.wantErr)
		}
	}
}
