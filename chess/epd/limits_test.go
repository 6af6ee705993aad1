package epd_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/chess/epd"
)

// TestParseCapsErrors: a suite of junk lines keeps at most MaxErrors
// errors and counts the rest (issue 22 defect 10: a 14 MB suite of junk
// kept every error, 1.3 GB).
func TestParseCapsErrors(t *testing.T) {
	n := epd.MaxErrors + 500
	entries, errs := epd.Parse(strings.NewReader(strings.Repeat("junk\n", n) + startFEN + " ;D1 20\n"))
	if len(entries) != 1 || len(errs) != epd.MaxErrors+1 {
		t.Fatalf("Parse gave %d entries, %d errors; want 1 and %d", len(entries), len(errs), epd.MaxErrors+1)
	}
	last := errs[len(errs)-1]
	var le *epd.LineError
	if !errors.Is(last, epd.ErrTooManyErrors) || !errors.As(last, &le) || le.Line != n ||
		!strings.Contains(last.Error(), "500 more after the first 1000") {
		t.Errorf("last error %v; want line %d: 500 more, wrapping ErrTooManyErrors", last, n)
	}
}
