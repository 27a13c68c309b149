package cli

import (
	"flag"
	"fmt"
	"io"

	"gomoku/engine/ai"
)

const policyUsage = `usage: gomoku policy [flags] GAMES...

Fits the search's move order to the moves played in self-play games (the
games files gomoku tune -save writes, one game a line: the result for Black
and the moves): a softmax over each position's candidates, whose logits are
the ordering scores, fitted so the move played ranks first. A tenth of the
games is held out; how the hand-set and the learnt order rank their moves
is reported. The learnt order is printed (and written to -out) as a case of
tunedOrder for engine/ai/orderweights_tuned.go. Progress goes to stderr.

example:
  gomoku tune -rule freestyle -games 600 -nodes 100000 -save free.games -epochs 1
  gomoku policy -rule freestyle -out free.order free.games

flags:
`

// Policy is the "gomoku policy" command. It returns 0 on success, 1 when
// the games cannot be read or the output written, 2 for a usage error.
func Policy(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("policy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := ai.PolicyOptions{}
	fs.StringVar(&o.Rule, "rule", "freestyle", "rule of the games: freestyle, standard, renju, caro, omok or standard-restricted")
	fs.IntVar(&o.Epochs, "epochs", 400, "gradient steps of the fit")
	fs.BoolVar(&o.Dist, "dist", true, "also learn a term for the distance to the last two stones")
	fs.IntVar(&o.Codes, "codes", 0, "also learn a correction for each code seen at least this often (0: none)")
	fs.Float64Var(&o.Ridge, "ridge", 1e-4, "with -codes: pull of the code corrections towards zero")
	out := fs.String("out", "", "file to write the learnt case to (besides stdout)")
	quiet := fs.Bool("q", false, "no progress on stderr")
	fs.Usage = func() {
		fmt.Fprint(stderr, policyUsage)
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return helpOrUsage(err)
	}
	if len(files) == 0 {
		fmt.Fprintf(stderr, "policy: want at least one games file\n")
		fs.Usage()
		return 2
	}
	if o.Epochs < 1 || o.Codes < 0 {
		fmt.Fprintf(stderr, "policy: -epochs must be at least 1 and -codes not negative\n")
		return 2
	}
	o.Games = files
	o.Progress = progressLine(stderr, "policy", *quiet)
	r, err := ai.Policy(o)
	return fitted(stdout, stderr, "policy", r.Case, *out, err)
}
