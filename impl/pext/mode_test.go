package pext

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

func TestParseMode(t *testing.T) {
	good := []struct {
		in   string
		want Mode
	}{{"", Auto}, {"auto", Auto}, {"hw", Hardware}, {"soft", Software}}
	for _, tt := range good {
		if got, err := ParseMode(tt.in); got != tt.want || err != nil {
			t.Errorf("ParseMode(%q) == %v, %v; want %v, nil", tt.in, got, err, tt.want)
		}
	}
	// Near misses are errors too: exact lower-case names only.
	for _, in := range []string{"HW", "Soft", " soft", "soft ", "bmi2", "software", "hardware", "0", "1"} {
		got, err := ParseMode(in)
		if got != Auto || !errors.Is(err, ErrMode) {
			t.Errorf("ParseMode(%q) == %v, %v; want auto, an error wrapping ErrMode", in, got, err)
		} else if !strings.Contains(err.Error(), `"`+in+`"`) {
			t.Errorf("ParseMode(%q) error %q does not quote the input", in, err)
		}
	}
	for _, md := range []Mode{Auto, Hardware, Software} {
		if back, err := ParseMode(md.String()); back != md || err != nil {
			t.Errorf("ParseMode(%v.String()) == %v, %v; want %v, nil", md, back, err, md)
		}
	}
	if s := Mode(9).String(); s != "Mode(9)" {
		t.Errorf("Mode(9).String() == %q; want \"Mode(9)\"", s)
	}
}

// autoPath is the path Auto mode takes on this machine: the instruction
// where it runs and harness/cpuid calls it fast.
func autoPath() string {
	if fast, _ := cpu.PEXT(); fast && HasBMI2() {
		return "bmi2"
	}
	return "soft"
}

// pathWord is the first word of a Path() label: the path alone.
func pathWord(label string) string {
	w, _, _ := strings.Cut(label, " ")
	return w
}

func TestSetModeSwitchesPath(t *testing.T) {
	defer SetMode(Auto)
	hw := struct {
		err  error
		path string
	}{nil, "bmi2"}
	if !HasBMI2() {
		hw.err, hw.path = ErrNoBMI2, "soft" // refused: path unchanged
	}
	tests := []struct {
		mode     Mode
		wantErr  error
		wantPath string
	}{
		{Software, nil, "soft"},
		{Auto, nil, autoPath()},
		{Software, nil, "soft"},
		{Mode(7), ErrMode, "soft"}, // refused: path unchanged
		{Hardware, hw.err, hw.path},
		{Software, nil, "soft"},
	}
	for _, tt := range tests {
		err := SetMode(tt.mode)
		if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
			t.Errorf("SetMode(%v) == %v; want %v", tt.mode, err, tt.wantErr)
		}
		if p := Path(); pathWord(p) != tt.wantPath {
			t.Errorf("after SetMode(%v): Path() == %q; want %q first", tt.mode, p, tt.wantPath)
		}
		if hardware != (tt.wantPath == "bmi2") || Current().Hardware != hardware {
			t.Errorf("after SetMode(%v): lookups use hardware = %v; Path() says %q", tt.mode, hardware, Path())
		}
	}
}

func TestModeFromEnv(t *testing.T) {
	defer SetMode(Auto)
	hwErr, hwPath := error(nil), "bmi2"
	if !HasBMI2() {
		hwErr, hwPath = ErrNoBMI2, "soft"
	}
	tests := []struct {
		value    string
		set      bool
		wantErr  error
		wantPath string
	}{
		{"", false, nil, autoPath()},
		{"", true, nil, autoPath()},
		{"auto", true, nil, autoPath()},
		{"soft", true, nil, "soft"},
		{"hw", true, hwErr, hwPath},
		{"fast", true, ErrMode, autoPath()},
		{"SOFT", true, ErrMode, autoPath()},
	}
	for _, tt := range tests {
		_ = SetMode(Software) // a bad value must reset to Auto, not keep this
		err := modeFromEnv(tt.value, tt.set)
		if !errors.Is(err, tt.wantErr) || (tt.wantErr == nil) != (err == nil) {
			t.Errorf("modeFromEnv(%q) == %v; want %v", tt.value, err, tt.wantErr)
		}
		if err != nil && !strings.Contains(err.Error(), EnvVar+`="`+tt.value+`"`) {
			t.Errorf("modeFromEnv(%q) error %q does not name %s and the value", tt.value, err, EnvVar)
		}
		if p := Path(); pathWord(p) != tt.wantPath {
			t.Errorf("modeFromEnv(%q): Path() == %q; want %q first", tt.value, p, tt.wantPath)
		}
	}
}

// TestEnvChild is run by TestEnvAtStartup in a child process; alone it
// does nothing.
func TestEnvChild(t *testing.T) {
	if os.Getenv("BITBENCH_PEXT_TEST_CHILD") != "1" {
		t.Skip("only run as TestEnvAtStartup's child process")
	}
	os.Stdout.WriteString("path=" + Path() + " err=" + errString(EnvError()) + "\n")
}

func errString(err error) string {
	if err == nil {
		return "nil"
	}
	return err.Error()
}

// TestEnvAtStartup runs this test binary again with BITBENCH_PEXT set, to
// check that package initialisation reads it.
func TestEnvAtStartup(t *testing.T) {
	_, autoWhy := cpu.PEXT()
	if !asm && cpu.Arch == "amd64" {
		autoWhy = "purego build"
	}
	auto := "path=" + autoPath() + " (" + autoWhy + ")"
	tests := []struct{ value, want string }{
		{"soft", "path=soft (forced by BITBENCH_PEXT=soft) err=nil"},
		{"auto", auto + " err=nil"},
		{"", auto + " err=nil"},
		{"turbo", auto[:len(auto)-1] + `; bad BITBENCH_PEXT="turbo" ignored) err=pext: environment variable BITBENCH_PEXT="turbo": unknown PEXT mode "turbo": want "auto", "hw" or "soft"; using auto, path ` + auto[len("path="):]},
		// Issue 22 defect 15: a 60 KB value was echoed whole, twice.
		{strings.Repeat("x", 60<<10), `err=pext: environment variable BITBENCH_PEXT="` + strings.Repeat("x", 80) + `"…(61440 bytes): unknown PEXT mode "` + strings.Repeat("x", 80) + `"…(61440 bytes): want`},
	}
	if HasBMI2() {
		hw := "path=bmi2 (forced by BITBENCH_PEXT=hw"
		if autoPath() == "soft" {
			hw += "; " + autoWhy
		}
		tests = append(tests, struct{ value, want string }{"hw", hw + ") err=nil"})
	} else {
		tests = append(tests, struct{ value, want string }{"hw", auto[:len(auto)-1] + `; bad BITBENCH_PEXT="hw" ignored) err=pext: environment variable BITBENCH_PEXT="hw": pext: SetMode(hw): BMI2 PEXT not available on this machine (` + autoWhy + ")"})
	}
	for _, tt := range tests {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEnvChild$", "-test.v")
		cmd.Env = append(os.Environ(), "BITBENCH_PEXT_TEST_CHILD=1", EnvVar+"="+tt.value)
		out, err := cmd.CombinedOutput()
		if err != nil {
			var exitErr *exec.ExitError
			if !errors.As(err, &exitErr) {
				t.Skipf("cannot run the test binary again (%v); emulated?", err)
			}
			t.Fatalf("%s=%s: child failed: %v\n%s", EnvVar, tt.value, err, out)
		}
		if !strings.Contains(string(out), tt.want) {
			t.Errorf("%s=%s: child printed\n%s\nwant a line starting %q", EnvVar, tt.value, out, tt.want)
		}
	}
}
