// Package bad has a fuzz target whose seed fails, for fuzzsmoke_test.go.
package bad

// Half returns n / 2, wrongly for 7: the planted bug.
func Half(n int) int {
	if n == 7 {
		return 4
	}
	return n / 2
}
