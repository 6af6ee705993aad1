#!/usr/bin/env bash
# fuzz-smoke.sh runs every fuzz target of the packages for a number of
# executions each, with coverage guidance from the module's own code: make
# fuzz-smoke (part of make test) runs it.
#
#	scripts/fuzz-smoke.sh EXECS PACKAGE...     (EXECS: 10000, or 10000x)
#
# go test -fuzz instruments every package the test binary holds, the
# standard library and the other modules included, so its build compiles
# all of them again. This builds each package's test binary once, with
# -gcflags MODULE/...=-d=libfuzzer (the flag go test -fuzz adds): the
# module's packages carry the coverage counters that guide the mutations,
# and everything else is the default build, already compiled. Measured on
# the 2-core Zen 5, 14 targets in 9 packages from a cache holding the
# default build: 54.5 CPU s against 159.7 with go test -fuzz. The price is
# guidance from the module's code alone: over those 10,000 executions per
# target the corpus gained 642 new inputs, against 1,847 with everything
# instrumented (make fuzz and fuzz-all still run go test -fuzz). Then it runs
# each target from that binary in the package's folder, as go test would:
# its seed corpus and testdata/fuzz, the cached corpus under
# $(go env GOCACHE)/fuzz, EXECS mutated executions (-test.fuzztime EXECSx),
# and a failing input written to testdata/fuzz, unminimised
# (-test.fuzzminimizetime 0: make fuzz FUZZ=... minimises it). One fuzzing
# worker (-test.parallel 1): as many executions, for less CPU.
#
# The targets' scratch files (t.TempDir, and the fuzzing worker's shared
# memory file) go to a folder under /dev/shm when TMPDIR is unset and
# /dev/shm is a writable folder: FuzzReport and FuzzRegressFiles write their
# files through internal/safefile, whose fsync on a disk was most of their
# cost. Measured warm: 31.4 s and 37.9 CPU s against 45.5 and 45.8.
#
# FUZZFLAGS adds flags as go test spells them (-parallel=2), passed to the
# binary as -test.parallel=2; TESTVET is go test's -vet flag (make test
# passes -vet=off: its stage vet ran go vet). GO names the go command. It
# stops at the first failure, exit 1.
set -euo pipefail

if [ $# -lt 2 ] || ! [[ $1 =~ ^[1-9][0-9]*x?$ ]]; then
	echo "usage: scripts/fuzz-smoke.sh EXECS PACKAGE...: EXECS a count of executions per target (10000 or 10000x), not '${1:-}'" >&2
	exit 2
fi
execs=${1%x}
shift
go=${GO:-go}
here=$(cd "$(dirname "$0")" && pwd)
module=$("$go" list -m)
cache=$("$go" env GOCACHE)
list=$(GO="$go" "$here/fuzz-targets.sh" "$@")
if [ -z "$list" ]; then
	echo "fuzz-smoke: no fuzz target in $*" >&2
	exit 1
fi
extra=()
for f in ${FUZZFLAGS:-}; do
	case $f in -test.*) extra+=("$f") ;; -*) extra+=("-test.${f#-}") ;; *) extra+=("$f") ;; esac
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bitbench-fuzz.XXXXXX")
scratch=
trap 'rm -rf "$tmp" ${scratch:+"$scratch"}' EXIT
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
	scratch=$(mktemp -d /dev/shm/bitbench-fuzz.XXXXXX)
fi

built=
for t in $list; do
	pkg=${t%%,*}
	fn=${t#*,}
	bin=$tmp/$(echo "$pkg" | tr / _).test
	if [ "$built" != "$pkg" ]; then
		echo "fuzz: building $pkg, its module's packages instrumented"
		"$go" test -c -o "$bin" ${TESTVET:-} -gcflags="$module/...=-d=libfuzzer" "$pkg"
		dir=$("$go" list -f '{{.Dir}}' "$pkg")
		built=$pkg
	fi
	echo "fuzz: $pkg $fn for ${execs}x"
	(cd "$dir" && TMPDIR=${scratch:-${TMPDIR:-/tmp}} "$bin" -test.run='^$' -test.fuzz="^$fn\$" -test.fuzztime="${execs}x" \
		-test.fuzzminimizetime=0 -test.parallel=1 -test.fuzzcachedir="$cache/fuzz/$pkg" \
		-test.paniconexit0 ${extra[@]+"${extra[@]}"}) || {
		echo "fuzz-smoke: FAIL: $pkg $fn (reproduce: go test -run '^$fn\$' $pkg; fuzz it: make fuzz FUZZ=$fn)"
		exit 1
	}
done
