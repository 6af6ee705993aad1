package pext

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/naive"
)

// Identities as harness/cpuid reports them for the CPUs of its testdata.
var (
	idZen1   = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorAMD, Family: 23, Model: 1, Stepping: 2, Uarch: "zen1", BMI2: true}
	idZen2   = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorAMD, Family: 23, Model: 49, Stepping: 0, Uarch: "zen2", BMI2: true}
	idZen3   = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorAMD, Family: 25, Model: 1, Stepping: 1, Uarch: "zen3", BMI2: true}
	idEMR    = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorIntel, Family: 6, Model: 207, Stepping: 2, Uarch: "emerald-rapids", BMI2: true}
	idIvy    = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorIntel, Family: 6, Model: 58, Stepping: 9, Uarch: "unknown"}
	idN1     = cpuid.ID{Arch: "arm64", Vendor: "ARM", Family: 0x41, Model: 0xd0c, Stepping: 0x31, Uarch: "neoverse-n1"}
	idAMD23x = cpuid.ID{Arch: "amd64", Vendor: cpuid.VendorAMD, Family: 23, Model: 0xF0, Uarch: "unknown", BMI2: true}
)

func TestDecide(t *testing.T) {
	tests := []struct {
		id      cpuid.ID
		mode    Mode
		asm     bool
		want    string // Decision.String(), or "" for an error
		wantErr error
	}{
		{idZen1, Auto, true, "soft (microcoded on zen1)", nil},
		{idZen2, Auto, true, "soft (microcoded on zen2)", nil},
		{idAMD23x, Auto, true, "soft (microcoded on AMD family 23)", nil},
		{idZen3, Auto, true, "bmi2 (fast on zen3)", nil},
		{idEMR, Auto, true, "bmi2 (fast on emerald-rapids)", nil},
		{idIvy, Auto, true, "soft (no BMI2)", nil},
		{idN1, Auto, false, "soft (not amd64)", nil},
		{idEMR, Auto, false, "soft (purego build)", nil},
		{idZen1, Hardware, true, "bmi2 (forced by SetMode(hw); microcoded on zen1)", nil},
		{idEMR, Hardware, true, "bmi2 (forced by SetMode(hw))", nil},
		{idEMR, Software, true, "soft (forced by SetMode(soft))", nil},
		{idN1, Software, false, "soft (forced by SetMode(soft))", nil},
		{idIvy, Hardware, true, "", ErrNoBMI2},
		{idN1, Hardware, false, "", ErrNoBMI2},
		{idEMR, Hardware, false, "", ErrNoBMI2},
		{idEMR, Mode(9), true, "", ErrMode},
	}
	for _, tt := range tests {
		d, err := Decide(tt.id, tt.mode, tt.asm)
		if tt.wantErr != nil {
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("Decide(%s, %v, asm=%v) == %v, %v; want an error wrapping %v", tt.id.Uarch, tt.mode, tt.asm, d, err, tt.wantErr)
			}
			continue
		}
		if err != nil || d.String() != tt.want || d.Hardware != strings.HasPrefix(tt.want, "bmi2 ") {
			t.Errorf("Decide(%s, %v, asm=%v) == %v, %v; want %s, nil", tt.id.Uarch, tt.mode, tt.asm, d, err, tt.want)
		}
	}
	// The refusal says why the instruction cannot run.
	_, err := Decide(idIvy, Hardware, true)
	if err == nil || !strings.HasSuffix(err.Error(), "BMI2 PEXT not available on this machine (no BMI2)") {
		t.Errorf("Decide(ivy bridge, hw) error %v; want it to end with the reason (no BMI2)", err)
	}
}

func TestDecisionString(t *testing.T) {
	tests := []struct {
		d    Decision
		want string
	}{{Decision{}, "soft"}, {Decision{true, ""}, "bmi2"}, {Decision{false, "no BMI2"}, "soft (no BMI2)"}}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("%#v.String() == %q; want %q", tt.d, got, tt.want)
		}
	}
}

// TestEnvReason checks that a mode forced through the environment says so.
func TestEnvReason(t *testing.T) {
	defer SetMode(Auto)
	if err := modeFromEnv("soft", true); err != nil || Path() != "soft (forced by BITBENCH_PEXT=soft)" {
		t.Errorf("modeFromEnv(soft) == %v, Path() %q; want nil, \"soft (forced by BITBENCH_PEXT=soft)\"", err, Path())
	}
	err := modeFromEnv("bogus", true)
	for _, part := range []string{EnvVar, `"bogus"`, `"auto", "hw" or "soft"`} {
		if err == nil || !strings.Contains(err.Error(), part) {
			t.Errorf("modeFromEnv(bogus) error %v; want it to name %s", err, part)
		}
	}
	if !errors.Is(err, ErrMode) {
		t.Errorf("modeFromEnv(bogus) error %v; want it to wrap ErrMode", err)
	}
	if want := `; bad BITBENCH_PEXT="bogus" ignored)`; !strings.HasSuffix(Path(), want) {
		t.Errorf("after modeFromEnv(bogus): Path() == %q; want it to end %q", Path(), want)
	}
}

func TestHard(t *testing.T) {
	defer SetMode(Auto)
	if n := (Hard{}).Name(); n != "pext-hw" {
		t.Errorf("Hard{}.Name() == %q; want \"pext-hw\"", n)
	}
	if u := (Hard{}).Unavailable(); (u == "") != HasBMI2() {
		t.Errorf("Hard{}.Unavailable() == %q with HasBMI2() %v; want empty exactly when the machine has BMI2", u, HasBMI2())
	} else if u != "" && u != "no BMI2" && u != "not amd64" && u != "purego build" {
		t.Errorf("Hard{}.Unavailable() == %q; want a reason: no BMI2, not amd64 or purego build", u)
	}
	// Hard keeps its path whatever mode Impl is in.
	_ = SetMode(Software)
	r := rand.New(rand.NewPCG(11, 12))
	dst := make([]harness.Bitboard, 64)
	sqs := make([]harness.Square, 64)
	occs := make([]harness.Bitboard, 64)
	for i := range 2000 {
		s, occ := harness.Square(r.IntN(64)), harness.Bitboard(r.Uint64()&r.Uint64())
		if got, want := (Hard{}).RookAttacks(s, occ), (naive.Impl{}).RookAttacks(s, occ); got != want {
			t.Fatalf("Hard{}.RookAttacks(%v, %s) == %s; want %s", s, harness.Format(occ), harness.Format(got), harness.Format(want))
		}
		if got, want := (Hard{}).QueenAttacks(s, occ), (naive.Impl{}).QueenAttacks(s, occ); got != want {
			t.Fatalf("Hard{}.QueenAttacks(%v, %s) == %s; want %s", s, harness.Format(occ), harness.Format(got), harness.Format(want))
		}
		sqs[i%64], occs[i%64] = s, occ
	}
	for name, batch := range map[string]func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error){
		"RookBatch": Hard{}.RookBatch, "BishopBatch": Hard{}.BishopBatch,
	} {
		if n, err := batch(dst, sqs, occs); n != 64 || err != nil {
			t.Fatalf("Hard{}.%s == %d, %v; want 64, nil", name, n, err)
		}
		for i := range dst {
			want := (naive.Impl{}).RookAttacks(sqs[i], occs[i])
			if name == "BishopBatch" {
				want = (naive.Impl{}).BishopAttacks(sqs[i], occs[i])
			}
			if dst[i] != want {
				t.Fatalf("Hard{}.%s: dst[%d] (%v, %s) == %s; want %s", name, i, sqs[i], harness.Format(occs[i]), harness.Format(dst[i]), harness.Format(want))
			}
		}
	}
	if Current().Hardware {
		t.Errorf("Hard lookups changed the mode: Path() == %q", Path())
	}
}

func TestCalibrate(t *testing.T) {
	c := Calibrate(5 * time.Millisecond)
	auto, _ := Decide(cpu, Auto, asm)
	if c.Auto != auto || c.Lookups < calibrationN || c.SoftwareNs <= 0 || c.Measured != HasBMI2() || (c.HardwareNs > 0) != HasBMI2() {
		t.Errorf("Calibrate(5ms) == %+v; want Auto %v, at least %d lookups, a software time, a hardware time iff HasBMI2 (%v)", c, auto, calibrationN, HasBMI2())
	}
	want := c
	want.judge()
	if c.Tie != want.Tie || c.Agrees != want.Agrees {
		t.Errorf("Calibrate: %+v: Tie and Agrees do not match the times", c)
	}
	// Zero still times one round of each path.
	if c := Calibrate(0); c.Lookups != calibrationN {
		t.Errorf("Calibrate(0).Lookups == %d; want %d", c.Lookups, calibrationN)
	}
	t.Log(c)
}

func TestCalibrationJudge(t *testing.T) {
	hw, soft := Decision{true, "fast on zen3"}, Decision{false, "microcoded on zen1"}
	tests := []struct {
		auto        Decision
		hwNs, swNs  float64
		measured    bool
		tie, agrees bool
	}{
		{hw, 3, 9, true, false, true},        // instruction faster, taken
		{soft, 3, 9, true, false, false},     // instruction faster, not taken
		{soft, 33.5, 12, true, false, true},  // software faster, taken
		{hw, 33.5, 12, true, false, false},   // software faster, not taken
		{soft, 33.5, 33.9, true, true, true}, // issue 9's Zen 1 figures: a tie
		{hw, 10, 10.99, true, true, true},    // within 10%
		{soft, 10, 11.01, true, false, false},
		{soft, 0, 9, false, false, true}, // one path: nothing to contradict
	}
	for _, tt := range tests {
		c := Calibration{Auto: tt.auto, HardwareNs: tt.hwNs, SoftwareNs: tt.swNs, Measured: tt.measured}
		c.judge()
		if c.Tie != tt.tie || c.Agrees != tt.agrees {
			t.Errorf("judge(auto %v, hw %v ns, soft %v ns) == tie %v, agrees %v; want %v, %v", tt.auto, tt.hwNs, tt.swNs, c.Tie, c.Agrees, tt.tie, tt.agrees)
		}
	}
}

func TestCalibrationString(t *testing.T) {
	tests := []struct {
		c    Calibration
		want string
	}{
		{Calibration{Auto: Decision{true, "fast on emerald-rapids"}, HardwareNs: 3.14, SoftwareNs: 9.4, Measured: true, Agrees: true},
			"hardware 3.1 ns/lookup, software 9.4 ns/lookup (software 2.99× slower); confirms bmi2 (fast on emerald-rapids)"},
		{Calibration{Auto: Decision{false, "microcoded on zen1"}, HardwareNs: 20, SoftwareNs: 33, Measured: true, Agrees: false},
			"hardware 20.0 ns/lookup, software 33.0 ns/lookup (software 1.65× slower); contradicts soft (microcoded on zen1)"},
		{Calibration{Auto: Decision{false, "microcoded on zen1"}, HardwareNs: 33.5, SoftwareNs: 33.9, Measured: true, Tie: true, Agrees: true},
			"hardware 33.5 ns/lookup, software 33.9 ns/lookup (software 1.01× slower); a tie (within 10%), consistent with soft (microcoded on zen1)"},
		{Calibration{Auto: Decision{false, "microcoded on zen1"}, HardwareNs: 33, SoftwareNs: 11, Measured: true, Agrees: true},
			"hardware 33.0 ns/lookup, software 11.0 ns/lookup (software 3.00× faster); confirms soft (microcoded on zen1)"},
		{Calibration{Auto: Decision{false, "not amd64"}, SoftwareNs: 7.25, Agrees: true},
			"software 7.2 ns/lookup; no hardware path (not amd64)"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%+v.String() ==\n%q; want\n%q", tt.c, got, tt.want)
		}
	}
}
