//go:build !cgo && !purego

package native

// stubReason is why no reference runs in this build.
const stubReason = "built without cgo"
