#!/usr/bin/env bash
# run-bench-binary.sh: run bitbench's benchmarks on a machine WITHOUT Go, from
# a test binary built elsewhere, and write the result file in the same layout
# as `go run ./cmd/bench` (results/<cpu-slug>/<YYYY-MM-DD>-<commit>.txt, never
# overwritten).
#
# 1. On a machine with Go, at the module root, build the binary for the target
#    with `make bench-binary` (GOOS=… GOARCH=… make bench-binary to
#    cross-compile; add GOAMD64=v3 etc. if you want that level). It bakes the
#    commit in.
#
# 2. Copy bin/bitbench.test and this script to the target machine and run:
#
#      scripts/run-bench-binary.sh [options] bin/bitbench.test
#
#    Options:
#      -c COMMIT     commit to record (default: the one baked into the binary)
#      -n COUNT      repetitions of each benchmark, 1 to 1000 (default 10)
#      -l LAUNCHES   launches of the binary the repetitions are split over,
#                    each from a fresh copy of it, 0 to 1000 and at most
#                    COUNT (default 0: COUNT, one repetition a launch; 1:
#                    all in one launch), as cmd/bench's -launches
#      -t BENCHTIME  time per benchmark, 1ns to 1h, or a count, 1x to
#                    1000000000x (default 500ms)
#      -s SLUG       CPU folder name (default: the CPU's identity slug, brand
#                    plus microarchitecture, as the binary computes it)
#      -o DIR        results directory (default: results)
#      -b REGEXP     benchmarks to run (default: all); the parallel pass runs
#                    when the part before the first '/' matches
#                    BenchmarkParallelPerft
#      -q            quick: shallow perft (for trying the script; the file is
#                    still written, so point -o elsewhere)
#
# 3. Copy results/<slug>/ back into the repository and commit it; then
#    `go run ./cmd/report` regenerates results/README.md and the charts.
#
# Before running anything the binary itself (-bench.target) checks
# BITBENCH_PEXT, names the folder from the CPU's identity and refuses a
# folder whose files record another CPU or none (files written before
# identities were recorded). The binary prints the configuration lines
# (commit, go, goamd64, the CPU identity lines cpu-vendor … uarch, pext, and
# the testing package's goos, goarch, pkg, cpu). Like cmd/bench, the run has
# two passes: every benchmark but BenchmarkParallelPerft with GOMAXPROCS 1,
# pinned with taskset to the last allowed CPU when taskset exists; then
# BenchmarkParallelPerft with -test.cpu 1,<number of CPUs>, unpinned; each
# launch (-l) runs both, from a fresh copy of the binary, so that a row's
# samples are spread over the run and over where the binary's pages sit
# in memory. The output streams to <folder>/<date>-<commit>.txt.partial and becomes the .txt
# file when both passes complete; on a failure or on SIGINT/SIGTERM the
# running binary is stopped and the .partial file is kept (no reader lists
# it).
#
# Exit status: 2 for bad usage, a bad BITBENCH_PEXT, an unusable binary or
# results folder, or a folder of another CPU; 1 when a benchmark fails (a
# wrong answer) or the run is interrupted; 0 otherwise.
set -euo pipefail

usage() {
	sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2
}
die() {
	echo "run-bench-binary: $*" >&2
	exit 2
}

commit="" count=10 launches=0 benchtime=500ms slug="" outdir=results bench=. quick=()
while getopts "c:n:l:t:s:o:b:qh" opt; do
	case $opt in
	c) commit=$OPTARG ;;
	n) count=$OPTARG ;;
	l) launches=$OPTARG ;;
	t) benchtime=$OPTARG ;;
	s) slug=$OPTARG ;;
	o) outdir=$OPTARG ;;
	b) bench=$OPTARG ;;
	q) quick=(-bench.quick) ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || usage
bin=$1
[[ $bin == */* ]] || bin=./$bin # run it from here, not from $PATH
[ -f "$bin" ] && [ -x "$bin" ] || die "$bin: not an executable file (build it with make bench-binary, see the head of this script)"
# The ranges are cmd/bench's (docs/limits.md): -n 1 to 1000; -t a
# duration from 1ns to 1h, or a count from 1x to 1000000000x.
[[ $count =~ ^[1-9][0-9]{0,3}$ ]] && ((10#$count <= 1000)) || die "-n $count: out of range: want 1 to 1000"
[[ $launches =~ ^[0-9]{1,4}$ ]] && ((10#$launches <= 1000)) || die "-l $launches: out of range: want 0 to 1000; 0: -n, one repetition a launch"
count=$((10#$count)) launches=$((10#$launches))
((launches <= count)) || die "-l $launches: more than -n ($count): a launch without a repetition"
((launches > 0)) || launches=$count
benchtime_ok() {
	if [[ $benchtime =~ ^[1-9][0-9]{0,9}x$ ]]; then
		((10#${benchtime%x} <= 1000000000))
		return
	fi
	[[ $benchtime =~ ^([0-9]{1,12}|[0-9]{0,12}\.[0-9]{1,12})(ns|us|µs|ms|s|m|h)$ ]] || return 1
	local num=${BASH_REMATCH[1]} unit=${BASH_REMATCH[2]}
	[[ ! $benchtime =~ ^[0.]+[a-zµ]+$ ]] || return 1
	awk -v n="$num" -v u="$unit" 'BEGIN {
		s["ns"] = 1e-9; s["us"] = 1e-6; s["µs"] = 1e-6; s["ms"] = 1e-3; s["s"] = 1; s["m"] = 60; s["h"] = 3600
		exit !(n * s[u] <= 3600)
	}'
}
benchtime_ok || die "-t $benchtime: out of range: want a duration from 1ns to 1h such as 500ms, or a count from 1x to 1000000000x"

# The folder: the binary names it from the CPU's identity (or -s) and checks
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

# The -b expression must compile as the testing package compiles it: the
# binary checks it and, with every benchmark skipped, runs nothing.
"$bin" -test.run '^$' -test.bench "$bench" -test.skip . -test.benchtime 1x >/dev/null 2>&1 ||
	die "-b $(printf '%q' "$bench"): not a valid benchmark expression (the test binary refuses it)"

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
stop() {
	trap - INT TERM
	[ -z "$child" ] || kill "$child" 2>/dev/null || true
	[ -z "$reader" ] || wait "$reader" 2>/dev/null || true
	echo "run-bench-binary: interrupted; the output so far is kept in $partial" >&2
	exit 1
}
trap stop INT TERM

start=$SECONDS
progress() {
	while IFS= read -r line || [ -n "$line" ]; do
		printf '%s\n' "$line" >>"$partial"
		printf '[%5ss] %s\n' $((SECONDS - start)) "$line" >&2
	done
}
# run_pass CMD...: one pass, its output appended to the partial file and
# echoed with the time; returns the command's exit status.
run_pass() {
	local st=0
	progress <"$fifo" &
	reader=$!
	"$@" >"$fifo" &
	child=$!
	wait "$child" || st=$?
	child=""
	wait "$reader" || true
	reader=""
	return "$st"
}

# GOMAXPROCS=1 at start: the testing package reports each benchmark's first
# sample from a probing run at the starting GOMAXPROCS, under the name of the
# first -test.cpu value (1 in both passes).
export GOMAXPROCS=1
pin=()
if command -v taskset >/dev/null 2>&1; then
	last=$(taskset -cp $$ | sed 's/.*[:,-][[:space:]]*//')
	[[ $last =~ ^[0-9]+$ ]] && pin=(taskset -c "$last") && echo "run-bench-binary: single-threaded pass pinned to CPU $last" >&2
fi
# Pass 2 runs the parallel perft rows -b selects and nothing else, as
# cmd/bench's parallelBench (internal/benchexpr.Restrict): -b is split as go
# test splits it, into alternatives at '|' and levels at '/' (neither inside
# brackets or parentheses, nor after '\'); each alternative whose top level
# matches BenchmarkParallelPerft (as bash's regular expressions read it)
# becomes ^BenchmarkParallelPerft$ followed by its lower levels. None: no
# pass 2.
# split_at SEP STRING: sets the array parts to the parts of STRING at each
# SEP outside brackets and parentheses and not after a backslash.
split_at() {
	local sep=$1 s=$2 part='' c i brackets=0 parens=0
	parts=()
	for ((i = 0; i < ${#s}; i++)); do
		c=${s:i:1}
		case $c in
		\\) part+=$c${s:i+1:1} && i=$((i + 1)) && continue ;;
		\[) brackets=$((brackets + 1)) ;;
		\]) brackets=$((brackets > 0 ? brackets - 1 : 0)) ;;
		\() [ $brackets -ne 0 ] || parens=$((parens + 1)) ;;
		\)) [ $brackets -ne 0 ] || parens=$((parens - 1)) ;;
		"$sep")
			if [ $brackets -eq 0 ] && [ $parens -eq 0 ]; then
				parts+=("$part")
				part=''
				continue
			fi
			;;
		esac
		part+=$c
	done
	parts+=("$part")
}
parallel=''
split_at '|' "$bench"
alts=("${parts[@]}")
for alt in "${alts[@]}"; do
	split_at / "$alt"
	rest=''
	[ ${#parts[@]} -eq 1 ] || rest=${alt:${#parts[0]}}
	[[ BenchmarkParallelPerft =~ ${parts[0]} ]] || continue
	parallel+=${parallel:+|}'^BenchmarkParallelPerft$'$rest
done
cpus=1
n=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
[ "$n" -gt 1 ] && cpus=1,$n
# fresh: a copy of the binary for one pass, beside the others in $work:
# where a file's pages sit in physical memory lasts as long as the file is
# cached, and can move a row by whole percents (docs/gate/versions.tsv,
# v8).
fresh() {
	copy=$(mktemp "$work/launch-XXXXXX")
	cp "$bin" "$copy" && chmod 755 "$copy"
}
status=0
for ((l = 0; l < launches && status == 0; l++)); do
	c=$((count / launches + (l < count % launches ? 1 : 0)))
	common=(-test.run '^$' -test.count "$c" -test.benchtime "$benchtime" -bench.commit "$commit" "${quick[@]}")
	((launches == 1)) || echo "run-bench-binary: launch $((l + 1)) of $launches, each from a fresh copy of the binary" >&2
	fresh
	run_pass "${pin[@]}" "$copy" -test.bench "$bench" -test.skip '^BenchmarkParallelPerft$' -test.cpu 1 "${common[@]}" || status=1
	rm -f "$copy"
	if [ $status -eq 0 ] && [ -n "$parallel" ]; then
		fresh
		run_pass "$copy" -test.bench "$parallel" -test.cpu "$cpus" "${common[@]}" || status=1
		rm -f "$copy"
	fi
done
trap - INT TERM
if [ $status -ne 0 ]; then
	echo "run-bench-binary: a benchmark failed (output above); the output so far is kept in $partial" >&2
	exit 1
fi

# A run that measured nothing (a -b that matches nothing), or fewer samples
# of a benchmark than -n asked, is no results file: readers would take it as
# the newest. It stays a .partial file.
short=$(awk -v n="$count" '
	/^Benchmark[^ \t]*[ \t]+[0-9]+[ \t]/ { if (!seen[$1]++) names++ }
	END {
		if (names == 0) { print "no benchmark results"; exit }
		for (k in seen) if (seen[k] < n) { print k " has " seen[k] " of the " n " samples asked"; exit }
	}' "$partial")
if [ -n "$short" ]; then
	echo "run-bench-binary: no results file written: $short; the output is kept in $partial" >&2
	exit 1
fi

# The testing package prints "cpu: <model>" where it can tell (x86); elsewhere
# the file gets the model from /proc/cpuinfo, or the slug.
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
