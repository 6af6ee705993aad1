//go:build !linux

package threadcpu

import "time"

// threadTime is false: off Linux, Now reads the wall clock.
const threadTime = false

// threadNow is never called off Linux.
func threadNow() time.Duration { return wallNow() }
