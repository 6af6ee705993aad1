package engine

import (
	"math/rand/v2"
	"testing"
)

func TestNextCPU(t *testing.T) {
	for _, tt := range []struct {
		name  string
		had   []int
		hosts []float64
		cpus  []int
		want  []int // the CPUs it may return
	}{
		{"no CPUs", []int{0, 1}, nil, nil, []int{-1}},
		{"one CPU", []int{3, 3}, nil, []int{3}, []int{3}},
		{"fresh row: either", nil, nil, []int{0, 1}, []int{0, 1}},
		{"behind on 0", []int{1}, nil, []int{0, 1}, []int{0}},
		{"behind on 1", []int{0, 1, 0}, nil, []int{0, 1}, []int{1}},
		{"even: either", []int{0, 1, 1, 0}, nil, []int{0, 1}, []int{0, 1}},
		{"unknown CPUs do not count", []int{-1, -1, 1}, nil, []int{0, 1}, []int{0}},
		{"a CPU no longer in the list", []int{5, 5, 0}, nil, []int{0, 1}, []int{1}},
		{"fewest of three", []int{0, 1, 2, 0, 2}, nil, []int{0, 1, 2}, []int{1}},
		{"busy slices do not count", []int{0, 1, 0, 1}, []float64{1, 1, 9, 9}, []int{0, 1}, []int{0, 1}},
		{"busy on 0: 0 again", []int{0, 1, 0, 1}, []float64{9, 1, 1, 1}, []int{0, 1}, []int{0}},
		{"hosts not known: all count", []int{0, 0, 1}, []float64{9}, []int{0, 1}, []int{1}},
	} {
		seen := map[int]bool{}
		rng := rand.New(rand.NewPCG(1, 2))
		for range 64 {
			seen[NextCPU(State{CPUs: tt.had, Hosts: tt.hosts}, tt.cpus, Quiet{Limit: 2}, rng)] = true
		}
		if len(seen) != len(tt.want) {
			t.Errorf("%s: NextCPU gave %v; want each of %v", tt.name, seen, tt.want)
		}
		for _, c := range tt.want {
			if !seen[c] {
				t.Errorf("%s: NextCPU never gave %d (gave %v)", tt.name, c, seen)
			}
		}
	}
}
