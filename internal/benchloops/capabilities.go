package benchloops

// The rows that depend on a technique's optional capabilities (the
// interfaces package harness declares beside Impl): dropping an unavailable
// technique's rows, BenchmarkTableBytes and BenchmarkTableBuild. The
// impl=X-batch rows are in rows.go, the path lines in config.go.

import (
	"runtime"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// unavailable returns why the implementation called name cannot run
// its technique on this machine ("no BMI2" for pext-hw there), or "" when it
// can or does not say (harness.WhyUnavailable).
func unavailable(name string) string {
	impl, err := harness.Lookup(name)
	if err != nil {
		return ""
	}
	return harness.WhyUnavailable(impl)
}

// init drops the loops of every implementation that cannot run its
// technique here (unavailable), so that no row labels another path's
// figures with its name; the perft rows skip them the same way.
func init() {
	genImpls = slices.DeleteFunc(genImpls, func(g genImpl) bool { return unavailable(g.name) != "" })
}

// capability returns the registered implementation called name as a T,
// and whether it is one.
func capability[T any](name string) (T, bool) {
	impl, err := harness.Lookup(name)
	if err != nil {
		var zero T
		return zero, false
	}
	t, ok := impl.(T)
	return t, ok
}

// TableBytes is BenchmarkTableBytes: the table-B of every technique with
// lookup tables (harness.TableByter).
func TableBytes(b *testing.B) {
	CheckEnv(b)
	for _, g := range genImpls {
		tb, ok := capability[harness.TableByter](g.name)
		if !ok {
			continue
		}
		run(b, "impl="+g.name, func(b *testing.B) {
			n := tb.TableBytes()
			if n <= 0 {
				b.Fatalf("%s TableBytes() == %d; want > 0", g.name, n)
			}
			b.ReportMetric(float64(n), "table-B")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// TableBuild is BenchmarkTableBuild: it times building a fresh copy of
// each technique's tables with the code its initialisation runs
// (harness.TableBuilder), the start-up cost, and reports the bytes built as
// table-B, with the thread's CPU time per build and the best chunk's
// (threadLoop: cpu-ns/op, best-cpu-ns/op), as the lookups report theirs.
// Timed by wall time alone, a build's figure spread 5–37% across launches
// in the run of 9663488: a build allocates its tables afresh, and the
// page faults and collections that come with it fall on some slices and
// not others. A build whose bytes differ from the technique's TableBytes
// fails.
func TableBuild(b *testing.B) {
	for _, g := range genImpls {
		bt, ok := capability[harness.TableBuilder](g.name)
		if !ok {
			continue
		}
		tb, hasBytes := capability[harness.TableByter](g.name)
		run(b, "impl="+g.name, func(b *testing.B) {
			n := bt.BuildTables()
			if n <= 0 || hasBytes && n != tb.TableBytes() {
				b.Fatalf("WRONG ANSWER: %s BuildTables() == %d; want > 0 and TableBytes() (has TableBytes: %v)", g.name, n, hasBytes)
			}
			// Two more builds and a collection before the timed ones: the
			// heap then holds freed memory of a build's size, so the timed
			// builds reuse it rather than fault in fresh pages, as a
			// program's later builds would.
			intSink = bt.BuildTables() + bt.BuildTables()
			runtime.GC()
			timeBuilds(b, func() { intSink = bt.BuildTables() })
			b.ReportMetric(float64(n), "table-B")
		})
	}
}

// timeBuilds runs build once per iteration (threadLoop) and reports, beside
// the framework's ns/op, the thread's CPU time per build (cpu-ns/op) and
// the best chunk's (best-cpu-ns/op); neither where there is no thread
// clock.
func timeBuilds(b *testing.B, build func()) {
	cpu := threadLoop(b, build)
	if cpu.total > 0 {
		b.ReportMetric(float64(cpu.total.Nanoseconds())/float64(b.N), cPUPrefix+"ns/op")
		b.ReportMetric(cpu.best, bestPrefix+cPUPrefix+"ns/op")
	}
}
