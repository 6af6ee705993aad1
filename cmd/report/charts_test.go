package main

import (
	"bytes"
	"fmt"
	"html"
	"image"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot/vg"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/results"
)

// textBox is a text of an SVG chart and the box it covers, in the SVG's
// flipped coordinates (y grows upwards).
type textBox struct {
	text                   string
	minX, maxX, minY, maxY float64
}

var svgText = regexp.MustCompile(`<text x="([-0-9.e]+)" y="([-0-9.e]+)" transform="scale\(1, -1\)"\s+style="[^"]*font-size:([0-9.]+)px[^"]*">([^<]*)</text>`)

// textBoxes returns the texts of an SVG written by figure.save with the
// boxes they cover, measured with the same font metrics that laid them out.
func textBoxes(t *testing.T, svg string) []textBox {
	t.Helper()
	var out []textBox
	for _, m := range svgText.FindAllStringSubmatch(svg, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		size, _ := strconv.ParseFloat(m[3], 64)
		s := html.UnescapeString(m[4])
		// vgsvg's user units are points, as are font sizes.
		w := float64(textStyle(vg.Length(size)).Width(s))
		base := -y
		out = append(out, textBox{s, x, x + w, base - 0.2*size, base + 0.7*size})
	}
	if n := strings.Count(svg, "<text"); n != len(out) {
		t.Fatalf("parsed %d of the %d texts of the SVG", len(out), n)
	}
	return out
}

var svgViewBox = regexp.MustCompile(`viewBox="0 0 ([0-9.]+) ([0-9.]+)"`)

// checkNoOverlap fails when two texts of svg cover the same area, or a
// text reaches out of the figure.
func checkNoOverlap(t *testing.T, name, svg string) {
	t.Helper()
	boxes := textBoxes(t, svg)
	if len(boxes) == 0 {
		t.Fatalf("%s: no text", name)
	}
	m := svgViewBox.FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("%s: no viewBox", name)
	}
	w, _ := strconv.ParseFloat(m[1], 64)
	h, _ := strconv.ParseFloat(m[2], 64)
	for _, b := range boxes {
		if b.minX < 0 || b.maxX > w || b.minY < 0 || b.maxY > h {
			t.Errorf("%s: text %q spans (%.1f, %.1f)–(%.1f, %.1f), outside the figure (%v×%v)", name, b.text, b.minX, b.minY, b.maxX, b.maxY, w, h)
		}
	}
	for i, a := range boxes {
		for _, b := range boxes[i+1:] {
			if a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY {
				t.Errorf("%s: text %q at (%.1f, %.1f) overlaps %q at (%.1f, %.1f)", name, a.text, a.minX, a.minY, b.text, b.minX, b.minY)
			}
		}
	}
}

func svgOf(t *testing.T, f *figure) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "f.svg")
	if err := f.save(path, "svg"); err != nil {
		t.Fatal(err)
	}
	return string(readFile(t, path))
}

// TestChartsNoOverlap draws every chart of the synthetic results and checks
// that no two texts overlap: labels, tick labels, values, titles, legends.
func TestChartsNoOverlap(t *testing.T) {
	cpus, err := load("testdata/results", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	files, err := charts(cpus, testFamily)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 11 {
		t.Errorf("charts: %d files; want 11 (3 pieces and perft on each CPU, builds and fidelity on test-cpu-3000, and the cross-CPU chart)", len(files))
	}
	for _, f := range files {
		checkNoOverlap(t, f.name, svgOf(t, f.fig))
	}
}

// crowded is a figure with many long-named techniques and values far apart.
func crowded(rows int) *figure {
	f := &figure{title: "crowded", note: "a note", xlabel: "ns/lookup (log scale)"}
	for _, fam := range familyOrder {
		f.legend = append(f.legend, legendEntry{string(fam), familyStyle(fam)})
	}
	for p := range 2 {
		pn := panel{title: fmt.Sprintf("panel %d", p)}
		for i := range rows {
			v := math.Pow(1.5, float64(i)) * 0.7
			pn.rows = append(pn.rows, dotRow{
				label: fmt.Sprintf("technique-with-a-long-name-%02d", i),
				dots:  []dot{{center: v, lo: v * 0.9, hi: v * 1.2, style: palette[i%len(palette)]}},
				value: valueText(v),
			})
		}
		f.panels = append(f.panels, pn)
	}
	return f
}

// TestWideLegend checks that a legend wider than the figure wraps onto
// more lines, each inside the figure, without overlaps.
func TestWideLegend(t *testing.T) {
	f := crowded(3)
	for i := range 12 {
		f.legend = append(f.legend, legendEntry{fmt.Sprintf("intel-xeon-platinum-%d-sapphire-rapids", i), palette[i%len(palette)]})
	}
	lines := legendLines(f.legend)
	if len(lines) < 3 {
		t.Errorf("legendLines: %d lines for %d long entries; want at least 3", len(lines), len(f.legend))
	}
	checkNoOverlap(t, "wide legend", svgOf(t, f))
}

// TestCrowdedNoOverlap checks the layout with 30 rows per panel, a range
// of five decades and every family in the legend.
func TestCrowdedNoOverlap(t *testing.T) {
	f := crowded(30)
	checkNoOverlap(t, "crowded", svgOf(t, f))
	if d := os.Getenv("BITBENCH_CHARTS_PNG"); d != "" {
		if err := f.save(filepath.Join(d, "crowded.png"), "png"); err != nil {
			t.Fatal(err)
		}
	}
	_, h := f.size()
	_, h1 := crowded(31).size()
	if d := h1 - h; d != 2*rowHeight {
		t.Errorf("one more row in each of 2 panels adds %v to the height; want %v (rows have a fixed height)", d, 2*rowHeight)
	}
}

// TestChartsPNG renders the charts of the synthetic results to PNG, as
// `make charts-png` does, and checks that each decodes, has the figure's
// size, and shows every family's colour it should.
func TestChartsPNG(t *testing.T) {
	cpus, err := load("testdata/results", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	files, err := charts(cpus, testFamily)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if d := os.Getenv("BITBENCH_CHARTS_PNG"); d != "" {
		dir = d // keep them, to look at
	}
	for _, f := range files {
		path := filepath.Join(dir, strings.ReplaceAll(strings.TrimSuffix(f.name, ".svg"), "/", "-")+".png")
		if err := f.fig.save(path, "png"); err != nil {
			t.Fatal(err)
		}
		data := readFile(t, path)
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		w, h := f.fig.size()
		// vgimg draws at 96 dots per inch.
		wantW, wantH := int(math.Ceil(float64(w)*96/72)), int(math.Ceil(float64(h)*96/72))
		if b := img.Bounds(); abs(b.Dx()-wantW) > 1 || abs(b.Dy()-wantH) > 1 {
			t.Errorf("%s: %dx%d pixels; want %dx%d", path, b.Dx(), b.Dy(), wantW, wantH)
		}
		for _, e := range f.fig.legend {
			if n := countColor(img, e.color); n < 8 {
				t.Errorf("%s: %d pixels of %s's colour %v; want at least 8", path, n, e.name, e.color)
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }

// countColor counts the pixels of img whose colour is within a small
// distance of c (anti-aliasing blends the edges of thin glyphs).
func countColor(img image.Image, c rgb) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if abs(int(r>>8)-int(c.r))+abs(int(g>>8)-int(c.g))+abs(int(bl>>8)-int(c.b)) <= 48 {
				n++
			}
		}
	}
	return n
}

// TestRankedPanel checks the order of the rows and the intervals: fastest
// first for times, highest first for rates; an interval benchmath could not
// compute is left out.
func TestRankedPanel(t *testing.T) {
	set, err := results.Read(strings.NewReader(`cpu: X
BenchmarkSlider/impl=b/piece=rook/load=random	1	3 ns/lookup
BenchmarkSlider/impl=a/piece=rook/load=random	1	5 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	1 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	1.1 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	0.9 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	1 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	1 ns/lookup
BenchmarkSlider/impl=c/piece=rook/load=random	1	1 ns/lookup
`), "x.txt")
	if err != nil {
		t.Fatal(err)
	}
	c := cpu{CPUFile: results.CPUFile{Slug: "x", Path: "x.txt"}, set: set}
	rows := set.Select(results.Filter{Bench: "Slider"})
	for _, tt := range []struct {
		high bool
		want string
	}{{false, "c b a"}, {true, "a b c"}} {
		p, err := rankedPanel(c, "t", rows, tt.high, testFamily)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, r := range p.rows {
			got = append(got, r.label)
		}
		if strings.Join(got, " ") != tt.want {
			t.Errorf("rankedPanel(high %v) rows %q; want %q", tt.high, got, tt.want)
		}
	}
	p, _ := rankedPanel(c, "t", rows, false, testFamily)
	if d := p.rows[0].dots[0]; d.center != 1 || !(d.lo == 0.9 && d.hi == 1.1) {
		t.Errorf("c: dot %v [%v, %v]; want 1 [0.9, 1.1] (benchmath's interval of 6 samples)", d.center, d.lo, d.hi)
	}
	if d := p.rows[1].dots[0]; d.center != 3 || !math.IsNaN(d.lo) || !math.IsNaN(d.hi) {
		t.Errorf("b: dot %v [%v, %v]; want 3 without interval (one sample)", d.center, d.lo, d.hi)
	}
}

// TestFamilies checks the mapping of benchmark rows to families: the
// registry's own names, variants by their longest registered prefix, the
// peers, and the rest.
func TestFamilies(t *testing.T) {
	for _, impl := range harness.All() {
		if got, want := registryFamily(impl.Name()), harness.FamilyOf(impl); got != want {
			t.Errorf("registryFamily(%q) == %q; want harness.FamilyOf's %q", impl.Name(), got, want)
		}
	}
	for name, want := range constrained {
		if impl, err := harness.Lookup(name); err == nil {
			if got := harness.FamilyOf(impl); got != want {
				t.Errorf("constrained[%q] == %q; want the registry's %q", name, want, got)
			}
		}
	}
	for _, tt := range []struct{ impl, want string }{
		{"simd", "fill"},            // registered or not
		{"magic-iface", "hash"},     // magic's
		{"pext-soft-batch", "hash"}, // pext-soft's
		{"pext-hw", "hash"},
		{"shift-batch", "fill"},
		{"magic-native", "hash"},        // native reference rows: their technique's
		{"hq-native-vec", "arithmetic"}, //
		{"classical-native", "scan"},    //
		{"simd-native-vec", "fill"},     //
		{"hq-native", "arithmetic"},
		{"shift-native-vec", "fill"},
		{"kindergarten-native", "table lookup"},
		{"pext-native-vec", "hash"},
		{"naive", "scan"},
		{"dragontoothmg", "peer"},
		{"notnil", "peer"},
		{"unheard-of", "other"},
		{"-magic", "other"},
		{"", "other"},
	} {
		if got := registryFamily(tt.impl); string(got) != tt.want {
			t.Errorf("registryFamily(%q) == %q; want %q", tt.impl, got, tt.want)
		}
	}
	got := groupByFamily([]string{"notnil", "pext", "x", "shift", "magic-iface", "naive", "magic", "dragontoothmg"}, registryFamily)
	if want := "naive shift magic magic-iface pext x dragontoothmg notnil"; strings.Join(got, " ") != want {
		t.Errorf("groupByFamily == %q; want %q", got, want)
	}
}

func TestValueText(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{{0.7, "0.7"}, {1.047, "1.05"}, {12, "12"}, {999.4, "999"}, {999.7, "1000"}, {1034.6, "1035"}, {89500, "89500"}} {
		if got := valueText(tt.v); got != tt.want {
			t.Errorf("valueText(%v) == %q; want %q", tt.v, got, tt.want)
		}
	}
}

// TestLogTicks checks the labels: 1, 2 and 5 in every decade of a short
// axis, only the powers of ten on a long one.
func TestLogTicks(t *testing.T) {
	for _, tt := range []struct {
		lo, hi float64
		want   string
	}{
		{1.5, 60, "2 5 10 20 50"},
		{0.3, 80, "0.5 1 2 5 10 20 50"},
		{0.8, 2000, "1 2 5 10 20 50 100 200 500 1000 2000"},
		{0.5, 90000, "1 10 100 1000 10000"},
	} {
		var labels []string
		for _, tk := range (logTicks{}).Ticks(tt.lo, tt.hi) {
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
		}
		if got := strings.Join(labels, " "); got != tt.want {
			t.Errorf("logTicks(%v, %v) labels %q; want %q", tt.lo, tt.hi, got, tt.want)
		}
	}
}

// TestCrossFigure checks the who-wins-where chart of the synthetic CPUs:
// ratios to each CPU's fastest rook lookup, rows grouped by family, and the
// two CPUs' dots apart within a row.
func TestCrossFigure(t *testing.T) {
	cpus, err := load("testdata/results", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	f, err := crossFigure(cpus, testFamily)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.panels) != 2 || f.panels[0].title != "rook, load random" || f.panels[1].title != "rook, load latency" {
		t.Fatalf("crossFigure panels %v; want rook random, then rook latency", f.panels)
	}
	var labels []string
	ratio := map[string][]float64{}
	for _, r := range f.panels[0].rows {
		labels = append(labels, r.label)
		for _, d := range r.dots {
			ratio[r.label] = append(ratio[r.label], math.Round(d.center*1000)/1000)
		}
	}
	want := "classical (scan),naive (scan),shift (fill),dumb7 (fill),hq (arithmetic),kindergarten (table lookup)," +
		"magic (hash),pext-batch (hash),blackmagic (hash),pext (hash),magic-iface (hash),pext-soft (hash)" // magic and pext-batch tie at 1: file order
	if got := strings.Join(labels, ","); got != want {
		t.Errorf("rows\n%s\nwant\n%s", got, want)
	}
	// other-cpu's fastest is magic (3.1 ns), test-cpu-3000's pext-batch (1 ns).
	for label, w := range map[string][]float64{
		"magic (hash)":                {1, 2},
		"kindergarten (table lookup)": {1.129, 3.2},
		"pext-batch (hash)":           {1},
		"pext (hash)":                 {9.677, 3},
	} {
		if got := ratio[label]; !slices.Equal(got, w) {
			t.Errorf("%s: ratios %v; want %v", label, got, w)
		}
	}
	dots := f.panels[0].rows[0].dots
	if len(dots) != 2 || dots[0].dy == dots[1].dy || dots[0].color == dots[1].color {
		t.Errorf("classical: dots %+v; want two, at different heights and colours", dots)
	}
}
