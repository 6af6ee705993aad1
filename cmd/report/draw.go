package main

import (
	"fmt"
	"io"
	"math"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/bitbench/bitbench/internal/safefile"
)

// A figure is a chart made of panels stacked top to bottom, each a dot plot:
// one row per label, a dot per measurement at its median with its 95%
// confidence interval as whiskers, on a logarithmic x axis. Rows have a
// fixed height whatever their number, so labels never overlap; the figure
// grows instead.
type figure struct {
	title  string
	note   string // one line under the title, such as "lower is better"
	xlabel string
	legend []legendEntry
	panels []panel
}

type legendEntry struct {
	name string
	style
}

type panel struct {
	title string
	rows  []dotRow // top to bottom
}

// dotRow is one row of a panel. value is printed at the right end of the
// row when not empty.
type dotRow struct {
	label string
	dots  []dot
	value string
}

// dot is one measurement; lo and hi are its confidence interval, NaN when
// there is none to draw. dy moves it up within its row (a fraction of the
// row), so that dots of several series at one value stay apart.
type dot struct {
	center, lo, hi float64
	dy             float64
	style
}

// Layout, in points.
const (
	figWidth   = 560
	rowHeight  = 14 // a row; labels are labelSize high
	labelSize  = 9
	titleSize  = 13
	headHeight = 52 // title, note and one line of legend
	legendLine = 14 // each further line of legend
	margin     = 8  // left of the title, note and legend
	panelExtra = 72 // a panel's title, x axis and padding, beside its rows
	dotRadius  = 3.2
)

// size is the figure's size.
func (f *figure) size() (w, h vg.Length) {
	h = headHeight + vg.Length(len(legendLines(f.legend))-1)*legendLine
	for _, p := range f.panels {
		h += panelHeight(p)
	}
	return figWidth, h
}

func panelHeight(p panel) vg.Length {
	return vg.Length(len(p.rows)*rowHeight + panelExtra)
}

// save writes f to path in format (".svg", ".png") through safefile.Write:
// a failed write leaves the old file as it was.
func (f *figure) save(path, format string) error {
	w, h := f.size()
	c, err := draw.NewFormattedCanvas(w, h, format)
	if err != nil {
		return err
	}
	if err := f.draw(draw.New(c)); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return safefile.Write(path, 0o644, func(out io.Writer) error {
		_, err := c.WriteTo(out)
		return err
	})
}

// draw draws f on c, whose size is f.size().
func (f *figure) draw(c draw.Canvas) error {
	c.SetColor(rgb{0xff, 0xff, 0xff})
	c.Fill(c.Rectangle.Path())
	top := c.Max.Y
	title := textStyle(titleSize)
	title.XAlign = draw.XLeft
	c.FillText(title, vg.Point{X: c.Min.X + margin, Y: top - titleSize - 2}, f.title)
	small := textStyle(labelSize)
	small.XAlign = draw.XLeft
	c.FillText(small, vg.Point{X: c.Min.X + margin, Y: top - titleSize - 16}, f.note)
	lines := legendLines(f.legend)
	for i, line := range lines {
		drawLegend(c, vg.Point{X: c.Min.X + margin, Y: top - headHeight + 4 - vg.Length(i)*legendLine}, line)
	}
	top -= headHeight + vg.Length(len(lines)-1)*legendLine
	for _, p := range f.panels {
		h := panelHeight(p)
		pc := c
		pc.Min.Y, pc.Max.Y = top-h, top
		pc = draw.Crop(pc, 4, -12, 14, -4)
		if err := f.drawPanel(pc, p); err != nil {
			return fmt.Errorf("panel %s: %w", p.title, err)
		}
		top -= h
	}
	return nil
}

// rgb is an opaque colour.
type rgb struct{ r, g, b uint8 }

// RGBA implements color.Color.
func (c rgb) RGBA() (r, g, b, a uint32) {
	return uint32(c.r) * 0x101, uint32(c.g) * 0x101, uint32(c.b) * 0x101, 0xffff
}

var (
	gridColor = rgb{0xdd, 0xdd, 0xdd}
	textColor = rgb{0x22, 0x22, 0x22}
)

func textStyle(size vg.Length) text.Style {
	return text.Style{
		Color:   textColor,
		Font:    font.From(plot.DefaultFont, size),
		Handler: plot.DefaultTextHandler,
	}
}

// legendEntryWidth is the width an entry takes in a legend line, gap
// included.
func legendEntryWidth(e legendEntry) vg.Length {
	return 3*dotRadius + textStyle(labelSize).Width(e.name) + 14
}

// legendLines splits entries into lines that fit the figure's width; there
// is always at least one line, maybe empty.
func legendLines(entries []legendEntry) [][]legendEntry {
	lines := [][]legendEntry{nil}
	var x vg.Length
	for _, e := range entries {
		w := legendEntryWidth(e)
		if last := len(lines) - 1; len(lines[last]) > 0 && x+w > figWidth-2*margin {
			lines, x = append(lines, nil), 0
		}
		lines[len(lines)-1] = append(lines[len(lines)-1], e)
		x += w
	}
	return lines
}

// drawLegend draws the entries in one line from pt (the baseline's left).
func drawLegend(c draw.Canvas, pt vg.Point, entries []legendEntry) {
	sty := textStyle(labelSize)
	sty.XAlign = draw.XLeft
	for _, e := range entries {
		c.DrawGlyph(draw.GlyphStyle{Color: e.color, Radius: dotRadius, Shape: e.shape}, vg.Point{X: pt.X + dotRadius, Y: pt.Y + labelSize/3})
		c.FillText(sty, vg.Point{X: pt.X + 3*dotRadius, Y: pt.Y}, e.name)
		pt.X += legendEntryWidth(e)
	}
}

// drawPanel draws p as a gonum plot in c.
func (f *figure) drawPanel(c draw.Canvas, p panel) error {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, r := range p.rows {
		for _, d := range r.dots {
			for _, v := range []float64{d.center, d.lo, d.hi} {
				if !math.IsNaN(v) {
					lo, hi = min(lo, v), max(hi, v)
				}
			}
		}
	}
	if !(lo > 0 && hi < math.Inf(1)) {
		return fmt.Errorf("values [%g, %g] do not fit a log scale", lo, hi)
	}
	pl := plot.New()
	pl.Title.Text = p.title
	pl.Title.TextStyle.Font.Size = labelSize + 1
	pl.Title.Padding = 4
	pl.X.Label.Text = f.xlabel
	pl.X.Label.TextStyle.Font.Size = labelSize
	pl.X.Scale = plot.LogScale{}
	pl.X.Tick.Marker = logTicks{}
	pl.X.Tick.Label.Font.Size = labelSize - 1
	pl.X.Tick.Length = 4
	pl.Y.Tick.Length = 3
	// Room on the left for whiskers, on the right for the printed values.
	pl.X.Min, pl.X.Max = lo/1.3, hi*2.2
	if hasValues(p) {
		pl.X.Max = hi * 6
	}
	pl.Y.Tick.Label.Font.Size = labelSize
	n := len(p.rows)
	labels := make([]string, n)
	for i, r := range p.rows {
		labels[n-1-i] = r.label
	}
	pl.NominalY(labels...)
	pl.Y.Min, pl.Y.Max = -0.6, float64(n)-0.4
	pl.Y.Padding, pl.X.Padding = 0, 0
	grid := plotter.NewGrid()
	grid.Vertical.Color = gridColor
	grid.Horizontal.Color = gridColor
	grid.Horizontal.Dashes = []vg.Length{1, 2}
	pl.Add(grid)
	for i, r := range p.rows {
		y := float64(n - 1 - i)
		for _, d := range r.dots {
			if !math.IsNaN(d.lo) && !math.IsNaN(d.hi) {
				pl.Add(&whisker{y: y + d.dy, lo: d.lo, hi: d.hi, color: d.color})
			}
			pl.Add(&marker{x: d.center, y: y + d.dy, style: d.style})
		}
		if r.value != "" {
			pl.Add(&valueLabel{y: y, text: r.value})
		}
	}
	pl.Draw(c)
	return nil
}

func hasValues(p panel) bool {
	for _, r := range p.rows {
		if r.value != "" {
			return true
		}
	}
	return false
}

// whisker is a confidence interval: a line with end caps.
type whisker struct {
	y, lo, hi float64
	color     rgb
}

func (w *whisker) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	y := ty(w.y)
	sty := draw.LineStyle{Color: w.color, Width: 1}
	x0, x1 := tx(w.lo), tx(w.hi)
	c.StrokeLine2(sty, x0, y, x1, y)
	c.StrokeLine2(sty, x0, y-3, x0, y+3)
	c.StrokeLine2(sty, x1, y-3, x1, y+3)
}

// marker is one dot.
type marker struct {
	x, y float64
	style
}

func (m *marker) Plot(c draw.Canvas, p *plot.Plot) {
	tx, ty := p.Transforms(&c)
	c.DrawGlyph(draw.GlyphStyle{Color: m.color, Radius: dotRadius, Shape: m.shape}, vg.Point{X: tx(m.x), Y: ty(m.y)})
}

// valueLabel prints a row's value at the right edge of the data area.
type valueLabel struct {
	y    float64
	text string
}

func (v *valueLabel) Plot(c draw.Canvas, p *plot.Plot) {
	_, ty := p.Transforms(&c)
	sty := textStyle(labelSize - 1)
	sty.XAlign = draw.XRight
	sty.YAlign = draw.YCenter
	c.FillText(sty, vg.Point{X: c.Max.X - 2, Y: ty(v.y)}, v.text)
}

// logTicks labels 1, 2 and 5 times the powers of ten in range, with minor
// ticks between, so that a short log axis still has labels; over more than
// labelDecades decades only the powers of ten are labelled, so that the
// labels do not run into each other.
type logTicks struct{}

const labelDecades = 3.5

// maxExponent is the largest power of ten a float64 holds: the ticks stop
// there, so that an axis that reaches the top of the range still ends.
const maxExponent = 308

func (logTicks) Ticks(lo, hi float64) []plot.Tick {
	if !(lo > 0) || !(hi >= lo) || math.IsInf(hi, 0) {
		return nil // no log axis to label (the reader refuses values that lead here)
	}
	wide := math.Log10(hi/lo) > labelDecades
	var ticks []plot.Tick
	for e := math.Floor(math.Log10(lo)); e <= maxExponent && math.Pow(10, e) <= hi; e++ {
		p := math.Pow(10, e)
		for i := 1; i < 10; i++ {
			v := float64(i) * p
			if v < lo || v > hi {
				continue
			}
			t := plot.Tick{Value: v}
			if i == 1 || !wide && (i == 2 || i == 5) {
				t.Label = strconv.FormatFloat(v, 'g', -1, 64)
			}
			ticks = append(ticks, t)
		}
	}
	return ticks
}
