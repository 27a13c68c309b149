package usage

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Command is what a subcommand says about itself.
type Command struct {
	// Name is what follows "gomoku": "render", "puzzles generate".
	Name string
	// Args is the synopsis after the name: "[flags] IN OUT".
	Args string
	// Summary is one sentence: what the command does.
	Summary string
	// Details are paragraphs printed after the summary (may be empty).
	Details string
	// Examples are whole command lines, each shown on its own line.
	Examples []string
}

// FlagSet returns an empty flag set for c: errors and help are reported
// by Parse, never by the flag package itself.
func (c Command) FlagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("gomoku "+c.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// Parse reads args into fs. When ok is false the command is over and
// status is its exit status: 0 after -h/-help/--help (the usage is on
// stdout), 2 after a bad flag (the error and the usage are on stderr).
func (c Command) Parse(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) (status int, ok bool) {
	return c.Finish(fs, fs.Parse(args), stdout, stderr)
}

// Finish does what Parse does after the parsing, for a command that
// parses in its own way (flags between file names, say): nil is ok,
// flag.ErrHelp prints the help, any other error is a usage error.
func (c Command) Finish(fs *flag.FlagSet, err error, stdout, stderr io.Writer) (status int, ok bool) {
	switch {
	case err == nil:
		return 0, true
	case errors.Is(err, flag.ErrHelp):
		c.Write(stdout, fs)
		return 0, false
	}
	return c.Fail(stderr, fs, "%s", FlagError(fs, err)), false
}

// Fail reports a usage error: "gomoku NAME: message" on one line, then the
// usage, on stderr. It returns 2, the exit status of a usage error.
func (c Command) Fail(stderr io.Writer, fs *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(stderr, "gomoku %s: %s\n\n", c.Name, fmt.Sprintf(format, a...))
	c.Write(stderr, fs)
	return 2
}

// Write prints the usage: synopsis, summary, details, flags, examples.
// fs may be nil for a command without flags.
func (c Command) Write(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprintf(w, "usage: %s\n\n%s\n", strings.TrimSpace("gomoku "+c.Name+" "+c.Args), strings.Join(wrap(c.Summary, lineWidth), "\n"))
	if c.Details != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimRight(c.Details, "\n"))
	}
	if fs != nil && hasFlags(fs) {
		fmt.Fprintln(w, "\nflags:")
		WriteFlags(w, fs)
	}
	if len(c.Examples) > 0 {
		fmt.Fprintln(w, "\nexamples:")
		for _, e := range c.Examples {
			fmt.Fprintf(w, "  %s\n", e)
		}
	}
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// FlagError rewords the flag package's errors (from parsing fs) the way
// the rest of the help speaks: "unknown flag --x" rather than "flag
// provided but not defined: -x", `--depth "deep": not a whole number`
// rather than `invalid value "deep" for flag -depth: parse error`.
func FlagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return "unknown flag " + dashes(name) + " (--help lists the flags)"
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return dashes(name) + " needs a value"
	}
	// invalid value "deep" for flag -depth: parse error
	// invalid boolean value "maybe" for -live: parse error
	boolean := strings.HasPrefix(msg, "invalid boolean value ")
	rest, ok := strings.CutPrefix(strings.TrimPrefix(msg, "invalid boolean value "), "invalid value ")
	if !ok && !boolean {
		return msg
	}
	value, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return msg
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest[len(value):], " for "), "flag ")
	name, why, _ := strings.Cut(strings.TrimPrefix(rest, "-"), ": ")
	switch {
	case boolean:
		why = "want true or false"
	case why == "parse error":
		why = "not a value it takes"
		if f := fs.Lookup(name); f != nil {
			kind, _ := flag.UnquoteUsage(f)
			if w, ok := map[string]string{
				"int": "not a whole number", "uint": "not a whole number 0 or more",
				"float": "not a number", "duration": "not a time such as 500ms or 2s",
			}[kind]; ok {
				why = w
			}
		}
	case why == "value out of range":
		why = "out of range"
	}
	return fmt.Sprintf("%s %s: %s", dashes(name), value, why)
}
