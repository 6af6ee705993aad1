//go:build !amd64

package cpuid

// X86Level returns 0: x86-64 levels exist on amd64 only.
func X86Level() int { return 0 }
