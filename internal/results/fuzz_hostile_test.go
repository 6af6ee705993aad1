package results

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"
)

// FuzzIdentity: on any input Identity returns the identity lines' values
// or an error; a conflict names two lines of the input, and every value
// returned is one the input holds on an identity line.
func FuzzIdentity(f *testing.F) {
	for _, seed := range []string{
		resultsText("85", "2"),
		resultsText("1", "2") + "cpu-model: 85\n",
		"cpu: X\nBenchmarkX\t1\t2 ns/op\n",
		"cpu-model: 1\r\ncpu-model: 1\ncpu-model:\t1 \n",
		"\xff\xfecpu-vendor: a\x00\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		id, err := Identity(bytes.NewReader(data), "f.txt")
		if err != nil {
			if id != nil {
				t.Fatalf("Identity returned values and the error %v", err)
			}
			if errors.Is(err, ErrIdentityConflict) && strings.Count(err.Error(), "f.txt:") != 2 {
				t.Fatalf("conflict error %q does not name two lines", err)
			}
			return
		}
		if len(id) == 0 {
			t.Fatal("Identity returned no values and no error")
		}
		for k, v := range id {
			if !bytes.Contains(data, []byte(k+":")) || !bytes.Contains(data, []byte(v)) {
				t.Fatalf("Identity gave %s = %q, not in the input", k, v)
			}
		}
	})
}

var safeNameRE = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9A-Za-z-]+\.txt$`)

// FuzzResultsName: a name the results layout takes (the listers, Merge's
// artifacts) is one FileName could write, made of letters, digits, '-' and
// ".txt" only, so that it can reach a terminal or README.md as it is; a
// name that looks like one but is not is one Merge refuses.
func FuzzResultsName(f *testing.F) {
	for _, seed := range []string{
		"2026-11-29-abc1234.txt", "2026-11-29-abc1234-dirty-2.txt", "2026-12-01-x](http:evil)[.txt",
		"2026-12-01-a b.txt", "2026-12-01-a\rb.txt", "2026-13-01-x.txt", "2026-11-29-abc1234.txt.partial", "notes.txt",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		k, ok := parseFileName(name)
		if !ok {
			return
		}
		if !safeNameRE.MatchString(name) || !looksLikeResults(name) {
			t.Fatalf("parseFileName took %q", name)
		}
		date, err := time.Parse("2006-01-02", k.date)
		if err != nil {
			t.Fatalf("parseFileName(%q): date %q: %v", name, k.date, err)
		}
		if got, err := FileName(date, k.commit); err != nil || !strings.HasPrefix(name, strings.TrimSuffix(got, ".txt")) {
			t.Fatalf("parseFileName(%q) == %+v; FileName gives %q, %v", name, k, got, err)
		}
	})
}
