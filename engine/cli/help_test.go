package cli

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"

	"gomoku/engine/app"
)

// stdinProbe fails a test that reads it: help must not wait for input.
type stdinProbe struct{ read bool }

func (p *stdinProbe) Read([]byte) (int, error) {
	p.read = true
	return 0, io.EOF
}

// runArgs runs the command line with stdin that records being read and
// hooks that record a window or a picture being asked for.
func runArgs(argv ...string) (code int, stdout, stderr string, readStdin, worked bool) {
	var out, errb bytes.Buffer
	in := &stdinProbe{}
	hooks := Hooks{
		Play:   func(Game) error { worked = true; return nil },
		Render: func(app.View, string) error { worked = true; return nil },
	}
	code = Run(argv, in, &out, &errb, hooks)
	return code, out.String(), errb.String(), in.read, worked
}

// internalName matches what has no place in help: Go file names, Go
// identifiers (camelCase, pkg.Name), source folders, broken formatting.
var internalName = regexp.MustCompile(`\.go\b|\b[a-z]+[A-Z][a-z]\w*|\b[a-z]+\.[A-Z]\w*|engine/|docs/|%!|\x01`)

// Every subcommand, asked for help in each usual way, prints its usage on
// stdout and exits 0, having done nothing else: no window, no protocol
// read from stdin, no picture.
func TestEverySubcommandAnswersHelp(t *testing.T) {
	cmds := commands()
	if len(cmds) < 8 {
		t.Fatalf("only %d subcommands", len(cmds))
	}
	for _, c := range cmds {
		word := c.word()
		for _, argv := range [][]string{
			{"gomoku", word, "-h"}, {"gomoku", word, "--help"}, {"gomoku", word, "-help"}, {"gomoku", "help", word},
		} {
			code, out, errOut, read, worked := runArgs(argv...)
			if code != 0 || errOut != "" || read || worked {
				t.Errorf("%q: exit %d, stderr %q, read stdin %v, worked %v", argv, code, errOut, read, worked)
				continue
			}
			checkUsage(t, strings.Join(argv, " "), out, "usage: gomoku "+c.usage.Name)
		}
	}
}

// checkUsage asserts the parts every usage has, and no internal names.
func checkUsage(t *testing.T, what, out, synopsis string) {
	t.Helper()
	if !strings.HasPrefix(out, synopsis) {
		t.Errorf("%s: usage does not start with %q:\n%s", what, synopsis, out)
	}
	if !strings.Contains(out, "\nexamples:\n  gomoku ") && !strings.Contains(out, "\nexamples:\n  printf") {
		t.Errorf("%s: no example:\n%s", what, out)
	}
	if strings.Contains(out, "flags:\n\n") || strings.HasSuffix(out, "flags:\n") {
		t.Errorf("%s: an empty flags list:\n%s", what, out)
	}
	if m := internalName.FindAllString(out, -1); m != nil {
		t.Errorf("%s: internal names %q in:\n%s", what, m, out)
	}
	for i, line := range strings.Split(out, "\n") {
		if n := len([]rune(line)); n > 80 {
			t.Errorf("%s: line %d is %d characters wide: %q", what, i+1, n, line)
		}
	}
}

func TestTopLevelHelpListsEveryCommand(t *testing.T) {
	for _, argv := range [][]string{{"gomoku", "-h"}, {"gomoku", "--help"}, {"gomoku", "-help"}, {"gomoku", "help"}} {
		code, out, errOut, read, worked := runArgs(argv...)
		if code != 0 || errOut != "" || read || worked {
			t.Fatalf("%q: exit %d, stderr %q, read stdin %v, window %v", argv, code, errOut, read, worked)
		}
		checkUsage(t, strings.Join(argv, " "), out, "usage: gomoku [flags]")
		for _, c := range commands() {
			if !strings.Contains(out, "\n  gomoku "+c.usage.Name+" ") {
				t.Errorf("%q does not list %s:\n%s", argv, c.usage.Name, out)
			}
		}
		for _, flag := range []string{"--fullscreen", "--lang LANG", "--rule RULE", "(default: freestyle)"} {
			if !strings.Contains(out, flag) {
				t.Errorf("%q lacks %q", argv, flag)
			}
		}
	}
}

// A mistake on the command line says what is wrong on the first line of
// stderr, then shows the usage there, and exits 2 having done nothing.
func TestBadFlagShowsTheUsageOnStderr(t *testing.T) {
	cases := [][]string{{"gomoku", "--no-such-flag"}, {"gomoku", "help", "no-such-command"}}
	for _, c := range commands() {
		cases = append(cases, []string{"gomoku", c.word(), "--no-such-flag"})
	}
	for _, argv := range cases {
		code, out, errOut, read, worked := runArgs(argv...)
		if code != 2 || read || worked {
			t.Errorf("%q: exit %d, read stdin %v, worked %v", argv, code, read, worked)
		}
		// analyze also answers scripts on stdout, in JSON.
		if out != "" && !strings.HasPrefix(out, `{"error":`) {
			t.Errorf("%q: stdout %q", argv, out)
		}
		first, rest, _ := strings.Cut(errOut, "\n")
		if !strings.HasPrefix(first, "gomoku") || !strings.Contains(first, "no-such-") {
			t.Errorf("%q: first line %q does not say what is wrong", argv, first)
		}
		if !strings.Contains(rest, "usage: gomoku") {
			t.Errorf("%q: no usage on stderr:\n%s", argv, errOut)
		}
	}
}

// Started by a Gomocup manager as pbrain-gomoku, the program speaks the
// protocol at once; only a lone --help prints the usage instead.
func TestBrainNameSpeaksTheProtocolUnlessAskedForHelp(t *testing.T) {
	var out bytes.Buffer
	if code := Run([]string{"/opt/engines/pbrain-gomoku"}, strings.NewReader("START 15\nEND\n"), &out, io.Discard, Hooks{}); code != 0 || !strings.HasPrefix(out.String(), "OK") {
		t.Fatalf("pbrain-gomoku: exit %d, answered %q", code, out.String())
	}
	code, stdout, errOut, read, _ := runArgs("pbrain-gomoku", "--help")
	if code != 0 || errOut != "" || read {
		t.Fatalf("pbrain-gomoku --help: exit %d, stderr %q, read stdin %v", code, errOut, read)
	}
	checkUsage(t, "pbrain-gomoku --help", stdout, "usage: gomoku pbrain")
}
