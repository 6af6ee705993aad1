package benchloops

import (
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/internal/threadcpu"
)

// TestCapabilities checks which registered techniques have the optional
// methods: a technique that loses one loses its benchmark rows without a
// word, so the lists are written out here.
func TestCapabilities(t *testing.T) {
	// vector are the techniques built under GOEXPERIMENT=simd, registered
	// only where the CPU has their instructions; each has a Path line.
	vector := []string{"avx512", "gfni", "simd"}
	tables := []string{"bitrotation", "blackmagic", "classical", "exploding", "foldinghash", "gfni", "hq", "kindergarten", "leorik", "magic", "obstruction", "pext", "pext-hw", "pext-soft", "plainmagic", "rotated", "sbamg", "sissy", "slidearith", "splitpext"}
	for _, impl := range harness.All() {
		name := impl.Name()
		_, hasBytes := impl.(harness.TableByter)
		_, hasBuild := impl.(harness.TableBuilder)
		if want := slices.Contains(tables, name); hasBytes != want || hasBuild != want {
			t.Errorf("%s (%T): TableBytes method %v, BuildTables method %v; want %v, %v", name, impl, hasBytes, hasBuild, want, want)
		}
		_, hasPath := impl.(harness.Pather)
		if want := slices.Contains(vector, name) || name == "pext" || name == "pext-hw" || name == "pext-soft" || name == "splitpext"; hasPath != want {
			t.Errorf("%s (%T): Path method %v; want %v", name, impl, hasPath, want)
		}
	}
	var keys []string
	for _, l := range pathLines() {
		keys = append(keys, l[0])
	}
	want := []string{"pext", "splitpext"}
	for _, name := range vector {
		if _, err := harness.Lookup(name); err == nil {
			want = append(want, name)
		}
	}
	if slices.Sort(want); !slices.Equal(keys, want) {
		t.Errorf("pathLines() keys == %v; want %v (pext, splitpext, and each of %v that registers here)", keys, want, vector)
	}
}

// TestBatchers fails when an implementation has a batched lookup
// whose signature harness.Batcher does not match: its -batch rows would
// silently vanish from the benchmarks.
func TestBatchers(t *testing.T) {
	for _, impl := range harness.All() {
		typ := reflect.TypeOf(impl)
		for _, m := range []string{"RookBatch", "BishopBatch"} {
			if _, has := typ.MethodByName(m); has {
				if _, ok := impl.(harness.Batcher); !ok {
					t.Errorf("%s (%T) has a %s method, but not the signature of harness.Batcher", impl.Name(), impl, m)
				}
			}
		}
	}
}

// TestCatchesWrongAnswers runs benchmark rows over deliberately wrong
// loops: each must fail before timing (testing.Benchmark then reports no
// iterations).
func TestCatchesWrongAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game inputs")
	}
	good := genImpls[0].slider[rook]
	wrong := sliderLoops{
		throughput: func(dst *[N]harness.Bitboard, sqs *[N]harness.Square, occs *[N]harness.Bitboard) {
			good.throughput(dst, sqs, occs)
			dst[N-1] ^= 1 << 63 // one wrong result, the last
		},
		latency: func(sqs *[N]harness.Square, occs *[N]harness.Bitboard) (last, sum harness.Bitboard) {
			last, sum = good.latency(sqs, occs)
			return last, sum ^ 2
		},
	}
	for _, load := range []string{"random", "latency"} {
		r := testing.Benchmark(func(b *testing.B) {
			loadInputs(b)
			l := sliderLoads(rook)[0]
			if load == "latency" {
				l = sliderLoads(rook)[2]
			}
			sliderRow(b, "wrong", rook, l, wrong)
		})
		if r.N != 0 {
			t.Errorf("a wrong %s rook loop was timed (%d iterations); want a failure before timing", load, r.N)
		}
	}
	// Every timed iteration is checked: a perft wrong from its first call
	// or only from its third fails with no figure, on one thread or many.
	for _, oneThread := range []bool{true, false} {
		for _, from := range []int{1, 3} {
			calls := 0
			r := testing.Benchmark(func(b *testing.B) {
				timePerft(b, "wrong perft", 20, oneThread, func() uint64 {
					if calls++; calls >= from {
						return 21
					}
					return 20
				})
			})
			if r.N != 0 || calls < from {
				t.Errorf("a perft wrong from call %d (one thread %v): %d iterations timed after %d calls; want a failure and no figure", from, oneThread, r.N, calls)
			}
		}
	}
}

// TestCPUMetric checks the cpu-* and best-* metrics of the timing
// helpers: on Linux a lookup row, a one-thread perft row and a table build
// report cpu-* and best-cpu-*, positive and not above the wall figure by
// more than b.Loop's start and stop; a parallel perft row never reports
// cpu-*, but its best chunk by wall time (best-Mnodes/s) everywhere, nor
// does any row off Linux report cpu-*.
func TestCPUMetric(t *testing.T) {
	bt := flag.Lookup("test.benchtime")
	old := bt.Value.String()
	if err := bt.Value.Set("20ms"); err != nil {
		t.Fatal(err)
	}
	defer bt.Value.Set(old)
	work := func() {
		x := uint64(1)
		for range 1000 {
			x = x*6364136223846793005 + 1
		}
		intSink = int(x)
	}
	lookups := testing.Benchmark(func(b *testing.B) { timeLookups(b, 10, "ns/lookup", work) })
	perft := testing.Benchmark(func(b *testing.B) {
		timePerft(b, "test perft", 1000, true, func() uint64 { work(); return 1000 })
	})
	parallel := testing.Benchmark(func(b *testing.B) {
		timePerft(b, "test parallel perft", 1000, false, func() uint64 { work(); return 1000 })
	})
	builds := testing.Benchmark(func(b *testing.B) { timeBuilds(b, work) })
	builds.Extra["ns/op"] = float64(builds.NsPerOp())
	thread := threadcpu.ThreadTime()
	for _, tt := range []struct {
		name        string
		r           testing.BenchmarkResult
		wall, cpu   string
		best        string // the best chunk's unit
		lowerBetter bool
		want        bool // cpu present
		hasBest     bool // best present
	}{
		{"lookups", lookups, "ns/lookup", "cpu-ns/lookup", "best-cpu-ns/lookup", true, thread, thread},
		{"perft", perft, "Mnodes/s", "cpu-Mnodes/s", "best-cpu-Mnodes/s", false, thread, thread},
		{"parallel perft", parallel, "Mnodes/s", "cpu-Mnodes/s", "best-Mnodes/s", false, false, true},
		{"table build", builds, "ns/op", "cpu-ns/op", "best-cpu-ns/op", true, thread, thread},
	} {
		wall, okWall := tt.r.Extra[tt.wall]
		cpu, okCPU := tt.r.Extra[tt.cpu]
		if !okWall || wall <= 0 || okCPU != tt.want {
			t.Errorf("%s: metrics %v; want %s > 0 and %s present: %v", tt.name, tt.r.Extra, tt.wall, tt.cpu, tt.want)
			continue
		}
		if tt.want {
			// CPU time never exceeds the wall time, except for the
			// b.Loop start and stop that only it includes: allow 10%.
			if !(cpu > 0) || worse(cpu, wall, tt.lowerBetter) > 1.1 {
				t.Errorf("%s: %s == %g, %s == %g; want a positive CPU figure no worse than the wall one by more than 10%%", tt.name, tt.cpu, cpu, tt.wall, wall)
			}
		} else {
			cpu = wall // the parallel row's best chunk is by wall time
		}
		if !tt.hasBest {
			continue
		}
		// The best chunk is no worse than the whole loop's average,
		// within the same 10%.
		best, ok := tt.r.Extra[tt.best]
		if !ok || !(best > 0) || worse(best, cpu, tt.lowerBetter) > 1.1 {
			t.Errorf("%s: %s == %g (present %v), average %g; want a positive best figure no worse than the average by more than 10%%", tt.name, tt.best, best, ok, cpu)
		}
	}
}

// worse returns how many times worse figure x is than y: x/y for a unit
// where lower is better, y/x for a rate.
func worse(x, y float64, lowerBetter bool) float64 {
	if lowerBetter {
		return x / y
	}
	return y / x
}

// TestBestChunk: a loop whose iterations take three times as long in
// alternate phases of 2048 iterations (a neighbour busy half the time)
// averages twice the fast phase's CPU time; the best chunk (about 100
// iterations) shows the fast phase's.
func TestBestChunk(t *testing.T) {
	if !threadcpu.ThreadTime() {
		t.Skip("no thread CPU clock")
	}
	bt := flag.Lookup("test.benchtime")
	old := bt.Value.String()
	if err := bt.Value.Set("100ms"); err != nil {
		t.Fatal(err)
	}
	defer bt.Value.Set(old)
	work := func(n int) {
		x := uint64(1)
		for range n {
			x = x*6364136223846793005 + 1
		}
		intSink = int(x)
	}
	i := 0
	r := testing.Benchmark(func(b *testing.B) {
		timeLookups(b, 1, "ns/lookup", func() {
			i++
			if i/2048%2 == 0 {
				work(3000)
			} else {
				work(1000)
			}
		})
	})
	cpu, best := r.Extra["cpu-ns/lookup"], r.Extra["best-cpu-ns/lookup"]
	if !(best > 0) || best/cpu > 0.75 {
		t.Errorf("best-cpu-ns/lookup == %g, cpu-ns/lookup == %g; want the best at most 3/4 of the average (about 1/2)", best, cpu)
	}
}

func TestPGOLine(t *testing.T) {
	for _, tt := range []struct{ profile, hash, want string }{
		{"", "", "off"},
		{"off", "sha256:1a2b3c4d5e6f", "off"},
		{"bench.pprof", "sha256:1a2b3c4d5e6f", "bench.pprof sha256:1a2b3c4d5e6f"},
		{"/work/bitbench/pgo/bench.pprof", "sha256:1a2b3c4d5e6f", "bench.pprof sha256:1a2b3c4d5e6f"},
		{"/work/bitbench/pgo/bench.pprof", "", "bench.pprof sha256:unrecorded"},
	} {
		if got := PGOLine(tt.profile, tt.hash); got != tt.want {
			t.Errorf("PGOLine(%q, %q) == %q; want %q", tt.profile, tt.hash, got, tt.want)
		}
	}
}

// TestTarget checks the results folder a run goes to: the named folder
// under root, and errors naming a bad slug or a folder of files without
// a CPU identity; it prints nothing (the root test binary's -bench.target
// prints, as TestBenchTarget there checks).
func TestTarget(t *testing.T) {
	root := t.TempDir()
	old := filepath.Join(root, "old-cpu", "2026-11-29-abc1234.txt")
	if err := os.MkdirAll(filepath.Dir(old), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("cpu: AMD EPYC\nBenchmarkX\t1\t2 ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		slug, want, wantErr string
	}{
		{"some-cpu", filepath.Join(root, "some-cpu"), ""},
		{"old-cpu", "", "no CPU identity"},
		{"Not A Slug", "", "Not A Slug"},
	} {
		dir, err := Target(root, tt.slug)
		if tt.wantErr == "" && (err != nil || dir != tt.want) {
			t.Errorf("Target(root, %q) == %q, %v; want %q, nil", tt.slug, dir, err, tt.want)
		}
		if tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("Target(root, %q) == %q, %v; want an error containing %q", tt.slug, dir, err, tt.wantErr)
		}
	}
}

// TestPerftLine: the "perft:" configuration line names the full run's
// depths, the slow peer's and the parallel rows'.
func TestPerftLine(t *testing.T) {
	if got, want := PerftLine(), "start 4 (notnil 3), kiwipete 3 (notnil 2); parallel: start 4"; got != want {
		t.Errorf("PerftLine() == %q; want %q", got, want)
	}
}
