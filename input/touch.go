package input

import (
	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// mouseTouchID is SDL_MOUSE_TOUCHID: touch events SDL makes up from the
// mouse (go-sdl2 v0.4.40 has no name for it).
const mouseTouchID = sdl.TouchID(-1)

// touch follows the fingers on the screen. One finger is a gesture the
// app interprets (tap, press and hold); a second finger cancels it, and
// nothing reaches the app again until every finger is lifted, so pinches
// and two-finger swipes do nothing at all.
type touch struct {
	down    map[sdl.FingerID]bool
	primary sdl.FingerID
	// live: the primary finger's gesture is still going to the app.
	live bool
	// outW, outH are the output size in pixels: finger positions arrive
	// normalised to 0–1 of the window.
	outW, outH int
}

// SetOutputSize tells the mapper the renderer's output size in pixels, to
// place fingers on the layout.
func (m *Mapper) SetOutputSize(w, h int) {
	m.touch.outW, m.touch.outH = w, h
}

// HasTouchScreen reports whether SDL sees a touch device, so the app can
// lay out finger-sized rows from the first frame.
func HasTouchScreen() bool { return sdl.GetNumTouchDevices() > 0 }

// syntheticMouse reports mouse events SDL made from a finger: the finger
// events themselves already drive the game, and acting on both would
// place a stone twice.
func syntheticMouse(which uint32) bool { return which == sdl.TOUCH_MOUSEID }

func (t *touch) event(e *sdl.TouchFingerEvent) []app.Intent {
	if e.TouchID == mouseTouchID {
		return nil // the mouse, already handled as the mouse
	}
	if t.down == nil {
		t.down = map[sdl.FingerID]bool{}
	}
	x, y := t.pixel(e.X, e.Y)
	switch e.Type {
	case sdl.FINGERDOWN:
		t.down[e.FingerID] = true
		if len(t.down) == 1 {
			t.primary, t.live = e.FingerID, true
			return []app.Intent{{Kind: app.TouchDown, X: x, Y: y}}
		}
		if t.live {
			t.live = false
			return []app.Intent{{Kind: app.TouchCancel}}
		}
	case sdl.FINGERMOTION:
		if t.live && e.FingerID == t.primary {
			return []app.Intent{{Kind: app.TouchMove, X: x, Y: y}}
		}
	case sdl.FINGERUP:
		delete(t.down, e.FingerID)
		if t.live && e.FingerID == t.primary {
			t.live = false
			return []app.Intent{{Kind: app.TouchUp, X: x, Y: y}}
		}
	}
	return nil
}

// releaseAll forgets the fingers (focus lost: their lifts may never come).
func (t *touch) releaseAll() []app.Intent {
	live := t.live
	t.down, t.live = nil, false
	if live {
		return []app.Intent{{Kind: app.TouchCancel}}
	}
	return nil
}

func (t *touch) pixel(nx, ny float32) (int, int) {
	return int(float64(nx) * float64(t.outW)), int(float64(ny) * float64(t.outH))
}
