package cpuid

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// brandNoise matches what Slug drops from a brand string: trademark marks,
// the words "Processor" and "CPU", core counts ("64-Core"), everything from
// " @" (the clock), " with " (integrated graphics) or a comma (", 12 COMPUTE
// CORES 4C+8G") on.
var brandNoise = regexp.MustCompile(`(?i)\((r|tm)\)|[®™]|\bprocessor\b|\bcpu\b|\b\d+-core\b|\s@.*$|\swith\s.*$|,.*$`)

// slugSep matches runs of characters that are not lower-case letters or digits.
var slugSep = regexp.MustCompile(`[^a-z0-9]+`)

// Slug returns the results folder name: the brand plus the
// microarchitecture, lower case, words joined by '-', such as
// "amd-epyc-zen1" for "AMD EPYC Processor" on Zen 1,
// "amd-epyc-7551-zen1" for "AMD EPYC 7551 32-Core Processor", and
// "intel-xeon-emerald-rapids" for "Intel(R) Xeon(R) Processor" on family 6
// model 207.
//
// Trademark marks, "Processor", "CPU", core counts, the clock ("@ 2.40GHz")
// a " with … Graphics" tail and anything after a comma are dropped; model
// numbers stay. When the
// brand is empty (arm64 Linux) the vendor stands in ("arm-neoverse-n1").
// The uarch is not repeated when the brand already has it as a word
// ("apple-m1-pro", not "apple-m1-pro-m1"). An unknown part gets its numbers,
// so that two unknown parts do not share a folder:
// "intel-xeon-unknown-f6m999".
func (id ID) Slug() string {
	brand := brandNoise.ReplaceAllString(id.Brand, " ")
	words := strings.Fields(slugSep.ReplaceAllString(strings.ToLower(brand), " "))
	if len(words) == 0 {
		words = strings.Fields(slugSep.ReplaceAllString(id.VendorShort(), " "))
	}
	uarch := id.Uarch
	if uarch == "" {
		uarch = Unknown
	}
	if uarch == Unknown {
		uarch += "-f" + strconv.Itoa(id.Family) + "m" + strconv.Itoa(id.Model)
	}
	if !slices.Contains(words, uarch) {
		words = append(words, uarch)
	}
	return strings.Join(words, "-")
}
