package benchloops

// The lookup benchmarks: BenchmarkSlider (the generated, interface and
// batch rows; native.go adds the native ones), BenchmarkLeaper and
// BenchmarkSet.

import (
	"fmt"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// ifaceImpl names the implementation whose interface-dispatch rows are
// measured: the first of magic, pext and shift that is registered, else the
// last registered one.
func ifaceImpl() harness.Impl {
	for _, name := range []string{"magic", "pext", "shift"} {
		if impl, err := harness.Lookup(name); err == nil {
			return impl
		}
	}
	all := harness.All()
	return all[len(all)-1]
}

// Slider is BenchmarkSlider.
func Slider(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	for _, g := range genImpls {
		for p, piece := range pieceNames {
			for _, l := range sliderLoads(p) {
				run(b, "impl="+g.name+"/piece="+piece+"/load="+l.name, func(b *testing.B) {
					sliderRow(b, g.name, p, l, g.slider[p])
				})
			}
		}
	}
	iface := ifaceImpl()
	for p, piece := range pieceNames {
		l := sliderLoads(p)[0]
		run(b, "impl="+iface.Name()+"-iface/piece="+piece+"/load="+l.name, func(b *testing.B) {
			loops := sliderLoops{throughput: func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
				sliderIface(iface, p, dst, sqs, occs)
			}}
			sliderRow(b, iface.Name()+"-iface", p, l, loops)
		})
	}
	for _, impl := range harness.All() {
		bt, ok := impl.(harness.Batcher)
		if !ok {
			continue
		}
		for p, batch := range [...]batchFunc{rook: bt.RookBatch, bishop: bt.BishopBatch} {
			for _, l := range sliderLoads(p)[:2] {
				run(b, "impl="+impl.Name()+"-batch/piece="+pieceNames[p]+"/load="+l.name, func(b *testing.B) {
					var err error
					sliderRow(b, impl.Name()+"-batch", p, l, sliderLoops{throughput: batchLoop(batch, &err)})
					if err != nil {
						b.Fatalf("%s-batch: %v", impl.Name(), err)
					}
				})
			}
		}
	}
	nativeSlider(b)
}

// batchFunc is a batched slider lookup (harness.Batcher's methods): dst[i] =
// attacks(sqs[i], occs[i]) for all i, returning how many were written.
type batchFunc = func(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error)

// batchLoop returns the throughput loop of a batched lookup: one call of
// batch over the N inputs. The first failure (an error, or fewer than N
// results) is kept in *err, for the row to report after timing.
func batchLoop(batch batchFunc, err *error) func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
	return func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
		n, e := batch(dst[:], sqs[:], occs[:])
		if e == nil && n != N {
			e = fmt.Errorf("wrote %d of %d results", n, N)
		}
		if e != nil && *err == nil {
			*err = e
		}
	}
}

// sliderRow checks, then times, one slider row.
func sliderRow(b *testing.B, name string, p int, l sliderLoad, loops sliderLoops) {
	what := name + " " + pieceNames[p]
	if l.name == "latency" {
		// The reference chain, computed the same way by the naive reference.
		var r, sum harness.Bitboard
		for i := range l.sqs {
			r = refSlider(p, l.sqs[i], l.occs[i]|r&chain)
			sum ^= r
		}
		if last, gotSum := loops.latency(l.sqs, l.occs); last != r || gotSum != sum {
			b.Fatalf("WRONG ANSWER: %s latency chain ends %#x, xor %#x; want %#x, %#x (naive)", what, uint64(last), uint64(gotSum), uint64(r), uint64(sum))
		}
		timeLookups(b, N, "ns/lookup", func() { sink, _ = loops.latency(l.sqs, l.occs) })
		return
	}
	clear(dstOut[:])
	loops.throughput(&dstOut, l.sqs, l.occs)
	checkLookups(b, what, &dstOut, l.sqs, l.occs, func(i int) harness.Bitboard { return refSlider(p, l.sqs[i], l.occs[i]) })
	timeLookups(b, N, "ns/lookup", func() { loops.throughput(&dstOut, l.sqs, l.occs) })
}

// sliderIface is the throughput loop through the harness.Impl interface:
// one dynamic call per lookup. It must stay out of line so that the compiler
// cannot see impl's concrete type.
//
//go:noinline
func sliderIface(impl harness.Impl, p int, dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
	switch p {
	case rook:
		for i := range dst {
			dst[i] = impl.RookAttacks(sqs[i], occs[i])
		}
	case bishop:
		for i := range dst {
			dst[i] = impl.BishopAttacks(sqs[i], occs[i])
		}
	default:
		for i := range dst {
			dst[i] = impl.QueenAttacks(sqs[i], occs[i])
		}
	}
}

// Leaper is BenchmarkLeaper.
func Leaper(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	want := [numLeapers]func(i int) harness.Bitboard{
		func(i int) harness.Bitboard { return ref.KnightAttacks(randomSqs[i]) },
		func(i int) harness.Bitboard { return ref.KingAttacks(randomSqs[i]) },
		func(i int) harness.Bitboard { return ref.PawnAttacks(harness.Color(i&1), randomSqs[i]) },
	}
	for _, g := range genImpls {
		for k, piece := range leaperNames {
			run(b, "impl="+g.name+"/piece="+piece, func(b *testing.B) {
				f := g.leaper[k]
				clear(dstOut[:])
				f(&dstOut, &randomSqs)
				checkLookups(b, g.name+" "+piece, &dstOut, &randomSqs, nil, want[k])
				timeLookups(b, N, "ns/lookup", func() { f(&dstOut, &randomSqs) })
			})
		}
	}
}

// Set is BenchmarkSet.
func Set(b *testing.B) {
	CheckEnv(b)
	loadInputs(b)
	sum := func(f func(harness.Bitboard) int) int {
		n := 0
		for _, x := range setInputs {
			n += f(x)
		}
		return n
	}
	// want gives, per operation, the naive reference's sum (and, for shift,
	// its results in wantOut).
	want := map[string]func() int{
		"count": func() int { return sum(ref.Count) },
		"first": func() int { return sum(func(x harness.Bitboard) int { return int(ref.First(x)) }) },
		"last":  func() int { return sum(func(x harness.Bitboard) int { return int(ref.Last(x)) }) },
		"iterate": func() int {
			return sum(func(x harness.Bitboard) (n int) {
				for s := range ref.Squares(x) {
					n += int(s)
				}
				return n
			})
		},
		"shift": func() int {
			for i, x := range setInputs {
				wantOut[i] = ref.Shift(x, harness.Direction(i&7))
			}
			return 0
		},
	}
	for _, g := range genImpls {
		for _, op := range []struct {
			name string
			f    setLoop
		}{{"count", g.set.count}, {"first", g.set.first}, {"last", g.set.last}, {"iterate", g.set.iterate}, {"shift", g.set.shift}} {
			run(b, "impl="+g.name+"/op="+op.name, func(b *testing.B) {
				clear(dstOut[:])
				w := want[op.name]()
				if got := op.f(&dstOut, &setInputs); got != w || dstOut != wantOut && op.name == "shift" {
					b.Fatalf("WRONG ANSWER: %s %s over the inputs sums to %d (shift results equal: %v); want %d (naive)", g.name, op.name, got, dstOut == wantOut, w)
				}
				timeLookups(b, N, "ns/set", func() { intSink = op.f(&dstOut, &setInputs) })
			})
		}
	}
}
