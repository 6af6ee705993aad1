#!/usr/bin/env bash
# simd-root.sh runs the root suite (properties, perft, suites, founding
# masks, exhaustive sliders) with GOEXPERIMENT=simd for what that build adds:
# make test-simd runs it. The default build's root suite (make test-go) has
# already proved every other implementation, so rerunning them here proves
# nothing new.
#
# The implementations the experiment adds are found, not named: the names
# TestFoundingMasks runs in the GOEXPERIMENT=simd test binary and not in the
# default one. Then, from the GOEXPERIMENT=simd binary:
#
#   - TestProps, TestPerft, TestFoundingMasks: only their subtests of those
#     names (a subtest per implementation at the second level);
#   - TestSharedSuites: only those names at the third level (suite/impl);
#   - every other root test whole (TestExhaustiveSliders, whose subtests are
#     pext paths, and TestPerftParallelAndDivide loop over the
#     implementations inside one test), so a new root test is never skipped.
#
# It fails when the experiment adds no name, or when a restricted test ran
# none of the added names (a renamed test or subtest would otherwise leave
# simd unproved while everything passes). GO names the go command.
set -euo pipefail
cd "$(dirname "$0")/.."
go=${GO:-go}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bitbench-simd-root.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# -vet=off: make test-simd vets the root package with GOEXPERIMENT=simd just
# before, and make test's stage vet the default build.
GOEXPERIMENT=simd "$go" test -c -vet=off -o "$tmp/simd.test" .
GOEXPERIMENT= "$go" test -c -vet=off -o "$tmp/default.test" .

# names BINARY: the implementations the binary registers, one a line.
names() {
	"$1" -test.run '^TestFoundingMasks$' -test.v >"$tmp/names.log" 2>&1 || { cat "$tmp/names.log"; exit 1; }
	sed -n 's|^=== RUN   TestFoundingMasks/\([^/]*\)$|\1|p' "$tmp/names.log" | sort
}
names "$tmp/simd.test" >"$tmp/simd.names"
names "$tmp/default.test" >"$tmp/default.names"
added=$(comm -13 "$tmp/default.names" "$tmp/simd.names")
if [ -z "$added" ]; then
	echo "simd-root: GOEXPERIMENT=simd registers no implementation the default build lacks (both: $(tr '\n' ' ' <"$tmp/simd.names")); nothing to prove" >&2
	exit 1
fi
echo "simd-root: GOEXPERIMENT=simd adds $(echo $added | tr ' ' ,); the root suite runs for those"
alt=$(echo "$added" | sed 's/[][\.*^$+?(){}|]/\\&/g' | paste -sd '|' -)
perimpl='TestProps|TestPerft|TestFoundingMasks'

# run NAME ARGS...: the GOEXPERIMENT=simd binary with ARGS, its output in
# NAME.log, printed whole on failure.
run() {
	local name=$1
	shift
	echo "simd-root: simd.test $*"
	if ! "$tmp/simd.test" -test.timeout 10m -test.v "$@" >"$tmp/$name.log" 2>&1; then
		cat "$tmp/$name.log"
		echo "simd-root: FAIL: $*"
		exit 1
	fi
	# The verdict of each top-level test and of each implementation's subtest.
	grep -E '^(--- |    --- |        --- (PASS|FAIL|SKIP): TestSharedSuites/)|^(PASS|FAIL|ok)' "$tmp/$name.log" || true
}
run perimpl -test.run "^($perimpl)\$/^($alt)\$"
run suites -test.run "^TestSharedSuites\$/./^($alt)\$"
run rest -test.skip "^($perimpl|TestSharedSuites)\$"

# Each restricted test must have run each added name.
status=0
for n in $added; do
	for t in ${perimpl//|/ }; do
		grep -q "^    --- PASS: $t/$n " "$tmp/perimpl.log" || {
			echo "simd-root: $t ran no subtest $n: the restriction proves nothing for $n"
			status=1
		}
	done
	if ! grep -q "^--- SKIP: TestSharedSuites " "$tmp/suites.log" && ! grep -q "^        --- PASS: TestSharedSuites/[^/]*/$n " "$tmp/suites.log"; then
		echo "simd-root: TestSharedSuites ran no subtest */$n and did not skip"
		status=1
	fi
done
exit $status
