package cpuid

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The configuration keys of ConfigLines, in their order.
const (
	KeyVendor     = "cpu-vendor"
	KeyFamily     = "cpu-family"
	KeyModel      = "cpu-model"
	KeyStepping   = "cpu-stepping"
	KeyUarch      = "uarch"
	KeyL1d        = "cache-l1d"
	KeyL2         = "cache-l2"
	KeyL3         = "cache-l3"
	KeyHypervisor = "hypervisor"
	KeyCPUs       = "cpus"
)

// IdentityKeys are the keys that identify a CPU: SameIdentity compares them,
// and FromConfig requires them.
var IdentityKeys = []string{KeyVendor, KeyFamily, KeyModel, KeyStepping, KeyUarch}

// ConfigLines returns the identity as benchfmt configuration lines, in this
// fixed order:
//
//	cpu-vendor: AuthenticAMD
//	cpu-family: 23
//	cpu-model: 1
//	cpu-stepping: 2
//	uarch: zen1
//	cache-l1d: 32 KiB
//	cache-l2: 512 KiB
//	cache-l3: 8 MiB
//	hypervisor: yes
//	cpus: 2
//
// Numbers are decimal, as /proc/cpuinfo writes them (so an arm64 part 0xd0c
// is "cpu-model: 3340"). Cache sizes are written by FormatBytes: an exact
// binary unit, or "unknown". hypervisor is "yes" or "no"; cpus is the
// logical CPU count, 0 when unknown. An empty vendor or uarch is written as
// "unknown", so that every line has a value.
func (id ID) ConfigLines() []string {
	or := func(s string) string {
		if s = strings.Join(strings.Fields(s), " "); s == "" {
			return Unknown
		}
		return s
	}
	yes := "no"
	if id.Hypervisor {
		yes = "yes"
	}
	return []string{
		KeyVendor + ": " + or(id.Vendor),
		KeyFamily + ": " + strconv.Itoa(id.Family),
		KeyModel + ": " + strconv.Itoa(id.Model),
		KeyStepping + ": " + strconv.Itoa(id.Stepping),
		KeyUarch + ": " + or(id.Uarch),
		KeyL1d + ": " + FormatBytes(id.L1d),
		KeyL2 + ": " + FormatBytes(id.L2),
		KeyL3 + ": " + FormatBytes(id.L3),
		KeyHypervisor + ": " + yes,
		KeyCPUs + ": " + strconv.Itoa(id.LogicalCPUs),
	}
}

// ErrNoIdentity is returned by FromConfig when none of the identity keys is
// present: a results file written before they existed.
var ErrNoIdentity = errors.New("no CPU identity lines (cpu-vendor, cpu-family, cpu-model, cpu-stepping, uarch)")

// ErrConfig is wrapped by FromConfig's errors about a missing or bad key.
var ErrConfig = errors.New("bad CPU identity")

// FromConfig reads back what ConfigLines writes, from a file configuration
// (key → value, as benchfmt gives it). The identity keys (IdentityKeys) are
// required; the caches, hypervisor and cpus are optional (absent means
// unknown: 0, false). "goarch", when present, sets Arch; "cpu" (the brand
// line go test prints) sets Brand. BMI2 is not recorded and stays false.
//
// With none of the identity keys the error is ErrNoIdentity. A missing
// identity key, or a value that does not parse, is an error wrapping
// ErrConfig that names the key and quotes the value.
func FromConfig(config map[string]string) (ID, error) {
	present := 0
	for _, k := range IdentityKeys {
		if _, ok := config[k]; ok {
			present++
		}
	}
	if present == 0 {
		return ID{}, ErrNoIdentity
	}
	id := ID{Arch: config["goarch"], Brand: config["cpu"]}
	bad := func(key, want string) error {
		return fmt.Errorf("%w: %s: %q: want %s", ErrConfig, key, config[key], want)
	}
	for _, k := range IdentityKeys {
		if strings.TrimSpace(config[k]) == "" {
			return ID{}, fmt.Errorf("%w: %s: missing (the identity needs %s)", ErrConfig, k, strings.Join(IdentityKeys, ", "))
		}
	}
	id.Vendor, id.Uarch = config[KeyVendor], config[KeyUarch]
	ints := []struct {
		key string
		dst *int
		opt bool
	}{{KeyFamily, &id.Family, false}, {KeyModel, &id.Model, false}, {KeyStepping, &id.Stepping, false}, {KeyCPUs, &id.LogicalCPUs, true}}
	for _, f := range ints {
		s, ok := config[f.key]
		if !ok && f.opt {
			continue
		}
		v, err := strconv.ParseUint(s, 10, 31)
		if err != nil {
			return ID{}, bad(f.key, "a decimal number")
		}
		*f.dst = int(v)
	}
	for _, f := range []struct {
		key string
		dst *int
	}{{KeyL1d, &id.L1d}, {KeyL2, &id.L2}, {KeyL3, &id.L3}} {
		if s, ok := config[f.key]; ok {
			v, err := ParseBytes(s)
			if err != nil {
				return ID{}, bad(f.key, `a size such as "48 KiB", or "unknown"`)
			}
			*f.dst = v
		}
	}
	switch config[KeyHypervisor] {
	case "yes":
		id.Hypervisor = true
	case "no", "":
	default:
		return ID{}, bad(KeyHypervisor, `"yes" or "no"`)
	}
	return id, nil
}

// ErrIdentity is wrapped by SameIdentity's error.
var ErrIdentity = errors.New("different CPU identity")

// SameIdentity returns nil when id and other are the same part: vendor,
// family, model, stepping and microarchitecture all equal. Otherwise the
// error wraps ErrIdentity and names every field that differs with both
// values, such as "cpu-model 1 here, 49 there; uarch zen1 here, zen2 there".
// Brand, caches, hypervisor and CPU count are not compared: a VM may mask
// the brand or show fewer CPUs of the same part.
func (id ID) SameIdentity(other ID) error {
	var diffs []string
	diff := func(key string, a, b any) {
		if a != b {
			diffs = append(diffs, fmt.Sprintf("%s %v here, %v there", key, a, b))
		}
	}
	diff(KeyVendor, id.Vendor, other.Vendor)
	diff(KeyFamily, id.Family, other.Family)
	diff(KeyModel, id.Model, other.Model)
	diff(KeyStepping, id.Stepping, other.Stepping)
	diff(KeyUarch, id.Uarch, other.Uarch)
	if diffs == nil {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrIdentity, strings.Join(diffs, "; "))
}
