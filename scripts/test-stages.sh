#!/usr/bin/env bash
# test-stages.sh runs make targets ("stages") in lanes side by side and prints
# a table of their times; make test runs it.
#
#	scripts/test-stages.sh 'vet test-go' 'lint-workflows test-arm64' ...
#
# Each argument is a lane: make targets run one after another. The lanes run
# at the same time. A stage's output goes to a file of its own and is printed
# as one block when the stage ends, so the output of stages that overlap never
# interleaves; a line says when each stage starts. When a stage fails, no lane
# starts another stage (those are listed as "not run"), the stages running
# then finish, and the script exits 1 after printing every block and the
# table. MAKE names the make to run (make test passes its own).
#
# The table gives each stage's wall time and its CPU time (user and sys, its
# processes and all their children): on a shared machine the wall times
# depend on the neighbours, the CPU seconds much less.
set -u

if [ $# -eq 0 ]; then
	echo "usage: scripts/test-stages.sh 'TARGET...' ['TARGET...' ...]: each argument a lane of make targets" >&2
	exit 2
fi
make=${MAKE:-make}
dir=$(mktemp -d "${TMPDIR:-/tmp}/bitbench-stages.XXXXXX") || exit 2
lanes=()
trap 'for p in "${lanes[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$dir"; exit 130' INT TERM

# run_lane N TARGET...: the stages of lane N, one after another. Stage K of
# the lane writes N.K.name (its target), N.K.log (its output), and when it
# ends N.K.done ("status wall user sys"); a lane that stops writes N.K.skip
# for each stage it did not run.
run_lane() {
	local lane=$1 k=0 failed=0 t f
	shift
	for t in "$@"; do
		k=$((k + 1))
		f=$dir/$lane.$(printf %02d $k)
		echo "$t" >"$f.name"
		if [ $failed = 1 ] || [ -e "$dir/failed" ]; then
			: >"$f.skip"
			continue
		fi
		: >"$f.start"
		local TIMEFORMAT='%R %U %S' times rc
		# The braces' stderr is time's report; the stage's own goes to its log.
		# $? after the assignment is make's status.
		times=$({ time "$make" --no-print-directory "$t" >"$f.log" 2>&1; } 2>&1)
		rc=$?
		echo "$rc $times" >"$f.done.tmp" && mv "$f.done.tmp" "$f.done"
		[ "$rc" = 0 ] || { failed=1; : >"$dir/failed"; }
	done
}

n=0
for lane in "$@"; do
	n=$((n + 1))
	run_lane "$n" $lane &
	lanes+=($!)
done

# The one writer of the output: announce starts, print each finished stage's
# block, until every lane has ended.
shown=" "
started=" "
report() {
	local f base name
	for f in "$dir"/*.done; do
		[ -e "$f" ] || continue
		base=${f%.done}
		case $shown in *" $base "*) continue ;; esac
		shown="$shown$base "
		announce "$base"
		name=$(cat "$base.name")
		set -- $(cat "$f")
		if [ "$1" = 0 ]; then echo "=== ok $name ($(cpu "$2" 0) s wall, $(cpu "$3" "$4") s CPU):"; else echo "=== FAIL $name (status $1 after $(cpu "$2" 0) s):"; fi
		sed 's/^/    /' "$base.log"
		if [ "$1" = 0 ]; then echo "=== end ok $name"; else echo "=== end FAIL $name"; fi
	done
	for f in "$dir"/*.start; do
		[ -e "$f" ] && announce "${f%.start}"
	done
}
# announce BASE: the start line of a stage, once.
announce() {
	local lane=${1##*/}
	case $started in *" $1 "*) return ;; esac
	started="$started$1 "
	echo "=== start $(cat "$1.name") (lane ${lane%%.*}, $(date -u +%H:%M:%S))"
}
cpu() { awk -v u="$1" -v s="$2" 'BEGIN { printf "%.1f", u + s }'; }

begin=$(date +%s)
while :; do
	alive=0
	for p in "${lanes[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
	report
	[ $alive = 1 ] || break
	sleep 1
done
wait
total=$(($(date +%s) - begin))

status=0
failed=
echo
echo "make test: stages (wall and CPU seconds; lanes run side by side)"
printf '%-16s %4s  %-7s %8s %8s %8s %8s\n' stage lane result wall user sys cpu
sum=0
for f in "$dir"/*.name; do
	base=${f%.name}
	name=$(cat "$f")
	lane=${base##*/}
	lane=${lane%%.*}
	if [ -e "$base.done" ]; then
		set -- $(cat "$base.done")
		result=ok
		[ "$1" = 0 ] || { result=FAIL; status=1; failed="$failed $name"; }
		printf '%-16s %4s  %-7s %8.1f %8.1f %8.1f %8.1f\n' "$name" "$lane" "$result" "$2" "$3" "$4" "$(cpu "$3" "$4")"
		sum=$(awk -v a="$sum" -v u="$3" -v s="$4" 'BEGIN { print a + u + s }')
	else
		printf '%-16s %4s  %-7s\n' "$name" "$lane" "not run"
		status=1
	fi
done
printf '%-16s %4s  %-7s %8d %26.1f\n' total "" "$([ $status = 0 ] && echo ok || echo FAIL)" "$total" "$sum"
[ -z "$failed" ] || echo "make test: FAIL:$failed (output above, between === FAIL and === end FAIL)"
rm -rf "$dir"
exit $status
