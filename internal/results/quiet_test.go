package results

import (
	"slices"
	"strings"
	"testing"
)

// quietFile is an engine file of three slices of row a, the second taken
// while the host was busy (host 1.6 over the limit 1.29), and one of row
// b, busy too.
const quietFile = `engine: rounds
BenchmarkA	10	1.0 best-cpu-ns/lookup	1.1 ns/lookup	0.50 ref	1.17 host
BenchmarkA	10	1.4 best-cpu-ns/lookup	1.5 ns/lookup	0.70 ref	1.6 host
BenchmarkA	10	1.02 best-cpu-ns/lookup	1.12 ns/lookup	0.51 ref	1.2 host
BenchmarkB	10	3.0 best-cpu-ns/lookup	3.1 ns/lookup	1.50 ref	1.7 host
`

func TestQuietLimitFiltersEveryUnit(t *testing.T) {
	line := QuietLine(1.29, 1.17, 61, 100)
	s, err := Read(strings.NewReader(quietFile+line+"\n"), "q.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, unit := range []string{"best-cpu-ns/lookup", "ns/lookup", "ref", HostUnit} {
		for _, r := range s.Rows {
			if r.Name == "A" && r.Unit == unit && len(r.Values) != 2 {
				t.Errorf("A %s: %v; want the two quiet slices", unit, r.Values)
			}
		}
	}
	if i := slices.IndexFunc(s.Rows, func(r Row) bool { return r.Name == "B" }); i < 0 || s.Rows[i].N != 1 {
		t.Errorf("B, busy in its only slice, has no row of its one sample: %+v", s.Rows)
	}
	if len(s.Warnings) == 0 || !strings.Contains(strings.Join(s.Warnings, "\n"), "BenchmarkB") {
		t.Errorf("warnings %q; want one naming B, counted whole", s.Warnings)
	}
	old, err := Read(strings.NewReader(quietFile), "old.txt")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(old.Rows); n != 8 || old.Rows[0].N != 3 {
		t.Errorf("a file without the quiet line: %d rows, A with %d samples; want every sample", n, old.Rows[0].N)
	}
}

func TestQuietLine(t *testing.T) {
	line := QuietLine(1.2903, 1.173, 3021, 4373)
	want := "quiet: limit 1.2903 (level 1.173 + 10%): 3021 of 4373 reference slices (69%)"
	if line != want {
		t.Errorf("QuietLine = %q; want %q", line, want)
	}
	for _, tt := range []struct {
		value string
		want  float64
		ok    bool
		err   string
	}{
		{strings.TrimPrefix(line, "quiet: "), 1.2903, true, ""},
		{"limit 2", 2, true, ""},
		{"limit 0 (level 1 + 0%)", 0, false, "positive"},
		{"limit -1", 0, false, "positive"},
		{"limit NaN", 0, false, "positive"},
		{"limit +Inf", 0, false, "positive"},
		{"limit", 0, false, "want"},
		{"level 1.2", 0, false, "want"},
		{"limit fast;", 0, false, "want"},
	} {
		got, ok, err := QuietLimit(map[string]string{"quiet": tt.value})
		if got != tt.want || ok != tt.ok || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("QuietLimit(%q) = %v, %v, %v; want %v, %v, an error with %q", tt.value, got, ok, err, tt.want, tt.ok, tt.err)
		}
	}
	if _, ok, err := QuietLimit(map[string]string{}); ok || err != nil {
		t.Errorf("no quiet line: %v, %v; want not ok, no error", ok, err)
	}
	if _, err := Read(strings.NewReader(quietFile+"quiet: limit soon\n"), "bad.txt"); err == nil || !strings.Contains(err.Error(), "bad.txt") || !strings.Contains(err.Error(), "quiet") {
		t.Errorf("a bad quiet line: %v; want an error naming the file and the line", err)
	}
}
