package results

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/harness"
)

// ErrIdentityConflict is wrapped by Identity's error about a results file
// whose identity lines disagree: one key given two values.
var ErrIdentityConflict = errors.New("conflicting CPU identity lines")

// Identity is the one rule for the CPU identity of a results file, used by
// cmd/bench (CheckIdentity), cmd/mergeresults (Merge) and cmd/report alike.
// It reads the configuration lines of the IdentityKeys ("cpu-vendor: …",
// "uarch: …") wherever they stand in r (a run prints them once per pass),
// and returns their values by key. A key given two different values is an
// error wrapping ErrIdentityConflict that names both lines ("f.txt:12:
// cpu-model "1" conflicts with f.txt:3: cpu-model "8""); a file with none
// of the keys is an error wrapping ErrUnknownIdentity. A line longer than
// MaxLine is an error wrapping ErrLine. Values are quoted with
// harness.Excerpt in messages.
func Identity(r io.Reader, name string) (map[string]string, error) {
	if name == "" {
		name = "<input>"
	}
	type seen struct {
		value string
		line  int
	}
	first := map[string]seen{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), MaxLine+1)
	for n := 1; sc.Scan(); n++ {
		text := bytes.TrimRight(sc.Bytes(), "\r")
		key, value, ok := bytes.Cut(text, []byte(":"))
		if !ok || !slices.Contains(IdentityKeys, string(key)) || !isKeyValueLine(string(text)) {
			continue
		}
		k, v := string(key), strings.TrimSpace(string(value))
		if s, ok := first[k]; !ok {
			first[k] = seen{v, n}
		} else if s.value != v {
			return nil, fmt.Errorf("%s:%d: %w: %s %s conflicts with %s:%d: %s %s",
				name, n, ErrIdentityConflict, k, harness.Excerpt(v), name, s.line, k, harness.Excerpt(s.value))
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: %w: a line of more than %d bytes", name, ErrLine, MaxLine)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(first) == 0 {
		return nil, fmt.Errorf("%s: %w (no %s lines: written before identities were recorded)", name, ErrUnknownIdentity, strings.Join(IdentityKeys, ", "))
	}
	out := make(map[string]string, len(first))
	for k, s := range first {
		out[k] = s.value
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
