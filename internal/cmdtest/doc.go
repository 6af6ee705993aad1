// Package cmdtest holds the tests that run every command of bitbench as a
// built program, the way a user does:
//
//   - TestFlagRanges tries every numeric flag of every command (and the
//     numeric options of scripts/run-bench-binary.sh) with 0, -1, its
//     maximum + 1 and 2^63;
//   - TestSignalsEndCommands checks that SIGINT and SIGTERM end a command
//     that blocks on its input;
//   - TestHelpAndBadFlag checks the skeleton every command shares
//     (internal/cli): -h exits 0 with the usage on stdout, its lines at
//     most 80 columns, and a bad flag exits 2 with the usage on stderr;
//   - TestCommandShape reads each command's source for the same main and
//     run;
//   - TestHostileFiles gives every file argument of every command a FIFO,
//     /dev/zero, a directory, a 6 GB sparse file and a symbolic link loop,
//     and every command that reads a results tree a 6 GB results file, and
//     checks each is refused at once (exit 2, naming the argument and the
//     path; internal/safefile).
//   - TestFuzzSmokeScript runs scripts/fuzz-smoke.sh (make fuzz-smoke) on
//     the module in testdata/fuzzmod: passing targets fuzzed with coverage
//     guidance, a failing seed that fails it, and counts it refuses;
//     TestFuzzSmokeScratch, where the targets' scratch files go (a folder
//     of its own under /dev/shm, removed at the end, or TMPDIR when set).
//
// The package has no code of its own; its tests build the commands with go
// build into a temporary folder.
//
// The ranges themselves are internal/limits's flag values, declared in each
// command; docs/limits.md lists them.
package cmdtest
