package cpuid

import (
	"runtime"
	"testing"
)

// TestX86Level checks the level's range: 0 off amd64, 1 to 4 on it (every
// amd64 CPU has the v1 baseline), and v3 or more wherever the CPU has BMI2
// and the level says it can run GOAMD64=v3 binaries.
func TestX86Level(t *testing.T) {
	l := X86Level()
	switch {
	case runtime.GOARCH != "amd64" && l != 0:
		t.Errorf("X86Level() == %d on %s; want 0", l, runtime.GOARCH)
	case runtime.GOARCH == "amd64" && (l < 1 || l > 4):
		t.Errorf("X86Level() == %d on amd64; want 1 to 4", l)
	case l >= 3 && !Detect().BMI2:
		t.Errorf("X86Level() == %d, but the CPU lacks BMI2 (part of x86-64-v3)", l)
	}
}
