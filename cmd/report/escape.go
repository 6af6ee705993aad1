package main

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bitbench/bitbench/harness"
)

// mdText makes a value read from a results file (a CPU name, a commit, a
// configuration value) safe to write into the generated Markdown: cut to
// harness.ExcerptRunes characters, every character that is not printable
// escaped as Go would quote it (a CR, an ESC), and the characters that
// Markdown or HTML would read as markup (\ ` * _ [ ] < > |) escaped with a
// backslash.
func mdText(s string) string {
	cut := ""
	if utf8.RuneCountInString(s) > harness.ExcerptRunes {
		s, cut = string([]rune(s)[:harness.ExcerptRunes]), "…"
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case !strconv.IsPrint(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		case strings.ContainsRune("\\`*_[]<>|", r):
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String() + cut
}
