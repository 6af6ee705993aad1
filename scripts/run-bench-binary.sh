#!/usr/bin/env bash
# run-bench-binary.sh: run bitbench's benchmarks on a machine WITHOUT Go, from
# a test binary built elsewhere, and write the result file in the same layout
# and by the same measuring engine as `go run ./cmd/bench` (make bench):
# results/<cpu-slug>/<YYYY-MM-DD>-<commit>.txt, never overwritten.
#
# 1. On a machine with Go, at the module root, build the binary for the target
#    with `make bench-binary` (GOOS=… GOARCH=… make bench-binary to
#    cross-compile; BUILD=v3 or BUILD=pgo for those builds). It bakes the
#    commit in.
#
# 2. Copy bin/bitbench.test and this script to the target machine and run:
#
#      scripts/run-bench-binary.sh [options] bin/bitbench.test
#
#    Options (the ranges are cmd/bench's, docs/limits.md):
#      -b BUDGET     the time the engine's rounds may take, 1s to 24h0m0s, a
#                    Go duration (9m, 90s, 1h30m) or seconds (default: the
#                    engine's, 9m; 1m with -q), as cmd/bench's -budget
#      -s SLICE      benchtime of one slice of a row, 1ms to 1m0s (default:
#                    the engine's, 10ms; 5ms with -q), as -slice
#      -e ESTIMATOR  the per-slice figure ratios and headlines use: cpu,
#                    best-cpu or wall (default: the engine's), as -estimator
#      -p CPUS       the CPUs single-thread launches are pinned to with
#                    taskset, each row to them by turns: a list such as 1,
#                    0,1 or 0-3 of CPUs (0 to 4095) this process may use;
#                    -1: no pinning (default: every CPU allowed when taskset
#                    is there, else none), as -pin
#      -S SEED       seed of the rounds' random orders, 0 to 999999999999;
#                    0: from the clock (default), as -seed
#      -x REGEXP     rows to measure, a go test -bench expression (default:
#                    all), as -bench
#      -c COMMIT     commit to record (default: the one baked into the binary)
#      -r SLUG       CPU folder name (default: the CPU's identity slug, brand
#                    plus microarchitecture, as the binary computes it), as
#                    -cpu-slug
#      -o DIR        results directory (default: results), as -results
#      -q            quick: the rows the ranking shows (sliders on random
#                    occupancy, perft from the start; -x selects others),
#                    shallow perft, and -b and -s default to 1m and 5ms (for
#                    trying the script; the file is still written, so point
#                    -o elsewhere)
#    -n, -l and -t (the fixed schedule before the engine) were removed: the
#    engine decides the samples and launches; give it -b BUDGET.
#
# 3. Copy results/<slug>/ back into the repository and commit it; then
#    `go run ./cmd/report` regenerates results/README.md and the charts.
#
# Before running anything the binary itself (-bench.target) checks
# BITBENCH_PEXT, names the folder from the CPU's identity and refuses a
# folder whose files record another CPU or none (files written before
# identities were recorded). The run is the binary's measuring engine
# (bitbench.test -bench.engine, internal/enginerun), as make bench runs it:
# short slices of every row in rounds, in a new random order each round,
# each launch a fresh copy of the binary, a reference row in every launch,
# until the budget is spent or no row is undecided. The file holds what
# make bench's does: the configuration lines (commit, go, goamd64, the CPU
# identity lines cpu-vendor … uarch, pext, goos, goarch, pkg, cpu), the
# schedule (engine, budget, slice, estimator, reference, seed, rules), one
# line per slice, and the closing lines (rounds, launches, noise-floor,
# steal, busy, unstable). The output streams to
# <folder>/<date>-<commit>.txt.partial and becomes the .txt file when the
# engine completes with its closing lines; on a failure or on
# SIGINT/SIGTERM the running binary is stopped and the .partial file is kept
# (no reader lists it).
#
# Exit status: 2 for bad usage, a bad BITBENCH_PEXT, an unusable binary or
# results folder, a folder of another CPU, or a selection of no row; 1 when
# a benchmark fails (a wrong answer), the run stops before its closing
# lines, or it is interrupted; 0 otherwise.
set -euo pipefail

usage() {
	sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2
}
die() {
	echo "run-bench-binary: $*" >&2
	exit 2
}
# ex VALUE: VALUE for a message, quoted, cut to 80 characters.
ex() {
	local v=$1
	((${#v} <= 80)) || v="${v:0:80}…(${#1} characters)"
	printf '%q' "$v"
}

# dur_ns D: D in nanoseconds, read as Go's time.ParseDuration reads it (a
# bare number is seconds, as cmd/bench's duration flags take it), anything
# above 10^14 (more than a day) as 10^14; fails when D is not a duration.
dur_ns() {
	local s=${1#+} total=0 int frac f13 a b
	[[ $s =~ ^-?[0-9]*\.?[0-9]*$ && $s =~ [0-9] ]] && s+=s
	[[ $s != -* ]] || { [[ $(dur_ns "${s#-}") ]] && echo -1; return; }
	[ "$s" != 0 ] || { echo 0; return; }
	[ -n "$s" ] || return 1
	while [ -n "$s" ]; do
		# The rest after a unit starts a new number, so "5ms" is never 5m.
		[[ $s =~ ^([0-9]*)(\.([0-9]*))?(ns|us|µs|μs|ms|s|m|h)(([0-9.].*)?)$ ]] || return 1
		int=${BASH_REMATCH[1]} frac=${BASH_REMATCH[3]} s=${BASH_REMATCH[5]}
		[ -n "$int$frac" ] || return 1
		# The unit is a·10^b ns; 13 digits of fraction resolve 1ns of an hour.
		case ${BASH_REMATCH[4]} in
		ns) a=1 b=0 ;; us | µs | μs) a=1 b=3 ;; ms) a=1 b=6 ;; s) a=1 b=9 ;; m) a=6 b=10 ;; h) a=36 b=11 ;;
		esac
		int=${int#"${int%%[!0]*}"} # no leading zeros: bash would read octal
		if ((${#int} > 15)) || ((10#${int:-0} * a > 100000000000000 / 10 ** b)); then
			total=100000000000000
		else
			f13=$(printf '%-13.13s' "$frac" | tr ' ' 0)
			total=$((total + 10#${int:-0} * a * 10 ** b + 10#$f13 * a / 10 ** (13 - b)))
		fi
		((total < 100000000000000)) || total=100000000000000
	done
	echo "$total"
}
# check_dur FLAG VALUE MIN_NS MAX_NS RANGE: exit 2 unless VALUE is a
# duration from MIN_NS to MAX_NS; the message states RANGE.
check_dur() {
	local ns
	ns=$(dur_ns "$2") || die "-$1 $(ex "$2"): not a duration such as 100ms or 9m; want $5${6:+ ($6)}"
	((ns >= $3 && ns <= $4)) || die "-$1 $(ex "$2"): out of range: want $5"
}
# int_of FLAG VALUE MIN MAX RANGE: VALUE as a decimal number; exit 2
# unless it is a whole number from MIN to MAX (at most 12 digits).
int_of() {
	[[ $2 =~ ^-?[0-9]+$ ]] || die "-$1 $(ex "$2"): not a whole number; want $5"
	local n
	[[ $2 =~ ^-?[0-9]{1,12}$ ]] && n=$((10#${2#-})) || n=$(($4 + 1))
	[[ $2 != -* ]] || n=$((-n))
	((n >= $3 && n <= $4)) || die "-$1 $(ex "$2"): out of range: want $5"
	echo "$n"
}

commit="" budget="" slice="" estimator="" pin="" seed=0 slug="" outdir=results bench=. quick=""
while getopts "b:s:e:p:S:x:c:r:o:qn:l:t:h" opt; do
	case $opt in
	b) budget=$OPTARG ;;
	s) slice=$OPTARG ;;
	e) estimator=$OPTARG ;;
	p) pin=$OPTARG ;;
	S) seed=$OPTARG ;;
	x) bench=$OPTARG ;;
	c) commit=$OPTARG ;;
	r) slug=$OPTARG ;;
	o) outdir=$OPTARG ;;
	q) quick=1 ;;
	n) die "-n was removed: the engine decides the samples; use -b BUDGET" ;;
	l) die "-l was removed: the engine launches a fresh copy of the binary for every launch of every round; use -b BUDGET" ;;
	t) die "-t was removed: the engine measures in slices; use -s SLICE and -b BUDGET" ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || usage
bin=$1

# The engine's settings, checked as cmd/bench checks its flags. An option
# not given is left to the binary (enginerun.Defaults), except the budget
# and slice of -q, which are cmd/bench's -quick (engine.QuickBudget and its
# quickSlice; cmd/bench's script test checks them).
engine=()
if [ -n "$budget" ]; then
	check_dur b "$budget" 1000000000 86400000000000 "1s to 24h0m0s" "the benchmark selection is -x"
	engine+=(-bench.budget "$(dur_ns "$budget")ns")
elif [ -n "$quick" ]; then
	engine+=(-bench.budget 1m)
fi
if [ -n "$slice" ]; then
	check_dur s "$slice" 1000000 60000000000 "1ms to 1m0s" "the CPU folder's name is -r"
	engine+=(-bench.slice "$(dur_ns "$slice")ns")
elif [ -n "$quick" ]; then
	engine+=(-bench.slice 5ms)
fi
if [ -n "$estimator" ]; then
	case $estimator in
	cpu | best-cpu | wall) engine+=(-bench.estimator "$estimator") ;;
	*) die "-e $(ex "$estimator"): want one of cpu, best-cpu, wall" ;;
	esac
fi
seed=$(int_of S "$seed" 0 999999999999 "0 to 999999999999; 0: from the clock")
engine+=(-bench.seed "$seed")
[ -z "$quick" ] || engine+=(-bench.quick)

# cpus_of LIST: the CPUs of a list such as 0-3,6, one a line; status 1
# unless it is one (numbers 0 to 4095, each range increasing).
cpus_of() {
	[[ $1 =~ ^[0-9]{1,4}(-[0-9]{1,4})?(,[0-9]{1,4}(-[0-9]{1,4})?)*$ ]] || return 1
	local r c ranges
	IFS=, read -ra ranges <<<"$1"
	for r in "${ranges[@]}"; do
		((10#${r%-*} <= 10#${r#*-} && 10#${r#*-} <= 4095)) || return 1
		for ((c = 10#${r%-*}; c <= 10#${r#*-}; c++)); do echo "$c"; done
	done
}
# The pins, as cmd/bench's pinCPUs: -p -1 is none; -p's CPUs must be ones
# this process may use, and pinning possible (Linux with taskset); without
# -p, every allowed CPU when pinning is possible, else none.
if [ -n "$pin" ] && [ "$pin" != -1 ]; then
	want="want a CPU list such as 1, 0,1 or 0-3 (CPUs 0 to 4095, each once), or -1 for no pinning"
	pins=$(cpus_of "$pin") || die "-p $(ex "$pin"): not a CPU list; $want"
	dup=$(sort -n <<<"$pins" | uniq -d | head -n 1)
	[ -z "$dup" ] || die "-p $pin: CPU $dup is named twice; $want"
fi
allowed=() list=""
if [ "$(uname -s)" = Linux ] && command -v taskset >/dev/null 2>&1; then
	list=$(taskset -cp $$ 2>/dev/null | sed 's/.*: *//') || list=""
	mapfile -t allowed < <(cpus_of "$list" || true)
	[ ${#allowed[@]} -gt 0 ] || [ -z "$pin" ] || [ "$pin" = -1 ] ||
		die "-p $pin: cannot read the CPUs this process may use (taskset -cp $$); pass -p -1"
elif [ -n "$pin" ] && [ "$pin" != -1 ]; then
	die "-p $pin: pinning needs Linux and the taskset command; pass -p -1"
fi
if [ -z "$pin" ]; then
	pin=-1
	[ ${#allowed[@]} -eq 0 ] || pin=$(IFS=,; echo "${allowed[*]}")
elif [ "$pin" != -1 ]; then
	for c in $pins; do
		[[ " ${allowed[*]} " == *" $c "* ]] || die "-p $pin: CPU $c is not one this process may use (allowed: $list)"
	done
fi
engine+=(-bench.pin "$pin")

[[ $bin == */* ]] || bin=./$bin # run it from here, not from $PATH
[ -f "$bin" ] && [ -x "$bin" ] || die "$bin: not an executable file (build it with make bench-binary, see the head of this script)"

# The folder: the binary names it from the CPU's identity (or -r) and checks
# that the files already there record this CPU, and that BITBENCH_PEXT is valid.
slugflag=()
[ -z "$slug" ] || slugflag=(-bench.slug "$slug")
dir=$("$bin" -bench.target "$outdir" "${slugflag[@]}") || die "$bin refuses this run (the reason is above), or does not run here (wrong GOOS/GOARCH, or built before -bench.target)"

# The commit: from -c, else baked into the binary (its first "commit:" line).
commit_from=-c
if [ -z "$commit" ]; then
	commit_from="the binary's commit line, commit:"
	commit=$("$bin" -test.run '^$' -test.bench '^$' 2>/dev/null | sed -n 's/^commit: //p' | head -n 1) ||
		die "$bin does not run here (wrong GOOS/GOARCH?)"
	[ -n "$commit" ] || die "$bin has no commit baked in; pass -c COMMIT"
fi
[[ $commit =~ ^[0-9A-Za-z]+(-[0-9A-Za-z]+)*$ ]] || die "commit '$commit': want letters and digits joined by '-'"
# As internal/results.CheckCommit: a commit ending in a build's name would
# make a v1 run's file read as that build's.
[[ ! $commit =~ -(v2|v3|v4|pgo)$ ]] || die "$commit_from $commit: it ends in -${commit##*-}, which file names keep for the build"

# The build: from the binary's header, as internal/results.BuildOf reads a
# file's. A GOAMD64=v3 binary names its file <date>-<commit>-v3.txt, a
# profile-guided one -pgo.txt (make bench-binary BUILD=v3|pgo), so that files
# of different builds never pass for one another.
header=$("$bin" -test.run '^$' -test.bench '^$' 2>/dev/null) || die "$bin does not run here (wrong GOOS/GOARCH?)"
goamd64=$(sed -n 's/^goamd64: //p' <<<"$header" | head -n 1)
pgo=$(sed -n 's/^pgo: //p' <<<"$header" | head -n 1)
build=${goamd64:-v1}
[ -z "$pgo" ] || [ "$pgo" = off ] || build=pgo
case $build in
v1) suffix= ;;
v2 | v3 | v4 | pgo) suffix=-$build ;;
*) die "$bin reports goamd64 '$goamd64': not a build results files name" ;;
esac

# The -x expression must compile as the testing package compiles it: the
# binary checks it and, with every benchmark skipped, runs nothing.
"$bin" -test.run '^$' -test.bench "$bench" -test.skip . -test.benchtime 1x >/dev/null 2>&1 ||
	die "-x $(ex "$bench"): not a valid benchmark expression (the test binary refuses it)"
[ "$bench" = . ] || engine+=(-bench.select "$bench")

# The folder must take a file now, not after the run.
mkdir -p "$dir" 2>/dev/null || die "results folder $dir: cannot create it"
probe="$dir/.probe-$$"
{ echo probe >"$probe" && rm -f "$probe"; } 2>/dev/null || die "results folder $dir: cannot write a file there"

# The partial file: the first free of <base>.txt.partial, <base>-2.txt.partial, …
base=$(date +%F)-$commit$suffix
partial=$dir/$base.txt.partial
i=1
until (set -C && : >"$partial") 2>/dev/null; do
	i=$((i + 1))
	[ $i -lt 10000 ] || die "$dir: too many files named $base"
	partial=$dir/$base-$i.txt.partial
done

work=$(mktemp -d)
fifo=$work/out
mkfifo "$fifo"
child="" reader=""
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
# kept: where the output so far is: the partial file, or, when the run
# printed nothing, nowhere (the empty file is removed, as cmd/bench does).
kept() {
	if [ -s "$partial" ]; then
		echo "the output so far is kept in $partial"
	else
		rm -f "$partial"
		echo "nothing was measured"
	fi
}
stop() {
	trap - INT TERM
	[ -z "$child" ] || kill "$child" 2>/dev/null || true
	[ -z "$reader" ] || wait "$reader" 2>/dev/null || true
	echo "run-bench-binary: interrupted; $(kept)" >&2
	exit 1
}
trap stop INT TERM

# The run: the engine's driver, started at GOMAXPROCS 1 as cmd/bench starts
# it; each line of its results is appended to the partial file and echoed
# with the time.
start=$SECONDS
progress() {
	while IFS= read -r line || [ -n "$line" ]; do
		printf '%s\n' "$line" >>"$partial"
		printf '[%5ss] %s\n' $((SECONDS - start)) "$line" >&2
	done
}
[ "$pin" = -1 ] || echo "run-bench-binary: single-threaded launches pinned to CPUs $pin, each row to them by turns" >&2
echo "run-bench-binary: measuring with the engine (${budget:-its default budget}; each launch a fresh copy of the binary)" >&2
progress <"$fifo" &
reader=$!
GOMAXPROCS=1 "$bin" -test.run '^$' -bench.engine -bench.commit "$commit" "${engine[@]}" >"$fifo" &
child=$!
status=0
wait "$child" || status=$?
child=""
wait "$reader" || true
reader=""
trap - INT TERM
if [ $status -eq 2 ] && [ ! -s "$partial" ]; then
	rm -f "$partial"
	die "the engine refuses these settings (the reason is above); nothing was measured"
fi
if [ $status -ne 0 ]; then
	echo "run-bench-binary: the run failed (output above); $(kept)" >&2
	exit 1
fi

# A run that measured nothing, or that stopped before the engine's closing
# lines (rounds:, launches:, noise-floor:), is no results file: readers would
# take it as the newest. It stays a .partial file.
short=$(awk '
	/^Benchmark[^ \t]*[ \t]+[0-9]+[ \t]/ { results++ }
	/^rounds: / { rounds = 1 }
	END {
		if (!results) print "no benchmark results"
		else if (!rounds) print "the engine'\''s closing lines (rounds:, launches:, noise-floor:) are missing"
	}' "$partial")
if [ -n "$short" ]; then
	echo "run-bench-binary: no results file written: $short; the output is kept in $partial" >&2
	exit 1
fi

# The engine prints "cpu: <model>" where it can tell; elsewhere the file gets
# the model from /proc/cpuinfo, or the slug.
final=$work/final
if grep -q '^cpu: ' "$partial"; then
	cp "$partial" "$final"
else
	model=$(LC_ALL=C sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -n 1)
	{ printf 'cpu: %s\n' "${model:-$(basename "$dir")}"; cat "$partial"; } >"$final"
fi
chmod 644 "$final"

# Never overwrite: link the finished file under the first free name, in the
# folder (a hard link needs the same file system, so copy it there first).
tmp=$(mktemp "$dir/.tmp-run-XXXXXX")
cp "$final" "$tmp"
chmod 644 "$tmp"
name=$base.txt
i=1
until ln "$tmp" "$dir/$name" 2>/dev/null; do
	i=$((i + 1))
	[ $i -lt 10000 ] || { rm -f "$tmp"; die "$dir: too many files named $base"; }
	name=$base-$i.txt
done
rm -f "$tmp" "$partial"
echo "run-bench-binary: wrote $dir/$name in $((SECONDS - start))s" >&2
