package harness

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// ExcerptRunes is how many characters Excerpt keeps of a long input.
const ExcerptRunes = 80

// Excerpt quotes s for an error message. It quotes runes, not bytes (é stays
// é, ♖ stays ♖, invalid UTF-8 shows as \x escapes), and keeps at most
// ExcerptRunes characters of a longer input, followed by its full length:
// "\"rnbqkbnr/pppp…\"…(10000 bytes)". An error that echoes what it was given
// thus stays one readable line whatever the input.
func Excerpt(s string) string {
	if utf8.RuneCountInString(s) <= ExcerptRunes {
		return strconv.Quote(s)
	}
	cut, n := 0, 0
	for i := range s {
		if n == ExcerptRunes {
			cut = i
			break
		}
		n++
	}
	return fmt.Sprintf("%s…(%d bytes)", strconv.Quote(s[:cut]), len(s))
}

// QuoteRune quotes one character of an input for an error message: 'é', '♖',
// '０'. utf8.RuneError, which is what decoding a byte that is not valid UTF-8
// yields, reads "invalid UTF-8".
func QuoteRune(r rune) string {
	if r == utf8.RuneError {
		return "invalid UTF-8"
	}
	return strconv.QuoteRune(r)
}
