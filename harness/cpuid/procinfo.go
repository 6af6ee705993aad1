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
//     revision" (decimal), the fields of the MIDR register, 8, 12, 4 and 4
//     bits wide. Arch is "arm64"; Vendor is the implementer's name; the
//     brand is empty (the kernel prints none). On a machine with several
//     core types the first processor's is used.
//
// LogicalCPUs counts the "processor" entries; caches stay 0 (unknown), since
// /proc/cpuinfo names only one, ambiguously. A text with neither format's
// fields, a required field missing, or a number that does not parse or is
// wider than its field gives an error wrapping ErrCPUInfo that names the
// field and its line.
func ParseCPUInfo(text string) (ID, error) {
	fs, procs := firstFields(text)
	id := ID{LogicalCPUs: procs}
	var err error
	switch {
	case fs["vendor_id"].value != "":
		id.Arch, id.Vendor, id.Brand = "amd64", strings.Join(strings.Fields(fs["vendor_id"].value), " "), strings.Join(strings.Fields(fs["model name"].value), " ")
		for _, f := range []struct {
			key string
			dst *int
		}{{"cpu family", &id.Family}, {"model", &id.Model}, {"stepping", &id.Stepping}} {
			if *f.dst, err = fs.num(f.key, 10, 31); err != nil {
				return ID{}, err
			}
		}
		flags := strings.Fields(fs["flags"].value)
		id.BMI2, id.Hypervisor = slices.Contains(flags, "bmi2"), slices.Contains(flags, "hypervisor")
	case fs["CPU implementer"].value != "":
		id.Arch = "arm64"
		var variant, revision int
		for _, f := range []struct {
			key        string
			base, bits int
			dst        *int
		}{{"CPU implementer", 16, 8, &id.Family}, {"CPU part", 16, 12, &id.Model}, {"CPU variant", 16, 4, &variant}, {"CPU revision", 10, 4, &revision}} {
			if *f.dst, err = fs.num(f.key, f.base, f.bits); err != nil {
				return ID{}, err
			}
		}
		id.Vendor, id.Stepping = armVendor(id.Family), variant<<4|revision
	default:
		return ID{}, fmt.Errorf("%w: neither x86 fields (vendor_id) nor arm64 fields (CPU implementer)", ErrCPUInfo)
	}
	id.classify()
	return id, nil
}

// A field is one line of /proc/cpuinfo: its value and its line number.
type field struct {
	value string
	line  int
}

// fields are the first processor's fields of /proc/cpuinfo, by key.
type fields map[string]field

// firstFields returns the first processor's fields of text, each key's
// first, and how many processors text lists.
func firstFields(text string) (fields, int) {
	first := fields{}
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
	return first, procs
}

// num returns the field key as a number in base (16: written 0x…) of at
// most bits bits; the error names the field and its line.
func (fs fields) num(key string, base, bits int) (int, error) {
	f, ok := fs[key]
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
	v, err := strconv.ParseUint(s, base, bits)
	if errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Errorf("%w: line %d: %s %q: wider than its %d bits", ErrCPUInfo, f.line, key, f.value, bits)
	}
	if err != nil {
		return 0, fmt.Errorf("%w: line %d: %s %q: not a number", ErrCPUInfo, f.line, key, f.value)
	}
	return int(v), nil
}
