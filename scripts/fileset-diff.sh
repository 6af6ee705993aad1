#!/usr/bin/env bash
# fileset-diff.sh lists the packages whose files differ between two builds,
# from go list: the tests make test reruns in a second build (arm64 under
# qemu, -tags purego) are those of these packages.
#
#	scripts/fileset-diff.sh 'ENV-A' 'ENV-B' PACKAGE...
#
# ENV-A and ENV-B are environment assignments for go list ('' for this
# machine's default build; 'GOARCH=arm64'; 'GOFLAGS=-tags=purego'). The files
# compared are a package's Go, cgo, C, assembly and header files and its test
# files. For each package that differs and has tests in build B, stdout gets
# one line, the import path, a tab and why ("arm64 only: x.go; default
# (amd64) only: y.go"); a package that differs but has no tests in build B goes to stderr,
# as a note. GO names the go command (default go).
set -euo pipefail

if [ $# -lt 3 ]; then
	echo "usage: scripts/fileset-diff.sh 'ENV-A' 'ENV-B' PACKAGE..." >&2
	exit 2
fi
a=$1 b=$2
shift 2
go=${GO:-go}
format='{{.ImportPath}} {{if or .TestGoFiles .XTestGoFiles}}tests{{else}}none{{end}} {{join .GoFiles ","}},{{join .CgoFiles ","}},{{join .CFiles ","}},{{join .SFiles ","}},{{join .HFiles ","}},{{join .TestGoFiles ","}},{{join .XTestGoFiles ","}}'
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bitbench-fileset.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# list ENV FILE: go list in that environment, one package a line.
list() {
	local envs=()
	[ -z "$1" ] || read -r -a envs <<<"$1"
	if ! env ${envs[@]+"${envs[@]}"} "$go" list -e -f "$format" "${pkgs[@]}" >"$2" 2>"$2.err"; then
		echo "fileset-diff: go list with '${1:-default build}' failed:" >&2
		cat "$2.err" >&2
		exit 1
	fi
}
pkgs=("$@")
list "$a" "$tmp/a"
list "$b" "$tmp/b"

host="default ($("$go" env GOARCH))"
awk -v la="${a:-$host}" -v lb="${b:-$host}" '
function label(s) { sub(/^GOARCH=/, "", s); sub(/^GOFLAGS=-tags=/, "tags ", s); return s }
function only(x, y,    n, i, f, out, have) {
	n = split(y, f, ","); for (i = 1; i <= n; i++) if (f[i] != "") have[f[i]] = 1
	n = split(x, f, ","); out = ""
	for (i = 1; i <= n; i++) if (f[i] != "" && !(f[i] in have)) out = out " " f[i]
	return out
}
FNR == NR { files[$1] = $3; next }
{
	if (files[$1] == $3) next
	why = ""
	x = only($3, files[$1]); if (x != "") why = label(lb) " only:" x
	x = only(files[$1], $3); if (x != "") why = why (why == "" ? "" : "; ") label(la) " only:" x
	if ($2 == "tests") print $1 "\t" why
	else print "fileset-diff: " $1 " differs (" why ") but has no tests in that build" > "/dev/stderr"
}' "$tmp/a" "$tmp/b"
