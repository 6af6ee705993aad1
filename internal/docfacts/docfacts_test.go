package docfacts

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/bitbench/bitbench/conformance"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
	"github.com/bitbench/bitbench/impl/blackmagic"
	"github.com/bitbench/bitbench/impl/magic"
	"github.com/bitbench/bitbench/internal/native"
)

// root is the module root, relative to this package.
const root = "../.."

// documents returns README.md and every docs/*.md (not the gate
// campaign's raw runs under docs/gate/), relative to root.
func documents(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	out := []string{"README.md"}
	for _, d := range docs {
		rel, err := filepath.Rel(root, d)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rel)
	}
	return out
}

func read(t *testing.T, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, rel))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var (
	linkRE    = regexp.MustCompile(`\]\(([^()\s]+)\)`)
	headingRE = regexp.MustCompile(`(?m)^#{1,6} (.+)$`)
	fenceRE   = regexp.MustCompile("(?ms)^```.*?^```")
)

// slug is the anchor GitHub gives a heading: lower case, punctuation
// other than '-' and '_' dropped, spaces as '-'.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors returns the heading anchors of a Markdown text.
func anchors(text string) map[string]bool {
	out := map[string]bool{}
	for _, m := range headingRE.FindAllStringSubmatch(fenceRE.ReplaceAllString(text, ""), -1) {
		out[slug(m[1])] = true
	}
	return out
}

// brokenLinks returns one message per relative link of the document rel
// (text is its content) that reaches no file, or no heading of a Markdown
// file it names one of.
func brokenLinks(rel, text string, readFile func(string) (string, error)) []string {
	var bad []string
	for _, m := range linkRE.FindAllStringSubmatch(fenceRE.ReplaceAllString(text, ""), -1) {
		target := m[1]
		if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
			continue
		}
		file, anchor, _ := strings.Cut(target, "#")
		path := filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(rel), file)))
		if file == "" {
			path = rel
		}
		body, err := readFile(path)
		if err != nil {
			bad = append(bad, rel+": link "+target+": "+err.Error())
			continue
		}
		if anchor != "" && strings.HasSuffix(path, ".md") && !anchors(body)[anchor] {
			bad = append(bad, rel+": link "+target+": "+path+" has no heading #"+anchor)
		}
	}
	return bad
}

func readRoot(rel string) (string, error) {
	fi, err := os.Stat(filepath.Join(root, rel))
	if err != nil {
		return "", err
	}
	if fi.IsDir() {
		return "", nil
	}
	b, err := os.ReadFile(filepath.Join(root, rel))
	return string(b), err
}

func TestLinks(t *testing.T) {
	for _, rel := range documents(t) {
		for _, msg := range brokenLinks(rel, read(t, rel), readRoot) {
			t.Error(msg)
		}
	}
}

// TestLinksCatchesBreaks shows the link check failing on a moved file, a
// renamed heading and a folder link that still stands.
func TestLinksCatchesBreaks(t *testing.T) {
	files := map[string]string{"docs/a.md": "# Go at its best: inlining, builds\n", "docs/dir": ""}
	readFile := func(p string) (string, error) {
		if s, ok := files[p]; ok {
			return s, nil
		}
		return "", os.ErrNotExist
	}
	text := "[a](docs/a.md#go-at-its-best-inlining-builds) [d](docs/dir) [x](http://x/y)\n" +
		"[gone](docs/b.md) [renamed](docs/a.md#limits)\n```\n[in code](nowhere.md)\n```\n"
	got := brokenLinks("README.md", text, readFile)
	if len(got) != 2 || !strings.Contains(got[0], "docs/b.md") || !strings.Contains(got[1], "no heading #limits") {
		t.Errorf("brokenLinks = %q; want the missing docs/b.md and the missing heading #limits", got)
	}
}

func TestReadmeIsAnEntry(t *testing.T) {
	if n := strings.Count(read(t, "README.md"), "\n"); n > MaxReadmeLines {
		t.Errorf("README.md has %d lines; at most %d: move the detail to docs/ or a package doc and link it", n, MaxReadmeLines)
	}
}

// tableRE finds the first cell of a row of the README's technique table.
var tableRE = regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\|")

// constrained reports whether impl/<name> exists and its files carry a
// build constraint, so that an ordinary test build does not register it.
func constrained(name string) bool {
	files, _ := filepath.Glob(filepath.Join(root, "impl", name, "*.go"))
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err == nil && strings.HasPrefix(string(b), "//go:build ") {
			return true
		}
	}
	return false
}

func TestTechniqueTable(t *testing.T) {
	rows := map[string]bool{}
	for _, m := range tableRE.FindAllStringSubmatch(read(t, "README.md"), -1) {
		if rows[m[1]] {
			t.Errorf("README.md's technique table has two rows for %s", m[1])
		}
		rows[m[1]] = true
	}
	registered := map[string]bool{}
	for _, name := range harness.Names() {
		registered[name] = true
		if !rows[name] && !rows[strings.SplitN(name, "-", 2)[0]] {
			t.Errorf("technique %s is registered but has no row in README.md's table", name)
		}
	}
	for name := range rows {
		if !registered[name] && !constrained(name) {
			t.Errorf("README.md's table has a row for %s, which is not registered and is no build-constrained package under impl/", name)
		}
	}
}

// stated returns the numbers captured by pattern in document rel, which
// must match exactly once; commas in numbers are dropped.
func stated(t *testing.T, rel, pattern string) []int {
	t.Helper()
	ms := regexp.MustCompile(pattern).FindAllStringSubmatch(read(t, rel), -1)
	if len(ms) != 1 {
		t.Fatalf("%s: %d statements match %q; want exactly 1 (update the document or this test)", rel, len(ms), pattern)
	}
	var out []int
	for _, s := range ms[0][1:] {
		n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatalf("%s: %q: %v", rel, s, err)
		}
		out = append(out, n)
	}
	return out
}

// packageDoc returns the package comment of the Go file rel.
func packageDoc(t *testing.T, rel string) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, rel), nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil || f.Doc == nil {
		t.Fatalf("%s: no package doc (%v)", rel, err)
	}
	return f.Doc.Text()
}

// relevantCases counts, with rays walked here, every square's subsets of
// its relevant occupancy: the squares along its rays, each ray's last
// (edge) square left out.
func relevantCases(dirs [][2]int) int {
	total := 0
	for sq := range 64 {
		n := 0
		for _, d := range dirs {
			f, r := sq%8+d[0], sq/8+d[1]
			for f+d[0] >= 0 && f+d[0] < 8 && r+d[1] >= 0 && r+d[1] < 8 {
				n++
				f, r = f+d[0], r+d[1]
			}
		}
		total += 1 << n
	}
	return total
}

// commas writes n with a comma between groups of three digits, as the
// documents write numbers.
func commas(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func TestStatedNumbers(t *testing.T) {
	doc := packageDoc(t, "conformance/conformance.go")
	props := regexp.MustCompile(`Properties: (\d+) laws`).FindStringSubmatch(doc)
	if props == nil {
		t.Fatal("conformance's package doc no longer says `Properties: N laws`")
	}
	if n, _ := strconv.Atoi(props[1]); n != len(conformance.PropertyNames()) {
		t.Errorf("conformance's package doc says %d properties; the kit has %d", n, len(conformance.PropertyNames()))
	}
	cases := regexp.MustCompile(`\(([\d,]+) and ([\d,]+) cases\)`).FindStringSubmatch(doc)
	if cases == nil {
		t.Fatal("conformance's package doc no longer states the exhaustive cases as `(R and B cases)`")
	}
	rook := relevantCases([][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
	bishop := relevantCases([][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}})
	if cases[1] != commas(rook) || cases[2] != commas(bishop) {
		t.Errorf("conformance's package doc states %s rook and %s bishop cases; the boards have %d and %d", cases[1], cases[2], rook, bishop)
	}

	// The magic tables' sizes in the technique table, against the
	// packages' TableBytes: the slots at 8 bytes each plus the per-square
	// data (64 × 32 bytes per piece for magic, 128 × 24 for blackmagic).
	for _, tc := range []struct {
		name             string
		bytes, perSquare int
	}{{"magic", magic.TableBytes(), 2 * 64 * 32}, {"blackmagic", blackmagic.TableBytes(), 128 * 24}} {
		got := stated(t, "README.md", "\\| `"+tc.name+"` \\|[^\n]*?: ([\\d,]+) slots \\(([\\d,]+) bytes\\)")
		if got[1] != tc.bytes || 8*got[0]+tc.perSquare != tc.bytes {
			t.Errorf("README.md states %s's tables as %d slots (%d bytes); its TableBytes is %d, %d slots", tc.name, got[0], got[1], tc.bytes, (tc.bytes-tc.perSquare)/8)
		}
	}

	var scalar, vec int
	for _, r := range native.Refs() {
		if r.Vectorised() {
			vec++
		} else {
			scalar++
		}
	}
	got := stated(t, "docs/benchmarks.md", "(\\d+) native references \\((\\d+)\\s+`-native`, (\\d+) `-native-vec`\\)")
	if got[0] != scalar+vec || got[1] != scalar || got[2] != vec {
		t.Errorf("docs/benchmarks.md states %d native references (%d -native, %d -native-vec); internal/native has %d (%d, %d)",
			got[0], got[1], got[2], scalar+vec, scalar, vec)
	}
}
