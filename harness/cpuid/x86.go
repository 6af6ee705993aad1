package cpuid

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
)

// Signature decodes the processor signature, EAX of CPUID leaf 1, into the
// display family, model and stepping, as /proc/cpuinfo prints them and the
// Intel and AMD manuals define them:
//
//   - family = base family (bits 11:8), plus the extended family (bits 27:20)
//     when the base family is 0xF;
//   - model = base model (bits 7:4), with the extended model (bits 19:16) as
//     its high nibble when the base family is 6 or 0xF;
//   - stepping = bits 3:0.
//
// For example 0x00800F12 (AMD EPYC 7551) is family 23, model 1, stepping 2,
// and 0x000C06F2 is family 6, model 207, stepping 2.
func Signature(eax uint32) (family, model, stepping int) {
	base := int(eax>>8) & 0xF
	family, model, stepping = base, int(eax>>4)&0xF, int(eax)&0xF
	if base == 0xF {
		family += int(eax>>20) & 0xFF
	}
	if base == 6 || base == 0xF {
		model |= int(eax>>16) & 0xF << 4
	}
	return family, model, stepping
}

// Leaves holds the CPUID words FromCPUID reads: leaf 0 (EBX, EDX, ECX: the
// vendor string), leaf 1 (EAX: the signature; ECX bit 31: a hypervisor is
// present), leaf 7 subleaf 0 (EBX bit 8: BMI2) and leaves 0x80000002 to
// 0x80000004 (the brand string, 48 bytes, in EAX EBX ECX EDX order).
type Leaves struct {
	Vendor   [3]uint32 // leaf 0: EBX, EDX, ECX
	Sig      uint32    // leaf 1: EAX
	Leaf1ECX uint32    // leaf 1: ECX
	Leaf7EBX uint32    // leaf 7, subleaf 0: EBX
	Brand    [12]uint32
}

// FromCPUID builds the identity of an x86-64 CPU from its CPUID words. The
// caches and CPU count are left 0 (unknown): they come from other leaves and
// from the OS. A brand string is cut at its first NUL and trimmed.
func FromCPUID(l Leaves) ID {
	var vendor [12]byte
	for i, w := range l.Vendor {
		binary.LittleEndian.PutUint32(vendor[4*i:], w)
	}
	var brand [48]byte
	for i, w := range l.Brand {
		binary.LittleEndian.PutUint32(brand[4*i:], w)
	}
	b := string(brand[:])
	if i := strings.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	id := ID{
		Arch:       "amd64",
		Vendor:     strings.TrimRight(string(vendor[:]), "\x00"),
		Brand:      strings.Join(strings.Fields(b), " "),
		Hypervisor: l.Leaf1ECX>>31&1 == 1,
		BMI2:       l.Leaf7EBX>>8&1 == 1,
	}
	id.Family, id.Model, id.Stepping = Signature(l.Sig)
	id.classify()
	return id
}

// ParseCPUIDDump reads the raw CPUID dump format of the cpuid tool ("cpuid
// -r"), one line per leaf and subleaf:
//
//	0x00000001 0x00: eax=0x00800f12 ebx=0x00400800 ecx=0x7ed8320b edx=0x178bfbff
//
// Lines of other shapes (headers such as "CPU 0:") are skipped; only the
// first CPU's leaves count (a leaf seen twice ends the dump). Leaves 0 and 1
// are required; without leaf 7 BMI2 is false, without the brand leaves the
// brand is empty. A malformed leaf line is an error naming its line number.
func ParseCPUIDDump(text string) (ID, error) {
	var l Leaves
	seen := map[[2]uint64]bool{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		head, regs, ok := strings.Cut(line, ":")
		f := strings.Fields(head)
		if !ok || len(f) != 2 || !strings.HasPrefix(f[0], "0x") {
			continue
		}
		leaf, err1 := strconv.ParseUint(f[0], 0, 32)
		sub, err2 := strconv.ParseUint(f[1], 0, 32)
		if err1 != nil || err2 != nil {
			return ID{}, fmt.Errorf("cpuid dump line %d: leaf %q subleaf %q: not hex numbers", n, f[0], f[1])
		}
		key := [2]uint64{leaf, sub}
		if seen[key] {
			break // the next CPU's dump
		}
		seen[key] = true
		var r [4]uint32 // eax, ebx, ecx, edx
		names := [4]string{"eax", "ebx", "ecx", "edx"}
		fields := strings.Fields(regs)
		if len(fields) != 4 {
			return ID{}, fmt.Errorf("cpuid dump line %d: %d registers; want eax= ebx= ecx= edx=", n, len(fields))
		}
		for i, fld := range fields {
			name, val, _ := strings.Cut(fld, "=")
			v, err := strconv.ParseUint(val, 0, 32)
			if name != names[i] || err != nil {
				return ID{}, fmt.Errorf("cpuid dump line %d: register %q: want %s=0x…", n, fld, names[i])
			}
			r[i] = uint32(v)
		}
		switch {
		case leaf == 0:
			l.Vendor = [3]uint32{r[1], r[3], r[2]}
		case leaf == 1:
			l.Sig, l.Leaf1ECX = r[0], r[2]
		case leaf == 7 && sub == 0:
			l.Leaf7EBX = r[1]
		case leaf >= 0x80000002 && leaf <= 0x80000004:
			copy(l.Brand[4*(leaf-0x80000002):], r[:])
		}
	}
	if err := sc.Err(); err != nil {
		return ID{}, fmt.Errorf("cpuid dump: %w", err)
	}
	for _, leaf := range []uint64{0, 1} {
		if !seen[[2]uint64{leaf, 0}] {
			return ID{}, fmt.Errorf("cpuid dump: no leaf %#x", leaf)
		}
	}
	return FromCPUID(l), nil
}
