// Command gomoku is a five-in-a-row game on SDL2.
//
// Usage:
//
//	gomoku [flags]                 play (see -h for flags)
//	gomoku render [flags]          draw a position into a PNG, headless
//
// main only parses flags, starts SDL and wires the packages together; the
// game itself lives in engine/ (rules, app), input/, render/.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine"
	"gomoku/engine/analyze"
	"gomoku/engine/app"
	"gomoku/engine/record"
	"gomoku/engine/store"
	"gomoku/input/loop"
	"gomoku/render"
)

func init() {
	// SDL wants every call from the thread that initialised it; pin main's
	// goroutine to the main OS thread.
	runtime.LockOSThread()
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

const usage = `usage:
  gomoku [flags]                      play (gomoku -h lists the flags)
  gomoku render --moves h8i9 --out board.png [--width W --height H --size N --rule R]
  gomoku analyze --rule renju --moves h8i9j10   (or --black/--white, or lines on stdin)
  gomoku convert IN OUT                convert game records (.sgf .psq .pos .txt)
`

// run dispatches subcommands and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "render":
			return renderCmd(args[1:], stdout, stderr)
		case "analyze":
			return analyze.Main(args[1:], stdin, stdout, stderr)
		case "convert":
			return record.Main(args[1:], stdin, stdout, stderr)
		case "help":
			fmt.Fprint(stdout, usage)
			return 0
		}
	}
	if err := play(args, stderr); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "gomoku: %v\n", err)
		return 1
	}
	return 0
}

type playFlags struct {
	fullscreen   bool
	configDir    string
	width        int
	height       int
	clickToPlace bool
	size         int
	rule         string
}

func parsePlayFlags(args []string, stderr io.Writer) (playFlags, error) {
	var f playFlags
	fs := flag.NewFlagSet("gomoku", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&f.fullscreen, "fullscreen", false, "start in full-screen desktop mode (F11 toggles)")
	fs.StringVar(&f.configDir, "config-dir", "", "folder for saved results (default: the user config folder/gomoku)")
	fs.IntVar(&f.width, "width", 0, "window width in screen points (default: 80% of the display)")
	fs.IntVar(&f.height, "height", 0, "window height in screen points (default: 80% of the display)")
	fs.BoolVar(&f.clickToPlace, "click-to-place", true, "a click places a stone at once (false: a click moves the cursor, Place stone confirms)")
	fs.IntVar(&f.size, "size", engine.DefaultSize, fmt.Sprintf("board size, %d–%d", engine.MinSize, engine.MaxSize))
	fs.StringVar(&f.rule, "rule", "freestyle", "rule set: freestyle, standard, renju, caro, omok")
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return f, nil
}

func (f playFlags) gameConfig() (engine.Config, error) {
	rule, err := engine.ParseRule(f.rule)
	if err != nil {
		return engine.Config{}, err
	}
	cfg := engine.Config{Size: f.size, Rule: rule}
	return cfg, cfg.Validate()
}

func play(args []string, stderr io.Writer) (err error) {
	// A bug must not end in a Go stack trace in the player's face: report
	// it as an error (the trace goes to stderr for a bug report), after the
	// deferred clean-ups below have flushed pending saves.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "gomoku: internal error: %v\n%s", r, debug.Stack())
			err = fmt.Errorf("internal error: %v (details above; please report it)", r)
		}
	}()
	f, err := parsePlayFlags(args, stderr)
	if err != nil {
		return err
	}
	cfg, err := f.gameConfig()
	if err != nil {
		return err
	}
	now := time.Now()
	opts := app.Options{Game: cfg, ClickToPlace: f.clickToPlace, Now: now}
	dir, err := store.Dir(f.configDir)
	if err != nil {
		opts.Notice = "Results will not be saved: " + err.Error()
		fmt.Fprintf(stderr, "gomoku: %v\n", err)
	} else {
		opts.ConfigDir = dir
		opts.Scores, opts.ScoresLocked, opts.Notice = loadScores(dir, now, stderr)
	}

	sdl.SetHint(sdl.HINT_VIDEO_ALLOW_SCREENSAVER, "1")
	if err := sdl.Init(sdl.INIT_VIDEO | sdl.INIT_EVENTS); err != nil {
		return fmt.Errorf("SDL init: %w", err)
	}
	defer sdl.Quit()
	if err := ttf.Init(); err != nil {
		return fmt.Errorf("SDL_ttf init: %w", err)
	}
	defer ttf.Quit()

	win, ren, err := openWindow(f)
	if err != nil {
		return err
	}
	defer win.Destroy()
	defer ren.Destroy()
	painter, err := render.New(ren)
	if err != nil {
		return err
	}
	defer painter.Close()

	ow, oh, err := ren.GetOutputSize()
	if err != nil {
		return fmt.Errorf("output size: %w", err)
	}
	opts.Width, opts.Height = int(ow), int(oh)
	a, err := app.New(opts)
	if err != nil {
		return err
	}
	l := loop.New(win, ren, painter, a, store.NewSaver())
	defer l.Flush()
	return l.Run()
}

// loadScores reads best.json; problems are reported on stderr and returned
// as a notice for the window, and never stop the game.
func loadScores(dir string, now time.Time, stderr io.Writer) (store.Scores, bool, string) {
	scores, err := store.LoadScores(dir, now)
	if err == nil {
		return scores, false, ""
	}
	fmt.Fprintf(stderr, "gomoku: %v\n", err)
	var ce *store.CorruptError
	if errors.As(err, &ce) {
		if ce.KeptAside() {
			return store.Scores{}, false, "Best results were unreadable; kept as " + ce.Aside
		}
		return store.Scores{}, true, "Best results are unreadable and will not be overwritten"
	}
	return store.Scores{}, true, "Best results could not be read: " + err.Error()
}

// openWindow creates a resizable, HiDPI-aware window at 80% of the display
// (or the size asked for) and an accelerated vsynced renderer, falling back
// to the software renderer where no accelerated one works.
func openWindow(f playFlags) (*sdl.Window, *sdl.Renderer, error) {
	w, h := int32(f.width), int32(f.height)
	if w <= 0 || h <= 0 {
		w, h = 1280, 800
		if mode, err := sdl.GetDesktopDisplayMode(0); err == nil && mode.W > 0 && mode.H > 0 {
			w, h = mode.W*8/10, mode.H*8/10
		}
	}
	flags := uint32(sdl.WINDOW_RESIZABLE | sdl.WINDOW_ALLOW_HIGHDPI)
	if f.fullscreen {
		flags |= sdl.WINDOW_FULLSCREEN_DESKTOP
	}
	win, err := sdl.CreateWindow("Gomoku", sdl.WINDOWPOS_CENTERED, sdl.WINDOWPOS_CENTERED, w, h, flags)
	if err != nil {
		return nil, nil, fmt.Errorf("create window: %w", err)
	}
	win.SetMinimumSize(320, 240)
	ren, err := sdl.CreateRenderer(win, -1, sdl.RENDERER_ACCELERATED|sdl.RENDERER_PRESENTVSYNC)
	if err != nil {
		ren, err = sdl.CreateRenderer(win, -1, sdl.RENDERER_SOFTWARE)
	}
	if err != nil {
		win.Destroy()
		return nil, nil, fmt.Errorf("create renderer: %w", err)
	}
	ren.SetDrawBlendMode(sdl.BLENDMODE_BLEND)
	return win, ren, nil
}

// renderCmd draws a position exactly as the game shows it into a PNG,
// without a visible window.
func renderCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gomoku render", flag.ContinueOnError)
	fs.SetOutput(stderr)
	moves := fs.String("moves", "", "moves in notation, e.g. h8i9h9")
	out := fs.String("out", "board.png", "PNG file to write")
	width := fs.Int("width", 1280, "image width in pixels")
	height := fs.Int("height", 800, "image height in pixels")
	size := fs.Int("size", engine.DefaultSize, "board size")
	ruleName := fs.String("rule", "freestyle", "rule set")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "gomoku render: %v\n", err)
		return 1
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		return fail(err)
	}
	if *width < 64 || *height < 64 || *width > 8192 || *height > 8192 {
		return fail(fmt.Errorf("image size %d×%d out of range 64–8192", *width, *height))
	}
	pts, err := engine.ParseMoves(*moves, *size)
	if err != nil {
		return fail(err)
	}
	a, err := app.New(app.Options{
		Game: engine.Config{Size: *size, Rule: rule}, Moves: pts,
		Width: *width, Height: *height, Now: time.Now(),
	})
	if err != nil {
		return fail(err)
	}
	img, err := render.Snapshot(a.View())
	if err != nil {
		return fail(err)
	}
	if err := render.WritePNG(*out, img); err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "wrote %s (%d×%d)\n", *out, *width, *height)
	return 0
}
