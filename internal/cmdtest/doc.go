// Package cmdtest holds the tests that run every command of bitbench as a
// built program, the way a user does: TestFlagRanges tries every numeric
// flag of every command (and the numeric options of
// scripts/run-bench-binary.sh) with 0, -1, its maximum + 1 and 2^63, and
// TestSignalsEndCommands checks that SIGINT and SIGTERM end a command that
// blocks on its input. The package has no code of its own; its tests build
// the commands with go build into a temporary folder.
//
// The ranges themselves are internal/limits's flag values, declared in each
// command; docs/limits.md lists them.
package cmdtest
