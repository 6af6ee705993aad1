// Package good has two fuzz targets that pass, for fuzzsmoke_test.go.
package good

// Words counts the words of s, split at spaces.
func Words(s string) int {
	n, in := 0, false
	for _, r := range s {
		switch {
		case r == ' ':
			in = false
		case !in:
			in, n = true, n+1
		}
	}
	return n
}
