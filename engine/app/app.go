package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/sound"
	"gomoku/engine/store"
)

// How long transient marks stay on screen.
const (
	invalidCueTime = 350 * time.Millisecond
	noticeTime     = 20 * time.Second
	toastTime      = 3 * time.Second
	// demoPause is the least time between moves in computer-vs-computer
	// games, so people can follow them.
	demoPause = 800 * time.Millisecond
	// hintLimit bounds a hint search: it must appear within a second.
	hintLimit = 900 * time.Millisecond
	// rippleTime is how long the ring around a newly placed stone spreads.
	rippleTime = 320 * time.Millisecond
	// autosaveEvery refreshes the saved clocks while a clock runs.
	autosaveEvery = 5 * time.Second
)

// Options configure a new App.
type Options struct {
	// Settings are the player's preferences (DefaultSettings on a first
	// launch); Settings.Setup is the kind of game to start.
	Settings Settings
	// ConfigDir is where files are written. Empty disables saving.
	ConfigDir string
	// Scores are the best results and statistics loaded at start-up.
	Scores store.Scores
	// ScoresLocked / SettingsLocked: that file exists but could not be read
	// nor set aside, so it must not be overwritten.
	ScoresLocked   bool
	SettingsLocked bool
	// Resume is an unfinished game to restore exactly.
	Resume *Autosave
	// Computer plays the computer's moves and hints; nil disables both.
	Computer Computer
	// Levels names the engine's levels, weakest first.
	Levels []string
	// LevelTimes is each level's thinking time per move.
	LevelTimes []time.Duration
	// Moves set up a position to start from (played in order with full
	// rule checks), e.g. for the render command.
	Moves []engine.Point
	// Open is a game record to show in review at start-up (--open), from
	// the file OpenName; Back goes on to the game underneath.
	Open     *record.Game
	OpenName string
	// Problems are files that could not be used at start-up; the first is
	// shown in the window (all of them went to stderr).
	Problems []Problem
	// Catalogs are the message catalogs; nil loads the embedded ones.
	// Settings.Language picks the language.
	Catalogs *i18n.Catalogs
	Width    int
	Height   int
	Now      time.Time
	// Seed varies the computer's play from session to session; each game
	// draws a seed of its own from it (seed.go).
	Seed int64
	// AnalysisCache keeps the review's analyses; nil: a folder in
	// ConfigDir (analysis.NewDisk), or memory without one. AnalysisDepth
	// is the search depth per position (0: analysis.DefaultDepth).
	AnalysisCache analysis.Cache
	AnalysisDepth int
	// LiveDepth is the deepest the live evaluation searches (0: 12 plies).
	LiveDepth int
}

// App is the running game as a player sees it. It is not safe for
// concurrent use: the frame loop owns it.
type App struct {
	opts     Options
	tr       *i18n.Lang
	settings Settings
	setup    Setup
	game     *engine.Game
	layout   Layout
	now      time.Time
	dirty    bool
	effects  []Effect

	// scene is the screen showing (see scene.go); play is the board of
	// the game in progress, kept while other screens show.
	scene scene
	play  *playScene

	// The game in progress: the cursor, undone moves, the clocks, the
	// computer's search, and when it was last saved.
	cursor     engine.Point
	redo       []action
	clock      clockState
	think      *thinkJob
	lastMoveAt time.Time
	lastSaved  time.Time
	// gameSeed is the game's seed for the computer's choices, drawn at
	// each start (seed.go); gamesStarted counts the session's games.
	gameSeed     int64
	gamesStarted int
	pasting      *pasteJob // a large paste being read off the frame loop
	// aside is the game the last replacing action put aside, which Undo
	// brings back until the player acts on the new board (replace.go).
	aside *asideGame
	// clockHeld: a game restored with its clock running waits for the
	// player's first key or click before the clock runs again.
	clockHeld bool
	// analysisStore is the review analyses' cache (review_analysis.go).
	analysisStore analysis.Cache
	// live is the engine's view of the position shown (live*.go).
	live liveState

	// The pointer (shared by the board and the menus), controllers and
	// the boss screen.
	pointerX  int
	pointerY  int
	pointerIn bool
	devices   []device
	boss      bool
	// backClosed: the last intent was a Back that closed something, so a
	// boss key right after it is another Back (apply.go).
	backClosed bool

	scores      store.Scores
	lastWin     int
	lastWinBest bool
	recorded    bool
	// notices wait their turn in the panel (notices.go); problems keeps
	// every one of the session for the Problems screen.
	notices   []notice
	problems  []notice
	noticeEnd time.Time
	toast     string
	toastEnd  time.Time

	// Touch screen (touch.go).
	touch   touchState
	touchUI bool
}

// New starts the app on the board: the autosaved game restored exactly if
// there is one, else a fresh game of the last-used kind.
func New(opts Options) (*App, error) {
	if opts.Settings.Version == 0 {
		opts.Settings = DefaultSettings()
	}
	a := &App{opts: opts, settings: opts.Settings, now: opts.Now, scores: opts.Scores, dirty: true, play: &playScene{}}
	if a.opts.Catalogs == nil {
		cat, err := i18n.Load()
		if err != nil {
			return nil, err
		}
		a.opts.Catalogs = cat
	}
	a.tr = a.opts.Catalogs.Lang(a.settings.Language)
	setup := opts.Settings.Setup
	if setup.Mode != ModeTwoPlayer && opts.Computer == nil {
		setup.Mode = ModeTwoPlayer
	}
	if err := setup.Validate(len(opts.Levels)); err != nil {
		return nil, err
	}
	if opts.Resume != nil {
		if err := a.restore(*opts.Resume); err == nil {
			a.started()
			return a, nil
		} else {
			a.opts.Problems = append(a.opts.Problems, Problem{File: AutosaveFile, Err: err})
		}
	}
	if err := a.startGame(setup); err != nil {
		return nil, err
	}
	if err := a.game.PlayAll(opts.Moves); err != nil {
		return nil, fmt.Errorf("app: starting position: %w", err)
	}
	if last, ok := a.game.LastMove(); ok {
		a.cursor = last
	}
	a.started()
	return a, nil
}

// started finishes New: lays out the window, shows the first start-up
// problem and opens the record asked for on the command line.
func (a *App) started() {
	a.relayout()
	a.showProblems()
	if a.opts.Open != nil {
		a.openRecord(a.opts.Open, a.opts.OpenName, nil)
	}
}

// showProblems queues every start-up problem as a notice, in the
// player's words; the error itself is kept for the Problems screen.
func (a *App) showProblems() {
	for _, p := range a.opts.Problems {
		a.report(a.textLoadProblem(p), p.Err, true)
	}
}

// textLoadProblem says what a damaged file at start-up means for the
// player: for their game, settings or best results, what they see now and
// where the damaged file went, rather than "the defaults are used".
func (a *App) textLoadProblem(p Problem) string {
	var ce *store.CorruptError
	if errors.As(p.Err, &ce) && ce.KeptAside() {
		aside := filepath.Base(ce.Aside)
		switch p.File {
		case AutosaveFile:
			return a.t(i18n.KeyErrorAutosaveKeptAside, "file", aside)
		case SettingsFile:
			return a.t(i18n.KeyErrorSettingsKeptAside, "file", aside)
		case store.BestFile:
			return a.t(i18n.KeyErrorBestKeptAside, "file", aside)
		}
	}
	return a.t(i18n.KeyErrorLoad, "file", p.File, "error", a.reason(p.Err))
}

// startGame begins a fresh game of the given kind on the play screen.
func (a *App) startGame(s Setup) error {
	g, err := engine.NewGame(s.Game)
	if err != nil {
		return err
	}
	a.cancelThink()
	a.setup, a.game = s, g
	a.show(a.play)
	a.resetRound()
	return nil
}

// resetRound clears everything that belongs to one round.
func (a *App) resetRound() {
	a.nextGameSeed()
	a.cursor = engine.Center(a.game.Config().Size)
	a.lastWin, a.lastWinBest, a.recorded = 0, false, false
	// A toast is about the board it was raised on ("the game is over"):
	// it must not linger on the new one.
	a.toast, a.toastEnd = "", time.Time{}
	a.play.reset()
	a.redo = nil
	a.clock = newClock(a.setup.Clock)
	a.lastMoveAt = a.now
	a.relayout()
	a.refreshHover()
	a.dirty = true
}

// Game exposes the game for read-only inspection (tests, the render
// command). Callers must not play moves on it.
func (a *App) Game() *engine.Game { return a.game }

// Cursor is the board cursor.
func (a *App) Cursor() engine.Point { return a.cursor }

// Boss reports whether the boss screen is showing.
func (a *App) Boss() bool { return a.boss }

// Screen is what fills the window.
func (a *App) Screen() Screen { return a.scene.screen() }

// Language is the tag of the language the app speaks.
func (a *App) Language() string { return a.tr.Tag() }

// Settings returns the current preferences.
func (a *App) Settings() Settings { return a.settings }

// Setup returns the kind of game being played.
func (a *App) Setup() Setup { return a.setup }

// Kind names what is being played, the key best results are kept under.
func (a *App) Kind() string { return a.setup.Kind() }

// Scores returns the best results as the app knows them.
func (a *App) Scores() store.Scores { return a.scores }

// Thinking reports whether the computer is searching for a move.
func (a *App) Thinking() bool { return a.think != nil && !a.think.hint }

// Close cancels background work; call it when the loop ends.
func (a *App) Close() {
	a.cancelThink()
	a.cancelLive()
	a.scene.leave(a)
}

// Dirty reports whether the view changed since the last MarkDrawn.
func (a *App) Dirty() bool { return a.dirty }

// MarkDrawn records that the current view is on screen.
func (a *App) MarkDrawn() { a.dirty = false }

// TakeEffects returns and clears the pending platform requests.
func (a *App) TakeEffects() []Effect {
	e := a.effects
	a.effects = nil
	return e
}

func (a *App) emit(e Effect) { a.effects = append(a.effects, e) }

// cue asks for a sound, at the player's volume.
func (a *App) cue(c sound.Cue) {
	if a.settings.Mute || a.settings.Volume == 0 {
		return
	}
	a.emit(Effect{Kind: EffectCue, Cue: c, Volume: float64(a.settings.Volume) / 10})
}

// Saved reports the outcome of an EffectSave.
func (a *App) Saved(path string, err error) {
	if err != nil {
		a.report(a.textSaveFailed(err), err, true)
	}
}

func (a *App) save(name string, data []byte) {
	if a.opts.ConfigDir == "" {
		return
	}
	a.emit(Effect{Kind: EffectSave, Path: filepath.Join(a.opts.ConfigDir, name), Data: data})
}

func (a *App) setToast(msg string) {
	a.toast, a.toastEnd = msg, a.now.Add(toastTime)
	a.dirty = true
}

func (a *App) relayout() {
	a.layout = ComputeLayout(a.opts.Width, a.opts.Height, a.boardSize(), a.settings.LargeUI)
}

// boardSize is the size of the board on screen: a reviewed record's may
// differ from the game in play.
func (a *App) boardSize() int {
	if r, ok := a.scene.(*reviewScene); ok {
		return r.cfg.Size
	}
	if s, ok := a.scene.(interface{ boardSize(*App) int }); ok {
		return s.boardSize(a) // the Puzzles mode and the board editor
	}
	return a.game.Config().Size
}
