//go:build purego

package native

// stubReason is why no reference runs in this build.
const stubReason = "built with -tags purego"
