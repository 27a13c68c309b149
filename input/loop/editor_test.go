package loop

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/input/internal/vpad"
)

// padWalk moves the shown cursor to pt with the d-pad.
func (s *session) padWalk(p *vpad.Pad, pt engine.Point) {
	s.t.Helper()
	for i := 0; s.l.App.View().Cursor != pt; i++ {
		c := s.l.App.View().Cursor
		switch {
		case c.X < pt.X:
			s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_RIGHT)
		case c.X > pt.X:
			s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_LEFT)
		case c.Y < pt.Y:
			s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_UP)
		default:
			s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_DOWN)
		}
		if i > 40 {
			s.t.Fatalf("the d-pad does not reach %v (cursor stuck at %v)", pt, c)
		}
	}
}

// padButton moves the editor's button focus with the d-pad (Start first
// takes it from the board to the buttons) to the button labelled label
// and presses A.
func (s *session) padButton(p *vpad.Pad, label string) {
	s.t.Helper()
	focused := false
	for _, b := range s.l.App.View().Buttons {
		focused = focused || b.Focused
	}
	if !focused {
		s.tap(p, sdl.CONTROLLER_BUTTON_START) // from the board to the buttons
	}
	for range 12 {
		for _, b := range s.l.App.View().Buttons {
			if b.Focused && b.Label == label {
				s.tap(p, sdl.CONTROLLER_BUTTON_A)
				return
			}
		}
		s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_RIGHT)
	}
	s.t.Fatalf("the d-pad never focused the button %q", label)
}

// TestEditorByPadPlaysOut: with only a controller, the player opens the
// board editor from the title screen, sets two black stones and one
// white one with A (one press black, two white), makes it White's move
// and starts a two-player game from the position, where White plays on.
func TestEditorByPadPlaysOut(t *testing.T) {
	s := newSession(t)
	s.startPads()
	pad := s.attach("Xbox One Controller", 0x045e, 0x02ea)
	s.tap(pad, sdl.CONTROLLER_BUTTON_START)
	s.padToRow(pad, "Quit to title")
	s.tap(pad, sdl.CONTROLLER_BUTTON_A)
	s.padToRow(pad, "Board editor")
	s.tap(pad, sdl.CONTROLLER_BUTTON_A)
	if s.l.App.Screen() != app.ScreenEditor {
		t.Fatalf("screen %v, want the editor", s.l.App.Screen())
	}
	for _, st := range []struct {
		at    string
		press int
	}{{"h8", 1}, {"j8", 1}, {"i9", 2}} {
		pt, _ := engine.ParsePoint(st.at, 15)
		s.padWalk(pad, pt)
		for range st.press {
			s.tap(pad, sdl.CONTROLLER_BUTTON_A)
		}
	}
	s.padButton(pad, "Black to move")
	s.padButton(pad, "Two players")
	g := s.l.App.Game()
	if s.l.App.Screen() != app.ScreenPlay || g.MoveCount() != 3 || g.ToMove() != engine.White {
		t.Fatalf("screen %v, %d moves, %v to move; toast %q", s.l.App.Screen(), g.MoveCount(), g.ToMove(), s.toast())
	}
	i9, _ := engine.ParsePoint("i9", 15)
	if b := g.Board(); b.At(i9) != engine.White {
		t.Fatal("i9 is not white in the game")
	}
	s.padPlay(pad, "k10")
}
