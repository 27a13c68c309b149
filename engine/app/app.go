package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"time"

	"gomoku/engine"
	"gomoku/engine/store"
)

// How long transient marks stay on screen.
const (
	invalidCueTime = 350 * time.Millisecond
	noticeTime     = 20 * time.Second
)

// Options configure a new App.
type Options struct {
	Game engine.Config
	// ClickToPlace: a click on an empty intersection places the stone at
	// once. When false a click only moves the cursor and the Place stone
	// button (or Space/Enter) confirms, as in the reference board.
	ClickToPlace bool
	// ConfigDir is where best.json is written. Empty disables saving.
	ConfigDir string
	// Scores are the best results loaded at start-up.
	Scores store.Scores
	// ScoresLocked: the best-result file exists but could not be read nor
	// set aside, so it must not be overwritten.
	ScoresLocked bool
	// Moves set up a position to start from (played in order with full
	// rule checks), e.g. for the render command.
	Moves []engine.Point
	// Notice is shown on start-up (e.g. a corrupt file that was set aside).
	Notice string
	Width  int
	Height int
	Now    time.Time
}

// App is the running game as a player sees it. It is not safe for
// concurrent use: the frame loop owns it.
type App struct {
	opts   Options
	game   *engine.Game
	layout Layout
	now    time.Time

	cursor     engine.Point
	hover      engine.Point
	hoverOK    bool
	pointerX   int
	pointerY   int
	pointerIn  bool
	boss       bool
	invalid    engine.Point
	invalidEnd time.Time

	scores      store.Scores
	lastWin     int
	lastWinBest bool
	notice      string
	noticeAlert bool
	noticeEnd   time.Time
	savePending bool
	effects     []Effect
	dirty       bool
}

// New starts the app on a fresh board.
func New(opts Options) (*App, error) {
	g, err := engine.NewGame(opts.Game)
	if err != nil {
		return nil, err
	}
	if err := g.PlayAll(opts.Moves); err != nil {
		return nil, fmt.Errorf("app: starting position: %w", err)
	}
	a := &App{opts: opts, game: g, now: opts.Now, scores: opts.Scores, dirty: true}
	a.cursor = engine.Center(opts.Game.Size)
	if last, ok := g.LastMove(); ok {
		a.cursor = last
	}
	a.layout = ComputeLayout(opts.Width, opts.Height, opts.Game.Size)
	if opts.Notice != "" {
		a.setNotice(opts.Notice, true)
	}
	return a, nil
}

// Game exposes the game for read-only inspection (tests, the render
// command). Callers must not play moves on it.
func (a *App) Game() *engine.Game { return a.game }

// Cursor is the board cursor.
func (a *App) Cursor() engine.Point { return a.cursor }

// Boss reports whether the boss screen is showing.
func (a *App) Boss() bool { return a.boss }

// Kind names what is being played, the key best results are kept under.
func (a *App) Kind() string {
	cfg := a.game.Config()
	return "two-player " + cfg.Rule.String() + " " + strconv.Itoa(cfg.Size) + "x" + strconv.Itoa(cfg.Size)
}

// Scores returns the best results as the app knows them.
func (a *App) Scores() store.Scores { return a.scores }

// Update advances the clock: transient marks expire.
func (a *App) Update(now time.Time) {
	a.now = now
	if !a.invalidEnd.IsZero() && !now.Before(a.invalidEnd) {
		a.invalidEnd = time.Time{}
		a.dirty = true
	}
	if !a.noticeEnd.IsZero() && !now.Before(a.noticeEnd) {
		a.noticeEnd = time.Time{}
		a.notice = ""
		a.dirty = true
	}
}

// NextWake returns how long until something changes by itself (a mark
// expiring), so an idle loop can sleep; ok is false when nothing is due.
func (a *App) NextWake() (d time.Duration, ok bool) {
	var next time.Time
	for _, t := range []time.Time{a.invalidEnd, a.noticeEnd} {
		if !t.IsZero() && (next.IsZero() || t.Before(next)) {
			next = t
		}
	}
	if next.IsZero() {
		return 0, false
	}
	return max(next.Sub(a.now), 0), true
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

// Saved reports the outcome of an EffectSave.
func (a *App) Saved(path string, err error) {
	if filepath.Base(path) != store.BestFile {
		return
	}
	a.savePending = false
	if err != nil {
		a.setNotice(textSaveFailed(err), true)
	}
}

// Apply carries out one intent.
func (a *App) Apply(in Intent) {
	switch in.Kind {
	case Quit:
		a.effects = append(a.effects, Effect{Kind: EffectQuit})
		return
	case ToggleFullscreen:
		a.effects = append(a.effects, Effect{Kind: EffectToggleFullscreen})
		return
	case Resize:
		a.layout = ComputeLayout(in.X, in.Y, a.game.Config().Size)
		a.refreshHover()
		a.dirty = true
		return
	case BossKey:
		a.boss = !a.boss
		a.dirty = true
		return
	}
	if a.boss {
		// The boss screen hides the game completely; nothing typed while
		// it shows may change the game underneath.
		return
	}
	switch in.Kind {
	case MoveCursor:
		a.moveCursor(in.DX, in.DY)
	case Place:
		a.place(a.cursor)
	case PointerMove:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
		a.refreshHover()
	case PointerLeave:
		a.pointerIn = false
		a.refreshHover()
	case PointerDown:
		a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
		a.refreshHover()
		a.click(in.X, in.Y)
	case Restart:
		a.restart()
	}
}

func (a *App) moveCursor(dx, dy int) {
	size := a.game.Config().Size
	p := engine.Point{X: clamp(a.cursor.X+dx, 0, size-1), Y: clamp(a.cursor.Y+dy, 0, size-1)}
	if p != a.cursor {
		a.cursor = p
		a.dirty = true
	}
}

func (a *App) click(x, y int) {
	for _, b := range a.buttons() {
		if b.Rect.Contains(x, y) && b.Enabled {
			a.press(b.ID)
			return
		}
	}
	p, ok := a.layout.Grid.PointAt(x, y)
	if !ok {
		return
	}
	a.cursor = p
	a.dirty = true
	if a.opts.ClickToPlace {
		a.place(p)
	}
}

func (a *App) press(id ButtonID) {
	switch id {
	case ButtonPlace:
		a.place(a.cursor)
	case ButtonRestart:
		a.restart()
	}
}

func (a *App) place(p engine.Point) {
	err := a.game.Play(p)
	if err != nil {
		a.refuse(p, err)
		return
	}
	a.dirty = true
	a.refreshHover()
	if r := a.game.Result(); r.Status == engine.Won {
		a.recordWin(r.Winner)
	}
}

// refuse gives the short cue for a placement that changed nothing.
func (a *App) refuse(p engine.Point, err error) {
	if errors.Is(err, engine.ErrGameOver) {
		a.setNotice(textGameOverHint, false)
	}
	a.invalid = p
	a.invalidEnd = a.now.Add(invalidCueTime)
	a.effects = append(a.effects, Effect{Kind: EffectCue, Name: "invalid"})
	a.dirty = true
}

func (a *App) recordWin(winner engine.Color) {
	moves := a.game.WinnerMoves()
	a.lastWin = moves
	a.lastWinBest = a.scores.Record(store.Win{
		Date:   a.now.UTC().Truncate(time.Second),
		Moves:  moves,
		Winner: winner.String(),
		Kind:   a.Kind(),
	})
	if a.opts.ConfigDir == "" {
		return
	}
	if a.opts.ScoresLocked {
		a.setNotice(textSaveFailed(errors.New(store.BestFile+" is unreadable and was kept untouched")), true)
		return
	}
	data, err := a.scores.Encode()
	if err != nil {
		a.setNotice(textSaveFailed(err), true)
		return
	}
	a.savePending = true
	a.effects = append(a.effects, Effect{
		Kind: EffectSave,
		Path: filepath.Join(a.opts.ConfigDir, store.BestFile),
		Data: data,
	})
}

func (a *App) restart() {
	a.game.Restart()
	a.cursor = engine.Center(a.game.Config().Size)
	a.lastWin, a.lastWinBest = 0, false
	if !a.noticeAlert {
		a.notice, a.noticeEnd = "", time.Time{}
	}
	a.invalidEnd = time.Time{}
	a.refreshHover()
	a.dirty = true
}

func (a *App) setNotice(msg string, alert bool) {
	a.notice, a.noticeAlert = msg, alert
	a.noticeEnd = a.now.Add(noticeTime)
	a.dirty = true
}

// refreshHover recomputes which intersection the pointer is over.
func (a *App) refreshHover() {
	p, ok := engine.NoPoint(), false
	if a.pointerIn {
		p, ok = a.layout.Grid.PointAt(a.pointerX, a.pointerY)
	}
	if p != a.hover || ok != a.hoverOK {
		a.hover, a.hoverOK = p, ok
		a.dirty = true
	}
}
