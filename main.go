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
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/veandco/go-sdl2/sdl"
	"github.com/veandco/go-sdl2/ttf"

	"gomoku/engine"
	"gomoku/engine/ai/bench"
	"gomoku/engine/ai/match"
	"gomoku/engine/analyze"
	"gomoku/engine/app"
	"gomoku/engine/app/aiplayer"
	"gomoku/engine/i18n"
	"gomoku/engine/pbrain"
	"gomoku/engine/record"
	"gomoku/engine/sound"
	"gomoku/engine/store"
	"gomoku/input/loop"
	"gomoku/render"
	"gomoku/render/audio"
)

func init() {
	// SDL wants every call from the thread that initialised it; pin main's
	// goroutine to the main OS thread.
	runtime.LockOSThread()
}

func main() {
	start := time.Now()
	// Gomocup managers start engines named pbrain-*: built under that name
	// (make brain) the program speaks the protocol from the first line.
	if strings.HasPrefix(filepath.Base(os.Args[0]), "pbrain-") {
		os.Exit(pbrain.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, start))
}

const usage = `usage:
  gomoku [flags]                      play (gomoku -h lists the flags)
  gomoku --open game.sgf              open a game record in review
  gomoku render --moves h8i9 --out board.png [--width W --height H --size N --rule R]
  gomoku analyze --rule renju --moves h8i9j10   (or --black/--white, or lines on stdin)
  gomoku convert IN OUT                convert game records (.sgf .psq .pos .txt)
  gomoku pbrain                        speak the Gomocup (Piskvork) engine protocol on stdin/stdout
  gomoku bench                         search a fixed set of positions; prints nodes, time, nodes/s
  gomoku match [flags]                 engine self-play match (gomoku match -h)
`

// run dispatches subcommands and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer, start time.Time) int {
	if len(args) > 0 {
		switch args[0] {
		case "render":
			return render.Main(args[1:], stdin, stdout, stderr)
		case "analyze":
			return analyze.Main(args[1:], stdin, stdout, stderr)
		case "convert":
			return record.Main(args[1:], stdin, stdout, stderr)
		case "pbrain":
			return pbrain.Main(args[1:], stdin, stdout, stderr)
		case "bench":
			return bench.Main(args[1:], stdin, stdout, stderr)
		case "match":
			return match.Main(args[1:], stdin, stdout, stderr)
		case "help":
			fmt.Fprint(stdout, usage)
			return 0
		}
	}
	if err := play(args, stderr, start); err != nil {
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
	opening      string
	lang         string
	open         string
	set          map[string]bool // flags given on the command line
}

func parsePlayFlags(args []string, stderr io.Writer) (playFlags, error) {
	f := playFlags{set: map[string]bool{}}
	fs := flag.NewFlagSet("gomoku", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&f.fullscreen, "fullscreen", false, "start in full-screen desktop mode (F11 toggles; the choice is remembered)")
	fs.StringVar(&f.configDir, "config-dir", "", "folder for settings, results and the saved game (default: the user config folder/gomoku)")
	fs.IntVar(&f.width, "width", 0, "window width in screen points (default: 80% of the display)")
	fs.IntVar(&f.height, "height", 0, "window height in screen points (default: 80% of the display)")
	fs.BoolVar(&f.clickToPlace, "click-to-place", true, "a click places a stone at once (false: a click moves the cursor, Place stone confirms)")
	fs.IntVar(&f.size, "size", engine.DefaultSize, fmt.Sprintf("board size, %d–%d (starts a new game)", engine.MinSize, engine.MaxSize))
	fs.StringVar(&f.rule, "rule", "freestyle", "rule set: freestyle, standard, renju, caro, omok (starts a new game)")
	fs.StringVar(&f.opening, "opening", "none", "opening rule: none, pro, longpro, swap, swap2 (starts a new game)")
	fs.StringVar(&f.open, "open", "", "open a game record (.sgf .psq .pos .txt) in review at start; Esc goes on to the game")
	fs.StringVar(&f.lang, "lang", "", "language: en, zh-Hant, ko, ja (default: from LC_ALL/LC_MESSAGES/LANG on first launch; remembered)")
	if err := fs.Parse(args); err != nil {
		return f, err
	}
	if fs.NArg() > 0 {
		return f, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	return f, nil
}

// apply puts the command-line choices over the remembered settings. Asking
// for a kind of game on the command line starts a fresh game of that kind.
func (f playFlags) apply(b *app.Boot, cat *i18n.Catalogs) error {
	switch {
	case f.set["lang"]:
		b.Settings.Language = cat.Match(f.lang)
	case b.Settings.Language == "":
		b.Settings.Language = cat.Detect(os.Getenv)
	}
	if f.set["fullscreen"] {
		b.Settings.Fullscreen = f.fullscreen
	}
	if f.set["click-to-place"] {
		b.Settings.ClickToPlace = f.clickToPlace
	}
	cfg := b.Settings.Setup.Game
	if f.set["size"] {
		cfg.Size = f.size
	}
	if f.set["rule"] {
		r, err := engine.ParseRule(f.rule)
		if err != nil {
			return err
		}
		cfg.Rule = r
	}
	if f.set["opening"] {
		o, err := engine.ParseOpening(f.opening)
		if err != nil {
			return err
		}
		cfg.Opening = o
	}
	if cfg != b.Settings.Setup.Game {
		if cfg.Rule != engine.Renju {
			cfg.ForbiddenLoses = false
		}
		if cfg.Rule != engine.Freestyle && cfg.Rule != engine.Standard {
			cfg.RestrictBlack = false
		}
		if err := cfg.Validate(); err != nil {
			return err
		}
		b.Settings.Setup.Game = cfg
		b.Resume = nil
	}
	return nil
}

func play(args []string, stderr io.Writer, start time.Time) (err error) {
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
	now := time.Now()
	computer := aiplayer.New()
	cat, err := i18n.Load()
	if err != nil {
		return err
	}
	boot := app.Boot{Settings: app.DefaultSettings()}
	opts := app.Options{
		Now: now, Seed: now.UnixNano(),
		Engine: computer, Levels: computer.Names(), LevelTimes: computer.Times(),
	}
	dir, err := store.Dir(f.configDir)
	if err != nil {
		boot.Problems = append(boot.Problems, app.Problem{File: "config folder", Err: err})
	} else {
		boot = app.LoadBoot(dir, now, len(opts.Levels))
		if boot.FirstLaunch {
			boot.Settings.Setup.Level = computer.DefaultLevel()
		}
		opts.ConfigDir = dir
	}
	for _, p := range boot.Problems {
		fmt.Fprintf(stderr, "gomoku: %v\n", p)
	}
	if err := f.apply(&boot, cat); err != nil {
		return err
	}
	opts.Settings, opts.Scores, opts.Resume, opts.Catalogs = boot.Settings, boot.Scores, boot.Resume, cat
	opts.ScoresLocked, opts.SettingsLocked, opts.Problems = boot.ScoresLocked, boot.SettingsLocked, boot.Problems
	if f.open != "" {
		// Read before the window opens; a bad file is reported on stderr
		// and in the window, and the game starts normally.
		if g, err := record.Load(f.open); err != nil {
			fmt.Fprintf(stderr, "gomoku: --open: %v\n", err)
			opts.Problems = append(opts.Problems, app.Problem{File: f.open, Err: err})
		} else {
			opts.Open, opts.OpenName = g, filepath.Base(f.open)
		}
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

	win, ren, err := openWindow(f, boot.Settings.Fullscreen)
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
	player, err := audio.Open(sound.NewBank(sound.DefaultSampleRate))
	if err != nil {
		fmt.Fprintf(stderr, "gomoku: playing without sound: %v\n", err)
	}
	defer player.Close()

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
	l.Audio = player
	defer l.Flush()
	// Controllers are optional: a machine where SDL's controller subsystem
	// fails still plays with keyboard and mouse.
	if err := l.StartControllers(opts.ConfigDir); err != nil {
		fmt.Fprintf(stderr, "gomoku: controllers: %v\n", err)
	}
	defer l.Input.CloseControllers()
	if os.Getenv("GOMOKU_STARTUP_PROBE") != "" {
		// Diagnostics: time from process start to the first frame on
		// screen, then exit (used to check the 300 ms start-up budget).
		l.Drawn = func() {
			fmt.Fprintf(stderr, "gomoku: first frame after %v\n", time.Since(start).Round(time.Millisecond))
			l.Stop()
		}
	}
	return l.Run()
}

// openWindow creates a resizable, HiDPI-aware window at 80% of the display
// (or the size asked for) and an accelerated vsynced renderer, falling back
// to the software renderer where no accelerated one works.
func openWindow(f playFlags, fullscreen bool) (*sdl.Window, *sdl.Renderer, error) {
	w, h := int32(f.width), int32(f.height)
	if w <= 0 || h <= 0 {
		w, h = 1280, 800
		if mode, err := sdl.GetDesktopDisplayMode(0); err == nil && mode.W > 0 && mode.H > 0 {
			w, h = mode.W*8/10, mode.H*8/10
		}
	}
	flags := uint32(sdl.WINDOW_RESIZABLE | sdl.WINDOW_ALLOW_HIGHDPI)
	if fullscreen {
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
