package loop

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// In review a mouse alone steps through the game with the on-screen
// buttons: to the start, one on, one back, to the end.
func TestReviewStepButtonsWithTheMouse(t *testing.T) {
	s := newSession(t)
	s.play("h8a1i8a2j8a3k8a4l8", sdl.K_SPACE)
	a := s.l.App
	s.key(sdl.K_TAB, 0)
	s.key(sdl.K_RIGHT, 0) // Review moves
	s.key(sdl.K_SPACE, 0)
	if a.Screen() != app.ScreenReview {
		t.Fatalf("screen %v, want the review", a.Screen())
	}
	click := func(id app.ButtonID) {
		t.Helper()
		id32, _ := s.win.GetID()
		for _, b := range a.View().Buttons {
			if b.ID == id {
				x, y := int32(b.Rect.X+b.Rect.W/2), int32(b.Rect.Y+b.Rect.H/2)
				s.push(&sdl.MouseMotionEvent{Type: sdl.MOUSEMOTION, WindowID: id32, X: x, Y: y})
				s.push(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, WindowID: id32, Button: sdl.BUTTON_LEFT, State: sdl.PRESSED, Clicks: 1, X: x, Y: y})
				s.pump()
				return
			}
		}
		t.Fatalf("no button %d in the review", id)
	}
	stones := func() int { return len(a.View().Order) }
	for _, c := range []struct {
		id   app.ButtonID
		want int
	}{{app.ButtonFirst, 0}, {app.ButtonNext, 1}, {app.ButtonNext, 2}, {app.ButtonPrev, 1}, {app.ButtonLast, 9}} {
		click(c.id)
		if got := stones(); got != c.want {
			t.Fatalf("after button %d the review shows %d stones, want %d", c.id, got, c.want)
		}
	}
}
