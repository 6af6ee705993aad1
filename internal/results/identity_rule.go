package results

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrIdentityConflict is wrapped, besides ErrConfigConflict, by the
// *ConflictError of a results file whose identity lines disagree: one of
// the IdentityKeys given two values.
var ErrIdentityConflict = errors.New("conflicting CPU identity lines")

// Identity is the one rule for the CPU identity of a results file, used by
// cmd/bench (CheckIdentity), cmd/mergeresults (Merge) and cmd/report alike.
// It reads the configuration lines of the IdentityKeys ("cpu-vendor: …",
// "uarch: …") wherever they stand in r (a run prints them once per pass),
// and returns their values by key. Every line goes through the one check of
// configuration lines that Read applies too: a key given two different
// values is a *ConflictError wrapping ErrConfigConflict (and
// ErrIdentityConflict for an identity key) that names both lines
// ("f.txt:12: conflicting CPU identity lines: cpu-model "1" conflicts with
// f.txt:3: cpu-model "8""). A file with none of the keys is an error
// wrapping ErrUnknownIdentity. A line longer than MaxLine is an error
// wrapping ErrLine. Values are quoted with harness.Excerpt in messages.
func Identity(r io.Reader, name string) (map[string]string, error) {
	if name == "" {
		name = "<input>"
	}
	check := newConfigCheck(name)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine+1)
	for n := 1; sc.Scan(); n++ {
		if err := check.line(n, sc.Bytes()); err != nil {
			return nil, err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: %w: a line of more than %d bytes", name, ErrLine, MaxLine)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := check.finish(); err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, k := range IdentityKeys {
		if v, ok := check.value(k); ok {
			out[k] = v
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %w (no %s lines: written before identities were recorded)", name, ErrUnknownIdentity, strings.Join(IdentityKeys, ", "))
	}
	return out, nil
}

// IdentityFile is Identity of the file at path.
func IdentityFile(path string) (map[string]string, error) {
	f, err := openFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Identity(f, path)
}
