package bad

import "testing"

func FuzzHalf(f *testing.F) {
	f.Add(7)
	f.Fuzz(func(t *testing.T, n int) {
		if n >= 0 && n < 1<<20 && Half(n)*2 > n {
			t.Fatalf("Half(%d) = %d", n, Half(n))
		}
	})
}
