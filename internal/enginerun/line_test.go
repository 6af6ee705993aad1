package enginerun

import (
	"github.com/bitbench/bitbench/internal/benchloops"
	"github.com/bitbench/bitbench/internal/engine"

	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseResult(t *testing.T) {
	r, err := parseResult("BenchmarkSlider/impl=magic/piece=rook/load=random\t29043\t1.09 best-cpu-ns/lookup\t1.16 cpu-ns/lookup\t1.22 ns/lookup\t0.0411 engine-s")
	if err != nil {
		t.Fatal(err)
	}
	if r.name != "Slider/impl=magic/piece=rook/load=random" || r.procs != 1 || r.cpu != -1 || r.iters != 29043 || r.took != 0.0411 || len(r.units) != 3 {
		t.Errorf("parseResult = %+v", r)
	}
	for est, want := range map[string]float64{"cpu": 1.16, "best-cpu": 1.09, "wall": 1.22} {
		if v, ok := r.value(est); !ok || v != want {
			t.Errorf("value(%s) = %v, %v; want %v", est, v, ok, want)
		}
	}
	for _, tt := range []struct {
		s    engine.Sample
		tail string
	}{
		{engine.Sample{Ratio: 1.5, Host: 1.1734567}, "\t1.50000 ref\t1.17346 host"},
		{engine.Sample{Ratio: 1.5}, "\t1.50000 ref"},
		{engine.Sample{}, ""},
	} {
		want := "BenchmarkSlider/impl=magic/piece=rook/load=random\t29043\t1.09 best-cpu-ns/lookup\t1.16 cpu-ns/lookup\t1.22 ns/lookup" + tt.tail
		if got := r.format(tt.s); got != want {
			t.Errorf("format(%+v) = %q; want %q", tt.s, got, want)
		}
	}
	p, err := parseResult("BenchmarkParallelPerft/impl=pext/pos=start-2\t3\t2000 Mnodes/s\t0.2 engine-s")
	if err != nil || p.name != "ParallelPerft/impl=pext/pos=start" || p.procs != 2 || keyOf(p) != "ParallelPerft/impl=pext/pos=start-2" {
		t.Errorf("parallel row: %+v, %v", p, err)
	}
	if v, ok := p.value("cpu"); !ok || v != 0.5 {
		t.Errorf("Mnodes/s as a time: %v, %v; want 0.5 (ns per node), true", v, ok)
	}
	tb, _ := parseResult("BenchmarkTableBytes/impl=magic\t1\t759680 table-B\t0.001 engine-s")
	if _, ok := tb.value("cpu"); ok {
		t.Errorf("a table-B row has a timing")
	}
	if got := tb.format(engine.Sample{}); strings.Contains(got, "ref") {
		t.Errorf("a row without a ratio is written %q; want no ref", got)
	}
	for _, bad := range []string{"BenchmarkX", "BenchmarkX\tmany\t1 ns/op", "BenchmarkX\t1\tfast ns/op", "PASS\t1\t1 ns/op"} {
		if _, err := parseResult(bad); err == nil {
			t.Errorf("parseResult(%q) succeeded", bad)
		}
	}
}

func TestLoad(t *testing.T) {
	a := hostSnap{busy: 1000, steal: 10, total: 10000, ours: 5, ok: true}
	b := hostSnap{busy: 2600, steal: 110, total: 20000, ours: 15, ok: true}
	l := loadBetween(a, b)
	// 1600 busy ticks, 1000 of them ours (10 s at 100 ticks/s): 600 of 10000 others.
	if !l.ok || l.others != 0.06 || l.steal != 0.01 {
		t.Errorf("loadBetween = %+v; want others 0.06, steal 0.01", l)
	}
	if _, _, warn := l.lines(); !strings.Contains(warn, "busy") {
		t.Errorf("6%% of others' load: no warning")
	}
	quiet := loadBetween(a, hostSnap{busy: 2050, steal: 10, total: 20000, ours: 15, ok: true})
	if _, _, warn := quiet.lines(); warn != "" {
		t.Errorf("a quiet run warns %q", warn)
	}
	if l := loadBetween(hostSnap{}, b); l.ok {
		t.Errorf("load without /proc/stat: %+v; want unknown", l)
	}
}

// TestRunLaunch: a launch runs a fresh copy of the binary (one link, not
// the binary itself), in worker mode with the plan and the slice, with
// GOMAXPROCS 1, and reads its result lines.
func TestRunLaunch(t *testing.T) {
	dir := t.TempDir()
	bin := fakeWorker(t, dir)
	o := Defaults
	o.Bin, o.Log = bin, os.Stderr
	res, err := runLaunch(context.Background(), o, dir, 1, launch{steps: []step{{"Slider/impl=a/piece=rook", 1, -1}, {"Slider/impl=b/piece=rook", 1, -1}}, pin: -1})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 || res[0].name != "Slider/impl=a/piece=rook" || res[1].name != "Slider/impl=b/piece=rook" {
		t.Fatalf("results %+v; want the two rows in order", res)
	}
	for _, r := range res {
		if r.metrics["cpu-ns/lookup"] != 11 {
			t.Errorf("%s: GOMAXPROCS and link count %v; want 1 and 1 (a fresh copy, GOMAXPROCS=1)", r.name, r.metrics["cpu-ns/lookup"])
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("after the launch the folder holds %d entries; want the binary alone (copy and plan removed)", len(entries))
	}
	o.Log = &strings.Builder{}
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	if _, err := runLaunch(ctx, o, dir, 2, launch{steps: []step{{"Slider/impl=a/piece=rook", 1, -1}}, pin: -1}); err == nil {
		t.Errorf("a cancelled launch succeeded")
	}
}

// TestRunLaunchPins: a launch with a pin runs on that CPU alone (taskset),
// each CPU of a list in its turn; one without runs where it may.
func TestRunLaunchPins(t *testing.T) {
	cpus, err := benchloops.AllowedCPUs()
	if _, lerr := exec.LookPath("taskset"); lerr != nil || err != nil || len(cpus) < 2 {
		t.Skip("needs taskset and two CPUs")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	dir := t.TempDir()
	o := Defaults
	o.Bin, o.Log = fakeWorker(t, dir), os.Stderr
	for _, pin := range []int{cpus[0], cpus[len(cpus)-1], -1} {
		res, err := runLaunch(context.Background(), o, dir, 1, launch{steps: []step{{"Slider/impl=a/piece=rook", 1, -1}}, pin: pin})
		if err != nil {
			t.Fatal(err)
		}
		if got := res[0].metrics["affinity"]; len(res) != 1 || got != float64(pin) {
			t.Errorf("launch pinned to %d ran on CPU %v (-1: several); want %d", pin, got, pin)
		}
	}
}

// TestRunLaunchPadsName: a launch runs its copy of the binary under a
// name longer by its pad, and removes it afterwards.
func TestRunLaunchPadsName(t *testing.T) {
	dir := t.TempDir()
	o := Defaults
	o.Bin, o.Log = fakeWorker(t, dir), os.Stderr
	for _, pad := range []int{0, 1, 40, namePad - 1} {
		res, err := runLaunch(context.Background(), o, dir, 1, launch{steps: []step{{"Slider/impl=a/piece=rook", 1, -1}}, pin: -1, pad: pad})
		if err != nil {
			t.Fatal(err)
		}
		if got := res[0].metrics["pad-bytes"]; got != float64(pad) {
			t.Errorf("pad %d: the binary ran under a name %v bytes longer than a fresh copy's; want %d", pad, got, pad)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("pad %d: after the launch the folder holds %d entries; want the binary alone", pad, len(entries))
		}
	}
}

// fakeWorker writes a shell script into dir that stands in for the test
// binary in worker mode: it refuses to run as the binary itself (want a
// fresh copy), and writes one result line a step of its plan, with
// GOMAXPROCS and its link count as cpu-ns/lookup, the row's -P suffix
// where P > 1, the step's CPU as engine-cpu where the plan names one, and
// the CPU the launch runs on as affinity where it may run on one alone
// (-1 where it may run on several, or /proc says nothing), and as
// pad-bytes how much longer than a fresh copy's the name it runs under is
// (its tail from the dash after the copy's number).
func fakeWorker(t *testing.T, dir string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	bin := filepath.Join(dir, "bitbench.test")
	script := `#!/bin/sh
plan=""; slice=""
while [ $# -gt 0 ]; do case "$1" in -bench.plan) plan=$2; shift;; -bench.slice) slice=$2; shift;; esac; shift; done
case "$0" in *.launch-*) ;; *) echo "the binary itself ran" >&2; exit 3;; esac
aff=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/$$/status 2>/dev/null)
case "$aff" in ""|*[!0-9]*) aff=-1;; esac
case "$0" in *.launch-*-*) tail=${0##*-}; padb=$((${#tail} + 1));; *) padb=0;; esac
while IFS="$(printf '\t')" read -r row procs cpu; do
  name=$row; [ "$procs" -gt 1 ] && name="$row-$procs"
  pin=""; [ -n "$cpu" ] && pin="$(printf '\t%s engine-cpu' "$cpu")"
  printf 'Benchmark%s\t10\t%s cpu-ns/lookup\t1 ns/lookup%s\t0.03 engine-s\t%s affinity\t%s pad-bytes\n' "$name" "$GOMAXPROCS$(stat -c %h "$0")" "$pin" "$aff" "$padb"
done < "$plan"
echo "not a result"
`
	if err := os.WriteFile(bin, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return bin
}

// TestLaunchRecordsCPUs: the run keeps each slice's CPU for the A/A
// control: the one the worker pinned a reference slice of a parallel
// launch to, the launch's own in a pinned launch, none (-1) for a parallel
// slice; and each row's samples keep theirs, from which the next round
// takes the CPUs by turns (engine.NextCPU).
func TestLaunchRecordsCPUs(t *testing.T) {
	if _, err := exec.LookPath("taskset"); err != nil {
		t.Skip("no taskset")
	}
	dir := t.TempDir()
	o := Defaults
	o.Bin, o.Log, o.Out, o.Pins = fakeWorker(t, dir), &strings.Builder{}, &strings.Builder{}, []int{0}
	par, one := step{"ParallelPerft/impl=a/pos=start", 2, -1}, step{"ParallelPerft/impl=a/pos=start", 1, -1}
	r := &run{o: o, states: map[string]*engine.State{}, cost: map[string]time.Duration{}}
	for _, k := range []string{o.Ref, par.key(), one.key()} {
		r.states[k] = &engine.State{Name: k}
	}
	ref := func(cpu int) step { return step{o.Ref, 1, cpu} }
	for _, tt := range []struct {
		l    launch
		want []int
	}{
		{launch{steps: []step{ref(0), ref(1), par, ref(0), ref(1)}, pin: -1}, []int{0, 1, -1, 0, 1}},
		{launch{steps: []step{ref(-1), one, ref(-1)}, pin: 0}, []int{0, 0, 0}},
	} {
		r.seq = nil
		if err := r.launch(context.Background(), dir, tt.l); err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, x := range r.seq {
			got = append(got, x.CPU)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("launch of %v: CPUs %v; want %v", tt.l, got, tt.want)
		}
	}
	if got, want := r.states[one.key()].CPUs, []int{0}; !slices.Equal(got, want) {
		t.Errorf("the pinned row's samples' CPUs %v; want %v", got, want)
	}
	if got, want := r.states[par.key()].CPUs, []int{-1}; !slices.Equal(got, want) {
		t.Errorf("the parallel row's samples' CPUs %v; want %v", got, want)
	}
	if out := fmt.Sprint(o.Out); strings.Contains(out, "engine-cpu") {
		t.Errorf("the results hold the worker's engine-cpu:\n%s", out)
	}
}

// TestLaunchStampsLast: a launch stamps each row it measured with the share
// of the budget spent by then (engine.State.Last), from which the engine
// revisits a row that stopped; the rows it did not measure keep theirs.
func TestLaunchStampsLast(t *testing.T) {
	dir := t.TempDir()
	o := Defaults
	o.Bin, o.Log, o.Out, o.Budget = fakeWorker(t, dir), &strings.Builder{}, &strings.Builder{}, 100*time.Second
	one, other := step{"ParallelPerft/impl=a/pos=start", 1, -1}, step{"ParallelPerft/impl=b/pos=start", 1, -1}
	r := &run{o: o, start: time.Now().Add(-40 * time.Second), states: map[string]*engine.State{}, cost: map[string]time.Duration{}}
	for _, k := range []string{o.Ref, one.key(), other.key()} {
		r.states[k] = &engine.State{Name: k, Last: 0.1}
	}
	if err := r.launch(context.Background(), dir, launch{steps: []step{{o.Ref, 1, -1}, one, {o.Ref, 1, -1}}, pin: -1}); err != nil {
		t.Fatal(err)
	}
	if got := r.states[one.key()].Last; got < 0.4 || got > 0.5 {
		t.Errorf("the measured row's Last = %.3f; want the share spent, 0.4 to 0.5", got)
	}
	if got := r.states[other.key()].Last; got != 0.1 {
		t.Errorf("the row not measured: Last = %.3f; want 0.1 as before", got)
	}
}

// TestPinRule: the rules: line says where the single-thread launches ran.
func TestPinRule(t *testing.T) {
	for _, tt := range []struct {
		pins []int
		want string
	}{
		{nil, "single-thread launches run unpinned; "},
		{[]int{3}, "single-thread launches pinned to CPU 3; "},
		{[]int{0, 1}, "single-thread launches pinned to CPUs 0-1, each row's next slice on the one with the fewest of its samples that count; "},
	} {
		if got := pinRule(tt.pins); got != tt.want {
			t.Errorf("pinRule(%v) == %q; want %q", tt.pins, got, tt.want)
		}
	}
}
