package results

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// ErrConfigConflict is wrapped by the error of every reader of this package
// (Read, ReadFile, Config, Identity, Merge) about a file that gives one
// configuration key two values: "goamd64: v1" and later "goamd64: v3" (two
// runs of different builds in one file), two compilers, two commits, two
// CPU identities. The error is a *ConflictError and names both lines.
var ErrConfigConflict = errors.New("conflicting configuration lines")

// VaryingKeys are the configuration keys that may take another value along
// one file: "pkg", which go test prints for each package it benchmarks.
// Every other key holds one value for the whole file; repeating it with the
// same value (each launch of a run prints the header again) is fine.
var VaryingKeys = []string{"pkg"}

// TrailingKeys are the keys a file with an "engine:" line may give again
// after its last result line, with values that account for the whole run
// (how many rounds and launches it took, its noise floor, the steal and busy
// time it saw, the rows it found unstable); those lines conflict with
// nothing; so do the lines that continue "unstable:" ("unstable-2:", …:
// UnstableLines). Before the last result line, or in a file without an
// "engine:" line, these keys hold one value like any other.
var TrailingKeys = []string{"rounds", "launches", "noise-floor", "steal", "busy", "unstable"}

// engineKey is the configuration key that marks a file whose TrailingKeys
// may close it.
const engineKey = "engine"

// EngineRounds is the value of the "engine:" line of a file the measuring
// engine wrote (internal/enginerun).
const EngineRounds = "rounds"

// FromEngine reports whether config is that of a file the measuring engine
// wrote: its "engine:" line says EngineRounds.
func FromEngine(config map[string]string) bool {
	return strings.TrimSpace(config[engineKey]) == EngineRounds
}

// ConflictError is a configuration key given two values in one file.
type ConflictError struct {
	File      string // the file's name, as given to the reader
	Key       string // the configuration key
	Line      int    // the line that gives the second value
	Value     string // the second value
	FirstLine int    // the line that gave the key its first value
	First     string // the first value
}

// Error returns "f.txt:12: conflicting configuration lines: goamd64 "v3"
// conflicts with f.txt:3: goamd64 "v1"" (for an identity key, "conflicting
// CPU identity lines"), the values quoted with harness.Excerpt.
func (e *ConflictError) Error() string {
	kind := ErrConfigConflict
	if slices.Contains(IdentityKeys, e.Key) {
		kind = ErrIdentityConflict
	}
	return fmt.Sprintf("%s:%d: %v: %s %s conflicts with %s:%d: %s %s",
		e.File, e.Line, kind, e.Key, harness.Excerpt(e.Value), e.File, e.FirstLine, e.Key, harness.Excerpt(e.First))
}

// Unwrap returns ErrConfigConflict, and ErrIdentityConflict too for one
// of the IdentityKeys.
func (e *ConflictError) Unwrap() []error {
	if slices.Contains(IdentityKeys, e.Key) {
		return []error{ErrConfigConflict, ErrIdentityConflict}
	}
	return []error{ErrConfigConflict}
}

// configCheck is the one rule for configuration lines that conflict, fed
// every line of a file in order (line) and told of its end (finish). Every
// reader of this package goes through it.
type configCheck struct {
	name       string
	first      map[string]configValue // each key's first value
	trailing   map[string]*ConflictError
	lastResult int  // the line number of the last result line so far
	engine     bool // an "engine:" line was seen
}

// configValue is a key's value and the line that gave it.
type configValue struct {
	value string
	line  int
}

func newConfigCheck(name string) *configCheck {
	return &configCheck{name: name, first: map[string]configValue{}, trailing: map[string]*ConflictError{}}
}

// line takes line n of the file (without its newline) and returns a
// *ConflictError when it gives a key another value than its first. A
// conflict of one of the TrailingKeys is kept for finish to judge.
func (c *configCheck) line(n int, text []byte) error {
	text = bytes.TrimRight(text, "\r")
	if bytes.HasPrefix(text, []byte("Benchmark")) {
		c.lastResult = n
		return nil
	}
	if !isKeyValueLine(string(text)) {
		return nil
	}
	k, v, _ := strings.Cut(string(text), ":")
	v = strings.TrimSpace(v)
	if k == engineKey {
		c.engine = true
	}
	first, ok := c.first[k]
	switch {
	case !ok:
		c.first[k] = configValue{v, n}
	case first.value == v || slices.Contains(VaryingKeys, k):
	case slices.Contains(TrailingKeys, k) || isUnstableMore(k):
		if c.trailing[k] == nil {
			c.trailing[k] = &ConflictError{c.name, k, n, v, first.line, first.value}
		}
	default:
		return &ConflictError{c.name, k, n, v, first.line, first.value}
	}
	return nil
}

// finish returns the earliest conflict of a TrailingKeys key that is not
// allowed: the file has no "engine:" line, or the conflicting line comes
// before the last result line.
func (c *configCheck) finish() error {
	var worst *ConflictError
	for _, e := range c.trailing {
		if c.engine && e.Line > c.lastResult {
			continue
		}
		if worst == nil || e.Line < worst.Line {
			worst = e
		}
	}
	if worst == nil {
		return nil
	}
	return worst
}

// value returns the first value of key k, and whether the file gave one.
func (c *configCheck) value(k string) (string, bool) {
	v, ok := c.first[k]
	return v.value, ok
}
