package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/cli/usage"
	"gomoku/engine/record"
	"gomoku/engine/store"
)

func reviewUsage() usage.Command {
	return usage.Command{
		Name:    "review",
		Args:    "[flags] FILE",
		Summary: "Grades every move of a game record with the engine.",
		Details: `FILE is a game record: sgf, psq, pos or a move string in a .txt file.
Each line is a JSON object: the move, Black's win chance before and after
it (0 to 1), the engine's best move there and its line, "mistake": null,
"mistake" or "blunder", and "reason": why ("drop": the win chance fell;
"missed-defence": the opponent has a forced win after the move;
"missed-win": the mover had a forced win and let it go). A move that let
a forced win go while its player is still as good as won is no mistake:
"mistake" is null and "reason" is "slower-win". A move that costs 0.30 of
its player's win chance or more is always a blunder; a move in a position
already lost never is. Ctrl+C stops it.`,
		Examples: []string{
			"gomoku review game.sgf",
			"gomoku review --json=false --depth 10 game.psq",
		},
	}
}

// reviewLine is one move of the output.
type reviewLine struct {
	Ply     int     `json:"ply"`
	Color   string  `json:"color"`
	Move    string  `json:"move"`
	Before  float64 `json:"before"`
	After   float64 `json:"after"`
	Best    string  `json:"best"`
	Line    string  `json:"line"`
	Mistake *string `json:"mistake"`
	Reason  string  `json:"reason,omitempty"`
	Drop    float64 `json:"drop"`
}

// Review is the "gomoku review" command. It returns 0 on success, 1 when
// the record cannot be read or replayed or the analysis fails, 2 for a
// usage error.
func Review(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := reviewUsage()
	fs := c.FlagSet()
	asJSON := fs.Bool("json", true, "one JSON object per move (--json=false: a plain table)")
	depth := fs.Int("depth", analysis.DefaultDepth, "search depth per position, 1–64")
	per := fs.Duration("time", 0, "at most this long per position, e.g. 500ms (0: depth only; results then depend on the machine)")
	ruleName := fs.String("rule", "", "rule for records that do not name one: "+engine.RuleNames(", "))
	useCache := fs.Bool("cache", false, "keep and reuse results in the config folder, as the game does")
	configDir := fs.String("config-dir", "", "config `folder` for --cache (default: the game's)")
	files, err := parseInterspersed(fs, args)
	if status, ok := c.Finish(fs, err, stdout, stderr); !ok {
		return status
	}
	if len(files) != 1 {
		return c.Fail(stderr, fs, "want one FILE, got %d argument(s)", len(files))
	}
	if *depth < 1 || *depth > 64 || *per < 0 {
		return c.Fail(stderr, fs, "--depth must be 1–64 and --time not negative")
	}
	opt := record.Options{}
	if *ruleName != "" {
		if opt.Rule, err = engine.ParseRule(*ruleName); err != nil {
			return c.Fail(stderr, fs, "--rule: %v", err)
		}
	}
	rec, err := record.LoadWith(files[0], opt)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku review: %v\n", err)
		return 1
	}
	if _, err := rec.Replay(); err != nil {
		fmt.Fprintf(stderr, "gomoku review: %s: %v\n", files[0], err)
		return 1
	}
	var cache analysis.Cache
	if *useCache {
		dir, err := store.Dir(*configDir)
		if err != nil {
			fmt.Fprintf(stderr, "gomoku review: %v\n", err)
			return 1
		}
		cache = analysis.NewDisk(dir)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	g := analysis.Game{Rule: rec.Rule, Size: rec.Size, Moves: rec.Moves}
	r, err := analysis.New(cache).Analyze(ctx, g, analysis.Options{Depth: *depth, Time: *per}, nil)
	var corrupt *store.CorruptError
	if errors.As(err, &corrupt) {
		// A damaged cache file was set aside: say so, and analyse afresh.
		fmt.Fprintf(stderr, "gomoku review: %v\n", err)
		r, err = analysis.New(nil).Analyze(ctx, g, analysis.Options{Depth: *depth, Time: *per}, nil)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gomoku review: %s: %v\n", files[0], err)
		return 1
	}
	for _, m := range r.Moves {
		l := lineOf(m)
		if *asJSON {
			data, err := json.Marshal(l)
			if err != nil {
				fmt.Fprintf(stderr, "gomoku review: %v\n", err)
				return 1
			}
			fmt.Fprintf(stdout, "%s\n", data)
			continue
		}
		mark := ""
		switch {
		case l.Mistake != nil:
			mark = *l.Mistake + " (" + l.Reason + ")"
		case l.Reason != "":
			mark = "note (" + l.Reason + ")"
		}
		fmt.Fprintf(stdout, "%3d %-5s %-4s %.2f -> %.2f  best %-4s %s\n", l.Ply, l.Color, l.Move, l.Before, l.After, l.Best, mark)
	}
	return 0
}

func lineOf(m analysis.Move) reviewLine {
	l := reviewLine{Ply: m.Ply, Color: "black", Move: m.Move.String(), Before: round3(m.Before), After: round3(m.After),
		Best: m.Best.String(), Line: engine.FormatMoves(m.Line), Reason: string(m.Reason), Drop: round3(m.Drop)}
	if m.Color == engine.White {
		l.Color = "white"
	}
	if m.Severity == analysis.Mistake || m.Severity == analysis.Blunder {
		s := string(m.Severity)
		l.Mistake = &s
	}
	return l
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }
