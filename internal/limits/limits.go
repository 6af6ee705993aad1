// Package limits holds the bounds on the numbers a user gives the commands
// of bitbench, and the flag values that enforce them.
//
// The model. Every numeric flag of every command has a documented range,
// written in its help text and checked when the flag is parsed, before any
// work starts: a value outside it (zero, a negative number, one past the
// maximum, or one that does not fit in 64 bits) is refused with a message
// that names the flag and the range, "-count 0: out of range: want 1 to
// 1000", and the command exits with status 2. Int and Duration are
// flag.Value types that do this; the flag package adds the flag's name and
// prints the usage. Benchtime checks a go test -benchtime value the same
// way.
//
// The ranges are wide enough for any real use and small enough that no
// value inside them can exhaust a machine: a count of a million samples, a
// benchmark of an hour, or a billion iterations is the most a command
// accepts.
package limits

import (
	"errors"
	"flag"
	"fmt"
	"regexp"
	"strconv"
	"time"

	"github.com/bitbench/bitbench/harness"
)

// ErrRange is wrapped by every error about a value outside its range.
var ErrRange = errors.New("out of range")

// Int is an int flag value bounded to [Min, Max]. Special, when not
// empty, names values inside the range that mean something else ("0: no
// cap"); it is only shown in Range.
type Int struct {
	V        *int
	Min, Max int
	Special  string
}

// IntVar defines an int flag on fs bounded to [lo, hi], with the default
// def, whose help text ends with the range.
func IntVar(fs *flag.FlagSet, p *int, name string, def, lo, hi int, special, usage string) {
	*p = def
	v := &Int{V: p, Min: lo, Max: hi, Special: special}
	fs.Var(v, name, usage+" ("+v.Range()+")")
}

// Range describes the range: "1 to 1000", or "0 to 20; 0: none".
func (v *Int) Range() string {
	r := strconv.Itoa(v.Min) + " to " + strconv.Itoa(v.Max)
	if v.Special != "" {
		r += "; " + v.Special
	}
	return r
}

// String returns the value in decimal.
func (v *Int) String() string {
	if v == nil || v.V == nil {
		return "0"
	}
	return strconv.Itoa(*v.V)
}

// Set parses s as a decimal integer and refuses one outside the range, or
// one that does not fit in an int, with an error wrapping ErrRange.
func (v *Int) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return fmt.Errorf("%s: not a whole number; want %s", harness.Excerpt(s), v.Range())
	}
	if err != nil || n < int64(v.Min) || n > int64(v.Max) {
		return fmt.Errorf("%s: %w: want %s", harness.Excerpt(s), ErrRange, v.Range())
	}
	*v.V = int(n)
	return nil
}

// Duration is a time.Duration flag value bounded to [Min, Max].
type Duration struct {
	V        *time.Duration
	Min, Max time.Duration
}

// DurationVar defines a duration flag on fs bounded to [lo, hi], with the
// default def, whose help text ends with the range.
func DurationVar(fs *flag.FlagSet, p *time.Duration, name string, def, lo, hi time.Duration, usage string) {
	*p = def
	v := &Duration{V: p, Min: lo, Max: hi}
	fs.Var(v, name, usage+" ("+v.Range()+")")
}

// Range describes the range: "1ms to 10s".
func (v *Duration) Range() string { return v.Min.String() + " to " + v.Max.String() }

// String returns the duration as time.Duration writes it.
func (v *Duration) String() string {
	if v == nil || v.V == nil {
		return "0s"
	}
	return v.V.String()
}

// Set parses s as time.ParseDuration does ("100ms"; a plain number is taken
// as seconds) and refuses one outside the range with an error wrapping
// ErrRange.
func (v *Duration) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		f, ferr := strconv.ParseFloat(s, 64)
		if ferr != nil && !errors.Is(ferr, strconv.ErrRange) {
			return fmt.Errorf("%s: not a duration such as 100ms; want %s", harness.Excerpt(s), v.Range())
		}
		if ferr != nil || f < v.Min.Seconds() || f > v.Max.Seconds() {
			return fmt.Errorf("%s: %w: want %s", harness.Excerpt(s), ErrRange, v.Range())
		}
		d = time.Duration(f * float64(time.Second))
	}
	if d < v.Min || d > v.Max {
		return fmt.Errorf("%s: %w: want %s", harness.Excerpt(s), ErrRange, v.Range())
	}
	*v.V = d
	return nil
}

// MaxBenchCount is the largest iteration count Benchtime accepts ("1000000000x").
const MaxBenchCount = 1_000_000_000

// MaxBenchDuration is the longest duration Benchtime accepts.
const MaxBenchDuration = time.Hour

// BenchtimeRange describes what Benchtime accepts.
var BenchtimeRange = fmt.Sprintf("a duration from 1ns to %s such as 500ms, or a count from 1x to %dx", MaxBenchDuration, MaxBenchCount)

var countRE = regexp.MustCompile(`^[0-9]+x$`)

// Benchtime checks a go test -benchtime value named flag ("-benchtime"): a
// duration from 1ns to MaxBenchDuration, or an iteration count from 1x to
// MaxBenchCount; the error names the flag and the range, and wraps
// ErrRange when the value is well formed but out of range.
func Benchtime(flag, s string) error {
	if countRE.MatchString(s) {
		n, err := strconv.ParseUint(s[:len(s)-1], 10, 64)
		if err != nil || n < 1 || n > MaxBenchCount {
			return fmt.Errorf("%s %s: %w: want %s", flag, harness.Excerpt(s), ErrRange, BenchtimeRange)
		}
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("%s %s: want %s", flag, harness.Excerpt(s), BenchtimeRange)
	}
	if d <= 0 || d > MaxBenchDuration {
		return fmt.Errorf("%s %s: %w: want %s", flag, harness.Excerpt(s), ErrRange, BenchtimeRange)
	}
	return nil
}
