package cpuid

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSignature(t *testing.T) {
	tests := []struct {
		eax                     uint32
		family, model, stepping int
	}{
		{0x00800F12, 23, 1, 2},  // AMD EPYC 7551: base family 0xF + ext 8
		{0x00830F10, 23, 49, 0}, // AMD EPYC 7742: ext model 3
		{0x00A00F11, 25, 1, 1},  // AMD EPYC 7763
		{0x00A10F11, 25, 17, 1}, // AMD EPYC 9654
		{0x00B40F40, 26, 68, 0}, // AMD Ryzen 9 9950X
		{0x000306C3, 6, 60, 3},  // Intel Core i7-4770: family 6 takes the ext model
		{0x000C06F2, 6, 207, 2}, // this machine
		{0x00050657, 6, 85, 7},  // Cascade Lake
		{0x00000F29, 15, 2, 9},  // Pentium 4: base 0xF, ext family 0
		{0x00010676, 6, 23, 6},  // Core 2 (Penryn)
		{0x00000543, 5, 4, 3},   // Pentium MMX: base 5 ignores the ext fields
		{0x0FF10543, 5, 4, 3},   // ext fields set but base 5: still ignored
		{0x00600F20, 21, 2, 0},  // AMD Piledriver
	}
	for _, tt := range tests {
		f, m, s := Signature(tt.eax)
		if f != tt.family || m != tt.model || s != tt.stepping {
			t.Errorf("Signature(%#08x) == %d, %d, %d; want %d, %d, %d", tt.eax, f, m, s, tt.family, tt.model, tt.stepping)
		}
	}
}

// want is what the tests expect of one captured CPU.
type want struct {
	arch, vendor, brand     string
	family, model, stepping int
	uarch                   string
	bmi2, hypervisor        bool
	cpus                    int
	slug                    string
	fast                    bool
	reason                  string
}

// cpuinfoWants lists the files of testdata/cpuinfo and what ParseCPUInfo
// must make of them.
var cpuinfoWants = map[string]want{
	"amd-epyc-7551-zen1":                      {"amd64", VendorAMD, "AMD EPYC 7551 32-Core Processor", 23, 1, 2, "zen1", true, true, 2, "amd-epyc-7551-zen1", false, "microcoded on zen1"},
	"amd-epyc-7742-zen2":                      {"amd64", VendorAMD, "AMD EPYC 7742 64-Core Processor", 23, 49, 0, "zen2", true, false, 2, "amd-epyc-7742-zen2", false, "microcoded on zen2"},
	"amd-epyc-7763-zen3":                      {"amd64", VendorAMD, "AMD EPYC 7763 64-Core Processor", 25, 1, 1, "zen3", true, true, 2, "amd-epyc-7763-zen3", true, "fast on zen3"},
	"amd-epyc-9654-zen4":                      {"amd64", VendorAMD, "AMD EPYC 9654 96-Core Processor", 25, 17, 1, "zen4", true, false, 2, "amd-epyc-9654-zen4", true, "fast on zen4"},
	"amd-ryzen-9-9950x-zen5":                  {"amd64", VendorAMD, "AMD Ryzen 9 9950X 16-Core Processor", 26, 68, 0, "zen5", true, false, 2, "amd-ryzen-9-9950x-zen5", true, "fast on zen5"},
	"amd-a12-9800-excavator":                  {"amd64", VendorAMD, "AMD A12-9800 RADEON R7, 12 COMPUTE CORES 4C+8G", 21, 101, 1, "excavator", true, false, 2, "amd-a12-9800-radeon-r7-excavator", false, "microcoded on excavator"},
	"intel-xeon-emerald-rapids":               {"amd64", VendorIntel, "Intel(R) Xeon(R) Processor", 6, 207, 2, "emerald-rapids", true, true, 2, "intel-xeon-emerald-rapids", true, "fast on emerald-rapids"},
	"intel-core-i7-4770-haswell":              {"amd64", VendorIntel, "Intel(R) Core(TM) i7-4770 CPU @ 3.40GHz", 6, 60, 3, "haswell", true, false, 2, "intel-core-i7-4770-haswell", true, "fast on haswell"},
	"intel-xeon-platinum-8175m-skylake-sp":    {"amd64", VendorIntel, "Intel(R) Xeon(R) Platinum 8175M CPU @ 2.50GHz", 6, 85, 4, "skylake-sp", true, true, 2, "intel-xeon-platinum-8175m-skylake-sp", true, "fast on skylake-sp"},
	"intel-xeon-platinum-8259cl-cascade-lake": {"amd64", VendorIntel, "Intel(R) Xeon(R) Platinum 8259CL CPU @ 2.50GHz", 6, 85, 7, "cascade-lake", true, true, 2, "intel-xeon-platinum-8259cl-cascade-lake", true, "fast on cascade-lake"},
	"intel-core-i7-3770-unknown":              {"amd64", VendorIntel, "Intel(R) Core(TM) i7-3770 CPU @ 3.40GHz", 6, 58, 9, "unknown", false, false, 2, "intel-core-i7-3770-unknown-f6m58", false, "no BMI2"},
	"aws-graviton2-neoverse-n1":               {"arm64", "ARM", "", 0x41, 0xd0c, 0x31, "neoverse-n1", false, false, 2, "arm-neoverse-n1", false, "not amd64"},
	"aws-graviton3-neoverse-v1":               {"arm64", "ARM", "", 0x41, 0xd40, 0x11, "neoverse-v1", false, false, 2, "arm-neoverse-v1", false, "not amd64"},
	"aws-graviton4-neoverse-v2":               {"arm64", "ARM", "", 0x41, 0xd4f, 0x01, "neoverse-v2", false, false, 2, "arm-neoverse-v2", false, "not amd64"},
	"ampere-one-a192":                         {"arm64", "Ampere", "", 0xc0, 0xac3, 0x00, "ampere1", false, false, 2, "ampere-ampere1", false, "not amd64"},
	"apple-m1-asahi":                          {"arm64", "Apple", "", 0x61, 0x022, 0x11, "m1", false, false, 2, "apple-m1", false, "not amd64"},
	"arm-unknown-part":                        {"arm64", "ARM", "", 0x41, 0xfff, 0x00, "unknown", false, false, 2, "arm-unknown-f65m4095", false, "not amd64"},
}

// check compares id with w, naming the input in failures.
func (w want) check(t *testing.T, name string, id ID) {
	t.Helper()
	got := want{id.Arch, id.Vendor, id.Brand, id.Family, id.Model, id.Stepping, id.Uarch, id.BMI2, id.Hypervisor, id.LogicalCPUs, id.Slug(), false, ""}
	got.fast, got.reason = id.PEXT()
	if got != w {
		t.Errorf("%s:\n got %+v\nwant %+v", name, got, w)
	}
}

func readTestdata(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestParseCPUInfo(t *testing.T) {
	files, _ := filepath.Glob("testdata/cpuinfo/*.txt")
	if len(files) != len(cpuinfoWants) {
		t.Errorf("testdata/cpuinfo has %d files; the table lists %d", len(files), len(cpuinfoWants))
	}
	for name, w := range cpuinfoWants {
		id, err := ParseCPUInfo(readTestdata(t, "cpuinfo/"+name+".txt"))
		if err != nil {
			t.Errorf("ParseCPUInfo(%s) error %v", name, err)
			continue
		}
		w.check(t, "ParseCPUInfo("+name+")", id)
	}
}

func TestParseCPUIDDump(t *testing.T) {
	// The CPUID words give what /proc/cpuinfo gives, except the CPU count
	// (not in these leaves) and, for words built from a bare-metal
	// signature, the hypervisor bit, listed here.
	tests := []struct {
		name       string
		hypervisor bool
	}{
		{"amd-epyc-7551-zen1", false},
		{"amd-epyc-7763-zen3", true},
		{"amd-epyc-9654-zen4", false},
		{"intel-core-i7-4770-haswell", false},
		{"intel-xeon-emerald-rapids", true},
	}
	for _, tt := range tests {
		id, err := ParseCPUIDDump(readTestdata(t, "cpuid/"+tt.name+".txt"))
		if err != nil {
			t.Errorf("ParseCPUIDDump(%s) error %v", tt.name, err)
			continue
		}
		w := cpuinfoWants[tt.name]
		w.cpus, w.hypervisor = 0, tt.hypervisor
		w.check(t, "ParseCPUIDDump("+tt.name+")", id)
	}
}

func TestParseCPUIDDumpErrors(t *testing.T) {
	good := "   0x00000000 0x00: eax=0x0000000d ebx=0x68747541 ecx=0x444d4163 edx=0x69746e65\n"
	tests := []struct{ text, wantSub string }{
		{"", "no leaf 0x0"},
		{good, "no leaf 0x1"},
		{good + "   0x00000001 0x00: eax=0x00800f12 ebx=0x0\n", "line 2: 2 registers"},
		{good + "   0x00000001 0x00: eax=0x00800f12 ebx=0x0 ecx=zz edx=0x0\n", `line 2: register "ecx=zz"`},
		{good + "   0x00000001 0x00: ebx=0x00800f12 eax=0x0 ecx=0x0 edx=0x0\n", `line 2: register "ebx=0x00800f12": want eax=`},
		{"   0x0000000g 0x00: eax=0x0 ebx=0x0 ecx=0x0 edx=0x0\n", `line 1: leaf "0x0000000g"`},
	}
	for _, tt := range tests {
		_, err := ParseCPUIDDump(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.wantSub) {
			t.Errorf("ParseCPUIDDump(%q) error %v; want one containing %q", tt.text, err, tt.wantSub)
		}
	}
}

func TestParseSysctl(t *testing.T) {
	tests := []struct {
		file         string
		brand, uarch string
		model        int
		l1d, l2      int
		cpus         int
		slug         string
	}{
		{"apple-m1", "Apple M1", "m1", 0x1b588bb3, 128 << 10, 12 << 20, 8, "apple-m1"},
		{"apple-m2-max", "Apple M2 Max", "m2", 0xda33d83d, 128 << 10, 16 << 20, 12, "apple-m2-max"},
	}
	for _, tt := range tests {
		id, err := ParseSysctl(readTestdata(t, "sysctl/"+tt.file+".txt"))
		if err != nil {
			t.Errorf("ParseSysctl(%s) error %v", tt.file, err)
			continue
		}
		if id.Arch != "arm64" || id.Vendor != "Apple" || id.Brand != tt.brand || id.Family != 0x61 || id.Model != tt.model ||
			id.Uarch != tt.uarch || id.L1d != tt.l1d || id.L2 != tt.l2 || id.L3 != 0 || id.LogicalCPUs != tt.cpus || id.Hypervisor || id.BMI2 {
			t.Errorf("ParseSysctl(%s) == %+v; want arm64 Apple %q family 0x61 model %#x uarch %s L1d %d L2 %d L3 0, %d CPUs, no hypervisor, no BMI2",
				tt.file, id, tt.brand, tt.model, tt.uarch, tt.l1d, tt.l2, tt.cpus)
		}
		if s := id.Slug(); s != tt.slug {
			t.Errorf("ParseSysctl(%s).Slug() == %q; want %q", tt.file, s, tt.slug)
		}
		if fast, reason := id.PEXT(); fast || reason != "not amd64" {
			t.Errorf("ParseSysctl(%s).PEXT() == %v, %q; want false, \"not amd64\"", tt.file, fast, reason)
		}
	}
	for _, bad := range []struct{ text, wantSub string }{
		{"hw.ncpu: 8\n", "no machdep.cpu.brand_string"},
		{"machdep.cpu.brand_string: Apple M1\nhw.ncpu: eight\n", `hw.ncpu "eight"`},
		{"machdep.cpu.brand_string: Apple M1\nhw.cpufamily: 99999999999\n", `hw.cpufamily "99999999999"`},
	} {
		if _, err := ParseSysctl(bad.text); !errors.Is(err, ErrSysctl) || !strings.Contains(err.Error(), bad.wantSub) {
			t.Errorf("ParseSysctl(%q) error %v; want ErrSysctl containing %q", bad.text, err, bad.wantSub)
		}
	}
	// A brand the table lacks: unknown, numbers kept.
	id, err := ParseSysctl("machdep.cpu.brand_string: Apple M9 Ultra\nhw.cpufamily: 12345\n")
	if err != nil || id.Uarch != Unknown || id.Model != 12345 || id.Slug() != "apple-m9-ultra-unknown-f97m12345" {
		t.Errorf("ParseSysctl(Apple M9 Ultra) == %+v (slug %q), %v; want uarch unknown, model 12345, slug apple-m9-ultra-unknown-f97m12345", id, id.Slug(), err)
	}
}

func TestSlug(t *testing.T) {
	tests := []struct {
		id   ID
		want string
	}{
		{ID{Vendor: VendorAMD, Brand: "AMD EPYC Processor", Uarch: "zen1"}, "amd-epyc-zen1"},
		{ID{Vendor: VendorAMD, Brand: "AMD EPYC Processor (with IBPB)", Uarch: "zen1"}, "amd-epyc-with-ibpb-zen1"},
		{ID{Vendor: VendorAMD, Brand: "AMD Ryzen 7 5800H with Radeon Graphics", Uarch: "zen3"}, "amd-ryzen-7-5800h-zen3"},
		{ID{Vendor: VendorIntel, Brand: "Intel(R) Xeon(R) Processor", Uarch: "emerald-rapids"}, "intel-xeon-emerald-rapids"},
		{ID{Vendor: VendorIntel, Brand: "12th Gen Intel(R) Core(TM) i7-12700K", Uarch: "alder-lake"}, "12th-gen-intel-core-i7-12700k-alder-lake"},
		{ID{Vendor: VendorIntel, Brand: "Intel® Xeon® Gold 6150 CPU @ 2.70GHz", Uarch: "skylake-sp"}, "intel-xeon-gold-6150-skylake-sp"},
		{ID{Vendor: VendorIntel, Brand: "  ", Uarch: "haswell"}, "intel-haswell"},
		{ID{Vendor: "", Brand: "", Uarch: ""}, "unknown-unknown-f0m0"},
		{ID{Vendor: "implementer 0x99", Family: 0x99, Model: 1, Uarch: Unknown}, "implementer-0x99-unknown-f153m1"},
		{ID{Vendor: "Apple", Brand: "Apple M3 Pro", Uarch: "m3"}, "apple-m3-pro"},
	}
	for _, tt := range tests {
		if got := tt.id.Slug(); got != tt.want {
			t.Errorf("ID{Vendor: %q, Brand: %q, Uarch: %q}.Slug() == %q; want %q", tt.id.Vendor, tt.id.Brand, tt.id.Uarch, got, tt.want)
		}
	}
}

func TestPEXT(t *testing.T) {
	tests := []struct {
		id     ID
		fast   bool
		reason string
	}{
		{ID{Arch: "arm64", Vendor: "ARM", Uarch: "neoverse-n1"}, false, "not amd64"},
		{ID{Arch: "amd64", Vendor: VendorIntel, Family: 6, Model: 58, Uarch: Unknown}, false, "no BMI2"},
		{ID{Arch: "amd64", Vendor: VendorAMD, Family: 23, Model: 1, Uarch: "zen1", BMI2: true}, false, "microcoded on zen1"},
		{ID{Arch: "amd64", Vendor: VendorAMD, Family: 23, Model: 0xF0, Uarch: Unknown, BMI2: true}, false, "microcoded on AMD family 23"},
		{ID{Arch: "amd64", Vendor: VendorHygon, Family: 24, Model: 1, Uarch: "dhyana", BMI2: true}, false, "microcoded on dhyana"},
		{ID{Arch: "amd64", Vendor: VendorAMD, Family: 25, Model: 1, Uarch: "zen3", BMI2: true}, true, "fast on zen3"},
		{ID{Arch: "amd64", Vendor: VendorAMD, Family: 27, Model: 2, Uarch: Unknown, BMI2: true}, true, "fast on AMD family 27 model 2"},
		{ID{Arch: "amd64", Vendor: VendorIntel, Family: 6, Model: 0x3C, Uarch: "haswell", BMI2: true}, true, "fast on haswell"},
		{ID{Arch: "amd64", Vendor: VendorIntel, Family: 6, Model: 0xFE, Uarch: Unknown, BMI2: true}, true, "fast on Intel family 6 model 254"},
	}
	for _, tt := range tests {
		fast, reason := tt.id.PEXT()
		if fast != tt.fast || reason != tt.reason {
			t.Errorf("%+v.PEXT() == %v, %q; want %v, %q", tt.id, fast, reason, tt.fast, tt.reason)
		}
	}
}

func TestX86Table(t *testing.T) {
	// No two rows claim one part.
	for i, a := range x86Table {
		for _, b := range x86Table[i+1:] {
			stepsOverlap := a.maxStep == 0 || b.maxStep == 0 || a.minStep <= b.maxStep && b.minStep <= a.maxStep
			if a.vendor == b.vendor && a.family == b.family && a.lo <= b.hi && b.lo <= a.hi && stepsOverlap {
				t.Errorf("x86Table rows overlap: %+v and %+v", a, b)
			}
		}
	}
	tests := []struct {
		vendor                  string
		family, model, stepping int
		want                    string
	}{
		{VendorIntel, 6, 0x55, 4, "skylake-sp"},
		{VendorIntel, 6, 0x55, 7, "cascade-lake"},
		{VendorIntel, 6, 0x55, 11, "cooper-lake"},
		{VendorIntel, 6, 0x55, 8, Unknown}, // no such stepping
		{VendorIntel, 6, 0x8F, 8, "sapphire-rapids"},
		{VendorIntel, 6, 0xAD, 1, "granite-rapids"},
		{VendorIntel, 6, 0xAF, 3, "sierra-forest"},
		{VendorIntel, 6, 0x6A, 6, "ice-lake-sp"},
		{VendorIntel, 6, 0x9E, 10, "coffee-lake"},
		{VendorAMD, 23, 0x08, 2, "zenplus"},
		{VendorAMD, 23, 0x71, 0, "zen2"},
		{VendorAMD, 25, 0x21, 0, "zen3"},
		{VendorAMD, 25, 0x61, 2, "zen4"},
		{VendorAMD, 26, 0x02, 1, "zen5"},
		{VendorAMD, 23, 0x02, 0, Unknown},
		{VendorIntel, 23, 0x01, 2, Unknown}, // an AMD family number under another vendor
	}
	for _, tt := range tests {
		if got := x86Uarch(tt.vendor, tt.family, tt.model, tt.stepping); got != tt.want {
			t.Errorf("x86Uarch(%s, %d, %#x, %d) == %q; want %q", tt.vendor, tt.family, tt.model, tt.stepping, got, tt.want)
		}
	}
}

func TestBytes(t *testing.T) {
	tests := []struct {
		n    int
		text string
	}{
		{0, "unknown"}, {100, "100 B"}, {1024, "1 KiB"}, {48 << 10, "48 KiB"}, {1536 << 10, "1536 KiB"},
		{2 << 20, "2 MiB"}, {260 << 20, "260 MiB"}, {1 << 30, "1 GiB"}, {1<<30 + 1, "1073741825 B"},
	}
	for _, tt := range tests {
		if got := FormatBytes(tt.n); got != tt.text {
			t.Errorf("FormatBytes(%d) == %q; want %q", tt.n, got, tt.text)
		}
		if got, err := ParseBytes(tt.text); got != tt.n || err != nil {
			t.Errorf("ParseBytes(%q) == %d, %v; want %d, nil", tt.text, got, err, tt.n)
		}
	}
	for _, bad := range []string{"", "48", "48KiB", "48 kib", "-1 KiB", "1 TiB", "x MiB", "99999999999 GiB"} {
		if _, err := ParseBytes(bad); !errors.Is(err, ErrBytes) {
			t.Errorf("ParseBytes(%q) error %v; want ErrBytes", bad, err)
		}
	}
}

func TestSysfsCaches(t *testing.T) {
	file := func(s string) *fstest.MapFile { return &fstest.MapFile{Data: []byte(s + "\n")} }
	neoverseN1 := fstest.MapFS{
		"index0/level": file("1"), "index0/type": file("Data"), "index0/size": file("64K"),
		"index1/level": file("1"), "index1/type": file("Instruction"), "index1/size": file("64K"),
		"index2/level": file("2"), "index2/type": file("Unified"), "index2/size": file("1024K"),
		"index3/level": file("3"), "index3/type": file("Unified"), "index3/size": file("32M"),
	}
	l1d, l2, l3, err := sysfsCaches(neoverseN1)
	if l1d != 64<<10 || l2 != 1<<20 || l3 != 32<<20 || err != nil {
		t.Errorf("sysfsCaches(Neoverse N1) == %d, %d, %d, %v; want 65536, 1048576, 33554432, nil", l1d, l2, l3, err)
	}
	l1d, l2, l3, err = sysfsCaches(fstest.MapFS{})
	if l1d != 0 || l2 != 0 || l3 != 0 || err != nil {
		t.Errorf("sysfsCaches(empty) == %d, %d, %d, %v; want 0, 0, 0, nil", l1d, l2, l3, err)
	}
	bad := fstest.MapFS{"index0/level": file("1"), "index0/type": file("Data"), "index0/size": file("lots")}
	if _, _, _, err := sysfsCaches(bad); err == nil || !strings.Contains(err.Error(), "index0/size") {
		t.Errorf("sysfsCaches(size lots) error %v; want one naming index0/size", err)
	}
	missing := fstest.MapFS{"index0/level": file("1"), "index0/size": file("32K")}
	if _, _, _, err := sysfsCaches(missing); err == nil || !strings.Contains(err.Error(), "index0") {
		t.Errorf("sysfsCaches(no type) error %v; want one naming index0", err)
	}
}

func TestCPUListCount(t *testing.T) {
	tests := []struct {
		list string
		want int
	}{{"0", 1}, {"0-1\n", 2}, {"0-3,8-11", 8}, {"0,2,4", 3}}
	for _, tt := range tests {
		if got, err := cpuListCount(tt.list); got != tt.want || err != nil {
			t.Errorf("cpuListCount(%q) == %d, %v; want %d, nil", tt.list, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "a", "3-1", "0-", "0,,1"} {
		if _, err := cpuListCount(bad); err == nil {
			t.Errorf("cpuListCount(%q) == nil error; want one", bad)
		}
	}
}

// TestDetect checks Detect against the OS's own report on Linux: CPUID (or
// the arm64 reader) and /proc/cpuinfo must name the same part.
func TestDetect(t *testing.T) {
	id := Detect()
	if runtime.GOARCH == "arm64" && id.Arch == "amd64" {
		// qemu-user runs arm64 code on an x86 host and shows it the host's
		// /proc/cpuinfo: no arm64 part to identify.
		t.Skipf("emulated: /proc/cpuinfo describes the host (%s, %s)", id.Vendor, id.Uarch)
	}
	if id.Arch != runtime.GOARCH || id.Uarch == "" || id.LogicalCPUs < 1 {
		t.Errorf("Detect() == %+v; want Arch %s, a uarch (or unknown), at least one CPU", id, runtime.GOARCH)
	}
	if runtime.GOOS != "linux" || (runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64") {
		t.Skipf("no /proc/cpuinfo to compare with on %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	text, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		t.Skipf("cannot read /proc/cpuinfo: %v", err)
	}
	proc, err := ParseCPUInfo(string(text))
	if err != nil {
		t.Fatalf("ParseCPUInfo(/proc/cpuinfo) error %v", err)
	}
	if err := id.SameIdentity(proc); err != nil {
		t.Errorf("Detect() and /proc/cpuinfo disagree: %v", err)
	}
	// A guest's brand string may differ from its kernel's: the kernel
	// keeps the one it read at boot, and a hypervisor can show another
	// later (seen on this project's machine: CPUID said "Oxide Virtual
	// Turin-like Processor" where /proc/cpuinfo said "AMD EPYC", with the
	// same family, model and stepping). The brand identifies nothing, so
	// under a hypervisor a difference is logged; on bare metal it is an
	// error.
	brandDiffers := id.Brand != proc.Brand && !(id.Hypervisor && proc.Hypervisor)
	if id.Brand != proc.Brand && !brandDiffers {
		t.Logf("under a hypervisor, Detect() has brand %q and /proc/cpuinfo %q (same identity)", id.Brand, proc.Brand)
	}
	if brandDiffers || id.BMI2 != proc.BMI2 || id.Hypervisor != proc.Hypervisor && runtime.GOARCH == "amd64" {
		t.Errorf("Detect() == brand %q BMI2 %v hypervisor %v; /proc/cpuinfo says %q, %v, %v", id.Brand, id.BMI2, id.Hypervisor, proc.Brand, proc.BMI2, proc.Hypervisor)
	}
}
