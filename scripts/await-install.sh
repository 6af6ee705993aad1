#!/usr/bin/env bash
# await-install.sh waits until .ci/run's install of make test's tools
# (qemu-user, clang 16) has ended, where .ci/run runs it beside make test:
# the stages that use them (test-go and test-native, whose C references
# clang 16 builds again, and test-arm64, whose binaries qemu-aarch64 runs)
# call it first, and it returns at once when no install is under way.
#
#	BITBENCH_INSTALL_LOCK=FILE scripts/await-install.sh [-check]
#
# BITBENCH_INSTALL_LOCK names the file the install holds an exclusive
# flock(1) on while it runs; unset or empty, there is nothing to wait for.
# A name that is not a file, or an install still running after 900 s,
# fails with status 2 and says which. -check only checks the name, without
# waiting: make test does, before its stages start.
set -euo pipefail
case "${1:-}" in
'' | -check) ;;
*)
	echo "usage: scripts/await-install.sh [-check], not '$*'" >&2
	exit 2
	;;
esac
lock=${BITBENCH_INSTALL_LOCK:-}
[ -n "$lock" ] || exit 0
if ! [ -f "$lock" ]; then
	echo "await-install: BITBENCH_INSTALL_LOCK=$lock: not a file (.ci/run sets it to the lock its install holds)" >&2
	exit 2
fi
[ "${1:-}" != -check ] || exit 0
if ! flock -s -w 900 "$lock" true; then
	echo "await-install: the install holding $lock (BITBENCH_INSTALL_LOCK) was still running after 900 s; see /tmp/bitbench-apt.log" >&2
	exit 2
fi
