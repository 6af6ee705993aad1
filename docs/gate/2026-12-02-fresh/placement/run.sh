#!/bin/bash
# build N test binaries as the gate does, then run the start-position perft of
# every technique on each, R rounds, the order rotating each round
N=${N:-12}; R=${R:-10}; D=/tmp/diag/place
cd /tmp/diag/wt
mkdir -p $D/bins
if [ -z "$NOBUILD" ]; then
for i in $(seq 1 $N); do
  GOAMD64=v1 go test -c -o $D/bins/b$i.test -trimpath -pgo=off -ldflags=-funcalign=64 . || exit 1
done
fi
for i in $(seq 2 $N); do cmp -s $D/bins/b1.test $D/bins/b$i.test || echo "b$i differs"; done
out=$D/${TAG:-p}.txt; : > $out
for r in $(seq 1 $R); do
  for k in $(seq 0 $((N-1))); do
    i=$(( (k + r) % N + 1 ))
    echo "ROUND $r BIN b$i" >> $out
    exe=$D/bins/b$i.test
    if [ -n "$FRESH" ]; then exe=$D/fresh-$r-$k.test; cp $D/bins/b$i.test $exe; fi
    $exe -test.run '^$' -test.bench '^BenchmarkPerft$/./pos=start$' -test.count 1 -test.benchtime 50ms -bench.quick 2>&1 | grep '^Benchmark' >> $out
    [ -n "$FRESH" ] && rm -f $exe
  done
done
echo done >> $out
