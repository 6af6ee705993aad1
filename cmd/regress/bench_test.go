package main

import (
	"strings"
	"testing"
)

func TestFailureLines(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	tests := []struct{ in, want string }{
		{"BenchmarkX 1 5 ns/op\nPASS\n", ""},
		{"--- FAIL: BenchmarkX\n    x_test.go:3: wrong\nFAIL\nexit status 1\n", "--- FAIL: BenchmarkX\n    x_test.go:3: wrong"},
		{"BenchmarkX 1 5 ns/op\npanic: boom\n\ngoroutine 7 [running]:\nmain.f()\n", "panic: boom"},
		{"panic: " + long + "\n", "panic: " + strings.Repeat("é", 96) + "…"},
	}
	for _, tt := range tests {
		if got := failureLines(tt.in); got != tt.want {
			t.Errorf("failureLines(%.30q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}
