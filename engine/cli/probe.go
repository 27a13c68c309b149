package cli

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/cli/usage"
)

func probeUsage() usage.Command {
	return usage.Command{
		Name:    "probe",
		Args:    "--side black|white [flags] MOVES",
		Summary: "Shows what the engine plays at each move of a lost game.",
		Details: `MOVES is a 15x15 move string (h8i9...). Before each move of the losing
side it prints what the engine plays at the match's time a move and, where
the move played let the opponent in, at a longer time too, with the
opponent's proven VCF or VCT after each. Each line is printed as it is
found.`,
		Examples: []string{
			"gomoku probe --side white --short 200ms --long 3s h8h9i8i9j8j9k8",
		},
	}
}

// probeOptions are the flags of gomoku probe.
type probeOptions struct {
	rule        engine.Rule
	side        int // the side probed: 0 Black, 1 White
	from        int // first ply probed, from 1
	short, long time.Duration
	all         bool // go on after the first move that let the opponent win by force
}

// Probe is the "gomoku probe" command. It returns 0 on success, 1 when a
// search fails, 2 for a usage error.
func Probe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := probeUsage()
	fs := c.FlagSet()
	sideName := fs.String("side", "", "the side whose moves are probed: black or white (required)")
	from := fs.Int("from", 6, "first ply probed (from 1)")
	short := fs.Duration("short", 200*time.Millisecond, "the match's time a move")
	long := fs.Duration("long", 3*time.Second, "the longer look where the move played lost")
	all := fs.Bool("all", false, "go on after the first move that let the opponent win by force")
	ruleName := fs.String("rule", "freestyle", "rule: "+engine.RuleNames(", "))
	arg, code := oneArgument(c, fs, args, "MOVES string", stdout, stderr)
	if code >= 0 {
		return code
	}
	usageErr := func(format string, a ...any) int {
		return c.Fail(stderr, fs, format, a...)
	}
	opt := probeOptions{from: *from, short: *short, long: *long, all: *all}
	switch strings.ToLower(*sideName) {
	case "black", "b", "0":
		opt.side = 0
	case "white", "w", "1":
		opt.side = 1
	default:
		return usageErr("--side must be black or white, not %q", *sideName)
	}
	var err error
	if opt.rule, err = engine.ParseRule(*ruleName); err != nil {
		return usageErr("--rule: %v", err)
	}
	if opt.from < 1 || opt.short <= 0 || opt.long <= 0 {
		return usageErr("--from must be at least 1 and the times above 0")
	}
	moves, err := engine.ParseMoves(arg, 15)
	if err != nil {
		return usageErr("%v", err)
	}
	if err := probeGame(context.Background(), moves, opt, stdout); err != nil {
		fmt.Fprintf(stderr, "gomoku probe: %v\n", err)
		return 1
	}
	return 0
}

// probeGame writes what the engine makes of each of opt.side's moves.
func probeGame(ctx context.Context, moves []engine.Point, opt probeOptions, out io.Writer) error {
	e := ai.NewSearcher(ai.DefaultConfig(), nil)
	// threat is the opponent's proven win after mv at ply, if any.
	threat := func(ply int, mv engine.Point) (string, error) {
		after := ai.Position{Size: 15, Rule: opt.rule, Moves: append(append([]engine.Point{}, moves[:ply]...), mv)}
		for _, k := range []ai.Threat{ai.VCF, ai.VCT} {
			p, err := e.Solve(ctx, after, k, 20, 2_000_000)
			if err != nil {
				return "", err
			}
			if p.Won() {
				return fmt.Sprintf("%v %s", k, engine.FormatMoves(p.Line[:min(len(p.Line), 12)])), nil
			}
		}
		return "-", nil
	}
	for ply := opt.from - 1; ply < len(moves); ply++ {
		if ply&1 != opt.side {
			continue
		}
		played, err := threat(ply, moves[ply])
		if err != nil {
			return err
		}
		pos := ai.Position{Size: 15, Rule: opt.rule, Moves: moves[:ply]}
		short, err := e.Search(ctx, pos, ai.Limits{Time: opt.short})
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "ply %2d played %-4v (%v: %-4v d%-2d %6d) opp: %s\n", ply+1, moves[ply], opt.short, short.Move, short.Depth, short.Score, played)
		if played == "-" {
			continue
		}
		afterShort, err := threat(ply, short.Move)
		if err != nil {
			return err
		}
		long, err := e.Search(ctx, pos, ai.Limits{Time: opt.long})
		if err != nil {
			return err
		}
		afterLong, err := threat(ply, long.Move)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "        %v: %-4v d%-2d %6d %s opp: %s\n", opt.short, short.Move, short.Depth, short.Score, short.Source, afterShort)
		fmt.Fprintf(out, "        %v: %-4v d%-2d %6d %s opp: %s\n", opt.long, long.Move, long.Depth, long.Score,
			engine.FormatMoves(long.PV[:min(len(long.PV), 8)]), afterLong)
		if !opt.all {
			return nil
		}
	}
	return nil
}
