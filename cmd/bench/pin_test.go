package main

import (
	"slices"
	"strings"
	"testing"
)

// TestPinCPUs: without -pin, every CPU allowed where taskset can pin;
// -pin -1, none; a -pin list, its CPUs, each one allowed.
func TestPinCPUs(t *testing.T) {
	allowed := func() ([]int, error) { return []int{0, 1, 5}, nil }
	tests := []struct {
		pin     string
		taskset bool
		want    []int
		wantErr string
	}{
		{"-1", true, nil, ""},
		{"-1", false, nil, ""},
		{"", true, []int{0, 1, 5}, ""},
		{"", false, nil, ""},
		{"1", true, []int{1}, ""},
		{"5,0", true, []int{0, 5}, ""},
		{"0-1", true, []int{0, 1}, ""},
		{"2", true, nil, "CPU 2 is not one this process may use (allowed: 0-1,5)"},
		{"0-2", true, nil, "CPU 2 is not one"},
		{"1", false, nil, "needs Linux and the taskset command"},
	}
	for _, tt := range tests {
		got, err := pinCPUs(options{pin: tt.pin}, env{taskset: tt.taskset, allowed: allowed})
		if !slices.Equal(got, tt.want) || tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("pinCPUs(-pin %q, taskset %v) == %v, %v; want %v, error %q", tt.pin, tt.taskset, got, err, tt.want, tt.wantErr)
		}
	}
}
