package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"gomoku/engine"
	"gomoku/engine/cli/usage"
	"gomoku/engine/puzzle"
	"gomoku/engine/store"
)

func puzzlesUsage() usage.Command {
	return usage.Command{
		Name:    "puzzles generate",
		Args:    "[flags]",
		Summary: "Mines threat puzzles from engine self-play games.",
		Details: `A puzzle is a position where the side to move has exactly one first move
that wins by VCF (a chain of fours) or by VCT within 5 moves (threes and
fours), and a shallow 3-move search does not see it. The same flags always
give the same puzzles; the game's own puzzle sets were made this way.
The folder of --out must exist.`,
		Examples: []string{
			"gomoku puzzles generate --games 20 --out puzzles.jsonl",
			"gomoku puzzles generate --rule renju --max 50 -q > renju.jsonl",
		},
	}
}

// Puzzles is the "gomoku puzzles" command. It returns 0 on success, 1 when
// the output cannot be written, 2 for a usage error.
func Puzzles(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := puzzlesUsage()
	fs := c.FlagSet()
	ruleName := fs.String("rule", "freestyle", "rule set: "+engine.RuleNames(", "))
	size := fs.Int("size", engine.DefaultSize, "board size")
	seed := fs.Uint64("seed", 1, "seed of the self-play games")
	games := fs.Int("games", 100, "self-play games to mine")
	most := fs.Int("max", 0, "stop after this many puzzles (0: no limit)")
	out := fs.String("out", "-", "output `file`, written as it goes (default: -, standard output)")
	quiet := fs.Bool("q", false, "no progress lines on standard error")
	if len(args) == 0 {
		return c.Fail(stderr, fs, "say what to do: generate")
	}
	if args[0] == "help" {
		c.Write(stdout, fs)
		return 0
	}
	if args[0] != "generate" {
		// "gomoku puzzles --help" is as good as "gomoku puzzles generate --help".
		if status, ok := c.Parse(fs, args[:1], stdout, stderr); !ok {
			return status
		}
		return c.Fail(stderr, fs, "no puzzles command %q (only generate)", args[0])
	}
	if status, ok := c.Parse(fs, args[1:], stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		return c.Fail(stderr, fs, "--rule: %v", err)
	}
	w := stdout
	if *out != "-" {
		// Not atomic: a long run is written as it goes, so stopping it
		// half way keeps the puzzles found.
		if err := store.CheckOutputFolder(*out); err != nil {
			fmt.Fprintf(stderr, "gomoku puzzles: %v\n", err)
			return 1
		}
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintf(stderr, "gomoku puzzles: %v\n", err)
			return 1
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	start := time.Now()
	opt := puzzle.Options{Rule: rule, Size: *size, Seed: *seed, Games: *games, Max: *most}
	if !*quiet {
		opt.Progress = func(g, kept int) {
			fmt.Fprintf(stderr, "gomoku puzzles: %d/%d games, %d puzzles, %.0fs\n", g, *games, kept, time.Since(start).Seconds())
		}
	}
	err = puzzle.Generate(context.Background(), opt, func(p puzzle.Puzzle) error {
		line, err := json.Marshal(p)
		if err != nil {
			return err
		}
		bw.Write(append(line, '\n'))
		// Flushed per puzzle: a long run stopped half way keeps its work.
		return bw.Flush()
	})
	if err != nil {
		fmt.Fprintf(stderr, "gomoku puzzles: %v\n", err)
		return 1
	}
	return 0
}
