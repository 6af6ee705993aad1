// Package cpuid identifies the processor a benchmark runs on: vendor, brand,
// family/model/stepping, microarchitecture, caches, hypervisor and CPU count.
//
// Brand strings do not identify a CPU: virtual machines mask them ("AMD
// EPYC", "Intel(R) Xeon(R) Processor"), and two parts with one brand can
// differ in the thing a benchmark measures (PEXT is microcoded on AMD Zen 1
// and Zen 2 and takes 3 cycles on Zen 3). The CPUID signature does identify
// one: this package turns it into a microarchitecture name from a table of
// its own (uarch.go), and bitbench keys its results by that name.
//
// # Sources
//
//   - amd64: CPUID, read through github.com/klauspost/cpuid/v2 (vendor, brand,
//     signature, caches, the hypervisor bit, BMI2). The display family and
//     model follow the Intel/AMD rule (Signature).
//   - arm64 Linux: /proc/cpuinfo (MIDR implementer, part, variant and revision;
//     ParseCPUInfo) and the cache sizes in
//     /sys/devices/system/cpu/cpu0/cache. Family holds the implementer code
//     (0x41 for Arm, 0xc0 for Ampere, 0x61 for Apple), Model the part number,
//     Stepping variant<<4 | revision.
//   - macOS arm64: sysctl (machdep.cpu.brand_string, hw.cpufamily,
//     hw.perflevel0.l2cachesize, …; FromSysctl). Apple chips are named from
//     the brand ("Apple M2 Max" → m2); Family is Apple's implementer code
//     0x61 and Model holds hw.cpufamily, since macOS reports no MIDR.
//
// Every parser is a pure function of captured text or CPUID words, so the
// tests feed it the inputs of many machines (testdata/).
//
// # Layering
//
// The package imports nothing of the project. It sits in the bottom layer
// with harness, below impl/, so that impl/pext can decide its PEXT path from
// it, although it lives under internal/.
package cpuid

import (
	"fmt"
	"strings"
)

// ID identifies a processor.
type ID struct {
	Arch        string // GOARCH, such as "amd64"; empty when unknown (an ID read back from results without a goarch line)
	Vendor      string // "GenuineIntel", "AuthenticAMD"; on arm64 the implementer ("ARM", "Apple", …)
	Brand       string // brand string as the CPU or OS reports it; may be masked by a hypervisor; empty on arm64 Linux
	Family      int    // x86: CPUID display family (decimal, as /proc/cpuinfo); arm64: implementer code
	Model       int    // x86: display model; arm64 Linux: part number; macOS: hw.cpufamily
	Stepping    int    // x86: stepping; arm64: variant<<4 | revision
	Uarch       string // microarchitecture from this package's table, such as "zen3"; "unknown" when not in it
	L1d         int    // L1 data cache per core in bytes; 0 when unknown
	L2          int    // L2 cache per core in bytes; 0 when unknown
	L3          int    // L3 cache in bytes; 0 when unknown
	Hypervisor  bool   // running under a hypervisor (x86: the CPUID bit; arm64 Linux: /sys/hypervisor or the device tree; false when the OS does not say)
	LogicalCPUs int    // logical CPUs of the machine (online CPUs on Linux, not the affinity mask); 0 when unknown
	BMI2        bool   // the CPU has BMI2 (PEXT/PDEP)
}

// classify fills in id.Uarch from the table, from the vendor, family,
// model and stepping (and the brand, for Apple chips under macOS).
func (id *ID) classify() {
	switch {
	case id.Vendor == VendorIntel || id.Vendor == VendorAMD || id.Vendor == VendorHygon:
		id.Uarch = x86Uarch(id.Vendor, id.Family, id.Model, id.Stepping)
	case id.Arch == "arm64" && id.Family == ImplementerApple && id.Brand != "":
		id.Uarch = appleUarch(id.Brand)
	case id.Arch == "arm64":
		id.Uarch = armUarch(id.Family, id.Model)
	default:
		id.Uarch = Unknown
	}
}

// VendorShort returns a short lower-case vendor name for labels: "intel",
// "amd", "hygon", or the vendor string lower-cased with spaces as '-' ("arm",
// "apple", "implementer-0x99"); "unknown" when the vendor is empty.
func (id ID) VendorShort() string {
	switch id.Vendor {
	case VendorIntel:
		return "intel"
	case VendorAMD:
		return "amd"
	case VendorHygon:
		return "hygon"
	case "":
		return Unknown
	}
	return strings.Join(strings.Fields(strings.ToLower(id.Vendor)), "-")
}

// PEXT reports whether the hardware PEXT instruction is fast on this CPU and
// why, such as (false, "microcoded on zen1"):
//
//   - off amd64: (false, "not amd64");
//   - without BMI2: (false, "no BMI2");
//   - on AMD (and Hygon) before Zen 3, that is family below 25 (Excavator,
//     Zen 1, Zen+, Zen 2, Dhyana), where PEXT is microcoded and takes tens to
//     hundreds of cycles: (false, "microcoded on zen2"), or "microcoded on
//     AMD family 23" for a model the table lacks;
//   - otherwise (Intel since Haswell, AMD since Zen 3, 3 cycles): (true,
//     "fast on emerald-rapids"), or "fast on AMD family 26 model 208" for a
//     part the table lacks.
func (id ID) PEXT() (fast bool, reason string) {
	switch {
	case id.Arch != "amd64":
		return false, "not amd64"
	case !id.BMI2:
		return false, "no BMI2"
	}
	if (id.Vendor == VendorAMD || id.Vendor == VendorHygon) && id.Family < 0x19 {
		if id.Uarch != Unknown && id.Uarch != "" {
			return false, "microcoded on " + id.Uarch
		}
		return false, fmt.Sprintf("microcoded on %s family %d", id.vendorLabel(), id.Family)
	}
	if id.Uarch != Unknown && id.Uarch != "" {
		return true, "fast on " + id.Uarch
	}
	return true, fmt.Sprintf("fast on %s family %d model %d", id.vendorLabel(), id.Family, id.Model)
}

// vendorLabel is the vendor as prose names it: "Intel", "AMD", "Hygon", else
// the vendor string.
func (id ID) vendorLabel() string {
	switch id.Vendor {
	case VendorIntel:
		return "Intel"
	case VendorAMD:
		return "AMD"
	case VendorHygon:
		return "Hygon"
	}
	return id.Vendor
}

// hex formats n as 0x followed by lower-case hex digits.
func hex(n int) string { return fmt.Sprintf("%#x", n) }
