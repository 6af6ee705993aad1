#!/usr/bin/env bash
# test-native.sh is make test-native (see the Makefile): the native
# references' C through cgo (internal/native's tests, then one pass of the
# -native benchmark rows, each checked against naive), then internal/native
# and internal/benchloops without cgo.
#
#	GO=go scripts/test-native.sh
#
# NATIVE_TESTED=yes leaves out internal/native's cgo tests, for a caller
# that runs them too (make test's stage test-go, in its other lane: its
# failure fails make test).
#
# It says when it skips the C path, and why: cgo off, no C compiler, or
# build tags that leave internal/native without its cgo files
# (GOFLAGS=-tags=purego). A run of the C path that checks no row fails: the
# C was never exercised, whatever the tests said.
set -euo pipefail
go=${GO:-go}

cc=$("$go" env CC)
cgo=$("$go" env CGO_ENABLED)
if [ "$cgo" != 1 ]; then
	echo "test-native: skipped the C path: cgo is off (CGO_ENABLED=$cgo); the -native rows report Unavailable"
elif ! command -v "${cc%% *}" >/dev/null 2>&1; then
	echo "test-native: skipped the C path: no C compiler ($cc not found); the -native rows report Unavailable"
elif [ "$("$go" list -f '{{len .CgoFiles}}' ./internal/native)" = 0 ]; then
	echo "test-native: skipped the C path: this build (GOFLAGS=${GOFLAGS:-}) leaves internal/native without its cgo files; the -native rows report Unavailable"
else
	# clang 16 builds the C again for the -clang-native rows: wait for
	# .ci/run's install of it where one is under way.
	"$(dirname "$0")/await-install.sh"
	# TESTVET: -vet=off under make test, whose stage vet covers these files.
	# NATIVE_TESTED=yes: make test's stage test-go runs these very tests
	# (./... with the same flags); running them again cost about 150 s of
	# CPU and checked nothing new.
	if [ "${NATIVE_TESTED:-}" = yes ]; then
		echo "test-native: internal/native's cgo tests run in test-go (NATIVE_TESTED=yes)"
	else
		(set -x && "$go" test -count=1 ${TESTVET:-} ./internal/native/)
	fi
	out=$("$go" test -count=1 ${TESTVET:-} -run '^$' -bench 'Slider/impl=[a-z0-9]+(-clang)?-native' -benchtime 1x . 2>&1) || {
		echo "$out"
		exit 1
	}
	rows=$(grep -c '^BenchmarkSlider/impl=' <<<"$out" || true)
	if [ "$rows" = 0 ]; then
		echo "$out"
		echo "test-native: FAIL: 0 native benchmark rows ran, so none was checked against naive: the C did not run" >&2
		exit 1
	fi
	echo "test-native: $rows native benchmark rows checked against naive"
	clang=${BITBENCH_CLANG:-clang-16}
	command -v "${clang%% *}" >/dev/null 2>&1 ||
		echo "test-native: skipped the -clang-native rows: $clang not found (they report Unavailable; .ci/run installs clang-16)"
fi
# TESTVET: -vet=off under make test. Without cgo, internal/native's files
# are those test-arm64 vets (arm64 builds without cgo) and benchloops' are
# the default build's, which the stage vet covers; go test's vet pass here
# recomputed the standard library's facts for this build, about 12 CPU
# seconds on empty caches.
set -x
CGO_ENABLED=0 "$go" test -count=1 ${TESTVET:-} ./internal/native/ ./internal/benchloops/
