# offsets that last: a binary's runs of a row against each round's median
# over the binaries; flagged when the median ratio is off by 3% or more and
# at least 8 of the 10 rounds are off by 1% or more the same way
import sys, collections, statistics as st
for path in sys.argv[1:]:
    v = collections.defaultdict(dict); r = b = None
    for line in open(path):
        if line.startswith('ROUND'): _, r, _, b = line.split(); r = int(r); continue
        if not line.startswith('Benchmark'): continue
        f = line.split(); row = f[0].split('/')[1][5:]
        for k in range(2, len(f)-1):
            if f[k+1] == 'best-cpu-Mnodes/s': v[row][(r, b)] = float(f[k])
    hits = []; n = 0
    for row, d in sorted(v.items()):
        if row in ("dragontoothmg", "notnil"): continue  # the peers
        rounds = sorted({k[0] for k in d}); bins = sorted({k[1] for k in d})
        med = {t: st.median([d[(t, x)] for x in bins if (t, x) in d]) for t in rounds}
        for x in bins:
            rs = [d[(t, x)]/med[t] - 1 for t in rounds if (t, x) in d]
            if len(rs) < 8: continue
            n += 1
            off = st.median(rs)
            same = sum(1 for q in rs if q*off > 0 and abs(q) >= 0.01)
            if abs(off) >= 0.03 and same >= 8: hits.append(f"{row}:{x} {off*100:+.1f}% ({same}/{len(rs)})")
    print(path.split('/')[-1], n, "row-binaries;", len(hits), "lasting offsets:", ' '.join(hits))
