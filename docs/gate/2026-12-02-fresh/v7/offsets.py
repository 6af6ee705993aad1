# offsets.py RUN...: lasting offsets in a gate run's -save outputs (RUN/old.txt,
# RUN/new.txt, paired by their order). For each gated row it keeps the steady
# pairs (each side within 10% of its own best run) and reports the row when
# its median pair ratio is 3% or more off and every steady pair, at least 6,
# goes the same way.
import sys, collections, statistics as st
def load(p):
    d = collections.defaultdict(list)
    for line in open(p):
        if not line.startswith('Benchmark'): continue
        f = line.split()
        name = f[0].rsplit('-', 1)[0]
        for k in range(2, len(f)-1, 2):
            if f[k+1] in ('best-cpu-ns/lookup', 'best-cpu-Mnodes/s'):
                d[name].append(float(f[k]))
    return d
for run in sys.argv[1:]:
    o, n = load(run + '/old.txt'), load(run + '/new.txt')
    hits = []
    for row in sorted(o):
        a, b = o[row], n.get(row, [])
        m = min(len(a), len(b))
        if m < 8: continue
        hi = row.startswith('BenchmarkPerft') or row.startswith('BenchmarkParallel')
        if hi:
            keep = [i for i in range(m) if a[i] >= 0.9*max(a[:m]) and b[i] >= 0.9*max(b[:m])]
        else:
            keep = [i for i in range(m) if a[i] <= 1.1*min(a[:m]) and b[i] <= 1.1*min(b[:m])]
        rs = [b[i]/a[i] - 1 for i in keep]
        m = len(rs)
        if m < 6: continue
        med = st.median(rs)*100
        same = max(sum(r > 0 for r in rs), sum(r < 0 for r in rs))
        if abs(med) >= 3 and same == m: hits.append(f"{row} {med:+.1f}% ({same}/{m} pairs)")
    print(run.split('/')[-1], len(o), "rows;", "offsets:", hits or "none")
