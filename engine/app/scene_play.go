package app

import (
	"time"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// playScene is the board of the game in progress: moving the cursor,
// placing stones (keys, pointer, controllers), the panel's buttons, and
// after the game the game-over choices (scene_play_over.go). The game
// itself (rules, clocks, undo, the computer) belongs to the App, which
// keeps this scene while other screens show; the in-game menu and prompts
// are scenes drawn over it (scene_prompt.go).
type playScene struct {
	// hover is the intersection under the pointer.
	hover   engine.Point
	hoverOK bool
	// pending is a placement waiting for its confirming press.
	pending   engine.Point
	pendingOK bool
	// invalid flashes until invalidEnd after a refused placement.
	invalid    engine.Point
	invalidEnd time.Time
	// overFocus is the focused game-over button (-1: the board has the
	// focus; FocusPanel moves it into the buttons).
	overFocus int
	// hint is the engine's suggestion for the side to move.
	hint   engine.Point
	hintOK bool
	// ripple spreads from the newest stone from rippleStart.
	ripple      engine.Point
	rippleStart time.Time
}

// reset clears the marks of the previous round.
func (p *playScene) reset() {
	p.invalidEnd = time.Time{}
	p.pendingOK, p.hintOK = false, false
	p.overFocus = -1
}

func (*playScene) screen() Screen { return ScreenPlay }
func (*playScene) live() bool     { return true }
func (*playScene) enter(*App)     {}

// leave stops the clocks: time on another screen or under a prompt is
// nobody's thinking time (they run again on the next tick back here).
func (*playScene) leave(a *App) { a.runClock() }

// tick runs the game while it is on screen (prompts over the board call it
// too): the clocks, the computer's search and the periodic autosave.
func (*playScene) tick(a *App) {
	a.runClock()
	a.pollThink()
	a.maybeThink()
	if a.clock.enabled() && !a.game.Over() && a.now.Sub(a.lastSaved) >= autosaveEvery {
		a.autosave()
	}
}

// wake: a running clock redraws its display each second (each tenth in
// the last ten seconds); a search is polled every frame so its answer
// shows at once.
func (*playScene) wake(a *App) time.Time {
	var next time.Time
	if d, running := a.clock.untilFlag(); running && !a.game.Over() {
		step := time.Second
		if d < 10*time.Second {
			step = 100 * time.Millisecond
		}
		next = a.now.Add(min(step, d))
	}
	if a.think != nil || a.computerToAct() {
		next = soonest(next, a.frame())
	}
	return next
}

// update handles the board when no menu or prompt is open.
func (p *playScene) update(a *App, in Intent) {
	if a.game.Over() {
		p.overIntent(a, in)
		return
	}
	switch in.Kind {
	case MoveCursor:
		p.moveCursor(a, in.DX, in.DY)
	case Place:
		if a.ownsTurn(in.Device) {
			p.place(a, a.cursor)
		}
	case PointerMove:
		p.pointerAt(a, in.X, in.Y)
	case PointerLeave:
		a.pointerIn = false
		a.refreshHover()
	case PointerDown:
		p.pointerAt(a, in.X, in.Y)
		p.click(a, in.X, in.Y)
	case Restart:
		a.askRestart()
	case Menu:
		a.openGameMenu()
	case Back:
		if p.pendingOK {
			p.pendingOK = false
			a.dirty = true
			return
		}
		a.dismissNotice()
	case Hint:
		a.requestHint()
	case Undo:
		a.askUndo()
	case Redo:
		a.redoOne()
	}
}

// pointerAt follows the pointer. When the pointer moves over the board
// the keyboard cursor follows it, and the preview stone is only ever drawn
// on the cursor (view), so the two never point at different intersections:
// Space places where the mouse shows, and after an arrow key the preview
// steps aside until the mouse moves again. A pointer merely resting over
// the window when it appears does not take the cursor.
func (p *playScene) pointerAt(a *App, x, y int) {
	moved := a.pointerIn && (x != a.pointerX || y != a.pointerY)
	a.pointerX, a.pointerY, a.pointerIn = x, y, true
	a.refreshHover()
	if moved && p.hoverOK && p.hover != a.cursor {
		a.cursor = p.hover
		a.dirty = true
	}
}

func (p *playScene) moveCursor(a *App, dx, dy int) {
	size := a.game.Config().Size
	to := engine.Point{X: clamp(a.cursor.X+dx, 0, size-1), Y: clamp(a.cursor.Y+dy, 0, size-1)}
	if to != a.cursor {
		a.cursor = to
		a.dirty = true
	}
}

func (p *playScene) click(a *App, x, y int) {
	for _, b := range p.buttons(a) {
		if b.Rect.Contains(x, y) && b.Enabled {
			p.press(a, b.ID)
			return
		}
	}
	pt, ok := a.layout.Grid.PointAt(x, y)
	if !ok {
		return
	}
	a.cursor = pt
	a.dirty = true
	if a.settings.ClickToPlace {
		p.place(a, pt)
	}
}

func (p *playScene) press(a *App, id ButtonID) {
	switch id {
	case ButtonPlace:
		p.place(a, a.cursor)
	case ButtonRestart:
		a.askRestart()
	case ButtonMenu:
		a.openGameMenu()
	case ButtonUndo:
		a.askUndo()
	case ButtonHint:
		a.requestHint()
	case ButtonRematch:
		a.rematch()
	case ButtonReview:
		a.openReview()
	case ButtonNewGame:
		a.openNewGame(p)
	case ButtonTitle:
		a.openTitle()
	}
}

// place is a person's placement: refused while the computer is to
// move, and held for a second press when "confirm each placement" is on.
func (p *playScene) place(a *App, pt engine.Point) {
	if !a.humanToAct() {
		a.refuse(pt, nil)
		return
	}
	if a.game.Turn().Phase == engine.PhaseChoose {
		a.openChoicePrompt()
		return
	}
	if a.settings.ConfirmPlacement {
		if err := a.checkPlacement(pt); err != nil {
			a.refuse(pt, err)
			return
		}
		if !p.pendingOK || p.pending != pt {
			p.pending, p.pendingOK = pt, true
			a.setToast(a.t(i18n.KeyStatusConfirmPlace))
			return
		}
	}
	a.dropAside()
	a.placeStone(pt)
}

// view shows the game: the board with its marks, the panel and buttons,
// and any prompt over them (prompt.view adds the menu).
func (p *playScene) view(a *App, v *View) {
	r := a.game.Result()
	v.Board = a.game.Board()
	v.Order = a.game.Moves()
	v.ToMove = a.game.ToMove()
	v.Over = a.game.Over()
	v.WinLine = r.Line
	// After the game the cursor stays while the board has the focus, for
	// looking; it goes when a game-over button is focused.
	v.ShowCursor = !v.Over || p.overFocus < 0
	v.Cursor = a.cursor
	v.Thinking = a.Thinking()
	if a.settings.LastMove {
		v.LastMove, v.HasLast = a.game.LastMove()
	}
	if p.hoverOK && p.hover == a.cursor && !v.Over && a.game.At(p.hover) == engine.Empty && a.humanToAct() {
		v.Hover, v.ShowHover, v.HoverColor = p.hover, true, a.game.ToMove()
	}
	if p.pendingOK {
		v.Pending, v.ShowPending = p.pending, true
	}
	if !p.invalidEnd.IsZero() {
		v.Invalid, v.ShowInvalid = p.invalid, true
	}
	if t, ok := a.rippleProgress(); ok && a.game.At(p.ripple) != engine.Empty {
		v.Ripple, v.RippleT, v.ShowRipple = p.ripple, t, true
	}
	if p.hintOK && a.game.At(p.hint) == engine.Empty {
		v.Hint, v.ShowHint = p.hint, true
	}
	if a.settings.ForbiddenMarks && !v.Over {
		for _, f := range a.game.ForbiddenPoints() {
			v.Forbidden = append(v.Forbidden, Mark{Point: f.Point, Label: f.Kind.String()})
		}
	}
	if z, ok := a.game.OpeningZone(); ok && !v.Over {
		v.Zone, v.ShowZone = Zone{Center: z.Center, Radius: z.Radius, Inside: z.Inside}, true
	}
	v.Ghosts = a.offerGhosts()
	v.Lines = p.panelLines(a, r)
	v.Buttons = p.buttons(a)
}

// refreshHover recomputes which intersection the pointer is over.
func (a *App) refreshHover() {
	p, ok := engine.NoPoint(), false
	if a.pointerIn && a.scene.live() {
		p, ok = a.layout.Grid.PointAt(a.pointerX, a.pointerY)
	}
	if p != a.play.hover || ok != a.play.hoverOK {
		a.play.hover, a.play.hoverOK = p, ok
		a.dirty = true
	}
}
