//go:build !linux

package benchloops

import "errors"

// errNoAffinity says that pinning a thread to a CPU is Linux only.
var errNoAffinity = errors.New("pinning a thread to a CPU is Linux only")

// AllowedCPUs is Linux only: elsewhere no step is pinned.
func AllowedCPUs() ([]int, error) { return nil, errNoAffinity }

// pinThread is Linux only.
func pinThread(int) (func() error, error) { return nil, errNoAffinity }
