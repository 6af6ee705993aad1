package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFreshCopies: with fresh set, every launch runs a file of its own, a
// copy (not a link, whose pages would be the binary's), gone after the
// launch whether it passed or failed; without it, the binary itself.
func TestFreshCopies(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fresh bool
		fail  bool
	}{
		{"fresh", true, false},
		{"fresh, failing launch", true, true},
		{"in place", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			// The script prints its own path and link count, then exits
			// with its first argument.
			bin := writeScript(t, dir, "old.test", "#!/bin/sh\necho \"$0\"\nls -l \"$0\" | awk '{print $2}'\nexit \"$1\"\n")
			s := &side{label: "old", dir: dir, bin: bin, fresh: tc.fresh}
			code := "0"
			if tc.fail {
				code = "1"
			}
			var ran []string
			for range 2 {
				out, err := s.exec(context.Background(), io.Discard, code)
				if (err != nil) != tc.fail {
					t.Fatalf("exec: %v; want an error %v", err, tc.fail)
				}
				f := strings.Fields(out.stdout)
				if len(f) < 2 {
					t.Fatalf("the launch printed %q", out)
				}
				if f[1] != "1" {
					t.Errorf("the launched file has %s links; want 1, a copy of its own", f[1])
				}
				ran = append(ran, f[0])
			}
			if !tc.fresh {
				if ran[0] != bin || ran[1] != bin {
					t.Errorf("ran %q; want the binary %s itself", ran, bin)
				}
				return
			}
			for _, p := range ran {
				if p == bin || filepath.Dir(p) != dir {
					t.Errorf("ran %s; want a new file beside %s", p, bin)
				}
			}
			if ran[0] == ran[1] {
				t.Errorf("both launches ran %s; want a copy each", ran[0])
			}
			if left, _ := filepath.Glob(filepath.Join(dir, "*")); len(left) != 1 || left[0] != bin {
				t.Errorf("after the launches the directory holds %q; want the binary alone", left)
			}
			if data, err := os.ReadFile(bin); err != nil || !strings.HasPrefix(string(data), "#!/bin/sh") {
				t.Errorf("the binary after the launches: %v", err)
			}
		})
	}
}
