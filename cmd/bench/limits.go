package main

// Ranges of bench's numeric flags (docs/limits.md).
const (
	maxCount = 1000 // -count
	maxPin   = 4095 // -pin: a CPU number
)
