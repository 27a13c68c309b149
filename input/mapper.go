package input

import (
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// Mapper translates SDL events into app intents. It is used only from the
// frame loop's goroutine.
type Mapper struct {
	rep  repeater
	esc  doubleTap
	pads pads // game controllers (controller.go)
	// scaleX/scaleY convert window coordinates (mouse events) to output
	// pixels (what the layout is in); they differ on HiDPI screens.
	scaleX, scaleY float64

	touch touch // fingers on a touch screen (touch.go)
}

// NewMapper returns a mapper with 1:1 pointer scaling.
func NewMapper() *Mapper { return &Mapper{scaleX: 1, scaleY: 1} }

// SetScale sets the window-to-output pixel ratio (output size / window size).
func (m *Mapper) SetScale(sx, sy float64) {
	if sx > 0 && sy > 0 {
		m.scaleX, m.scaleY = sx, sy
	}
}

// Event translates one SDL event. Events that mean nothing to the game give
// no intents.
func (m *Mapper) Event(ev sdl.Event, now time.Time) []app.Intent {
	switch e := ev.(type) {
	case *sdl.QuitEvent:
		return []app.Intent{{Kind: app.Quit}}
	case *sdl.KeyboardEvent:
		return m.key(e, now)
	case *sdl.MouseMotionEvent:
		if syntheticMouse(e.Which) {
			return nil
		}
		x, y := m.scale(e.X, e.Y)
		return []app.Intent{{Kind: app.PointerMove, X: x, Y: y}}
	case *sdl.MouseButtonEvent:
		if e.Type == sdl.MOUSEBUTTONDOWN && e.Button == sdl.BUTTON_LEFT && !syntheticMouse(e.Which) {
			x, y := m.scale(e.X, e.Y)
			return []app.Intent{{Kind: app.PointerDown, X: x, Y: y}}
		}
	case *sdl.TouchFingerEvent:
		return m.touch.event(e)
	case *sdl.ControllerDeviceEvent, *sdl.ControllerButtonEvent, *sdl.ControllerAxisEvent:
		return m.pads.event(ev, now)
	case *sdl.WindowEvent:
		switch e.Event {
		case sdl.WINDOWEVENT_LEAVE:
			return []app.Intent{{Kind: app.PointerLeave}}
		case sdl.WINDOWEVENT_FOCUS_LOST:
			// Keys released while another window has focus never reach
			// us; stop repeating instead of running the cursor away.
			m.rep.releaseAll()
			m.pads.releaseAll()
			return m.touch.releaseAll()
		}
	}
	return nil
}

func (m *Mapper) scale(x, y int32) (int, int) {
	return int(float64(x) * m.scaleX), int(float64(y) * m.scaleY)
}

func (m *Mapper) key(e *sdl.KeyboardEvent, now time.Time) []app.Intent {
	sym := e.Keysym.Sym
	mod := sdl.Keymod(e.Keysym.Mod)
	if d, ok := direction(sym); ok {
		if e.Type == sdl.KEYUP {
			m.rep.release(d)
			return nil
		}
		if e.Repeat != 0 || !m.rep.press(d, now) {
			return nil // our own repeater paces held keys
		}
		dx, dy := dirDelta(d)
		return []app.Intent{{Kind: app.MoveCursor, DX: dx, DY: dy}}
	}
	if e.Type != sdl.KEYDOWN || e.Repeat != 0 {
		return nil
	}
	ctrl := mod&sdl.KMOD_CTRL != 0
	alt := mod&sdl.KMOD_ALT != 0
	shift := mod&sdl.KMOD_SHIFT != 0
	one := func(k app.IntentKind) []app.Intent { return []app.Intent{{Kind: k}} }
	switch {
	case sym == sdl.K_ESCAPE:
		// One Escape is Back (close a menu, cancel a pending placement):
		// never destructive. Two within the window are the boss key.
		if m.esc.press(now) {
			return one(app.BossKey)
		}
		return one(app.Back)
	case sym == sdl.K_q && ctrl:
		return one(app.Quit)
	case sym == sdl.K_F11, (sym == sdl.K_RETURN || sym == sdl.K_KP_ENTER) && alt:
		return one(app.ToggleFullscreen)
	case sym == sdl.K_SPACE, sym == sdl.K_RETURN, sym == sdl.K_KP_ENTER:
		return one(app.Place)
	case sym == sdl.K_BACKSPACE:
		return one(app.Back)
	case sym == sdl.K_TAB:
		return one(app.FocusPanel)
	case sym == sdl.K_z && ctrl && shift, sym == sdl.K_y && ctrl:
		return one(app.Redo)
	case sym == sdl.K_z && ctrl, sym == sdl.K_u && !ctrl && !alt:
		return one(app.Undo)
	case sym == sdl.K_s && ctrl:
		return one(app.SaveGame)
	case sym == sdl.K_c && ctrl:
		return one(app.Copy)
	case sym == sdl.K_v && ctrl:
		return m.paste()
	case sym == sdl.K_F12:
		return one(app.Screenshot)
	case ctrl || alt:
		return nil
	case sym == sdl.K_r:
		return one(app.Restart)
	case sym == sdl.K_n:
		return one(app.NewGame)
	case sym == sdl.K_m, sym == sdl.K_F10:
		return one(app.Menu)
	case sym == sdl.K_h:
		return one(app.Hint)
	case sym == sdl.K_a:
		return one(app.Analyse)
	case sym == sdl.K_HOME:
		return one(app.StepFirst)
	case sym == sdl.K_END:
		return one(app.StepLast)
	case sym == sdl.K_p:
		return one(app.PlayOn)
	case sym == sdl.K_e:
		return one(app.ToggleLive)
	case sym == sdl.K_t:
		return one(app.ToggleThreats)
	}
	return nil
}

// paste reads the clipboard when Ctrl+V is pressed, so the app gets the
// text itself. A failed read is an empty paste: the app says the clipboard
// holds no text.
func (m *Mapper) paste() []app.Intent {
	text, err := sdl.GetClipboardText()
	if err != nil {
		text = ""
	}
	return []app.Intent{{Kind: app.Paste, Text: text}}
}

func direction(sym sdl.Keycode) (int, bool) {
	switch sym {
	case sdl.K_UP, sdl.K_KP_8:
		return dirUp, true
	case sdl.K_DOWN, sdl.K_KP_2:
		return dirDown, true
	case sdl.K_LEFT, sdl.K_KP_4:
		return dirLeft, true
	case sdl.K_RIGHT, sdl.K_KP_6:
		return dirRight, true
	}
	return 0, false
}

// Tick returns the auto-repeat steps due at now.
func (m *Mapper) Tick(now time.Time) []app.Intent {
	var out []app.Intent
	m.rep.due(now, func(d int) {
		dx, dy := dirDelta(d)
		out = append(out, app.Intent{Kind: app.MoveCursor, DX: dx, DY: dy})
	})
	return m.pads.tick(now, out)
}

// NextWake is how long the loop may sleep before a repeat is due.
func (m *Mapper) NextWake(now time.Time) (time.Duration, bool) {
	d, ok := m.rep.nextWake(now)
	if pd, pok := m.pads.nextWake(now); pok && (!ok || pd < d) {
		d, ok = pd, true
	}
	return d, ok
}
