// Package docfacts holds tests only: they keep the module's documents true.
// Every relative link in README.md and docs/*.md must reach a file (and a
// heading, when it names one); README.md stays an entry of at most
// [MaxReadmeLines] lines; its technique table has one row per technique,
// and no row for one that does not exist; the numbers the documents
// state about the code (properties, exhaustive cases, native references)
// are compared with the code's own; and the gate's history as data
// (docs/gate/campaigns.tsv, versions.tsv) is checked for one schema, and
// the specification sheet of docs/gate.md is counted from it; so are the
// measured runs of make test (docs/test-times.tsv), whose newest lines
// README.md quotes.
//
// A statement is found by a pattern that must match exactly once, so a
// document that drops or repeats a stated number fails here and the test
// names the file and the pattern.
package docfacts

// MaxReadmeLines is the most lines README.md may have: it is an entry, and
// the rest lives in docs/ and the package docs it links to.
const MaxReadmeLines = 200
