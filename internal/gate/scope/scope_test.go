package scope

import (
	"slices"
	"strings"
	"testing"
)

// graph is a small module shaped like bitbench: two techniques, one with a
// helper package of its own, a peer, the benchmark loops and the move
// generator that run every technique, and the root package whose test
// files hold the benchmarks.
var graph = &Graph{
	Packages: []Package{
		{Path: "ex", Dir: ".", Imports: []string{"ex/impl/all", "ex/internal/benchloops", "ex/internal/peers"}},
		{Path: "ex/harness", Dir: "harness"},
		{Path: "ex/impl/all", Dir: "impl/all", Imports: []string{"ex/impl/hq", "ex/impl/magic"}},
		{Path: "ex/impl/hq", Dir: "impl/hq", Imports: []string{"ex/harness"}},
		{Path: "ex/impl/magic", Dir: "impl/magic", Imports: []string{"ex/harness", "ex/impl/internal/search"}},
		{Path: "ex/impl/internal/search", Dir: "impl/internal/search", Imports: []string{"ex/harness"}},
		{Path: "ex/chess/position", Dir: "chess/position", Imports: []string{"ex/harness", "ex/impl/hq", "ex/impl/magic"}},
		{Path: "ex/internal/benchloops", Dir: "internal/benchloops", Imports: []string{"ex/harness", "ex/chess/position", "ex/impl/hq", "ex/impl/magic"}},
		{Path: "ex/internal/peers", Dir: "internal/peers"},
	},
	Techniques: map[string]string{"hq": "ex/impl/hq", "magic": "ex/impl/magic", "notnil": "ex/internal/peers"},
	Drivers:    map[string][]string{"": {"ex"}},
	RunBy:      map[string][]string{"ex/chess/position": {"Perft"}},
}

const (
	hqRook     = "Slider/impl=hq/piece=rook/load=random"
	magicRook  = "Slider/impl=magic/piece=rook/load=random"
	magicIface = "Slider/impl=magic-iface/piece=rook/load=random"
	hqPerft    = "Perft/impl=hq/pos=start"
	peerPerft  = "Perft/impl=notnil/pos=start"
	mystery    = "Slider/impl=mystery/piece=rook/load=random"
)

var rows = []string{hqRook, magicRook, magicIface, hqPerft, peerPerft, mystery}

func TestPrimary(t *testing.T) {
	all := rows
	tests := []struct {
		name  string
		files []string
		want  []string
	}{
		{"technique", []string{"impl/hq/attacks.go"}, []string{hqRook, hqPerft, mystery}},
		{"assembly of a technique", []string{"impl/magic/pext_amd64.s"}, []string{magicRook, magicIface, mystery}},
		{"helper of one technique", []string{"impl/internal/search/search.go"}, []string{magicRook, magicIface, mystery}},
		{"peer", []string{"internal/peers/peers.go"}, []string{peerPerft, mystery}},
		{"harness", []string{"harness/types.go"}, all},
		{"benchmark loops", []string{"internal/benchloops/loops_gen.go"}, all},
		{"move generator", []string{"chess/position/movegen.go"}, []string{hqPerft, peerPerft, mystery}},
		{"root benchmarks", []string{"bench_test.go"}, all},
		{"registry", []string{"impl/all/all.go"}, all},
		{"go.mod", []string{"go.mod"}, all},
		{"two techniques", []string{"impl/hq/sets.go", "impl/magic/attacks.go"}, []string{hqRook, magicRook, magicIface, hqPerft, mystery}},
		{"nothing compiled", []string{"README.md", "docs/gate.md", "impl/hq/attacks_test.go", "impl/hq/testdata/golden.txt", "results/x/2026-12-01-abc.txt"}, nil},
		{"package the binary does not link", []string{"cmd/report/main.go"}, nil},
		{"no change", nil, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, r := range graph.Primary(graph.Changed(tt.files), rows) {
			got = append(got, r.Row)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: Primary(%q) == %q; want %q", tt.name, tt.files, got, tt.want)
		}
	}
}

func TestPrimaryReasons(t *testing.T) {
	tests := []struct {
		files []string
		row   string
		want  string
	}{
		{[]string{"impl/hq/attacks.go"}, hqRook, "impl/hq changed (impl/hq/attacks.go)"},
		{[]string{"impl/internal/search/search.go"}, magicIface, "impl/internal/search changed (impl/internal/search/search.go), which impl/magic imports"},
		{[]string{"internal/benchloops/loops_gen.go"}, hqRook, "internal/benchloops changed (internal/benchloops/loops_gen.go), which the root package imports"},
		{[]string{"bench_test.go"}, peerPerft, "the root package changed (bench_test.go), which times the row"},
		{[]string{"chess/position/movegen.go"}, hqPerft, "chess/position changed (chess/position/movegen.go), which the root package imports"},
		{[]string{"go.mod", "impl/hq/attacks.go"}, magicRook, "go.mod changed, which changes every package"},
		{[]string{"impl/hq/attacks.go"}, mystery, `technique "mystery" unknown: any change may move it`},
	}
	for _, tt := range tests {
		got := ""
		for _, r := range graph.Primary(graph.Changed(tt.files), rows) {
			if r.Row == tt.row {
				got = r.Why
			}
		}
		if got != tt.want {
			t.Errorf("Primary(%q) for %s: %q; want %q", tt.files, tt.row, got, tt.want)
		}
	}
}

func TestTechnique(t *testing.T) {
	g := &Graph{Techniques: map[string]string{"pext": "ex/impl/pext", "pext-hw": "ex/impl/pext", "magic": "ex/impl/magic"}}
	tests := []struct{ impl, want string }{
		{"magic", "ex/impl/magic"},
		{"magic-iface", "ex/impl/magic"},
		{"magic-batch", "ex/impl/magic"},
		{"pext-hw-batch", "ex/impl/pext"},
		{"pext-soft", "ex/impl/pext"},
		{"magic-native", "ex/impl/magic"}, // C, but without the native package in doubt primary with magic
		{"mystery", ""},
		{"mystery-iface", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := g.Technique(tt.impl); got != tt.want {
			t.Errorf("Technique(%q) == %q; want %q", tt.impl, got, tt.want)
		}
	}
	g.Techniques[Native] = "ex/internal/native"
	for impl, want := range map[string]string{
		"magic-native": "ex/internal/native", "kindergarten-native-vec": "ex/internal/native",
		"pext-clang-native": "ex/internal/native", "magic": "ex/impl/magic", "nativeish": "",
	} {
		if got := g.Technique(impl); got != want {
			t.Errorf("with the native package: Technique(%q) == %q; want %q", impl, got, want)
		}
	}
}

func TestChanged(t *testing.T) {
	c := graph.Changed([]string{"impl/hq/attacks.go", "impl/hq/sets.go", "./harness/types.go", "impl/hq/doc_test.go"})
	var got []string
	for p, f := range c.Files {
		got = append(got, p+"="+f)
	}
	slices.Sort(got)
	want := "ex/harness=harness/types.go ex/impl/hq=impl/hq/attacks.go"
	if strings.Join(got, " ") != want || c.All != "" || c.Empty() {
		t.Errorf("Changed == %q (all %q); want %q", got, c.All, want)
	}
}
