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
	"gomoku/engine/pbrain"
)

// Hooks are the parts of the commands that need SDL; main provides them.
type Hooks struct {
	// Render draws a view into a PNG file, headless (gomoku render).
	Render Painter
	// Play opens the window and runs the game until the player quits.
	Play func(g Game) error
}

const usage = `usage:
  gomoku [flags]                      play (gomoku --help lists the flags)
  gomoku --open game.sgf              open a game record in review
  gomoku render --moves h8i9 --out board.png [--width W --height H --size N --rule R]
  gomoku analyze --rule renju --moves h8i9j10   (or --black/--white, or lines on stdin)
  gomoku convert IN OUT                convert game records (.sgf .psq .pos .txt)
  gomoku pbrain                        speak the Gomocup (Piskvork) engine protocol on stdin/stdout
  gomoku bench                         search a fixed set of positions; prints nodes, time, nodes/s
  gomoku match [flags]                 engine self-play match (gomoku match -h)
  gomoku review [flags] FILE           grade every move of a game record with the engine (JSON per move)
  gomoku selfplay [flags]              self-play games with search scores, for training (gomoku selfplay -h)
  gomoku train -data FILE -out NET     fit the learned evaluation to self-play games (gomoku train -h)
  gomoku puzzles generate [flags]      mine threat puzzles from seeded self-play (gomoku puzzles -h)
`

// Run is the whole command line: argv is os.Args (the program name
// first). It returns the exit status.
func Run(argv []string, stdin io.Reader, stdout, stderr io.Writer, h Hooks) int {
	if len(argv) == 0 {
		argv = []string{"gomoku"}
	}
	// Gomocup managers start engines named pbrain-*: built under that name
	// (make brain) the program speaks the protocol from the first line.
	if strings.HasPrefix(filepath.Base(argv[0]), "pbrain-") {
		return pbrain.Serve(stdin, stdout)
	}
	args := argv[1:]
	if len(args) > 0 {
		switch args[0] {
		case "render":
			return Render(args[1:], stdin, stdout, stderr, h.Render)
		case "analyze":
			return analyze.Main(args[1:], stdin, stdout, stderr)
		case "convert":
			return Convert(args[1:], stdin, stdout, stderr)
		case "pbrain":
			return pbrain.Serve(stdin, stdout)
		case "bench":
			return Bench(args[1:], stdin, stdout, stderr)
		case "puzzles":
			return Puzzles(args[1:], stdin, stdout, stderr)
		case "review":
			return Review(args[1:], stdin, stdout, stderr)
		case "match":
			return match.Main(args[1:], stdin, stdout, stderr)
		case "selfplay":
			return selfplay.Main(args[1:], stdin, stdout, stderr)
		case "train":
			return train.Main(args[1:], stdin, stdout, stderr)
		case "help":
			fmt.Fprint(stdout, usage)
			fmt.Fprintln(stdout, "\ngomoku --help also lists the flags of the game.")
			return 0
		}
	}
	if err := play(args, stdout, stderr, h.Play); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "gomoku: %v\n", err)
		return 1
	}
	return 0
}
