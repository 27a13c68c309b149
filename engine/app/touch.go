package app

import (
	"math"
	"time"

	"gomoku/engine"
)

// Touch intents: one finger on a touch screen (input/touch.go turns SDL's
// finger events into these, in output pixels). A second finger cancels the
// gesture. Their values sit apart from intent.go's list so both can grow.
const (
	// TouchDown: a finger touched the screen at (X, Y).
	TouchDown IntentKind = 200 + iota
	// TouchMove: the finger slid to (X, Y).
	TouchMove
	// TouchUp: the finger was lifted at (X, Y).
	TouchUp
	// TouchCancel: the gesture ended without a lift (a second finger,
	// lost focus); nothing it started may happen.
	TouchCancel
)

const (
	// holdTime is how long a finger rests on the board before the
	// magnifier opens.
	holdTime = 350 * time.Millisecond
	// TouchTargetPx is the least height of a row or button while a touch
	// screen is in use: 9 mm on the official 7" 800×480 display (133
	// pixels per inch). Larger screens' rows are taller anyway.
	TouchTargetPx = 48
)

// touchState is one finger's gesture on the board: a tap places (or moves
// the cursor), a press and hold opens the magnifier, whose lift places at
// the magnified point or, off the board, cancels.
type touchState struct {
	active  bool
	start   time.Time
	x0, y0  int // where the finger came down
	x, y    int // where it is now
	holding bool
	// slid: the finger wandered before the magnifier opened; that is not
	// a tap, and it places nothing.
	slid bool
}

// MagnifierView is the lens shown while a finger holds the board: Lens is
// the circle's bounding square; the board pixel (SrcX, SrcY) — the centre
// of Target, the point a lift would play — appears at its centre, Zoom
// times larger. OnBoard is false while the finger is off the board (a lift
// then cancels).
type MagnifierView struct {
	Lens       Rect
	SrcX, SrcY float64
	Zoom       float64
	Target     engine.Point
	OnBoard    bool
}

// SetTouchScreen says whether a touch screen is present (the platform
// asks SDL at start-up); rows and buttons are finger-sized while it is.
func (a *App) SetTouchScreen(on bool) {
	if a.touchUI != on {
		a.touchUI = on
		a.dirty = true
	}
}

// touchPx is the least row and button height for fingers, 0 without a
// touch screen.
func (a *App) touchPx() int {
	if a.touchUI {
		return TouchTargetPx
	}
	return 0
}

// touchIntent handles the touch intents; it reports whether in was one.
func (a *App) touchIntent(in Intent) bool {
	switch in.Kind {
	case TouchDown, TouchMove, TouchUp, TouchCancel:
	default:
		return false
	}
	if in.Kind == TouchDown {
		// Finger-sized rows from now on, after this touch is hit-tested
		// against the layout the player saw.
		defer a.SetTouchScreen(true)
	}
	if a.boss {
		a.touch = touchState{}
		return true
	}
	switch in.Kind {
	case TouchDown:
		a.touch = touchState{}
		if a.boardGesture(in.X, in.Y) {
			a.touch = touchState{active: true, start: a.now, x0: in.X, y0: in.Y, x: in.X, y: in.Y}
			return true
		}
		// Buttons, menu rows and the game-over board act at once, as a
		// click does; there is no hover to keep afterwards.
		a.Apply(Intent{Kind: PointerDown, X: in.X, Y: in.Y})
		a.pointerIn = false
		a.refreshHover()
	case TouchMove:
		a.touchMove(in.X, in.Y)
	case TouchUp:
		a.touchMove(in.X, in.Y)
		t := a.touch
		a.endTouch()
		if !t.active || t.slid || !a.boardGesture(t.x, t.y) {
			return true
		}
		a.play.click(a, t.x, t.y)
	case TouchCancel:
		a.endTouch()
	}
	return true
}

// boardGesture reports whether a finger at (x, y) is on the board of a
// game in play with nothing over it.
func (a *App) boardGesture(x, y int) bool {
	if a.scene != a.play || a.game.Over() { // menus and prompts are scenes of their own
		return false
	}
	_, ok := a.layout.Grid.PointAt(x, y)
	return ok
}

func (a *App) touchMove(x, y int) {
	t := &a.touch
	if !t.active {
		return
	}
	t.x, t.y = x, y
	if !t.holding {
		slop := max(int(a.layout.Grid.Step/2), 10)
		if abs(x-t.x0) > slop || abs(y-t.y0) > slop {
			t.slid = true
		}
		return
	}
	a.play.pointerAt(a, x, y) // the hover stone shows where a lift plays
	a.dirty = true
}

// endTouch closes the gesture and the magnifier.
func (a *App) endTouch() {
	if a.touch.holding {
		a.dirty = true
	}
	a.touch = touchState{}
	a.pointerIn = false
	a.refreshHover()
}

// touchTick opens the magnifier once the finger has rested long enough.
func (a *App) touchTick() {
	t := &a.touch
	if !t.active || t.holding || t.slid || a.now.Sub(t.start) < holdTime {
		return
	}
	if !a.boardGesture(t.x, t.y) {
		a.touch = touchState{}
		return
	}
	t.holding = true
	a.play.pointerAt(a, t.x, t.y)
	a.dirty = true
}

// touchWake is when the magnifier is due to open; zero when it is not.
func (a *App) touchWake() time.Time {
	t := a.touch
	if !t.active || t.holding || t.slid {
		return time.Time{}
	}
	return t.start.Add(holdTime)
}

// magnifierView places the lens above the finger, or beside it where the
// top of the window leaves no room, always whole inside the window.
func (a *App) magnifierView() *MagnifierView {
	t := a.touch
	if !t.holding || a.scene != a.play {
		return nil
	}
	l := a.layout
	g := l.Grid
	r := int(math.Round(g.Step * 2.6))
	r = clamp(r, 48, max(min(l.Width, l.Height)*2/9, 48))
	lift := r + max(int(g.Step), 28) // the lens clears the fingertip
	cx, cy := t.x, t.y-lift
	if cy-r < 0 {
		cy = t.y
		if cx+lift+r <= l.Width {
			cx += lift
		} else {
			cx -= lift
		}
	}
	cx = clamp(cx, r, max(l.Width-r, r))
	cy = clamp(cy, r, max(l.Height-r, r))
	m := &MagnifierView{Lens: Rect{cx - r, cy - r, 2 * r, 2 * r}}
	p, ok := g.PointAt(t.x, t.y)
	m.OnBoard = ok
	if ok {
		m.Target = p
		m.SrcX, m.SrcY = g.Center(p)
	} else {
		m.SrcX, m.SrcY = float64(t.x), float64(t.y)
	}
	// The target and its neighbours, twice as large, fill the lens.
	m.Zoom = float64(r) / (1.3 * g.Step)
	return m
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
