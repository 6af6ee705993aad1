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
	"strconv"
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
// (docs/gate.md, the eighth sitting), while padding of code alone moved
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

// recheckLayout runs the layout A/A on groups, those of the rows the
// comparison flags as regressions (regressionGroups), before the verdict:
// cfg.layoutRecheck rounds, in
// blocks of two that rotate over cfg.layoutVariants padded layouts of the
// base, each against the base as built. Layout 0 is b, against a, after
// measureLayout's rounds when -layout-rounds asked for them (their pairs
// count too); variant(v) returns the two sides of layout v, building its
// padded binary (and b's, when it has none yet): the builds cost seconds
// each, and are made only when something is flagged. rows gives the rows
// of each group, as the base ran them.
//
// A key's spread is the largest that any one layout gives it, each
// measured on that layout's own pairs less the A/A spread of the same
// rounds (gate.NetLayoutSpread), so that a competing load that spreads the
// padded runs from the unpadded ones by chance is not read as layout. One padded
// layout is one shift of the code, and a key that it leaves alone can
// still move under another: on this project's machine a layout-only change
// moved sissy's rook lookup 6.3% while the padding of v9 moved its bishop
// 3.3% and not its rook (docs/gate.md, the sixth sitting). Four up-front
// rounds on every key also missed keys that layout alone moves: sissy's
// perft moved 8–10% under the padding, and such an A/A missed it in 4 of
// 18 runs, in spells when the pairs of one round went both ways. The head's
// own change moves the layout too, and such a miss is a false alarm. A
// spread only raises the key's minimum effect, never lowers it: so the
// recheck can only take flags away, never add one, and the family-wise
// error rate of the rounds it follows still bounds the gate's. It returns
// prior, the spreads known before it (measureLayout's, nil when none ran),
// with the spreads it raised; prior itself is not changed. It prints one
// line on stdout (part of the report) and the keys whose spread it raised
// on log.
func recheckLayout(ctx context.Context, cfg *config, stdout, log io.Writer, prior map[gate.Key]float64, groups []string, rows map[string]int, a, b *side, variant func(v int) (a, b *side, err error)) (map[gate.Key]float64, error) {
	if len(groups) == 0 || cfg.layoutRecheck == 0 || a.bin == "" {
		return prior, nil
	}
	layouts, err := recheckSides(cfg, a, b, variant)
	if err != nil {
		return nil, err
	}
	slices.Sort(groups)
	more, further, in := recheckWords(cfg, len(layouts))
	if err := runRecheck(ctx, cfg, log, groups, rows, layouts, more+" rounds of the layout A/A"+in); err != nil {
		return nil, err
	}
	spread, which, err := recheckSpreads(cfg, layouts)
	if err != nil {
		return nil, err
	}
	layout, raised := prior, 0
	for _, k := range sortedKeys(spread) {
		if !slices.Contains(groups, group(k.Name)) || spread[k] <= layout[k] {
			continue
		}
		if layout == nil {
			layout = map[gate.Key]float64{}
		} else if raised == 0 {
			layout = maps.Clone(prior) // the caller's map stays as it was
		}
		fmt.Fprintf(log, "regress: layout recheck: %s %s moved %.1f%% under layout %d alone, beyond the same rounds' A/A spread (%.1f%% before)\n", k.Name, k.Unit, 100*spread[k], which[k], 100*layout[k])
		layout[k] = spread[k]
		raised++
	}
	fmt.Fprintf(stdout, "layout recheck: %s with a regression, %d%s rounds of the layout A/A%s: %d key%s moved%s under layout alone\n",
		count(len(groups), "group"), cfg.layoutRecheck, more, in, raised, plural(raised), further)
	return layout, nil
}

// recheckSides returns the two sides of each of the recheck's
// cfg.layoutVariants layouts: a and b for layout 0 when b is built,
// variant(v) for the others.
func recheckSides(cfg *config, a, b *side, variant func(v int) (a, b *side, err error)) ([][2]*side, error) {
	nv := max(cfg.layoutVariants, 1)
	layouts := make([][2]*side, nv)
	for v := range nv {
		av, bv := a, b
		if v > 0 || b.bin == "" {
			var err error
			if av, bv, err = variant(v); err != nil {
				return nil, err
			}
		}
		layouts[v] = [2]*side{av, bv}
	}
	return layouts, nil
}

// recheckWords are the words of the recheck's lines: " more" and
// " further" when up-front rounds came first, and " in n padded layouts"
// for more than one layout.
func recheckWords(cfg *config, layouts int) (more, further, in string) {
	if cfg.layoutRounds > 0 {
		more, further = " more", " further"
	}
	if layouts > 1 {
		in = fmt.Sprintf(" in %d padded layouts", layouts)
	}
	return more, further, in
}

// runRecheck runs cfg.layoutRecheck rounds of the layout A/A on groups, in
// blocks of two that rotate over layouts, after measureLayout's rounds of
// layout 0 (-layout-rounds); what describes the rounds in the log.
func runRecheck(ctx context.Context, cfg *config, log io.Writer, groups []string, rows map[string]int, layouts [][2]*side, what string) error {
	patterns, err := groupPatterns(cfg.bench, groups)
	if err != nil {
		return err
	}
	// The groups go into launches as the rounds pack them (chunks): a
	// change to the move generator flags twenty perft groups, which one
	// launch each would run for minutes.
	units, pats := chunks(groups, patterns, rows, rowsPerLaunch(cfg.benchtime))
	// A regression has runs on the base, so the base's builds have every
	// one of these groups.
	has := func(*side, string) bool { return true }
	launches := "1 launch"
	if len(units) != 1 {
		launches = strconv.Itoa(len(units)) + " launches"
	}
	fmt.Fprintf(log, "regress: layout recheck: %d%s on %s (%s per side a round)\n", cfg.layoutRecheck, what, strings.Join(groups, ", "), launches)
	done := make([]int, len(layouts)) // rounds of each layout so far
	done[0] = cfg.layoutRounds
	for r, block := 0, 0; r < cfg.layoutRecheck; r, block = r+2, block+1 {
		n, v := min(2, cfg.layoutRecheck-r), block%len(layouts)
		if err := runBlock(ctx, cfg, schedule(done[v], n, units, pats, has, layouts[v][0], layouts[v][1])); err != nil {
			return fmt.Errorf("layout recheck: %w", err)
		}
		done[v] += n
	}
	return nil
}

// recheckSpreads returns each key's largest net spread over the layouts
// (gate.NetLayoutSpread) and the layout that gave it.
func recheckSpreads(cfg *config, layouts [][2]*side) (spread map[gate.Key]float64, which map[gate.Key]int, err error) {
	spread, which = map[gate.Key]float64{}, map[gate.Key]int{}
	for v, l := range layouts {
		sa, err := l[0].results(l[0].name, false, io.Discard)
		if err != nil {
			return nil, nil, fmt.Errorf("layout recheck: %w", err)
		}
		sb, err := l[1].results(l[1].name, false, io.Discard)
		if err != nil {
			return nil, nil, fmt.Errorf("layout recheck: %w", err)
		}
		for k, s := range gate.NetLayoutSpread(sa, sb, cfg.opt.Alpha, cfg.paired) {
			if s > spread[k] {
				spread[k], which[k] = s, v
			}
		}
	}
	return spread, which, nil
}

// regressionGroups returns the groups of the rows rep flags as
// regressions, in the order of their first rows: the groups the layout
// recheck measures.
func regressionGroups(rep *gate.Report) []string {
	var groups []string
	for _, row := range rep.Regressions() {
		if g := group(row.Key.Name); !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	return groups
}

// rowCounts returns the number of rows (benchmark names) of each group in
// set, as chunks takes them.
func rowCounts(set *gate.Set) map[string]int {
	seen := map[string]bool{}
	rows := map[string]int{}
	for _, r := range set.Rows {
		if !seen[r.Name] {
			seen[r.Name] = true
			rows[group(r.Name)]++
		}
	}
	return rows
}

// sortedKeys returns the keys of spread by name, then unit.
func sortedKeys(spread map[gate.Key]float64) []gate.Key {
	return slices.SortedFunc(maps.Keys(spread), func(x, y gate.Key) int {
		return cmp.Or(strings.Compare(x.Name, y.Name), strings.Compare(x.Unit, y.Unit))
	})
}
