package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"gomoku/engine/cli/analyze"
	"gomoku/engine/cli/match"
	"gomoku/engine/cli/selfplay"
	"gomoku/engine/cli/train"
	"gomoku/engine/cli/usage"
)

// Hooks are the parts of the commands that need SDL; main provides them.
type Hooks struct {
	// Render draws a view into a PNG file, headless (gomoku render).
	Render Painter
	// Play opens the window and runs the game until the player quits.
	Play func(g Game) error
}

// command is one subcommand: what it says about itself (its usage, whose
// summary is its line in gomoku help) and how it runs. A new subcommand
// describes itself in a usage.Command, parses with it, and gets a row here.
type command struct {
	usage usage.Command
	run   func(args []string, stdin io.Reader, stdout, stderr io.Writer, h Hooks) int
}

// commands are gomoku's subcommands in the order gomoku help lists them.
func commands() []command {
	return []command{
		{renderUsage(), func(a []string, in io.Reader, out, errw io.Writer, h Hooks) int {
			return Render(a, in, out, errw, h.Render)
		}},
		{analyze.Usage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return analyze.Main(a, in, out, errw)
		}},
		{convertUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Convert(a, in, out, errw)
		}},
		{reviewUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Review(a, in, out, errw)
		}},
		{puzzlesUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Puzzles(a, in, out, errw)
		}},
		{pbrainUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Pbrain(a, in, out, errw)
		}},
		{benchUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Bench(a, in, out, errw)
		}},
		{match.Usage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return match.Main(a, in, out, errw)
		}},
		{selfplay.Usage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return selfplay.Main(a, in, out, errw)
		}},
		{train.Usage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return train.Main(a, in, out, errw)
		}},
		{tuneUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Tune(a, in, out, errw)
		}},
		{policyUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Policy(a, in, out, errw)
		}},
		{threatsUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Threats(a, in, out, errw)
		}},
		{probeUsage(), func(a []string, in io.Reader, out, errw io.Writer, _ Hooks) int {
			return Probe(a, in, out, errw)
		}},
	}
}

// word is the command's first word, what is typed after "gomoku".
func (c command) word() string {
	w, _, _ := strings.Cut(c.usage.Name, " ")
	return w
}

// Run is the whole command line: argv is os.Args (the program name
// first). It returns the exit status.
func Run(argv []string, stdin io.Reader, stdout, stderr io.Writer, h Hooks) int {
	if len(argv) == 0 {
		argv = []string{"gomoku"}
	}
	args := argv[1:]
	// Gomocup managers start engines named pbrain-*: built under that name
	// (make brain) the program speaks the protocol from the first line.
	if strings.HasPrefix(filepath.Base(argv[0]), "pbrain-") {
		return ServeAsBrain(args, stdin, stdout)
	}
	if len(args) > 0 {
		if args[0] == "help" {
			return help(args[1:], stdin, stdout, stderr, h)
		}
		for _, c := range commands() {
			if c.word() == args[0] {
				return c.run(args[1:], stdin, stdout, stderr, h)
			}
		}
	}
	if err := play(args, stdout, stderr, h.Play); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		if errors.Is(err, errUsage) {
			return 2
		}
		fmt.Fprintf(stderr, "gomoku: %v\n", err)
		return 1
	}
	return 0
}

// help is "gomoku help [COMMAND]": the whole usage, or one command's (as
// gomoku COMMAND --help prints it).
func help(args []string, stdin io.Reader, stdout, stderr io.Writer, h Hooks) int {
	if len(args) == 0 {
		return Run([]string{"gomoku", "--help"}, stdin, stdout, stderr, h)
	}
	for _, c := range commands() {
		if c.word() == args[0] {
			return c.run([]string{"--help"}, stdin, stdout, stderr, h)
		}
	}
	fmt.Fprintf(stderr, "gomoku help: no command %q\n\n", args[0])
	writeUsage(stderr, nil)
	return 2
}

// writeUsage is gomoku's own usage: what it is, the commands with one line
// each, and (given the game's flags) the flags of the game.
func writeUsage(w io.Writer, game *flag.FlagSet) {
	fmt.Fprint(w, `usage: gomoku [flags]
       gomoku COMMAND [flags] [arguments]

Five in a row (Gomoku, Renju, Omok, Caro) for one or two players, with a
computer opponent at six levels. With no command it opens the game.

commands:
`)
	var rows []usage.Row
	for _, c := range commands() {
		rows = append(rows, usage.Row{Name: "gomoku " + c.usage.Name, Text: c.usage.Summary})
	}
	rows = append(rows, usage.Row{Name: "gomoku help COMMAND", Text: "Prints the usage of one command."})
	usage.WriteTable(w, rows)
	if game != nil {
		fmt.Fprintln(w, "\nflags of the game:")
		usage.WriteFlags(w, game)
	}
	fmt.Fprint(w, `
examples:
  gomoku --rule renju --opening swap2
  gomoku --open game.sgf
  gomoku help render
`)
}
