package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRegressFiles: any two results files, compared, give exit 0, 1 or 2
// with the matching verdict word on the last line, never a panic; and a
// flag value (-min-effect) is taken or refused, never a panic.
func FuzzRegressFiles(f *testing.F) {
	old, _ := os.ReadFile("testdata/old.txt")
	slower, _ := os.ReadFile("testdata/slower.txt")
	f.Add(old, slower, "5%")
	f.Add(old, bytes.Repeat(slower, 5), "0.05")
	f.Add([]byte("BenchmarkX 1 1 ns/op\n"), []byte("BenchmarkX 1 5e307 ns/op\n"), "1e308%")
	f.Add([]byte("count: 1\nBenchmarkX 1 1 ns/op\nBenchmarkX 1 2 ns/op\n"), []byte("\xff\xfe"), "NaN")
	f.Fuzz(func(t *testing.T, a, b []byte, minEffect string) {
		dir := t.TempDir()
		pa, pb := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
		os.WriteFile(pa, a, 0o644)
		os.WriteFile(pb, b, 0o644)
		var stdout, stderr bytes.Buffer
		code := runIn(context.Background(), ".", []string{"-min-effect", minEffect, pa, pb}, &stdout, &stderr)
		word, ok := verdicts[code]
		if !ok {
			t.Fatalf("exit %d", code)
		}
		if code == exitUsage && strings.Contains(stderr.String(), "invalid value") {
			return // the flag was refused, with the usage text
		}
		if last := lastLine(stdout.String()); !strings.HasPrefix(last, word) {
			t.Fatalf("exit %d, last line %q; want it to begin with %s", code, last, word)
		}
	})
}
