package loop

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
)

const testTouchID = sdl.TouchID(7)

// finger pushes one SDL finger event at output pixel (x, y), as a touch
// screen driver does (positions are fractions of the window).
func (s *session) finger(typ uint32, id sdl.FingerID, x, y int) {
	s.t.Helper()
	w, h, err := s.ren.GetOutputSize()
	if err != nil {
		s.t.Fatal(err)
	}
	s.push(&sdl.TouchFingerEvent{Type: typ, TouchID: testTouchID, FingerID: id,
		X: (float32(x) + 0.5) / float32(w), Y: (float32(y) + 0.5) / float32(h), Pressure: 1})
}

// touchMouse pushes the mouse events SDL makes up from a finger
// (SDL_HINT_TOUCH_MOUSE_EVENTS, on by default): motion, press, release.
func (s *session) touchMouse(x, y int) {
	s.push(&sdl.MouseMotionEvent{Type: sdl.MOUSEMOTION, Which: sdl.TOUCH_MOUSEID, X: int32(x), Y: int32(y)})
	for _, typ := range []uint32{sdl.MOUSEBUTTONDOWN, sdl.MOUSEBUTTONUP} {
		s.push(&sdl.MouseButtonEvent{Type: typ, Which: sdl.TOUCH_MOUSEID, Button: sdl.BUTTON_LEFT, X: int32(x), Y: int32(y)})
	}
}

// tapAt is a quick tap with one finger, with the mouse events SDL adds.
func (s *session) tapAt(x, y int) {
	s.t.Helper()
	s.finger(sdl.FINGERDOWN, 1, x, y)
	s.touchMouse(x, y)
	s.pump()
	s.finger(sdl.FINGERUP, 1, x, y)
	s.pump()
}

func (s *session) pointPixel(p string) (int, int) {
	s.t.Helper()
	pt, err := engine.ParsePoint(p, 15)
	if err != nil {
		s.t.Fatal(err)
	}
	x, y := s.l.App.View().Layout.Grid.Center(pt)
	return int(x), int(y)
}

// wait lets n frames of 16 ms pass with the finger resting.
func (s *session) wait(frames int) {
	for range frames {
		s.pump()
	}
}

func TestTapsPlayAWholeGameWithoutDoublePlacing(t *testing.T) {
	s := newSession(t)
	moves, err := engine.ParseMoves("d4a15e5b15f6c15g7d15h8", 15)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range moves {
		x, y := s.pointPixel(p.String())
		s.tapAt(x, y)
		if n := s.l.App.Game().MoveCount(); n != i+1 {
			t.Fatalf("after tapping %v: %d stones, want %d", p, n, i+1)
		}
		// SDL's copy of the tap as a mouse click must not land as a
		// second placement on the now occupied point (a refusal flash).
		if v := s.l.App.View(); v.ShowInvalid {
			t.Fatalf("tapping %v also clicked the occupied point", p)
		}
	}
	r := s.l.App.Game().Result()
	if r.Status != engine.Won || r.Winner != engine.Black || engine.FormatMoves(r.Line) != "d4e5f6g7h8" {
		t.Fatalf("result %+v", r)
	}
	// A tap on Rematch (the first game-over button) starts again.
	b := s.l.App.View().Buttons[0]
	s.tapAt(b.Rect.X+b.Rect.W/2, b.Rect.Y+b.Rect.H/2)
	if g := s.l.App.Game(); g.MoveCount() != 0 || g.Over() {
		t.Fatalf("tapping %q did not start a rematch", b.Label)
	}
}

func TestOneTapIsOnePressWithConfirmPlacement(t *testing.T) {
	s := newSession(t)
	s.key(sdl.K_m, 0)
	// Settings → Confirm each placement: On, by taps on the menu rows.
	s.tapRow("Settings")
	s.tapRow("Confirm each placement")
	s.tapRow("Back")
	if !s.l.App.Settings().ConfirmPlacement {
		t.Fatal("tapping the settings row did not turn confirmation on")
	}
	x, y := s.pointPixel("h8")
	s.tapAt(x, y)
	if n := s.l.App.Game().MoveCount(); n != 0 {
		t.Fatalf("one tap placed %d stones: the made-up mouse click confirmed it", n)
	}
	s.tapAt(x, y)
	if s.l.App.Game().MoveCount() != 1 {
		t.Fatal("the second tap on h8 did not confirm")
	}
}

// tapRow taps the menu row labelled label.
func (s *session) tapRow(label string) {
	s.t.Helper()
	m := s.l.App.View().Menu
	if m == nil {
		s.t.Fatalf("no menu to find %q in", label)
	}
	for _, it := range m.Items {
		if it.Label == label {
			s.tapAt(it.Rect.X+it.Rect.W/4, it.Rect.Y+it.Rect.H/2)
			return
		}
	}
	s.t.Fatalf("menu %q has no row %q", m.Title, label)
}

func TestHoldMagnifiesAndLiftingOffTheBoardCancels(t *testing.T) {
	s := newSession(t)
	x, y := s.pointPixel("h8")
	s.finger(sdl.FINGERDOWN, 1, x, y)
	s.pump()
	if s.l.App.View().Magnifier != nil {
		t.Fatal("the magnifier opened at once")
	}
	s.wait(25) // 400 ms
	m := s.l.App.View().Magnifier
	if m == nil || m.Target.String() != "h8" {
		t.Fatalf("after holding 400 ms the magnifier is %+v", m)
	}
	// Slide to j9, then off the board to the left, and lift: nothing.
	jx, jy := s.pointPixel("j9")
	s.finger(sdl.FINGERMOTION, 1, jx, jy)
	s.pump()
	if m := s.l.App.View().Magnifier; m == nil || m.Target.String() != "j9" {
		t.Fatalf("sliding to j9: magnifier %+v", m)
	}
	s.finger(sdl.FINGERMOTION, 1, 3, jy)
	s.finger(sdl.FINGERUP, 1, 3, jy)
	s.pump()
	if n := s.l.App.Game().MoveCount(); n != 0 || s.l.App.View().Magnifier != nil {
		t.Fatalf("lifting off the board: %d stones, magnifier %+v", n, s.l.App.View().Magnifier)
	}

	// Held again and lifted on j9 it plays there.
	s.finger(sdl.FINGERDOWN, 2, jx, jy)
	s.wait(25)
	s.finger(sdl.FINGERUP, 2, jx, jy)
	s.pump()
	if s.l.App.Game().At(mustPoint(t, "j9")) != engine.Black {
		t.Fatal("hold and lift on j9 did not place Black there")
	}
}

func TestTwoFingersDoNothing(t *testing.T) {
	s := newSession(t)
	x, y := s.pointPixel("h8")
	x2, y2 := s.pointPixel("c3")
	// A pinch: two fingers down, both slide, both lift, in either order.
	s.finger(sdl.FINGERDOWN, 1, x, y)
	s.finger(sdl.FINGERDOWN, 2, x2, y2)
	s.wait(30)
	s.finger(sdl.FINGERMOTION, 1, x+40, y+40)
	s.finger(sdl.FINGERMOTION, 2, x2-40, y2-40)
	s.finger(sdl.FINGERUP, 2, x2-40, y2-40)
	s.finger(sdl.FINGERUP, 1, x+40, y+40)
	s.pump()
	if n := s.l.App.Game().MoveCount(); n != 0 || s.l.App.View().Magnifier != nil {
		t.Fatalf("a two-finger gesture placed %d stones (magnifier %+v)", n, s.l.App.View().Magnifier)
	}
	// Afterwards one finger works again.
	s.tapAt(x, y)
	if s.l.App.Game().MoveCount() != 1 {
		t.Fatal("a tap after the pinch placed nothing")
	}
}

func mustPoint(t *testing.T, s string) engine.Point {
	t.Helper()
	p, err := engine.ParsePoint(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// With SDL_HINT_MOUSE_TOUCH_EVENTS SDL also copies mouse clicks as touches
// (touch device SDL_MOUSE_TOUCHID): the click already played, so the copy
// must not play again where the copy lands.
func TestMouseCopiesAsTouchesAreIgnored(t *testing.T) {
	s := newSession(t)
	x, y := s.pointPixel("h8")
	s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, Button: sdl.BUTTON_LEFT, X: int32(x), Y: int32(y)})
	s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONUP, Button: sdl.BUTTON_LEFT, X: int32(x), Y: int32(y)})
	w, h, err := s.ren.GetOutputSize()
	if err != nil {
		t.Fatal(err)
	}
	jx, jy := s.pointPixel("j10")
	for _, typ := range []uint32{sdl.FINGERDOWN, sdl.FINGERUP} {
		s.push(&sdl.TouchFingerEvent{Type: typ, TouchID: sdl.TouchID(-1), X: float32(jx) / float32(w), Y: float32(jy) / float32(h)})
	}
	s.pump()
	if n := s.l.App.Game().MoveCount(); n != 1 {
		t.Fatalf("one click played %d stones", n)
	}
}
