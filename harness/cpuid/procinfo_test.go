package cpuid

import (
	"errors"
	"strings"
	"testing"
)

func TestParseCPUInfoErrors(t *testing.T) {
	tests := []struct{ text, wantSub string }{
		{"", "neither x86 fields"},
		{"processor\t: 0\nBogoMIPS\t: 50.00\n", "neither x86 fields"},
		{"vendor_id\t: GenuineIntel\nmodel\t\t: 85\nstepping\t: 4\n", `no "cpu family" field`},
		{"vendor_id\t: GenuineIntel\ncpu family\t: six\nmodel\t\t: 85\nstepping\t: 4\n", `line 2: cpu family "six": not a number`},
		{"vendor_id\t: GenuineIntel\ncpu family\t: 6\nmodel\t\t: -1\nstepping\t: 4\n", `line 3: model "-1": not a number`},
		{"CPU implementer\t: 0x41\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\n", `no "CPU revision" field`},
		{"CPU implementer\t: 65\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\nCPU revision\t: 1\n", `line 1: CPU implementer "65": want a hex number`},
		{"CPU implementer\t: 0x41\nCPU variant\t: 0x3\nCPU part\t: 0xdzz\nCPU revision\t: 1\n", `line 3: CPU part "0xdzz": not a number`},
		// MIDR's fields are 8, 12, 4 and 4 bits: wider values would give a
		// stepping (variant<<4 | revision) that no results file can hold.
		{"CPU implementer\t: 0x141\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\nCPU revision\t: 1\n", `line 1: CPU implementer "0x141": wider than its 8 bits`},
		{"CPU implementer\t: 0x41\nCPU variant\t: 0x3\nCPU part\t: 0x1d0c\nCPU revision\t: 1\n", `line 3: CPU part "0x1d0c": wider than its 12 bits`},
		{"CPU implementer\t: 0x41\nCPU variant\t: 0xFFFFFF3\nCPU part\t: 0xd0c\nCPU revision\t: 1\n", `line 2: CPU variant "0xFFFFFF3": wider than its 4 bits`},
		{"CPU implementer\t: 0x41\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\nCPU revision\t: 16\n", `line 4: CPU revision "16": wider than its 4 bits`},
		{"vendor_id\t: GenuineIntel\ncpu family\t: 2147483648\nmodel\t\t: 85\nstepping\t: 4\n", `line 2: cpu family "2147483648": wider than its 31 bits`},
	}
	for _, tt := range tests {
		_, err := ParseCPUInfo(tt.text)
		if !errors.Is(err, ErrCPUInfo) || !strings.Contains(err.Error(), tt.wantSub) {
			t.Errorf("ParseCPUInfo(%q) error %v; want ErrCPUInfo containing %q", tt.text, err, tt.wantSub)
		}
	}
}
