package cpuid

import (
	"strings"
	"testing"
)

// FuzzParseCPUInfo: cmd/cpuinfo's input, a /proc/cpuinfo listing, gives an
// ID or an error wrapping ErrCPUInfo, never a panic; an ID's configuration
// lines read back (FromConfig) as the same identity, and its slug is a
// folder name or empty.
func FuzzParseCPUInfo(f *testing.F) {
	for _, seed := range []string{
		"processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 1\nmodel name\t: AMD EPYC 7B13\nstepping\t: 0\nflags\t\t: bmi2\n",
		"processor\t: 0\nCPU implementer\t: 0x41\nCPU part\t: 0xd0c\nCPU variant\t: 0x3\nCPU revision\t: 1\n",
		"processor: 0\ncpu family: 99999999999999999999\n",
		"vendor_id: \x1b[2J\ncpu family: -1\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		id, err := ParseCPUInfo(text)
		if err != nil {
			return
		}
		cfg := map[string]string{}
		for _, line := range id.ConfigLines() {
			k, v, ok := strings.Cut(line, ": ")
			if !ok {
				t.Fatalf("config line %q is not key: value", line)
			}
			cfg[k] = v
		}
		back, err := FromConfig(cfg)
		if err != nil {
			t.Fatalf("ParseCPUInfo gave %+v, whose lines %q FromConfig refuses: %v", id, id.ConfigLines(), err)
		}
		if err := id.SameIdentity(back); err != nil {
			t.Fatalf("ParseCPUInfo gave %+v; its lines read back as %+v: %v", id, back, err)
		}
		if s := id.Slug(); strings.ContainsAny(s, "/\\ \x00\r\n") {
			t.Fatalf("slug %q of %+v", s, id)
		}
	})
}
