package cli

import (
	"io"

	"gomoku/engine/ai"
	"gomoku/engine/cli/usage"
)

func policyUsage() usage.Command {
	return usage.Command{
		Name:    "policy",
		Args:    "[flags] GAMES...",
		Summary: "Fits the search's move order to the moves played in self-play games.",
		Details: `GAMES are the games files gomoku tune --save writes (one game a line: the
result for Black and the moves). The fit is a softmax over each position's
candidates, whose logits are the ordering scores, so that the move played
ranks first. A tenth of the games is held out; how the hand-set and the
learnt order rank their moves is reported. The learnt order is printed
(and written to --out) as a Go case for the engine's table of learnt
orders. Progress goes to stderr.`,
		Examples: []string{
			"gomoku tune --games 600 --nodes 100000 --save free.games --epochs 1",
			"gomoku policy --rule freestyle --out free.order free.games",
		},
	}
}

// Policy is the "gomoku policy" command. It returns 0 on success, 1 when
// the games cannot be read or the output written, 2 for a usage error.
func Policy(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := policyUsage()
	fs := c.FlagSet()
	o := ai.PolicyOptions{}
	fs.StringVar(&o.Rule, "rule", "freestyle", "rule of the games: freestyle, standard, renju, caro, omok or standard-restricted")
	fs.IntVar(&o.Epochs, "epochs", 400, "gradient steps of the fit")
	fs.BoolVar(&o.Dist, "dist", true, "also learn a term for the distance to the last two stones")
	fs.IntVar(&o.Codes, "codes", 0, "also learn a correction for each code seen at least this often (0: none)")
	fs.Float64Var(&o.Ridge, "ridge", 1e-4, "with -codes: pull of the code corrections towards zero")
	out := fs.String("out", "", "file to write the learnt case to (besides stdout)")
	quiet := fs.Bool("q", false, "no progress on stderr")
	files, err := parseInterspersed(fs, args)
	if status, ok := c.Finish(fs, err, stdout, stderr); !ok {
		return status
	}
	if len(files) == 0 {
		return c.Fail(stderr, fs, "want at least one games file")
	}
	if o.Epochs < 1 || o.Codes < 0 {
		return c.Fail(stderr, fs, "--epochs must be at least 1 and --codes not negative")
	}
	o.Games = files
	o.Progress = progressLine(stderr, "policy", *quiet)
	r, err := ai.Policy(o)
	return fitted(stdout, stderr, "policy", r.Case, *out, err)
}
