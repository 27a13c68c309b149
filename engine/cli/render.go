package cli

import (
	"fmt"
	"io"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/cli/usage"
	"gomoku/engine/store"
)

func renderUsage() usage.Command {
	return usage.Command{
		Name:    "render",
		Args:    "--out FILE [--moves MOVES | --open RECORD] [flags]",
		Summary: "Draws a position as the game shows it, to a PNG file.",
		Details: `The moves are played on a fresh board (or a game record is opened in
review) and the screen is drawn at the size asked for. The folder of
--out must exist.`,
		Examples: []string{
			"gomoku render --moves h8i9h9 --out board.png",
			"gomoku render --rule renju --moves h8i9j10 --width 800 --height 480 -o s.png",
			"gomoku render --open game.sgf --review --out review.png",
		},
	}
}

// Render is the `gomoku render` command: it plays a move string on a fresh
// board and writes the screen as the game would show it to a PNG, with no
// display needed. It returns the exit status (0 ok, 1 failure, 2 usage).
func Render(args []string, stdin io.Reader, stdout, stderr io.Writer, draw Painter) int {
	c := renderUsage()
	fs := c.FlagSet()
	out := fs.String("out", "", "the PNG `file` to write (required)")
	usage.Alias(fs, "o", "out")
	size := fs.Int("size", engine.DefaultSize, fmt.Sprintf("board size, %d–%d", engine.MinSize, engine.MaxSize))
	rule := fs.String("rule", "freestyle", "rule set: "+engine.RuleNames(", "))
	moves := fs.String("moves", "", "moves to play, e.g. h8i9h9")
	cursor := fs.String("cursor", "", "`point` to put the cursor on, e.g. j9 (default: where the last move was played)")
	w := fs.Int("width", 1280, "picture width in pixels")
	h := fs.Int("height", 800, "picture height in pixels")
	boss := fs.Bool("boss", false, "show the boss screen")
	open := fs.String("open", "", "show the game record `file` (.sgf .psq .pos .txt) in review")
	review := fs.Bool("review", false, "with --open: analyse the game and draw its evaluation graph")
	depth := fs.Int("depth", renderReviewDepth, "with --review: search depth per position; with --live: the live evaluation's depth")
	ply := fs.Int("ply", -1, "with --open: show the position after move `N` (default: the last move)")
	live := fs.Bool("live", false, "draw the live evaluation (bar, the engine's line) and the threat marks of the position shown")
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	switch {
	case *out == "":
		return c.Fail(stderr, fs, "--out is required: the PNG file to write")
	case fs.NArg() > 0:
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	case *review && *open == "":
		return c.Fail(stderr, fs, "--review needs --open")
	case *depth < 1 || *depth > 64:
		return c.Fail(stderr, fs, "--depth %d out of range 1–64", *depth)
	case *w < 1 || *h < 1 || *w > app.MaxPictureSide || *h > app.MaxPictureSide:
		return c.Fail(stderr, fs, "picture size %dx%d out of range 1–%d", *w, *h, app.MaxPictureSide)
	}
	if err := store.CheckOutputFolder(*out); err != nil {
		fmt.Fprintf(stderr, "gomoku render: %v\n", err)
		return 1
	}
	var v app.View
	var err error
	if *open != "" {
		v, err = reviewView(*open, *w, *h, *review, *depth, *live, *ply)
	} else {
		v, err = scriptedView(*size, *rule, *moves, *cursor, *w, *h, *boss, *live, *depth)
	}
	if err != nil {
		fmt.Fprintf(stderr, "gomoku render: %v\n", err)
		return 2
	}
	if err := draw(v, *out); err != nil {
		fmt.Fprintf(stderr, "gomoku render: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d)\n", *out, *w, *h)
	return 0
}

// Painter draws a view into a PNG file. The SDL one (render.SnapshotPNG)
// is handed in by main, so this package stays free of SDL.
type Painter func(v app.View, path string) error

// scriptedView plays moves through the same intents a keyboard player
// sends, so the picture is exactly what the game would show.
func scriptedView(size int, rule, moves, cursor string, w, h int, boss, live bool, depth int) (app.View, error) {
	r, err := engine.ParseRule(rule)
	if err != nil {
		return app.View{}, err
	}
	settings := app.DefaultSettings()
	settings.Setup.Game = engine.Config{Size: size, Rule: r}
	settings.Animations = false // a still picture shows the board at rest
	settings.LiveEval, settings.ThreatMarks = liveSettings(live)
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h, LiveDepth: depth})
	if err != nil {
		return app.View{}, err
	}
	pts, err := engine.ParseMoves(moves, size)
	if err != nil {
		return app.View{}, err
	}
	walk := func(p engine.Point) {
		c := a.Cursor()
		a.Apply(app.Intent{Kind: app.MoveCursor, DX: p.X - c.X, DY: p.Y - c.Y})
	}
	for i, p := range pts {
		walk(p)
		n := a.Game().MoveCount()
		a.Apply(app.Intent{Kind: app.Place})
		if a.Game().MoveCount() != n+1 {
			return app.View{}, fmt.Errorf("move %d (%s) cannot be played", i+1, p)
		}
	}
	if cursor != "" {
		p, err := engine.ParsePoint(cursor, size)
		if err != nil {
			return app.View{}, err
		}
		walk(p)
	}
	if boss {
		a.Apply(app.Intent{Kind: app.BossKey})
	}
	if live {
		a.FinishLive()
	}
	return a.View(), nil
}

// liveSettings are the live evaluation and threat-mark settings of a
// picture: all of it with --live, none without (a picture is the same
// whatever the default).
func liveSettings(live bool) (app.LiveEval, bool) {
	if live {
		return app.LiveAlways, true
	}
	return app.LiveOff, false
}
