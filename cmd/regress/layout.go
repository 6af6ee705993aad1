package main

import (
	"cmp"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/testbin"
)

// Layout noise. A change to one package moves the code and data of every
// other in the test binary, and a tight loop can run ±10% faster or slower
// from its placement alone. Before comparing, regress builds the base a
// second time with padding code and data added to every package of the
// main module that the test binary links (padLayout), which shifts the
// address of nearly every function and table, and runs the two base builds as an A/A
// (measureLayout). A key whose median moves significantly between them
// (gate.LayoutSpread: raw Mann–Whitney p ≤ -alpha, or with -paired every
// pair of runs one way) gets a minimum effect of
// gate.LayoutFactor times that move, and the report marks it
// "layout-sensitive ±x%".

// padFile is the name of the file padLayout writes into each package; the
// leading 0 sorts it first, so that its functions come before the
// package's own in the compiled code and shift them too.
const padFile = "0_regress_layout_pad"

// padDataWords is the most words of zeroed data padSource adds to a
// package: 64 words, 512 bytes, so that the sum over a module of a few
// dozen packages lands anywhere in a 4 KiB page. It adds a multiple of 4
// words, 32 bytes: the linker aligns a big table to 32 bytes, so a
// smaller step would often leave it where it was.
const padDataWords = 64

// padSource returns the padding file of a package called name whose
// import path is path, in padded layout number variant: a function of 20
// to 60 dependent arithmetic statements (the number drawn from a hash of
// path and, past variant 0, of the variant, so that the shifts of
// successive packages differ modulo a cache line, and differ between
// variants), and an array of 4 to padDataWords zero words, a multiple of 4 (drawn from
// another hash of the same), both kept in the binary by an init function
// that stores the function in a package variable and writes one word of
// the array, so that the linker drops neither. It changes nothing the
// package does.
//
// The array moves the data. Go's linker lays out zeroed data by size, so
// an array of n words moves every larger variable, the big lookup tables
// of the techniques among them, by 8n bytes; the arrays of all the padded
// packages together move a table to another offset in its page in each
// layout. A table's offset can matter as much as a function's: on this
// project's machine sissy's 2 MiB table, moved 32 bytes to 3 KiB by
// nothing else, moved its perft 11% and its sliders up to 9%
// (docs/gate/versions.tsv, v12), while padding of code alone moved
// the table by the same few words in every layout, and a change that
// added one small variable was flagged on sissy's sliders.
func padSource(name, path string, variant int) string {
	h := fnv.New32a()
	h.Write([]byte(path))
	if variant > 0 {
		fmt.Fprintf(h, "#%d", variant)
	}
	n := 20 + int(h.Sum32()%41)
	h.Write([]byte("#data"))
	words := 4 * (1 + int(h.Sum32()%(padDataWords/4)))
	var b strings.Builder
	fmt.Fprintf(&b, "// Code written by cmd/regress to move the code and data of this package; never committed.\n\npackage %s\n\n", name)
	fmt.Fprintf(&b, "var regressLayoutPadSink func(uint64) uint64\n\nvar regressLayoutPadData [%d]uint64\n\n", words)
	b.WriteString("func init() {\n\tregressLayoutPadSink = regressLayoutPad\n\tregressLayoutPadData[0] = 1\n}\n\n")
	b.WriteString("//go:noinline\nfunc regressLayoutPad(x uint64) uint64 {\n")
	for i := range n {
		fmt.Fprintf(&b, "\tx = x*%d ^ x>>%d\n", 2*i+3, i%13+1)
	}
	b.WriteString("\treturn x\n}\n")
	return b.String()
}

// padLayout writes a padding file of padded layout number variant into
// every package of the main module that the test binary of the package in
// dir links, and returns the files written; remove them when the padded binary is built. The package in dir
// gets one in its own code when it has any (a file that sorts first) and
// one in its external test package when it has one, which holds the
// benchmarks that the test binary runs.
func padLayout(ctx context.Context, dir string, variant int) ([]string, error) {
	const format = "{{if .Module}}{{if .Module.Main}}{{.Dir}}\t{{.Name}}\t{{.ImportPath}}\t{{len .GoFiles}}\t{{len .XTestGoFiles}}{{end}}{{end}}"
	out, err := command(ctx, dir, "go", "list", "-deps", "-test", "-f", format, ".")
	if err != nil {
		return nil, fmt.Errorf("listing the packages to pad: %w", err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	var written []string
	pad := func(file, name, path string) error {
		if err := os.WriteFile(file, []byte(padSource(name, path, variant)), 0o644); err != nil {
			return fmt.Errorf("writing the layout padding: %w", err)
		}
		written = append(written, file)
		return nil
	}
	seen := map[string]bool{}
	for line := range strings.Lines(out) {
		f := strings.Split(strings.TrimSpace(line), "\t")
		if len(f) != 5 || strings.Contains(f[2], " ") || strings.HasSuffix(f[2], ".test") || seen[f[0]] {
			continue // a test variant, the generated test main, or a directory done
		}
		seen[f[0]] = true
		dir, name, path, goFiles, xtest := f[0], f[1], f[2], f[3] != "0", f[4] != "0"
		if goFiles || dir != abs {
			if err := pad(filepath.Join(dir, padFile+".go"), name, path); err != nil {
				return written, err
			}
		}
		if dir == abs && (xtest || !goFiles) {
			if xtest {
				name += "_test"
			}
			if err := pad(filepath.Join(dir, padFile+"_test.go"), name, path+"_test"); err != nil {
				return written, err
			}
		}
	}
	if len(written) == 0 {
		return nil, fmt.Errorf("no package of the main module to pad in %s", dir)
	}
	return written, nil
}

// buildPadded builds the test binary of the base in s.dir in padded layout
// number variant, as spec: padding files in, go test -c, padding files out
// again.
func buildPadded(ctx context.Context, s *side, tmp string, spec testbin.Spec, variant int) error {
	files, err := padLayout(ctx, s.dir, variant)
	defer func() {
		for _, f := range files {
			os.Remove(f)
		}
	}()
	if err != nil {
		return err
	}
	return s.build(ctx, tmp, spec)
}

// measureLayout runs the base's two layouts, a (as built) and b (padded),
// interleaved for cfg.layoutRounds rounds on the benchmarks of -bench, and
// returns gate.LayoutSpread of their outputs. It prints one summary line
// on stdout (part of the report) and the keys that moved on log.
func measureLayout(ctx context.Context, cfg *config, stdout, log io.Writer, a, b *side) (map[gate.Key]float64, error) {
	lc := *cfg
	lc.rounds, lc.maxRounds = cfg.layoutRounds, cfg.layoutRounds
	fmt.Fprintf(log, "regress: layout A/A: the base as built against the base with padding code, %d rounds\n", lc.rounds)
	if _, err := interleave(ctx, &lc, nil, log, a, b); err != nil {
		return nil, fmt.Errorf("layout A/A: %w", err)
	}
	// A base without the benchmarks gives empty sets, and no key moves.
	sa, err := a.results(a.name, true, io.Discard)
	if err != nil {
		return nil, fmt.Errorf("layout A/A: %w", err)
	}
	sb, err := b.results(b.name, true, io.Discard)
	if err != nil {
		return nil, fmt.Errorf("layout A/A: %w", err)
	}
	spread := gate.LayoutSpread(sa, sb, cfg.opt.Alpha, cfg.paired)
	keys := sortedKeys(spread)
	for _, k := range keys {
		fmt.Fprintf(log, "regress: layout-sensitive: %s %s moved %.1f%% under layout alone\n", k.Name, k.Unit, 100*spread[k])
	}
	fmt.Fprintf(stdout, "layout: the base built twice, with and without padding code, %d rounds: %d of %d keys moved (minimum effect raised to %g× their move)\n",
		lc.rounds, len(keys), len(sa.Samples()), float64(gate.LayoutFactor))
	return spread, nil
}

// sortedKeys returns the keys of spread by name, then unit.
func sortedKeys(spread map[gate.Key]float64) []gate.Key {
	return slices.SortedFunc(maps.Keys(spread), func(x, y gate.Key) int {
		return cmp.Or(strings.Compare(x.Name, y.Name), strings.Compare(x.Unit, y.Unit))
	})
}
