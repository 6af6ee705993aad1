package cpuid

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ErrCPUInfo is wrapped by the errors of ParseCPUInfo.
var ErrCPUInfo = errors.New("cannot identify the CPU from /proc/cpuinfo")

// ParseCPUInfo builds an identity from the text of Linux's /proc/cpuinfo, in
// either of its formats:
//
//   - x86: "vendor_id", "cpu family", "model", "stepping" (decimal), "model
//     name" (the brand), and "flags", whose "bmi2" and "hypervisor" words set
//     BMI2 and Hypervisor. Arch is "amd64".
//   - arm64: "CPU implementer", "CPU part", "CPU variant" (hex) and "CPU
//     revision" (decimal). Arch is "arm64"; Vendor is the implementer's name;
//     the brand is empty (the kernel prints none). On a machine with
//     several core types the first processor's is used.
//
// LogicalCPUs counts the "processor" entries; caches stay 0 (unknown), since
// /proc/cpuinfo names only one, ambiguously. A text with neither format's
// fields, a required field missing, or a number that does not parse gives an
// error wrapping ErrCPUInfo that names the field and its line.
func ParseCPUInfo(text string) (ID, error) {
	type field struct {
		value string
		line  int
	}
	first := map[string]field{} // the first processor's fields
	procs := 0
	for n, line := range strings.Split(text, "\n") {
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if key == "processor" {
			procs++
		}
		if procs > 1 {
			continue
		}
		if _, dup := first[key]; !dup {
			first[key] = field{value, n + 1}
		}
	}
	num := func(key string, base int) (int, error) {
		f, ok := first[key]
		if !ok {
			return 0, fmt.Errorf("%w: no %q field", ErrCPUInfo, key)
		}
		s := f.value
		if base == 16 {
			s, ok = strings.CutPrefix(s, "0x")
			if !ok {
				return 0, fmt.Errorf("%w: line %d: %s %q: want a hex number such as 0x41", ErrCPUInfo, f.line, key, f.value)
			}
		}
		v, err := strconv.ParseUint(s, base, 31)
		if err != nil {
			return 0, fmt.Errorf("%w: line %d: %s %q: not a number", ErrCPUInfo, f.line, key, f.value)
		}
		return int(v), nil
	}
	id := ID{LogicalCPUs: procs}
	var err error
	switch {
	case first["vendor_id"].value != "":
		id.Arch, id.Vendor, id.Brand = "amd64", strings.Join(strings.Fields(first["vendor_id"].value), " "), strings.Join(strings.Fields(first["model name"].value), " ")
		if id.Family, err = num("cpu family", 10); err != nil {
			return ID{}, err
		}
		if id.Model, err = num("model", 10); err != nil {
			return ID{}, err
		}
		if id.Stepping, err = num("stepping", 10); err != nil {
			return ID{}, err
		}
		flags := strings.Fields(first["flags"].value)
		id.BMI2, id.Hypervisor = slices.Contains(flags, "bmi2"), slices.Contains(flags, "hypervisor")
	case first["CPU implementer"].value != "":
		id.Arch = "arm64"
		var variant, revision int
		if id.Family, err = num("CPU implementer", 16); err != nil {
			return ID{}, err
		}
		if id.Model, err = num("CPU part", 16); err != nil {
			return ID{}, err
		}
		if variant, err = num("CPU variant", 16); err != nil {
			return ID{}, err
		}
		if revision, err = num("CPU revision", 10); err != nil {
			return ID{}, err
		}
		id.Vendor, id.Stepping = armVendor(id.Family), variant<<4|revision
	default:
		return ID{}, fmt.Errorf("%w: neither x86 fields (vendor_id) nor arm64 fields (CPU implementer)", ErrCPUInfo)
	}
	id.classify()
	return id, nil
}
