package main

// Ranges of bench's numeric flags (docs/limits.md).
const (
	maxPin  = 4095         // -pin: a CPU number
	maxSeed = 999999999999 // -seed
)
