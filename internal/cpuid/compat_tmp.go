package cpuid

// TEMPORARY (bench branch): minimal FromConfig and SameIdentity so that
// cmd/bench and internal/results can check a results folder's identity
// before the cpu branch lands. The lead drops this whole file at merge,
// keeping the cpu branch's versions (same names, same signatures).

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrIdentity is wrapped by SameIdentity's error when two identities differ.
var ErrIdentity = errors.New("different CPU identity")

// identityKeys are the configuration keys FromConfig reads.
var identityKeys = []string{"cpu-vendor", "cpu-family", "cpu-model", "cpu-stepping", "uarch"}

// FromConfig rebuilds the identity recorded in a results file from its
// configuration keys ("cpu-vendor", "cpu-family", "cpu-model",
// "cpu-stepping", "uarch", and "cpu" for the brand). Family, model and
// stepping are decimal; a key that holds something else is an error naming
// it. A map without any identity key is an error too.
func FromConfig(cfg map[string]string) (ID, error) {
	found := false
	for _, k := range identityKeys {
		if _, ok := cfg[k]; ok {
			found = true
		}
	}
	if !found {
		return ID{}, fmt.Errorf("no identity keys (%s)", strings.Join(identityKeys, ", "))
	}
	id := ID{Vendor: cfg["cpu-vendor"], Brand: cfg["cpu"], Uarch: cfg["uarch"]}
	for _, f := range []struct {
		key string
		dst *int
	}{{"cpu-family", &id.Family}, {"cpu-model", &id.Model}, {"cpu-stepping", &id.Stepping}} {
		v, ok := cfg[f.key]
		if !ok {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return ID{}, fmt.Errorf("%s: %q is not a decimal number", f.key, v)
		}
		*f.dst = n
	}
	return id, nil
}

// SameIdentity returns nil when id and other are the same processor design
// (vendor, family, model and microarchitecture), else an error wrapping
// ErrIdentity that names the first field that differs.
func (id ID) SameIdentity(other ID) error {
	for _, f := range []struct {
		name string
		a, b string
	}{
		{"vendor", id.Vendor, other.Vendor},
		{"family", strconv.Itoa(id.Family), strconv.Itoa(other.Family)},
		{"model", strconv.Itoa(id.Model), strconv.Itoa(other.Model)},
		{"uarch", id.Uarch, other.Uarch},
	} {
		if f.a != f.b {
			return fmt.Errorf("%w: %s %q, not %q", ErrIdentity, f.name, f.a, f.b)
		}
	}
	return nil
}
