package harness_test

import (
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
)

func TestExcerpt(t *testing.T) {
	long := strings.Repeat("é", 100)
	for _, tt := range []struct{ in, want string }{
		{"", `""`},
		{"e4", `"e4"`},
		{"é♖", `"é♖"`},
		{"\xff", `"\xff"`},
		{strings.Repeat("a", 80), `"` + strings.Repeat("a", 80) + `"`},
		{strings.Repeat("a", 81), `"` + strings.Repeat("a", 80) + `"…(81 bytes)`},
		{long, `"` + strings.Repeat("é", 80) + `"…(200 bytes)`},
		{strings.Repeat("x", 10000), `"` + strings.Repeat("x", 80) + `"…(10000 bytes)`},
	} {
		if got := harness.Excerpt(tt.in); got != tt.want {
			t.Errorf("Excerpt(%.20q…) == %s; want %s", tt.in, got, tt.want)
		}
	}
}

func TestQuoteRune(t *testing.T) {
	for _, tt := range []struct {
		in   rune
		want string
	}{
		{'x', `'x'`},
		{'é', `'é'`},
		{'♖', `'♖'`},
		{'０', `'０'`},
		{'\uFFFD', "invalid UTF-8"},
	} {
		if got := harness.QuoteRune(tt.in); got != tt.want {
			t.Errorf("QuoteRune(%U) == %s; want %s", tt.in, got, tt.want)
		}
	}
}
