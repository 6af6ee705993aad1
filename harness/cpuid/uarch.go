package cpuid

import "strings"

// Unknown is the microarchitecture of a part this package's table lacks.
const Unknown = "unknown"

// x86Range names the microarchitecture of the display models lo…hi of one
// family of one vendor; steppings minStep…maxStep only, when maxStep > 0
// (Intel reuses model 0x55 for three server generations).
type x86Range struct {
	vendor           string
	family           int
	lo, hi           int
	minStep, maxStep int
	uarch            string
}

// Vendor strings of CPUID leaf 0.
const (
	VendorIntel = "GenuineIntel"
	VendorAMD   = "AuthenticAMD"
	VendorHygon = "HygonGenuine"
)

// x86Table is the x86 part of the table, written from the vendors' public
// family/model assignments. Ranges are inclusive; the first match wins.
var x86Table = []x86Range{
	// AMD family 15h: the Bulldozer line. Only Excavator has BMI2.
	{VendorAMD, 0x15, 0x00, 0x01, 0, 0, "bulldozer"},
	{VendorAMD, 0x15, 0x02, 0x02, 0, 0, "piledriver"},
	{VendorAMD, 0x15, 0x10, 0x1F, 0, 0, "piledriver"},
	{VendorAMD, 0x15, 0x30, 0x3F, 0, 0, "steamroller"},
	{VendorAMD, 0x15, 0x60, 0x7F, 0, 0, "excavator"},
	// AMD family 17h: Zen, Zen+, Zen 2.
	{VendorAMD, 0x17, 0x01, 0x01, 0, 0, "zen1"},        // Naples, Summit Ridge, Whitehaven
	{VendorAMD, 0x17, 0x08, 0x08, 0, 0, "zenplus"},     // Pinnacle Ridge, Colfax
	{VendorAMD, 0x17, 0x11, 0x11, 0, 0, "zen1"},        // Raven Ridge
	{VendorAMD, 0x17, 0x18, 0x18, 0, 0, "zenplus"},     // Picasso
	{VendorAMD, 0x17, 0x20, 0x20, 0, 0, "zen1"},        // Dali, Pollock
	{VendorAMD, 0x17, 0x30, 0x3F, 0, 0, "zen2"},        // Rome, Castle Peak
	{VendorAMD, 0x17, 0x47, 0x47, 0, 0, "zen2"},        // console-derived desktop kit
	{VendorAMD, 0x17, 0x60, 0x6F, 0, 0, "zen2"},        // Renoir, Lucienne
	{VendorAMD, 0x17, 0x70, 0x7F, 0, 0, "zen2"},        // Matisse
	{VendorAMD, 0x17, 0x84, 0x84, 0, 0, "zen2"},        // console-derived desktop kit
	{VendorAMD, 0x17, 0x90, 0x9F, 0, 0, "zen2"},        // Van Gogh, Mero
	{VendorAMD, 0x17, 0xA0, 0xAF, 0, 0, "zen2"},        // Mendocino
	{VendorHygon, 0x18, 0x00, 0x0F, 0, 0, "dhyana"},    // Hygon's licensed Zen 1
	{VendorAMD, 0x19, 0x00, 0x0F, 0, 0, "zen3"},        // Milan, Chagall
	{VendorAMD, 0x19, 0x10, 0x1F, 0, 0, "zen4"},        // Genoa, Storm Peak
	{VendorAMD, 0x19, 0x20, 0x2F, 0, 0, "zen3"},        // Vermeer
	{VendorAMD, 0x19, 0x40, 0x4F, 0, 0, "zen3"},        // Rembrandt (Zen 3+)
	{VendorAMD, 0x19, 0x50, 0x5F, 0, 0, "zen3"},        // Cezanne, Barcelo
	{VendorAMD, 0x19, 0x60, 0x6F, 0, 0, "zen4"},        // Raphael
	{VendorAMD, 0x19, 0x70, 0x7F, 0, 0, "zen4"},        // Phoenix, Hawk Point
	{VendorAMD, 0x19, 0xA0, 0xAF, 0, 0, "zen4"},        // Bergamo, Siena
	{VendorAMD, 0x1A, 0x00, 0x2F, 0, 0, "zen5"},        // Turin, Turin dense, Strix Point
	{VendorAMD, 0x1A, 0x40, 0x4F, 0, 0, "zen5"},        // Granite Ridge
	{VendorAMD, 0x1A, 0x60, 0x7F, 0, 0, "zen5"},        // Krackan Point, Strix Halo
	{VendorIntel, 6, 0x3C, 0x3C, 0, 0, "haswell"},      // client
	{VendorIntel, 6, 0x3F, 0x3F, 0, 0, "haswell"},      // Haswell-E/EP/EX
	{VendorIntel, 6, 0x45, 0x46, 0, 0, "haswell"},      // ULT, GT3e
	{VendorIntel, 6, 0x3D, 0x3D, 0, 0, "broadwell"},    // client
	{VendorIntel, 6, 0x47, 0x47, 0, 0, "broadwell"},    // GT3e
	{VendorIntel, 6, 0x4F, 0x4F, 0, 0, "broadwell"},    // Broadwell-E/EP/EX
	{VendorIntel, 6, 0x56, 0x56, 0, 0, "broadwell"},    // Broadwell-DE
	{VendorIntel, 6, 0x4E, 0x4E, 0, 0, "skylake"},      // mobile
	{VendorIntel, 6, 0x5E, 0x5E, 0, 0, "skylake"},      // desktop
	{VendorIntel, 6, 0x55, 0x55, 0, 4, "skylake-sp"},   // Skylake-SP/X, steppings 0-4
	{VendorIntel, 6, 0x55, 0x55, 5, 7, "cascade-lake"}, // steppings 5-7
	{VendorIntel, 6, 0x55, 0x55, 10, 11, "cooper-lake"},
	{VendorIntel, 6, 0x8E, 0x8E, 0, 10, "kaby-lake"},   // Kaby Lake, Amber Lake mobile
	{VendorIntel, 6, 0x8E, 0x8E, 11, 15, "comet-lake"}, // Whiskey Lake, Comet Lake U
	{VendorIntel, 6, 0x9E, 0x9E, 0, 9, "kaby-lake"},
	{VendorIntel, 6, 0x9E, 0x9E, 10, 15, "coffee-lake"},
	{VendorIntel, 6, 0xA5, 0xA6, 0, 0, "comet-lake"},
	{VendorIntel, 6, 0x66, 0x66, 0, 0, "cannon-lake"},
	{VendorIntel, 6, 0x7D, 0x7E, 0, 0, "ice-lake"},
	{VendorIntel, 6, 0x6A, 0x6A, 0, 0, "ice-lake-sp"},
	{VendorIntel, 6, 0x6C, 0x6C, 0, 0, "ice-lake-sp"}, // Ice Lake-D
	{VendorIntel, 6, 0x8C, 0x8D, 0, 0, "tiger-lake"},
	{VendorIntel, 6, 0xA7, 0xA7, 0, 0, "rocket-lake"},
	{VendorIntel, 6, 0x97, 0x97, 0, 0, "alder-lake"},
	{VendorIntel, 6, 0x9A, 0x9A, 0, 0, "alder-lake"},
	{VendorIntel, 6, 0xBE, 0xBE, 0, 0, "alder-lake"}, // Alder Lake-N
	{VendorIntel, 6, 0xB7, 0xB7, 0, 0, "raptor-lake"},
	{VendorIntel, 6, 0xBA, 0xBA, 0, 0, "raptor-lake"},
	{VendorIntel, 6, 0xBF, 0xBF, 0, 0, "raptor-lake"},
	{VendorIntel, 6, 0xAA, 0xAA, 0, 0, "meteor-lake"},
	{VendorIntel, 6, 0xAC, 0xAC, 0, 0, "meteor-lake"},
	{VendorIntel, 6, 0xBD, 0xBD, 0, 0, "lunar-lake"},
	{VendorIntel, 6, 0xC5, 0xC6, 0, 0, "arrow-lake"},
	{VendorIntel, 6, 0xCC, 0xCC, 0, 0, "panther-lake"},
	{VendorIntel, 6, 0x8F, 0x8F, 0, 0, "sapphire-rapids"},
	{VendorIntel, 6, 0xCF, 0xCF, 0, 0, "emerald-rapids"},
	{VendorIntel, 6, 0xAD, 0xAE, 0, 0, "granite-rapids"},
	{VendorIntel, 6, 0xAF, 0xAF, 0, 0, "sierra-forest"},
	{VendorIntel, 6, 0xDD, 0xDD, 0, 0, "clearwater-forest"},
}

// x86Uarch looks a part up in x86Table; Unknown when it is not there.
func x86Uarch(vendor string, family, model, stepping int) string {
	for _, r := range x86Table {
		if r.vendor == vendor && r.family == family && r.lo <= model && model <= r.hi &&
			(r.maxStep == 0 || r.minStep <= stepping && stepping <= r.maxStep) {
			return r.uarch
		}
	}
	return Unknown
}

// Arm implementer codes (MIDR_EL1 bits 31:24), as /proc/cpuinfo prints them
// in "CPU implementer".
const (
	ImplementerARM      = 0x41
	ImplementerApple    = 0x61
	ImplementerAmpere   = 0xC0
	ImplementerQualcomm = 0x51
	ImplementerNVIDIA   = 0x4E
)

// armVendors names the implementers that the table knows.
var armVendors = map[int]string{
	ImplementerARM:      "ARM",
	0x42:                "Broadcom",
	0x43:                "Cavium",
	0x46:                "Fujitsu",
	0x48:                "HiSilicon",
	ImplementerNVIDIA:   "NVIDIA",
	ImplementerQualcomm: "Qualcomm",
	ImplementerApple:    "Apple",
	ImplementerAmpere:   "Ampere",
}

// armVendor returns the name of implementer code impl, or its number in hex
// ("implementer 0x99") when the table lacks it.
func armVendor(impl int) string {
	if v, ok := armVendors[impl]; ok {
		return v
	}
	return "implementer " + hex(impl)
}

// armPart is one (implementer, part number) of the table.
type armPart struct{ impl, part int }

// armTable names the cores by MIDR implementer and part number, from the
// designers' technical reference manuals and the parts Linux knows.
var armTable = map[armPart]string{
	{ImplementerARM, 0xD03}:      "cortex-a53",
	{ImplementerARM, 0xD05}:      "cortex-a55",
	{ImplementerARM, 0xD07}:      "cortex-a57",
	{ImplementerARM, 0xD08}:      "cortex-a72", // Graviton 1, Raspberry Pi 4
	{ImplementerARM, 0xD0B}:      "cortex-a76",
	{ImplementerARM, 0xD0C}:      "neoverse-n1", // Graviton 2, Ampere Altra
	{ImplementerARM, 0xD40}:      "neoverse-v1", // Graviton 3
	{ImplementerARM, 0xD41}:      "cortex-a78",
	{ImplementerARM, 0xD44}:      "cortex-x1",
	{ImplementerARM, 0xD46}:      "cortex-a510",
	{ImplementerARM, 0xD47}:      "cortex-a710",
	{ImplementerARM, 0xD48}:      "cortex-x2",
	{ImplementerARM, 0xD49}:      "neoverse-n2",
	{ImplementerARM, 0xD4D}:      "cortex-a715",
	{ImplementerARM, 0xD4E}:      "cortex-x3",
	{ImplementerARM, 0xD4F}:      "neoverse-v2", // Graviton 4, NVIDIA Grace
	{ImplementerARM, 0xD80}:      "cortex-a520",
	{ImplementerARM, 0xD81}:      "cortex-a720",
	{ImplementerARM, 0xD82}:      "cortex-x4",
	{ImplementerARM, 0xD84}:      "neoverse-v3",
	{ImplementerARM, 0xD8E}:      "neoverse-n3",
	{ImplementerAmpere, 0xAC3}:   "ampere1",
	{ImplementerAmpere, 0xAC4}:   "ampere1a",
	{ImplementerApple, 0x022}:    "m1", // Icestorm (efficiency cores)
	{ImplementerApple, 0x023}:    "m1", // Firestorm (performance cores)
	{ImplementerApple, 0x024}:    "m1", // M1 Pro
	{ImplementerApple, 0x025}:    "m1",
	{ImplementerApple, 0x028}:    "m1", // M1 Max
	{ImplementerApple, 0x029}:    "m1",
	{ImplementerApple, 0x032}:    "m2", // Blizzard
	{ImplementerApple, 0x033}:    "m2", // Avalanche
	{ImplementerApple, 0x034}:    "m2", // M2 Pro
	{ImplementerApple, 0x035}:    "m2",
	{ImplementerApple, 0x038}:    "m2", // M2 Max
	{ImplementerApple, 0x039}:    "m2",
	{ImplementerQualcomm, 0x001}: "oryon",
}

// armUarch looks a core up in armTable; Unknown when it is not there.
func armUarch(impl, part int) string {
	if u, ok := armTable[armPart{impl, part}]; ok {
		return u
	}
	return Unknown
}

// appleUarch names an Apple chip from its brand string ("Apple M2 Max" →
// "m2"), for macOS, which reports no MIDR; Unknown for other brands.
func appleUarch(brand string) string {
	f := strings.Fields(brand)
	if len(f) < 2 || f[0] != "Apple" {
		return Unknown
	}
	switch f[1] {
	case "M1", "M2", "M3", "M4":
		return strings.ToLower(f[1])
	}
	return Unknown
}
