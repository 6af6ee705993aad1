package main

import (
	"slices"
	"strings"

	"gonum.org/v1/plot/vg/draw"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all" // fills the registry that families are looked up in
)

// The two families that are not techniques of this project.
const (
	// familyPeer is the family of the peer libraries that perft compares
	// against.
	familyPeer harness.Family = "peer"
)

// peers are the impl keys of the peer libraries' benchmark rows.
var peers = []string{"dragontoothmg", "notnil"}

// familyOrder is the order in which reports and charts list families: from
// the plainest technique to the cleverest, then the rest.
var familyOrder = []harness.Family{
	harness.FamilyScan, harness.FamilyFill, harness.FamilyArithmetic,
	harness.FamilyTable, harness.FamilyHash, harness.FamilyOther, familyPeer,
}

// familyFunc maps an impl key of a benchmark row to its family.
type familyFunc func(impl string) harness.Family

// constrained are the families of the techniques that are built only
// under a build constraint, so that this command, built without it, still
// knows them: impl/simd, impl/avx512 and impl/gfni need GOEXPERIMENT=simd
// on amd64, while their rows come from `make bench` runs built with it. Where the technique is
// registered, the registry's answer wins (and a test checks that the two
// agree).
var constrained = map[string]harness.Family{
	"simd":   harness.FamilyFill,
	"avx512": harness.FamilyFill,
	"gfni":   harness.FamilyArithmetic,
}

// registryFamily is the familyFunc of the reports: familyByPrefix over
// the harness registry, where a registered implementation's family is
// harness.FamilyOf, and over constrained.
func registryFamily(impl string) harness.Family {
	return familyByPrefix(impl, func(name string) (harness.Family, bool) {
		if i, err := harness.Lookup(name); err == nil {
			return harness.FamilyOf(i), true
		}
		f, ok := constrained[name]
		return f, ok
	})
}

// familyByPrefix maps a benchmark row's impl key to a family: a peer library
// gives "peer"; a name that known knows gives its family; a variant row of
// one ("magic-iface", "pext-soft-batch", "rotated-prerotated": a known name,
// then '-' and more) gives the family of the longest known name it starts
// with; anything else "other".
func familyByPrefix(impl string, known func(name string) (harness.Family, bool)) harness.Family {
	if slices.Contains(peers, impl) {
		return familyPeer
	}
	for name := impl; ; {
		if f, ok := known(name); ok {
			return f
		}
		cut := strings.LastIndexByte(name, '-')
		if cut <= 0 {
			return harness.FamilyOther
		}
		name = name[:cut]
	}
}

// familyRank is f's position in familyOrder; families not listed come
// last.
func familyRank(f harness.Family) int {
	if i := slices.Index(familyOrder, f); i >= 0 {
		return i
	}
	return len(familyOrder)
}

// groupByFamily returns impls ordered by family (familyOrder), then by
// name, which puts variant rows ("pext-soft-batch") right after their
// technique.
func groupByFamily(impls []string, family familyFunc) []string {
	out := slices.Clone(impls)
	slices.SortFunc(out, func(a, b string) int {
		if c := familyRank(family(a)) - familyRank(family(b)); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return out
}

// style is how charts draw a family or a CPU: a colour and a glyph shape, so
// that the charts read in grey too.
type style struct {
	color rgb
	shape draw.GlyphDrawer
}

// palette holds distinct styles (Okabe and Ito's colour-blind safe colours,
// each with its own shape); familyStyle and cpuStyle pick from it.
var palette = []style{
	{rgb{0xd5, 0x5e, 0x00}, draw.BoxGlyph{}},      // vermillion
	{rgb{0x00, 0x72, 0xb2}, draw.CircleGlyph{}},   // blue
	{rgb{0x00, 0x9e, 0x73}, draw.PyramidGlyph{}},  // bluish green
	{rgb{0xe6, 0x9f, 0x00}, draw.SquareGlyph{}},   // orange
	{rgb{0xcc, 0x79, 0xa7}, draw.RingGlyph{}},     // reddish purple
	{rgb{0x88, 0x88, 0x88}, draw.CrossGlyph{}},    // grey
	{rgb{0x00, 0x00, 0x00}, draw.TriangleGlyph{}}, // black
	{rgb{0x56, 0xb4, 0xe9}, draw.PlusGlyph{}},     // sky blue
}

// familyStyle is the style of family f: one per entry of familyOrder.
func familyStyle(f harness.Family) style {
	return palette[familyRank(f)%len(palette)]
}

// cpuStyle is the style of the i-th CPU in the cross-CPU chart.
func cpuStyle(i int) style {
	return palette[(i+1)%len(palette)]
}
