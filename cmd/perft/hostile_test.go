package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/cli"
)

// TestSuiteBounds: suite input cannot make perft run for ever (issue 22
// defect 6): depths beyond -fen's cap are skipped, a count stops once it
// passes its published value, and an endless file is cut off.
func TestSuiteBounds(t *testing.T) {
	dir := t.TempDir()
	n := 0
	suite := func(text string) string {
		n++
		path := filepath.Join(dir, fmt.Sprintf("s%d.epd", n))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, tt := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"D99 with -max-nodes 1 (#6)", []string{"-suite", suite(startFEN + " ;D99 1\n"), "-max-nodes", "1", "-v", "-allow-empty"}, cli.ExitOK,
			"SKIPPED line 1: D99 deeper than -depth 20"},
		{"D99 (#6)", []string{"-suite", suite(startFEN + " ;D99 1\n"), "-v", "-allow-empty"}, cli.ExitOK, "0 passed, 0 failed, 1 skipped"},
		{"published count far too small (#6)", []string{"-suite", suite(startFEN + " ;D9 1\n")}, cli.ExitFail,
			"FAIL line 1: depth 9: expected 1, got more (stopped at"},
		{"published count one too small", []string{"-suite", suite(startFEN + " ;D5 4865608\n")}, cli.ExitFail,
			"FAIL line 1: depth 5: expected 4865608, got more (stopped at 4865609)"},
		{"right counts still pass", []string{"-suite", suite(startFEN + " ;D4 197281 ;D5 4865609\n")}, cli.ExitOK, "1 passed, 0 failed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append(tt.args, "-impl", "magic"), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stdout.String()+stderr.String(), tt.want) {
				t.Errorf("exit %d, output %q %q; want %d, %q", code, stdout.String(), stderr.String(), tt.code, tt.want)
			}
		})
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"-suite", "/dev/zero"}, &stdout, &stderr); code != cli.ExitUsage || !strings.Contains(stderr.String(), "-suite /dev/zero: not a regular file (a character device)") {
			t.Errorf("-suite /dev/zero: exit %d, stderr %q; want 2, not a regular file", code, stderr.String())
		}
	}
}
