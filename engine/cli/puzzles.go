package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"gomoku/engine"
	"gomoku/engine/puzzle"
)

const puzzlesUsage = `usage: gomoku puzzles generate [flags]

Plays seeded engine self-play games and writes the threat puzzles found in
them, one JSON object a line: positions where the side to move has exactly
one first move that wins by VCF (or by VCT within 5 moves) and a 3-ply
search does not see it. The same flags always give the same file; the
shipped sets in engine/puzzle/data were made this way (docs/analysis.md).

flags:
`

// Puzzles is the "gomoku puzzles" command. It returns 0 on success, 1 when
// the output cannot be written, 2 for a usage error.
func Puzzles(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzles generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, puzzlesUsage)
		fs.PrintDefaults()
	}
	if len(args) == 0 || args[0] != "generate" {
		fs.Usage()
		if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			return 0
		}
		return 2
	}
	ruleName := fs.String("rule", "freestyle", "rule: "+engine.RuleNames(", "))
	size := fs.Int("size", engine.DefaultSize, "board size")
	seed := fs.Uint64("seed", 1, "seed of the self-play games")
	games := fs.Int("games", 100, "self-play games to mine")
	most := fs.Int("max", 0, "stop after this many puzzles (0: no cap)")
	out := fs.String("out", "-", "output file (- for stdout); written as it goes")
	quiet := fs.Bool("q", false, "no progress lines on stderr")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		fmt.Fprintf(stderr, "puzzles: --rule: %v\n", err)
		return 2
	}
	w := stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintf(stderr, "puzzles: %v\n", err)
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
			fmt.Fprintf(stderr, "puzzles: %d/%d games, %d puzzles, %.0fs\n", g, *games, kept, time.Since(start).Seconds())
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
		fmt.Fprintf(stderr, "puzzles: %v\n", err)
		return 1
	}
	return 0
}
