//go:build !linux

package main

import "errors"

// allowedCPUs is Linux only: elsewhere there is no taskset to pin with.
func allowedCPUs() ([]int, error) {
	return nil, errors.New("CPU affinity is read on Linux only")
}
