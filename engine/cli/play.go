package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/app/aiplayer"
	"gomoku/engine/cli/usage"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/store"
)

// Game is everything main needs to open the window and play: the app's
// options (settings, scores, the saved game, problems found on the way)
// and the window the player asked for.
type Game struct {
	Options    app.Options
	Fullscreen bool
	Width      int // requested window size in screen points; 0: pick one
	Height     int
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

// errUsage is a mistake on the command line, already reported with the
// usage on stderr: the exit status is 2.
var errUsage = errors.New("usage error")

// parsePlayFlags reads the game's flags. -h or --help prints the usage
// (subcommands and flags) on stdout and returns flag.ErrHelp; a mistake is
// reported on stderr, one line and then the usage, and returns errUsage.
func parsePlayFlags(args []string, stdout, stderr io.Writer, cat *i18n.Catalogs) (playFlags, error) {
	f := playFlags{set: map[string]bool{}}
	fs := flag.NewFlagSet("gomoku", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.BoolVar(&f.fullscreen, "fullscreen", false, "start in full-screen desktop mode (F11 toggles; the choice is remembered)")
	fs.StringVar(&f.configDir, "config-dir", "", "`folder` for settings, results and the saved game (default: the user config folder/gomoku)")
	fs.IntVar(&f.width, "width", 0, "window width in screen points (default: 80% of the display)")
	fs.IntVar(&f.height, "height", 0, "window height in screen points (default: 80% of the display)")
	fs.BoolVar(&f.clickToPlace, "click-to-place", true, "a click places a stone at once (--click-to-place=false: a click only moves the cursor, Place stone confirms)")
	fs.IntVar(&f.size, "size", engine.DefaultSize, fmt.Sprintf("board size, %d–%d (starts a new game)", engine.MinSize, engine.MaxSize))
	fs.StringVar(&f.rule, "rule", "freestyle", "rule set: "+engine.RuleNames(", ")+" (starts a new game)")
	fs.StringVar(&f.opening, "opening", "none", "opening rule: "+engine.OpeningNames(", ")+" (starts a new game)")
	fs.StringVar(&f.open, "open", "", "open a game record `file` (.sgf .psq .pos .txt) in review at start; Esc goes on to the game")
	fs.StringVar(&f.lang, "lang", "", "language: "+languageNames(cat)+" (default: from LC_ALL/LC_MESSAGES/LANG on first launch; remembered)")
	fail := func(format string, a ...any) (playFlags, error) {
		fmt.Fprintf(stderr, "gomoku: %s\n\n", fmt.Sprintf(format, a...))
		writeUsage(stderr, fs)
		return f, errUsage
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			writeUsage(stdout, fs)
			return f, err
		}
		return fail("%s", usage.FlagError(fs, err))
	}
	if fs.NArg() > 0 {
		return fail("no command %q (gomoku help lists them)", fs.Arg(0))
	}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
	if f.set["lang"] {
		if _, ok := cat.Find(f.lang); !ok {
			return fail("--lang %q: no such language (want one of %s)", f.lang, languageNames(cat))
		}
	}
	return f, nil
}

// languageNames lists the languages the game has, for help and errors.
func languageNames(cat *i18n.Catalogs) string {
	var tags []string
	for _, l := range cat.Languages() {
		tags = append(tags, l.Tag)
	}
	return strings.Join(tags, ", ")
}

// apply puts the command-line choices over the remembered settings. Asking
// for a kind of game on the command line starts a fresh game of that kind.
func (f playFlags) apply(b *app.Boot, cat *i18n.Catalogs) error {
	switch {
	case f.set["lang"]:
		b.Settings.Language = cat.Match(f.lang) // parsePlayFlags refused tags no catalog serves
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
		cfg, err := cfg.Normalize()
		if err != nil {
			return err
		}
		b.Settings.Setup.Game = cfg
		b.Resume = nil
	}
	return nil
}

// play prepares the game from the flags and the config folder, then hands
// it to main's window.
func play(args []string, stdout, stderr io.Writer, open func(Game) error) (err error) {
	// A bug must not end in a Go stack trace in the player's face: report
	// it as an error (the trace goes to stderr for a bug report), after the
	// deferred clean-ups of the window have flushed pending saves.
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "gomoku: internal error: %v\n%s", r, debug.Stack())
			err = fmt.Errorf("internal error: %v (details above; please report it)", r)
		}
	}()
	g, err := prepare(args, stdout, stderr)
	if err != nil {
		return err
	}
	return open(g)
}

// prepare reads the flags, the settings, results and saved game, and the
// record to open; problems with files are reported and the game still
// starts.
func prepare(args []string, stdout, stderr io.Writer) (Game, error) {
	cat, err := i18n.Load()
	if err != nil {
		return Game{}, err
	}
	f, err := parsePlayFlags(args, stdout, stderr, cat)
	if err != nil {
		return Game{}, err
	}
	now := time.Now()
	computer := aiplayer.New()
	boot := app.Boot{Settings: app.DefaultSettings()}
	opts := app.Options{
		Now: now, Seed: now.UnixNano(),
		Computer: computer, Levels: computer.Names(), LevelTimes: computer.Times(),
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
		return Game{}, err
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
	return Game{Options: opts, Fullscreen: boot.Settings.Fullscreen, Width: f.width, Height: f.height}, nil
}
