package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"gomoku/engine/ai"
	"gomoku/engine/cli/usage"
	"gomoku/engine/store"
)

func tuneUsage() usage.Command {
	return usage.Command{
		Name:    "tune",
		Args:    "[flags]",
		Summary: "Fits the classical evaluation's weights to self-play games.",
		Details: `Plays --games games of the current engine under --rule at --nodes a move
(openings drawn from --seed, so the same build and flags give the same
games), takes their quiet positions with each game's result, fits the
weights so that the logistic of the evaluation predicts the result
(Texel's method), and reports the loss on a tenth of the positions held
out, for the starting weights and the fitted ones. The fitted weights are
printed (and written to --out) as a Go case for the engine's table of
tuned weights. Progress goes to stderr. Ctrl+C stops it.`,
		Examples: []string{
			"gomoku tune --rule standard --games 600 --save std.games --out std.case",
			"gomoku tune --rule standard --save std.games --minstones 30",
		},
	}
}

// Tune is the "gomoku tune" command. It returns 0 on success, 1 when the
// games or the output cannot be read or written, 2 for a usage error.
func Tune(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := tuneUsage()
	fs := c.FlagSet()
	o := ai.TuneOptions{}
	fs.StringVar(&o.Rule, "rule", "freestyle", "rule to tune: freestyle, standard, renju, caro, omok or standard-restricted")
	fs.IntVar(&o.Games, "games", 600, "self-play games")
	fs.Uint64Var(&o.Nodes, "nodes", 8000, "node limit per self-play move")
	fs.IntVar(&o.Jobs, "jobs", 2, "self-play games at once (one a core)")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the self-play openings and of the held-out split")
	fs.IntVar(&o.Epochs, "epochs", 3000, "gradient steps of the fit")
	fs.StringVar(&o.Save, "save", "", "games file: read if it exists (no games played), written otherwise")
	fs.BoolVar(&o.Codes, "codes", false, "also fit a correction for every Pattern4 code seen in 100 positions")
	fs.Float64Var(&o.Ridge, "ridge", 1e-8, "with -codes: pull of the code corrections towards zero")
	fs.IntVar(&o.MinStones, "minstones", 0, "fit only positions with at least this many stones")
	fs.IntVar(&o.MaxStones, "maxstones", 0, "fit only positions with fewer stones than this (0: no bound)")
	out := fs.String("out", "", "file to write the fitted case to (besides stdout)")
	quiet := fs.Bool("q", false, "no progress on stderr")
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	if o.Games < 1 || o.Nodes < 1 || o.Jobs < 1 || o.Epochs < 1 || o.MinStones < 0 || o.MaxStones < 0 {
		return c.Fail(stderr, fs, "--games, --nodes, --jobs and --epochs must be at least 1, the stone bounds not negative")
	}
	o.Progress = progressLine(stderr, "tune", *quiet)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	r, err := ai.Tune(ctx, o)
	return fitted(stdout, stderr, "tune", r.Case, *out, err)
}

// progressLine is a tool's progress: a line on stderr, named, with the
// time since it began (nil when quiet).
func progressLine(stderr io.Writer, name string, quiet bool) func(format string, args ...any) {
	if quiet {
		return nil
	}
	began := time.Now()
	return func(format string, args ...any) {
		fmt.Fprintf(stderr, "%s: %s (%v)\n", name, fmt.Sprintf(format, args...), time.Since(began).Round(time.Second))
	}
}

// fitted ends a fitting tool: its error, or the fitted Go case on stdout
// and, when out is named, in that file. It returns the exit status.
func fitted(stdout, stderr io.Writer, name, text, out string, err error) int {
	if err != nil {
		fmt.Fprintf(stderr, "%v\n", err)
		return 1
	}
	fmt.Fprint(stdout, text)
	if out != "" {
		if err := store.WriteFile(out, []byte(text)); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", name, err)
			return 1
		}
	}
	return 0
}
