package main

// Ranges of bench's numeric flags (docs/limits.md).
const (
	maxSeed = 999999999999 // -seed
)
