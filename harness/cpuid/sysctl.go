package cpuid

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrSysctl is wrapped by the errors of FromSysctl and ParseSysctl.
var ErrSysctl = errors.New("cannot identify the CPU from sysctl")

// SysctlKeys are the macOS sysctl names FromSysctl reads.
var SysctlKeys = []string{
	"machdep.cpu.brand_string",
	"hw.cpufamily",
	"hw.perflevel0.l1dcachesize", "hw.l1dcachesize",
	"hw.perflevel0.l2cachesize", "hw.l2cachesize",
	"hw.l3cachesize",
	"hw.logicalcpu_max", "hw.ncpu",
	"kern.hv_vmm_present",
}

// FromSysctl builds the identity of an Apple silicon Mac from sysctl values
// (name → value as `sysctl NAME` prints it):
//
//   - Brand from machdep.cpu.brand_string (required); Uarch from it ("Apple
//     M3 Pro" → m3);
//   - Family 0x61 (Apple's implementer code, as on Linux) and Model
//     hw.cpufamily, Apple's per-core-design constant (a negative value, as a
//     signed 32-bit print gives it, is read as its unsigned bits);
//   - caches of the performance cores (hw.perflevel0.*), else hw.l1dcachesize
//     and hw.l2cachesize; L3 from hw.l3cachesize, usually absent;
//   - LogicalCPUs from hw.logicalcpu_max, else hw.ncpu; Hypervisor from
//     kern.hv_vmm_present = 1.
//
// BMI2 is false. A missing brand, or a present value that is not a number,
// is an error wrapping ErrSysctl that names the key.
func FromSysctl(values map[string]string) (ID, error) {
	brand := strings.Join(strings.Fields(values["machdep.cpu.brand_string"]), " ")
	if brand == "" {
		return ID{}, fmt.Errorf("%w: no machdep.cpu.brand_string", ErrSysctl)
	}
	num := func(keys ...string) (int, error) {
		for _, k := range keys {
			s, ok := values[k]
			if !ok || s == "" {
				continue
			}
			v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
			if err != nil || v < -1<<31 || v > 1<<32-1 {
				return 0, fmt.Errorf("%w: %s %q: not a 32-bit decimal number", ErrSysctl, k, s)
			}
			return int(uint32(v)), nil
		}
		return 0, nil
	}
	id := ID{Arch: "arm64", Vendor: armVendor(ImplementerApple), Brand: brand, Family: ImplementerApple}
	var hv int
	var err error
	for _, f := range []struct {
		dst  *int
		keys []string
	}{
		{&id.Model, []string{"hw.cpufamily"}},
		{&id.L1d, []string{"hw.perflevel0.l1dcachesize", "hw.l1dcachesize"}},
		{&id.L2, []string{"hw.perflevel0.l2cachesize", "hw.l2cachesize"}},
		{&id.L3, []string{"hw.l3cachesize"}},
		{&id.LogicalCPUs, []string{"hw.logicalcpu_max", "hw.ncpu"}},
		{&hv, []string{"kern.hv_vmm_present"}},
	} {
		if *f.dst, err = num(f.keys...); err != nil {
			return ID{}, err
		}
	}
	id.Hypervisor = hv == 1
	id.classify()
	return id, nil
}

// ParseSysctl reads "name: value" lines, as `sysctl NAME…` prints them, and
// calls FromSysctl. Lines without ": " are skipped.
func ParseSysctl(text string) (ID, error) {
	values := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if k, v, ok := strings.Cut(line, ": "); ok {
			values[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	return FromSysctl(values)
}
