#!/usr/bin/env bash
# gate-campaign.sh: measure the regression gate (cmd/regress) the way the
# docs/gate.md reports it: false alarms, power and duration, with
# changes of known kind committed on a scratch branch and, for half of the
# runs, a competing CPU-bound load that the script starts and stops itself.
#
#   scripts/gate-campaign.sh [-n RUNS] [-b BENCH] [-k K10,K20] OUTDIR CASE...
#
# CASE is one of
#   aa        the base against itself (an A/A): any REGRESSION is a false alarm
#   layout    a no-op function added to package harness, which moves the code
#             of every package above it: any REGRESSION is a false alarm
#   speedup   the slow10 change below reverted (base slow10, head clean):
#             any REGRESSION is a false alarm
#   slow10    about 10% added to magic's rook lookup: K10 dependent ORs with
#             zeros the compiler cannot see (package variables), on the
#             occupancy before the multiplication; the answer is unchanged
#   slow20    the same with K20 ORs, about 20%
# each with the suffix @load to run beside the competing load (aa@load,
# slow10@load…). Every case runs RUNS times (default 10).
#
# The competing load is one busy loop per CPU (nproc), each bounded by
# timeout(1) to the run's length plus a margin, killed when the run ends.
#
# The gate runs as CI runs it (the built binary with its default rounds,
# benchtime and layout A/A, -testargs -bench.quick), but with -check ''
# (the correctness tests are not what is measured) and -bench BENCH (default: magic's sliders and
# perft, 'Slider$/^impl=magic$|Perft$/^impl=magic$'). Each run leaves
# OUTDIR/<case>-<i>.{out,err} and a line in OUTDIR/runs.tsv: case, run,
# exit status, seconds, regressions flagged on rook rows, other
# regressions, improvements, layout-sensitive keys, and the measured
# change of each rook row's best-cpu-ns/lookup median (the gated unit). OUTDIR/summary.txt
# counts them per case.
#
# The script works in a scratch worktree under OUTDIR and removes it at the
# end; the repository's own working tree and branches are not touched.
set -euo pipefail

runs=10
unit=best-cpu-ns/lookup # the gated unit of the rook rows, whose change runs.tsv records
bench='Slider$/^impl=magic$|Perft$/^impl=magic$'
ks=3,6
while getopts n:b:k: opt; do
	case $opt in
	n) runs=$OPTARG ;;
	b) bench=$OPTARG ;;
	k) ks=$OPTARG ;;
	*) echo "usage: $0 [-n RUNS] [-b BENCH] [-k K10,K20] OUTDIR CASE..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ]; then
	echo "usage: $0 [-n RUNS] [-b BENCH] [-k K10,K20] OUTDIR CASE..." >&2
	exit 2
fi
out=$(mkdir -p "$1" && cd "$1" && pwd)
shift
k10=${ks%,*}
k20=${ks#*,}
case "$k10$k20" in *[!0-9]*|'') echo "$0: -k $ks: want two counts such as 3,6" >&2; exit 2 ;; esac
for c in "$@"; do
	case ${c%@load} in aa|layout|speedup|slow10|slow20) ;; *) echo "$0: unknown case $c" >&2; exit 2 ;; esac
done

root=$(git rev-parse --show-toplevel)
wt=$out/worktree
loadpids=()
cleanup() {
	for p in "${loadpids[@]}"; do kill "$p" 2>/dev/null || true; done
	git -C "$root" worktree remove --force "$wt" 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "building the gate from the working tree"
(cd "$root" && go build -o "$out/regress" ./cmd/regress)
git -C "$root" worktree remove --force "$wt" 2>/dev/null || true
git -C "$root" worktree add -q --detach "$wt" HEAD
clean=$(git -C "$wt" rev-parse HEAD)

# slowdown K writes magic's rook lookup with K dependent ORs of zeros held
# in package variables (which the compiler cannot fold) and commits it.
slowdown() {
	local k=$1 f=$wt/impl/magic/attacks.go ors=""
	git -C "$wt" checkout -q --detach "$clean"
	for ((i = 0; i < k; i++)); do ors="$ors | harness.Bitboard(campaignZero[$i])"; done
	python3 - "$f" "$k" "$ors" <<'EOF'
import sys
path, k, ors = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = open(path).read()
old = "\te := &rookEntries[s&63]\n\treturn rookTable[e.offset+uint32((uint64(occ)&e.mask)"
assert old in s, "impl/magic/attacks.go: rook lookup not found"
s = s.replace(old, "\te := &rookEntries[s&63]\n\tocc = occ" + ors + "\n\treturn rookTable[e.offset+uint32((uint64(occ)&e.mask)")
s += "\n// campaignZero holds zeros the compiler cannot see (scripts/gate-campaign.sh).\nvar campaignZero [%d]uint64\n" % max(k, 1)
open(path, "w").write(s)
EOF
	gofmt -w "$f"
	git -C "$wt" commit -q -am "campaign: $k ORs in magic's rook lookup"
	git -C "$wt" rev-parse HEAD
}

# layoutonly adds a no-op function to package harness, the bottom layer,
# kept in the binary by an init function, and commits it.
layoutonly() {
	git -C "$wt" checkout -q --detach "$clean"
	cat >"$wt/harness/campaign_noop.go" <<'EOF'
package harness

// campaignNoop moves the code of every package linked after harness
// (scripts/gate-campaign.sh); it computes nothing anyone reads.
func campaignNoop(x uint64) uint64 {
	for i := range 7 {
		x = x*0x9E3779B97F4A7C15 ^ x>>(i+3)
	}
	return x
}

var campaignNoopSink func(uint64) uint64

func init() { campaignNoopSink = campaignNoop }
EOF
	git -C "$wt" add harness/campaign_noop.go
	git -C "$wt" commit -q -m "campaign: a no-op function in harness"
	git -C "$wt" rev-parse HEAD
}

slow10=$(slowdown "$k10")
slow20=$(slowdown "$k20")
layout=$(layoutonly)

startload() {
	local n
	n=$(nproc)
	for ((i = 0; i < n; i++)); do
		timeout 1800 sh -c 'while :; do :; done' &
		loadpids+=($!)
	done
}
stopload() {
	for p in "${loadpids[@]}"; do kill "$p" 2>/dev/null || true; done
	wait "${loadpids[@]}" 2>/dev/null || true
	loadpids=()
}

tsv=$out/runs.tsv
[ -f "$tsv" ] || printf 'case\trun\texit\tseconds\trook_flagged\tother_flagged\timprovements\tlayout_sensitive\trook_deltas\n' >"$tsv"
for c in "$@"; do
	kind=${c%@load}
	case $kind in
	aa) base=$clean head=$clean ;;
	layout) base=$clean head=$layout ;;
	speedup) base=$slow10 head=$clean ;;
	slow10) base=$clean head=$slow10 ;;
	slow20) base=$clean head=$slow20 ;;
	esac
	git -C "$wt" checkout -q --detach "$head"
	for ((r = 1; r <= runs; r++)); do
		name=$c-$r
		[ "$c" != "$kind" ] && startload
		start=$(date +%s)
		set +e
		(cd "$wt" && "$out/regress" -base "$base" -require-clean -check '' -bench "$bench" -testargs -bench.quick) >"$out/$name.out" 2>"$out/$name.err"
		code=$?
		set -e
		secs=$(($(date +%s) - start))
		[ "$c" != "$kind" ] && stopload
		rook=$(grep -c '^REGRESSION: [A-Z].*piece=rook' "$out/$name.out" || true)
		other=$(grep '^REGRESSION: [A-Z]' "$out/$name.out" | grep -vc 'piece=rook' || true)
		impr=$(tail -1 "$out/$name.out" | sed -n 's/.* \([0-9][0-9]*\) improvements.*/\1/p')
		lay=$(sed -n 's/^layout: .*: \([0-9][0-9]*\) of .*/\1/p' "$out/$name.out")
		deltas=$(awk -v unit="$unit" '$1 ~ /piece=rook/ && $2 == unit { for (i = 3; i < NF; i++) if ($i ~ /^[0-9]+\+[0-9]+$/) { split($1, p, "/"); printf "%s%s=%s", sep, p[4], $(i + 1); sep = ","; break } }' "$out/$name.out")
		printf '%s\t%d\t%d\t%d\t%d\t%d\t%s\t%s\t%s\n' "$c" "$r" "$code" "$secs" "$rook" "$other" "${impr:-?}" "${lay:-?}" "$deltas" >>"$tsv"
		echo "$name: exit $code in ${secs}s, rook rows flagged $rook, others $other, rook deltas $deltas"
	done
done

# Per case: runs, exit statuses, runs with a rook row flagged, runs with
# any regression, median seconds.
awk -F'\t' 'NR > 1 {
	n[$1]++; e[$1, $3]++; if ($5 > 0) rk[$1]++; if ($5 + $6 > 0) any[$1]++; secs[$1] = secs[$1] " " $4
} END {
	printf "%-16s %5s %7s %7s %7s %12s %12s  %s\n", "case", "runs", "exit0", "exit1", "exit2", "rook-flagged", "any-flagged", "seconds"
	for (c in n) printf "%-16s %5d %7d %7d %7d %12d %12d %s\n", c, n[c], e[c, 0], e[c, 1], e[c, 2], rk[c], any[c], secs[c]
}' "$tsv" | sort >"$out/summary.txt"
cat "$out/summary.txt"
