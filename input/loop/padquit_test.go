package loop

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/input/internal/vpad"
)

// padToRow moves the menu focus with the d-pad down to the row labelled
// label, failing if the d-pad cannot reach it.
func (s *session) padToRow(p *vpad.Pad, label string) {
	s.t.Helper()
	for range 20 {
		m := s.l.App.View().Menu
		if m == nil {
			s.t.Fatalf("no menu open looking for %q", label)
		}
		for _, it := range m.Items {
			if it.Focused && it.Label == label {
				return
			}
		}
		s.tap(p, sdl.CONTROLLER_BUTTON_DPAD_DOWN)
	}
	s.t.Fatalf("the d-pad never reached %q", label)
}

// A console or kiosk player has only the controller: from launch to a
// stone on the board and back out of the program, no key is pressed. Both
// ways out end the loop the way Run returns nil (exit status 0 in main).
func TestControllerAloneFromLaunchToQuit(t *testing.T) {
	for _, via := range []string{"menu", "title"} {
		t.Run(via, func(t *testing.T) {
			s := newSession(t)
			s.startPads()
			pad := s.attach("Xbox One Controller", 0x045e, 0x02ea)
			// Launch shows the board with the cursor in the centre: A plays.
			s.padPlay(pad, "h8")
			s.padPlay(pad, "j10")
			if s.l.App.Game().MoveCount() != 2 {
				t.Fatalf("%d stones after two presses of A", s.l.App.Game().MoveCount())
			}
			s.tap(pad, sdl.CONTROLLER_BUTTON_START)
			if via == "title" {
				s.padToRow(pad, "Quit to title")
				s.tap(pad, sdl.CONTROLLER_BUTTON_A)
			}
			s.padToRow(pad, "Quit")
			if s.l.Done() {
				t.Fatal("the loop ended before Quit was chosen")
			}
			s.tap(pad, sdl.CONTROLLER_BUTTON_A)
			if !s.l.Done() {
				t.Fatal("A on Quit did not end the loop")
			}
			if err := s.l.Run(); err != nil { // returns at once, with no error
				t.Fatalf("Run after Quit: %v", err)
			}
		})
	}
}
