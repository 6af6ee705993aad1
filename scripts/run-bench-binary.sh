#!/usr/bin/env bash
# run-bench-binary.sh: run bitbench's benchmarks on a machine WITHOUT Go, from
# a test binary built elsewhere, and write the result file in the same layout
# as `go run ./cmd/bench` (results/<cpu-slug>/<YYYY-MM-DD>-<commit>.txt, never
# overwritten).
#
# 1. On a machine with Go, at the module root, build the binary for the target
#    (GOOS/GOARCH of the target; add GOAMD64=v3 etc. if you want that level),
#    with the commit baked in:
#
#      go test -c -o bin/bitbench.test \
#        -ldflags "-X github.com/bitbench/bitbench_test.benchBuildCommit=$(git rev-parse --short HEAD)" .
#
# 2. Copy bin/bitbench.test and this script to the target machine and run:
#
#      scripts/run-bench-binary.sh [options] bin/bitbench.test
#
#    Options:
#      -c COMMIT     commit to record (default: the one baked into the binary)
#      -n COUNT      repetitions of each benchmark (default 10)
#      -t BENCHTIME  time per benchmark (default 500ms)
#      -s SLUG       CPU directory name (default: /proc/cpuinfo "model name",
#                    lower case, every run of other characters than a-z0-9 a '-')
#      -o DIR        results directory (default: results)
#      -b REGEXP     benchmarks to run (default: all)
#      -q            quick: shallow perft (for trying the script; the file is
#                    still written, so point -o elsewhere)
#
# 3. Copy results/<slug>/ back into the repository and commit it; then
#    `go run ./cmd/report` regenerates results/README.md and the charts.
#
# The binary prints the configuration lines itself (commit, go, goamd64, pext,
# and the testing package's goos, goarch, pkg, cpu). Like cmd/bench, the run
# has two passes: every benchmark but BenchmarkParallelPerft with GOMAXPROCS 1,
# pinned with taskset to the last allowed CPU when taskset exists; then
# BenchmarkParallelPerft with -test.cpu 1,<number of CPUs>, unpinned.
#
# Exit status: 2 for bad usage or an unusable binary, 1 when a benchmark fails
# (a wrong answer), 0 otherwise.
set -euo pipefail

usage() {
	sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
	exit 2
}
die() {
	echo "run-bench-binary: $*" >&2
	exit 2
}

commit="" count=10 benchtime=500ms slug="" outdir=results bench=. quick=()
while getopts "c:n:t:s:o:b:qh" opt; do
	case $opt in
	c) commit=$OPTARG ;;
	n) count=$OPTARG ;;
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
[ -f "$bin" ] && [ -x "$bin" ] || die "$bin: not an executable file (build it with go test -c, see the head of this script)"
[[ $count =~ ^[1-9][0-9]*$ ]] || die "-n $count: want a positive whole number"
[[ $benchtime =~ ^([0-9.]+(ns|us|ms|s|m|h)|[0-9]+x)$ ]] || die "-t $benchtime: want a duration such as 500ms or a count such as 100x"

# The CPU slug, as internal/results.Slug computes it.
model=$(LC_ALL=C sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo 2>/dev/null | head -n 1)
if [ -z "$slug" ]; then
	[ -n "$model" ] || die "no \"model name\" in /proc/cpuinfo; name this CPU with -s"
	slug=$(printf '%s' "$model" | LC_ALL=C tr 'A-Z' 'a-z' | LC_ALL=C sed -E 's/[^a-z0-9]+/-/g; s/^-+//; s/-+$//')
fi
[[ $slug =~ ^[a-z0-9]+(-[a-z0-9]+)*$ ]] || die "cpu slug '$slug': want lower-case letters and digits in words joined by '-'"

# The commit: from -c, else baked into the binary (its first "commit:" line).
if [ -z "$commit" ]; then
	commit=$("$bin" -test.run '^$' -test.bench '^$' 2>/dev/null | sed -n 's/^commit: //p' | head -n 1) ||
		die "$bin does not run here (wrong GOOS/GOARCH?)"
	[ -n "$commit" ] || die "$bin has no commit baked in; pass -c COMMIT"
fi
[[ $commit =~ ^[0-9A-Za-z]+(-[0-9A-Za-z]+)*$ ]] || die "commit '$commit': want letters and digits joined by '-'"

dir=$outdir/$slug
mkdir -p "$dir"
tmp=$(mktemp "$dir/.tmp-run-XXXXXX")
trap 'rm -f "$tmp"' EXIT

common=(-test.run '^$' -test.count "$count" -test.benchtime "$benchtime" -bench.commit "$commit" "${quick[@]}")
pin=()
if command -v taskset >/dev/null 2>&1; then
	last=$(taskset -cp $$ | sed 's/.*[:,-][[:space:]]*//')
	[[ $last =~ ^[0-9]+$ ]] && pin=(taskset -c "$last") && echo "run-bench-binary: pinned to CPU $last" >&2
fi
start=$SECONDS
progress() {
	while IFS= read -r line; do
		printf '%s\n' "$line" >>"$tmp"
		printf '[%5ss] %s\n' $((SECONDS - start)) "$line" >&2
	done
}
status=0
"${pin[@]}" "$bin" -test.bench "$bench" -test.skip '^BenchmarkParallelPerft$' -test.cpu 1 "${common[@]}" | progress || status=1
case $bench in
.) parallel='^BenchmarkParallelPerft$' ;;
*ParallelPerft*) parallel=$bench ;;
*) parallel='^$' ;;
esac
cpus=1
n=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
[ "$n" -gt 1 ] && cpus=1,$n
"$bin" -test.bench "$parallel" -test.cpu "$cpus" "${common[@]}" | progress || status=1
if [ $status -ne 0 ]; then
	echo "run-bench-binary: a benchmark failed; no results file written (output above)" >&2
	exit 1
fi

# The testing package prints "cpu: <model>" where it can tell (x86); elsewhere
# the file gets the model from /proc/cpuinfo, or the slug.
if ! grep -q '^cpu: ' "$tmp"; then
	model=${model:-$slug}
	{ printf 'cpu: %s\n' "$model"; cat "$tmp"; } >"$tmp.cpu" && mv "$tmp.cpu" "$tmp"
fi

# Never overwrite: link the finished file under the first free name.
base=$(date +%F)-$commit
name=$base.txt
i=1
until ln "$tmp" "$dir/$name" 2>/dev/null; do
	i=$((i + 1))
	[ $i -lt 10000 ] || die "$dir: too many files named $base"
	name=$base-$i.txt
done
chmod 644 "$dir/$name"
echo "run-bench-binary: wrote $dir/$name in $((SECONDS - start))s" >&2
