package native

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeGo is a go command for scripts/test-native.sh: cgo on, sh as the C
// compiler, FAKE_CGOFILES as internal/native's count of cgo files, and
// FAKE_BENCH as the output of the benchmark pass.
const fakeGo = `#!/bin/sh
case "$1 $2" in
"env CC") echo sh; exit 0 ;;
"env CGO_ENABLED") echo 1; exit 0 ;;
esac
case "$1" in
list) echo "$FAKE_CGOFILES" ;;
test) case " $* " in *" -bench "*) printf '%b' "$FAKE_BENCH" ;; esac ;;
esac
`

// TestTestNativeScript: make test-native says when it skips the C path and
// fails when the C path checked no row (issue 46 #9: with
// GOFLAGS=-tags=purego it passed with "0 native benchmark rows checked");
// it runs internal/native's cgo tests unless NATIVE_TESTED=yes says that
// make test's test-go runs them.
func TestTestNativeScript(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash for scripts/test-native.sh")
	}
	goCmd := filepath.Join(t.TempDir(), "go")
	if err := os.WriteFile(goCmd, []byte(fakeGo), 0o755); err != nil {
		t.Fatal(err)
	}
	rows := `BenchmarkSlider/impl=magic-native/piece=rook/load=random\t1\t2 ns/lookup\n` +
		`BenchmarkSlider/impl=pext-native/piece=rook/load=random\t1\t2 ns/lookup\nPASS\n`
	for _, tt := range []struct {
		name, cgoFiles, bench, tested string
		fail                          bool
		want                          string
		cgoTests                      bool // the trace shows internal/native's cgo tests run
	}{
		{"rows checked", "2", rows, "", false, "test-native: 2 native benchmark rows checked against naive", true},
		{"tested in test-go", "2", rows, "yes", false, "test-native: internal/native's cgo tests run in test-go", false},
		{"no row (#9)", "2", `PASS\n`, "", true, "test-native: FAIL: 0 native benchmark rows ran", true},
		{"tags drop the C (#9)", "0", rows, "", false, "test-native: skipped the C path: this build (GOFLAGS=-tags=purego) leaves internal/native without its cgo files", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command("bash", "scripts/test-native.sh")
			cmd.Dir = "../.."
			cmd.Env = append(os.Environ(), "GO="+goCmd, "GOFLAGS=-tags=purego", "FAKE_CGOFILES="+tt.cgoFiles, "FAKE_BENCH="+tt.bench, "NATIVE_TESTED="+tt.tested)
			out, err := cmd.CombinedOutput()
			if (err != nil) != tt.fail || !strings.Contains(string(out), tt.want) {
				t.Errorf("test-native.sh: error %v, output:\n%s\nwant failure %v and %q", err, out, tt.fail, tt.want)
			}
			if ran := strings.Contains(string(out), " ./internal/native/\n"); ran != tt.cgoTests {
				t.Errorf("test-native.sh ran internal/native's cgo tests: %v; want %v. Output:\n%s", ran, tt.cgoTests, out)
			}
		})
	}
}
