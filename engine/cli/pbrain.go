package cli

import (
	"io"

	"gomoku/engine/cli/usage"
	"gomoku/engine/pbrain"
)

func pbrainUsage() usage.Command {
	return usage.Command{
		Name:    "pbrain",
		Args:    "",
		Summary: "Plays as a Gomocup engine (the Piskvork protocol).",
		Details: `Tournament managers such as Piskvork and GomocupJudge start an engine
and talk to it line by line (START, BEGIN, TURN, BOARD, INFO, END). A copy
or link of the program named pbrain-gomoku (the packages install one)
speaks the protocol from its first line, as the managers expect.`,
		Examples: []string{
			"printf 'START 15\\nBEGIN\\nEND\\n' | gomoku pbrain",
			"ln -s $(command -v gomoku) pbrain-gomoku",
		},
	}
}

// Pbrain is "gomoku pbrain": the protocol session, or its usage.
func Pbrain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := pbrainUsage()
	fs := c.FlagSet()
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	return pbrain.Serve(stdin, stdout)
}

// ServeAsBrain is the program started as pbrain-*: the protocol from the
// first line whatever the arguments (a manager may pass its own), except
// a lone -h/-help/--help, which prints the usage without reading stdin.
func ServeAsBrain(args []string, stdin io.Reader, stdout io.Writer) int {
	if len(args) == 1 {
		switch args[0] {
		case "-h", "-help", "--help":
			pbrainUsage().Write(stdout, nil)
			return 0
		}
	}
	return pbrain.Serve(stdin, stdout)
}
