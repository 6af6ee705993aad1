// Package scratch has a fuzz target that checks where its scratch files
// go, for fuzzsmoke_test.go.
package scratch

// Dir is the folder that os.TempDir reported.
var Dir string
