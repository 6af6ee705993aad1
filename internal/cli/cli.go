// Package cli is the skeleton every command under cmd/ shares: the exit
// statuses, and a flag set whose help fits a terminal.
//
// Every command has the same shape:
//
//	func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }
//
//	func run(args []string, stdout, stderr io.Writer) int {
//		fs := cli.NewFlagSet("name", "usage: name [flags] …")
//		… define the flags on fs.FlagSet …
//		if err := fs.Parse(args, stdout, stderr); err != nil {
//			return cli.ParseStatus(err)
//		}
//		…
//	}
//
// -h and -help print the usage to standard output and exit ExitOK: the user
// asked for it. A flag the command does not know, or a value its flag
// refuses, prints the flag package's message and the usage to standard
// error and exits ExitUsage. The usage is the synopsis lines given to
// NewFlagSet, the flags as flag.PrintDefaults lists them with every
// description wrapped to fit Width columns (a tab counting up to the next
// multiple of 8, as a terminal shows it), and the footer, when set.
//
// Each command documents what ExitFail means for it; ExitUsage is always
// an error found in the command line or its input before the work began.
package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
)

// The exit statuses of every command.
const (
	ExitOK    = 0 // the work was done (for regress: PASS)
	ExitFail  = 1 // the work was done and found a failure (a wrong count, a regression, a failed benchmark)
	ExitUsage = 2 // bad usage or input: nothing was done, or the work could not be done
)

// Width is the widest line, in columns, that a command's help prints.
const Width = 80

// ErrUsage is wrapped by the error Parse returns for a bad command line.
var ErrUsage = errors.New("bad command line")

// A FlagSet is a flag.FlagSet with the usage text of one command.
type FlagSet struct {
	*flag.FlagSet
	synopsis string
	// Footer, when not empty, is printed after the flags (for example the
	// exit statuses); each line is wrapped to Width.
	Footer string
}

// NewFlagSet returns an empty flag set for the command name whose usage
// begins with synopsis, one or more lines; the first should read
// "usage: name …". Its errors are returned, never fatal.
func NewFlagSet(name, synopsis string) *FlagSet {
	fs := &FlagSet{FlagSet: flag.NewFlagSet(name, flag.ContinueOnError), synopsis: synopsis}
	fs.FlagSet.SetOutput(io.Discard)
	fs.FlagSet.Usage = func() {} // Parse prints the usage itself, to the right stream
	return fs
}

// Parse parses args. On -h or -help it writes the usage to stdout and
// returns flag.ErrHelp. On a bad flag it writes the flag package's message
// and the usage to stderr and returns an error wrapping ErrUsage.
func (fs *FlagSet) Parse(args []string, stdout, stderr io.Writer) error {
	var msg bytes.Buffer
	fs.FlagSet.SetOutput(&msg)
	err := fs.FlagSet.Parse(args)
	fs.FlagSet.SetOutput(io.Discard)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		fs.PrintUsage(stdout)
		return flag.ErrHelp
	}
	stderr.Write(msg.Bytes())
	fs.PrintUsage(stderr)
	return fmt.Errorf("%w: %w", ErrUsage, err)
}

// ParseStatus is the exit status of a command whose Parse returned err:
// ExitOK for -h, ExitUsage otherwise.
func ParseStatus(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	return ExitUsage
}

// PrintUsage writes the usage to w: the synopsis, the flags with their
// descriptions wrapped to Width columns, and the footer.
func (fs *FlagSet) PrintUsage(w io.Writer) {
	var b strings.Builder
	b.WriteString(Wrap(strings.TrimRight(fs.synopsis, "\n"), "    ", Width))
	b.WriteString("\n")
	var defaults bytes.Buffer
	fs.FlagSet.SetOutput(&defaults)
	fs.FlagSet.PrintDefaults()
	fs.FlagSet.SetOutput(io.Discard)
	if defaults.Len() > 0 {
		b.WriteString("\nflags:\n")
		b.WriteString(wrapDefaults(defaults.String()))
	}
	if fs.Footer != "" {
		b.WriteString("\n")
		b.WriteString(Wrap(strings.TrimRight(fs.Footer, "\n"), "    ", Width))
		b.WriteString("\n")
	}
	io.WriteString(w, b.String())
}

// descIndent begins every description line of flag.PrintDefaults: four
// spaces and a tab, 8 columns.
const descIndent = "    \t"

// wrapDefaults wraps flag.PrintDefaults output to Width columns: a
// description continues on lines indented as PrintDefaults indents it.
func wrapDefaults(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		cont := "      "
		if strings.HasPrefix(line, descIndent) {
			cont = descIndent
		}
		b.WriteString(wrapLine(strings.TrimSuffix(line, "\n"), cont, Width))
		b.WriteString("\n")
	}
	return b.String()
}

// Wrap breaks each line of text at spaces so that it fits width columns
// (as Columns counts them), the pieces after a line's first indented by
// cont; a word too long for a line keeps a line of its own. A line keeps
// its own leading spaces and tabs.
func Wrap(text, cont string, width int) string {
	var out []string
	for line := range strings.Lines(text) {
		out = append(out, wrapLine(strings.TrimSuffix(line, "\n"), cont, width))
	}
	return strings.Join(out, "\n")
}

// wrapLine is Wrap of one line.
func wrapLine(line, cont string, width int) string {
	words := strings.Fields(line)
	if len(words) == 0 || Columns(line) <= width {
		return line
	}
	var b strings.Builder
	cur := line[:len(line)-len(strings.TrimLeft(line, " \t"))] + words[0]
	for _, w := range words[1:] {
		if Columns(cur+" "+w) > width {
			b.WriteString(cur + "\n")
			cur = cont + w
			continue
		}
		cur += " " + w
	}
	b.WriteString(cur)
	return b.String()
}

// Columns is how many columns s takes on a terminal: one per rune, a tab
// up to the next multiple of 8.
func Columns(s string) int {
	n := 0
	for _, r := range s {
		if r == '\t' {
			n += 8 - n%8
		} else {
			n++
		}
	}
	return n
}

// SignalContext returns a context that is done on SIGINT or SIGTERM, and
// its stop function, as signal.NotifyContext: a command passes it to all
// its work, so that a signal ends the command through its ordinary exit
// path (temporary files removed, partial output kept).
func SignalContext() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}
