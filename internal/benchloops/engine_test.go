package benchloops

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestReadPlan(t *testing.T) {
	tests := []struct {
		name, text string
		want       []Step
		bad        string // the line the error names, "" for none
	}{
		{"without CPUs", "Slider/impl=magic/piece=rook\t1\nParallelPerft/impl=pext/pos=start\t2\n",
			[]Step{{"Slider/impl=magic/piece=rook", 1, -1}, {"ParallelPerft/impl=pext/pos=start", 2, -1}}, ""},
		{"a step pinned to CPU 1", "ref\t1\t0\nref\t1\t1\nParallelPerft/impl=pext/pos=start\t2\n",
			[]Step{{"ref", 1, 0}, {"ref", 1, 1}, {"ParallelPerft/impl=pext/pos=start", 2, -1}}, ""},
		{"a CPU that is no number", "ref\t1\n" + "ref\t1\tone\n", nil, ":2: "},
		{"a negative CPU", "ref\t1\t-1\n", nil, ":1: "},
		{"a parallel step pinned to one CPU", "ref\t1\nParallelPerft/impl=pext/pos=start\t2\t0\n", nil, ":2: "},
		{"a fourth field", "ref\t1\t0\t0\n", nil, ":1: "},
		{"no GOMAXPROCS", "ref\n", nil, ":1: "},
		{"GOMAXPROCS 0", "ref\t0\n", nil, ":1: "},
		{"no name", "\t1\t0\n", nil, ":1: "},
	}
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "plan.txt")
		if err := os.WriteFile(path, []byte(tt.text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := ReadPlan(path)
		switch {
		case tt.bad == "" && (err != nil || !slices.Equal(got, tt.want)):
			t.Errorf("%s: ReadPlan = %v, %v; want %v", tt.name, got, err, tt.want)
		case tt.bad != "" && (err == nil || !strings.Contains(err.Error(), path+tt.bad)):
			t.Errorf("%s: ReadPlan error %v; want one naming %s%s", tt.name, err, path, tt.bad)
		}
	}
}

// TestWorkRefusesAForeignCPU: a step pinned to a CPU this process may not
// run on stops the launch before any step runs.
func TestWorkRefusesAForeignCPU(t *testing.T) {
	var out strings.Builder
	steps := []Step{{"Slider/impl=magic/piece=rook/load=random", 1, -1}, {"Slider/impl=magic/piece=rook/load=random", 1, 1 << 14}}
	err := Work(steps, true, 1, &out, &out)
	if err == nil || !strings.Contains(err.Error(), "step 2") || out.Len() > 0 {
		t.Errorf("Work with CPU %d: error %v, output %q; want an error naming step 2 and no output", 1<<14, err, out.String())
	}
}

// TestPinnedStep: a step pinned to a CPU runs its slice on that CPU alone,
// says so in its line, and gives its thread back all its CPUs.
func TestPinnedStep(t *testing.T) {
	all, err := AllowedCPUs()
	if err != nil || len(all) < 2 {
		t.Skipf("needs two CPUs to pin to one of them: %v, %v", all, err)
	}
	cpu := all[len(all)-1]
	if err := setBenchtime("3x"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { setBenchtime("1s") })
	var during []int
	row := Row{"Test/pinned", func(b *testing.B) {
		during, _ = AllowedCPUs()
		for b.Loop() {
		}
	}}
	var out strings.Builder
	w := bufio.NewWriter(&out)
	if err := workStep(w, &out, Step{row.Name, 1, cpu}, row); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(during, []int{cpu}) {
		t.Errorf("the slice ran on CPUs %v; want [%d]", during, cpu)
	}
	if line := out.String(); !strings.HasPrefix(line, "BenchmarkTest/pinned\t") || !strings.Contains(line, "\t"+strconv.Itoa(cpu)+" engine-cpu\t") {
		t.Errorf("line %q; want the CPU as engine-cpu before engine-s", line)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	restore, err := pinThread(cpu)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := AllowedCPUs(); !slices.Equal(got, []int{cpu}) {
		t.Errorf("pinned: CPUs %v; want [%d]", got, cpu)
	}
	if err := restore(); err != nil {
		t.Fatal(err)
	}
	if got, _ := AllowedCPUs(); !slices.Equal(got, all) {
		t.Errorf("restored: CPUs %v; want %v", got, all)
	}
}
