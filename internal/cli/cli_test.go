package cli

import (
	"bytes"
	"errors"
	"flag"
	"strings"
	"testing"
)

func TestColumns(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want int
	}{
		{"", 0}, {"abc", 3}, {"\t", 8}, {"    \tx", 9}, {"ab\tc", 9}, {"Holm–Bonferroni", 15},
	} {
		if got := Columns(tt.s); got != tt.want {
			t.Errorf("Columns(%q) == %d; want %d", tt.s, got, tt.want)
		}
	}
}

func TestWrap(t *testing.T) {
	for _, tt := range []struct {
		text, cont string
		width      int
		want       string
	}{
		{"short line", "  ", 20, "short line"},
		{"one two three four", "  ", 9, "one two\n  three\n  four"},
		{"    \tindented words here", "    \t", 16, "    \tindented\n    \twords\n    \there"},
		{"averyveryverylongword x", "  ", 5, "averyveryverylongword\n  x"},
		{"a b\n\nc d", "", 3, "a b\n\nc d"},
	} {
		if got := Wrap(tt.text, tt.cont, tt.width); got != tt.want {
			t.Errorf("Wrap(%q, %q, %d) == %q; want %q", tt.text, tt.cont, tt.width, got, tt.want)
		}
	}
}

// TestParse: -h and -help print the usage on stdout and return
// flag.ErrHelp (status 0); a bad flag or value prints the message and the
// usage on stderr and returns ErrUsage (status 2); the usage's flag
// descriptions fit Width.
func TestParse(t *testing.T) {
	for _, tt := range []struct {
		args      []string
		status    int
		stdout    bool // the usage went to stdout
		stderrHas string
		n         int
	}{
		{[]string{"-n", "3"}, ExitOK, false, "", 3},
		{[]string{"-h"}, ExitOK, true, "", 1},
		{[]string{"-help"}, ExitOK, true, "", 1},
		{[]string{"-nope"}, ExitUsage, false, "flag provided but not defined: -nope", 1},
		{[]string{"-n", "x"}, ExitUsage, false, `invalid value "x" for flag -n`, 0}, // flag stores the failed parse
	} {
		fs := NewFlagSet("demo", "usage: demo [-n N]")
		fs.Footer = "exit status: 0 done; 2 bad usage"
		n := fs.Int("n", 1, "how many times to do a thing that takes a long description to explain in full, more than a terminal line")
		var stdout, stderr bytes.Buffer
		err := fs.Parse(tt.args, &stdout, &stderr)
		status := ExitOK
		if err != nil {
			status = ParseStatus(err)
		}
		if status != tt.status || *n != tt.n {
			t.Errorf("Parse(%q): status %d, -n %d; want %d, %d", tt.args, status, *n, tt.status, tt.n)
		}
		if tt.stdout != strings.HasPrefix(stdout.String(), "usage: demo") {
			t.Errorf("Parse(%q): stdout %q; want the usage there: %v", tt.args, stdout.String(), tt.stdout)
		}
		if tt.status == ExitUsage && (!errors.Is(err, ErrUsage) || !strings.Contains(stderr.String(), tt.stderrHas) || !strings.Contains(stderr.String(), "usage: demo")) {
			t.Errorf("Parse(%q) == %v, stderr %q; want ErrUsage, %q and the usage", tt.args, err, stderr.String(), tt.stderrHas)
		}
		if tt.stdout && !errors.Is(err, flag.ErrHelp) {
			t.Errorf("Parse(%q) == %v; want flag.ErrHelp", tt.args, err)
		}
	}
	fs := NewFlagSet("demo", "usage: demo [-n N]")
	fs.Footer = "exit status: 0 done; 2 bad usage"
	fs.Int("n", 1, "how many times to do a thing that takes a long description to explain in full, more than a terminal line")
	var out bytes.Buffer
	fs.PrintUsage(&out)
	want := "usage: demo [-n N]\n\nflags:\n  -n int\n" +
		"    \thow many times to do a thing that takes a long description to explain in\n" +
		"    \tfull, more than a terminal line (default 1)\n\nexit status: 0 done; 2 bad usage\n"
	if out.String() != want {
		t.Errorf("PrintUsage wrote\n%s\nwant\n%s", out.String(), want)
	}
}
