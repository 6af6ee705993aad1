package limits

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"
	"time"
)

func TestInt(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
		err  string // in the error; "" for none
	}{
		{"1", 1, ""}, {"1000", 1000, ""}, {"0", 0, `"0": out of range: want 1 to 1000`},
		{"-1", 0, "out of range"}, {"1001", 0, "out of range"}, {"9223372036854775808", 0, "out of range"},
		{"-9223372036854775809", 0, "out of range"}, {"ten", 0, `"ten": not a whole number; want 1 to 1000`},
	} {
		var n int
		err := (&Int{V: &n, Min: 1, Max: 1000}).Set(tt.in)
		if tt.err == "" && (err != nil || n != tt.want) || tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)) {
			t.Errorf("Int.Set(%q) == %d, %v; want %d, %q", tt.in, n, err, tt.want, tt.err)
		}
	}
}

func TestFlagSetNamesFlagAndRange(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var n int
	var u int
	var d time.Duration
	IntVar(fs, &n, "count", 10, 1, 1000, "", "`n` runs")
	IntVar(fs, &u, "nodes", 0, 0, 100, "0: no cap", "nodes")
	DurationVar(fs, &d, "wait", time.Second, time.Millisecond, time.Minute, "wait")
	for _, args := range [][]string{{"-count", "0"}, {"-nodes", "-1"}, {"-nodes", "101"}, {"-wait", "2m"}, {"-wait", "-1"}, {"-wait", "9223372036854775808"}} {
		err := fs.Parse(args)
		if err == nil || !strings.Contains(err.Error(), args[0]) || !strings.Contains(err.Error(), " to ") {
			t.Errorf("Parse(%q) error %v; want one naming the flag and its range", args, err)
		}
	}
	if n != 10 || u != 0 || d != time.Second {
		t.Errorf("refused values changed the flags: %d %d %v", n, u, d)
	}
}

func TestBenchtime(t *testing.T) {
	for _, s := range []string{"1x", "1000000000x", "500ms", "1h", "1ns"} {
		if err := Benchtime("-benchtime", s); err != nil {
			t.Errorf("Benchtime(%q) == %v; want nil", s, err)
		}
	}
	for _, s := range []string{"0x", "-1x", "1000000001x", "99999999999999999999x", "0s", "-1s", "1h0m0.000000001s", "fast", ""} {
		if err := Benchtime("-benchtime", s); err == nil || !strings.Contains(err.Error(), BenchtimeRange) {
			t.Errorf("Benchtime(%q) == %v; want an error stating the range", s, err)
		}
	}
}

// FuzzInt: Int and Duration take a value inside their range or
// refuse it with ErrRange (or as not a number), never a panic, and a
// refused value leaves the flag as it was.
func FuzzInt(f *testing.F) {
	for _, s := range []string{"0", "-1", "1001", "9223372036854775808", "18446744073709551616", "1e3", "+5", " 5", "0x10", "1h", "-1ns"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := 7
		if err := (&Int{V: &n, Min: 1, Max: 1000}).Set(s); err != nil {
			if n != 7 {
				t.Fatalf("Int.Set(%q) failed but set %d", s, n)
			}
		} else if n < 1 || n > 1000 {
			t.Fatalf("Int.Set(%q) took %d", s, n)
		}
		d := time.Second
		if err := (&Duration{V: &d, Min: time.Millisecond, Max: time.Minute}).Set(s); err == nil && (d < time.Millisecond || d > time.Minute) {
			t.Fatalf("Duration.Set(%q) took %v", s, d)
		} else if err != nil && d != time.Second {
			t.Fatalf("Duration.Set(%q) failed but set %v", s, d)
		}
		if err := Benchtime("-benchtime", s); err != nil && errors.Is(err, ErrRange) && !strings.Contains(err.Error(), BenchtimeRange) {
			t.Fatalf("Benchtime(%q) == %v", s, err)
		}
	})
}
