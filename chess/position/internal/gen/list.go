package gen

// The list of copies: which techniques get a generated copy of the move
// generator, decided from measured figures (ListFile).

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// ListFile is the list's file name, in package position's directory. Each
// line that is not blank or a # comment names a technique and its measured
// figure: BenchmarkPerft's generated row over its -iface row (the dynamic
// generator) in one interleaved run, the median of the paired slices'
// ratios and its 95% interval:
//
//	magic  1.499  1.326  1.673
//
// See docs/perft.md for how the figures are measured.
const ListFile = "generated.txt"

// MinRatio is the least median ratio, generated over dynamic, for which a
// copy is kept: more than 5% faster.
const MinRatio = 1.05

// Figure is one technique's line of the list.
type Figure struct {
	Name             string
	Ratio, Low, High float64 // median ratio, generated over dynamic, and its 95% interval
}

// Keep reports whether f pays for a copy: its median ratio above MinRatio
// and its interval's low end above 1, so that the generated and the dynamic
// rows' figures do not overlap.
func (f Figure) Keep() bool { return f.Ratio > MinRatio && f.Low > 1 }

// ReadList parses the list's text (data, read from the file called name),
// keyed by technique. A line with another field count, a figure that is not
// a positive number, a median outside its interval, or a technique listed
// twice is an error naming the file and the line.
func ReadList(data []byte, name string) (map[string]Figure, error) {
	list := map[string]Figure{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f, err := parseFigure(strings.Fields(line))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, n, err)
		}
		if _, dup := list[f.Name]; dup {
			return nil, fmt.Errorf("%s:%d: technique %s listed twice", name, n, f.Name)
		}
		list[f.Name] = f
	}
	return list, sc.Err()
}

// ReadListFile reads and parses the list file at path (ReadList).
func ReadListFile(path string) (map[string]Figure, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ReadList(data, path)
}

// parseFigure reads the fields of one line: name, ratio, low, high.
func parseFigure(fields []string) (Figure, error) {
	if len(fields) != 4 {
		return Figure{}, fmt.Errorf("want 4 fields (technique, ratio, low, high), got %d", len(fields))
	}
	var v [3]float64
	for i, s := range fields[1:] {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || !(x > 0 && x < 1e6) {
			return Figure{}, fmt.Errorf("%s: %q is not a positive number", fields[0], s)
		}
		v[i] = x
	}
	f := Figure{Name: fields[0], Ratio: v[0], Low: v[1], High: v[2]}
	if f.Low > f.Ratio || f.Ratio > f.High {
		return Figure{}, fmt.Errorf("%s: ratio %v outside its interval [%v, %v]", f.Name, f.Ratio, f.Low, f.High)
	}
	return f, nil
}

// Kept splits targets into those the list keeps a copy for and the names of
// the others, each with the reason: its figure, or that it is not listed
// (an unmeasured technique runs the dynamic generator until it is).
func Kept(targets []Target, list map[string]Figure) (kept []Target, dropped []string) {
	for _, t := range targets {
		f, ok := list[t.Name]
		switch {
		case !ok:
			dropped = append(dropped, fmt.Sprintf("%s: not in %s", t.Name, ListFile))
		case f.Keep():
			kept = append(kept, t)
		default:
			dropped = append(dropped, fmt.Sprintf("%s: ratio %v [%v, %v] does not pay (want above %v, low end above 1)", t.Name, f.Ratio, f.Low, f.High, MinRatio))
		}
	}
	return kept, dropped
}

// Plan returns what a generator run does for impls: the targets (every
// implementation that can have a copy, constraints read from the module at
// root), those the list file at listPath keeps, and a note for each
// implementation without a copy, saying why.
func Plan(impls []harness.Impl, root, listPath string) (targets, kept []Target, notes []string, err error) {
	targets, notes = Targets(impls)
	if err := ReadConstraints(targets, root); err != nil {
		return nil, nil, nil, err
	}
	list, err := ReadListFile(listPath)
	if err != nil {
		return nil, nil, nil, err
	}
	kept, dropped := Kept(targets, list)
	return targets, kept, append(notes, dropped...), nil
}
