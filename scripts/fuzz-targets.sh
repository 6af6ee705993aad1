#!/usr/bin/env bash
# fuzz-targets.sh lists the fuzz targets of packages, one "importpath,FuzzName"
# a line, for make's fuzz targets (fuzz-smoke, fuzz-all, fuzz).
#
#	scripts/fuzz-targets.sh PACKAGE...
#
# It reads the source instead of building every test binary, as go test -list
# would (on ./... that is a link of each of the module's test binaries, most of
# the time fuzz-smoke took): go list names each package's test files in this
# build, and a target is a top-level func Fuzz... in one of them, as go test
# finds it (go vet rejects a Fuzz function that is not a fuzz target). GO names
# the go command (default go).
set -euo pipefail

if [ $# -eq 0 ]; then
	echo "usage: scripts/fuzz-targets.sh PACKAGE..." >&2
	exit 2
fi
go=${GO:-go}
list=$("$go" list -f '{{$d := .Dir}}{{$p := .ImportPath}}{{range .TestGoFiles}}{{$p}} {{$d}}/{{.}}
{{end}}{{range .XTestGoFiles}}{{$p}} {{$d}}/{{.}}
{{end}}' "$@") || exit 1
echo "$list" | while read -r pkg file; do
	[ -n "$pkg" ] || continue
	sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*\*testing\.F).*/\1/p' "$file" | sed "s|^|$pkg,|"
done
