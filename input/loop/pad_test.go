package loop

import (
	"strings"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/input"
	"gomoku/input/internal/vpad"
)

// startPads brings up controllers in the session's loop, as main does
// after loop.New. Headless, the window never has focus, so SDL would drop
// controller events without the background hint.
func (s *session) startPads() {
	s.t.Helper()
	sdl.SetHint(sdl.HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
	if err := s.l.StartControllers(s.dir); err != nil {
		s.t.Fatal(err)
	}
	s.t.Cleanup(s.l.Input.CloseControllers) // runs before the session's sdl.Quit
}

func (s *session) attach(name string, vendor, product uint16) *vpad.Pad {
	s.t.Helper()
	p, err := vpad.Attach(name, vendor, product)
	if err != nil {
		s.t.Fatal(err)
	}
	s.pump()
	return p
}

func (s *session) detach(p *vpad.Pad) {
	s.t.Helper()
	if err := p.Detach(); err != nil {
		s.t.Fatal(err)
	}
	s.pump()
}

// tap presses and releases a pad button, a frame or so each, as a thumb.
func (s *session) tap(p *vpad.Pad, b sdl.GameControllerButton) {
	s.t.Helper()
	for _, down := range []bool{true, false} {
		if err := p.Button(b, down); err != nil {
			s.t.Fatal(err)
		}
		s.pump()
	}
}

// padPlay walks the cursor with the d-pad and places each stone with A.
func (s *session) padPlay(p *vpad.Pad, moves string) {
	s.t.Helper()
	pts, err := engine.ParseMoves(moves, 15)
	if err != nil {
		s.t.Fatal(err)
	}
	for _, pt := range pts {
		s.padWalk(p, pt) // editor_test.go
		before := s.l.App.Game().MoveCount()
		s.tap(p, sdl.CONTROLLER_BUTTON_A)
		if s.l.App.Game().MoveCount() != before+1 {
			s.t.Fatalf("A on %v placed nothing", pt)
		}
	}
}

func (s *session) devices() map[int]string {
	out := map[int]string{}
	for _, c := range s.l.Input.Controllers() {
		out[c.Device] = c.Family
	}
	return out
}

func TestPadPlaysAWholeGameWithHotPlug(t *testing.T) {
	s := newSession(t)
	s.startPads()
	pad := s.attach("Xbox One Controller", 0x045e, 0x02ea)
	if d := s.devices(); len(d) != 1 || d[pad.InstanceID()+1] != input.FamilyXbox {
		t.Fatalf("controllers after plugging in: %v", d)
	}
	s.padPlay(pad, "d4a15e5b15f6")

	// A friend plugs in a PlayStation pad, plays White's move (with two
	// pads each plays its own colour) and unplugs it again.
	friend := s.attach("PS4 Controller", 0x054c, 0x09cc)
	if d := s.devices(); len(d) != 2 || d[friend.InstanceID()+1] != input.FamilyPlayStation {
		t.Fatalf("controllers with a second pad: %v", d)
	}
	s.padPlay(friend, "c15")
	s.detach(friend)
	if d := s.devices(); len(d) != 1 {
		t.Fatalf("controllers after unplugging the second pad: %v", d)
	}
	// Events for the pad that left (forged here) change nothing.
	gone := sdl.JoystickID(friend.InstanceID())
	s.push(&sdl.ControllerButtonEvent{Type: sdl.CONTROLLERBUTTONDOWN, Which: gone, Button: uint8(sdl.CONTROLLER_BUTTON_A), State: sdl.PRESSED})
	s.push(&sdl.ControllerAxisEvent{Type: sdl.CONTROLLERAXISMOTION, Which: gone, Axis: uint8(sdl.CONTROLLER_AXIS_LEFTX), Value: -32768})
	s.pump()
	if n := s.l.App.Game().MoveCount(); n != 6 {
		t.Fatalf("an unplugged pad's events placed a stone: %d moves", n)
	}

	// The first pad's battery dies; plugged back in it is a new device
	// and carries on.
	s.padPlay(pad, "g7")
	s.detach(pad)
	if len(s.devices()) != 0 {
		t.Fatal("a controller is still listed with none plugged in")
	}
	again := s.attach("Xbox One Controller", 0x045e, 0x02ea)
	if again.InstanceID() == pad.InstanceID() {
		t.Fatal("a re-plugged pad kept its old instance ID")
	}
	s.padPlay(again, "d15h8")

	r := s.l.App.Game().Result()
	if r.Status != engine.Won || r.Winner != engine.Black || engine.FormatMoves(r.Line) != "d4e5f6g7h8" {
		t.Fatalf("result %+v", r)
	}
	// The finished board ignores A and the d-pad only looks; Y reaches
	// the game-over buttons and A on the first one is a rematch.
	s.tap(again, sdl.CONTROLLER_BUTTON_DPAD_LEFT)
	s.tap(again, sdl.CONTROLLER_BUTTON_A)
	if s.l.App.Game().MoveCount() != 9 || !s.l.App.Game().Over() {
		t.Fatal("d-pad, A after the win changed the final board")
	}
	s.tap(again, sdl.CONTROLLER_BUTTON_Y)
	s.tap(again, sdl.CONTROLLER_BUTTON_A)
	if s.l.App.Game().MoveCount() != 0 || s.l.App.Game().Over() {
		t.Fatal("the pad could not start a rematch from the game-over buttons")
	}
}

func TestTwoPadsPlayOneColourEach(t *testing.T) {
	s := newSession(t)
	black := s.attach("Xbox One Controller", 0x045e, 0x02ea)
	white := s.attach("Nintendo Switch Pro Controller", 0x057e, 0x2009)
	// Both were plugged in before start-up; StartControllers opens both.
	s.startPads()
	s.pump()
	d := s.devices()
	if len(d) != 2 || d[black.InstanceID()+1] != input.FamilyXbox || d[white.InstanceID()+1] != input.FamilyNintendo {
		t.Fatalf("controllers %v", d)
	}
	for _, m := range []struct {
		p    *vpad.Pad
		move string
	}{{black, "h8"}, {white, "a1"}, {black, "h9"}, {white, "a2"}, {black, "h10"}, {white, "a3"}, {black, "h11"}, {white, "a4"}, {black, "h12"}} {
		s.padPlay(m.p, m.move)
	}
	if r := s.l.App.Game().Result(); r.Status != engine.Won || r.Winner != engine.Black {
		t.Fatalf("result %+v", r)
	}
}

func TestHeldStickRepeatsOnTheLoopClock(t *testing.T) {
	s := newSession(t)
	s.startPads()
	pad := s.attach("PS4 Controller", 0x054c, 0x09cc)
	// A light touch inside the dead zone does nothing.
	if err := pad.Axis(sdl.CONTROLLER_AXIS_LEFTX, 32767*30/100); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		s.pump()
	}
	if got := s.l.App.Cursor().String(); got != "h8" {
		t.Fatalf("a 30%% stick moved the cursor to %s", got)
	}
	if err := pad.Axis(sdl.CONTROLLER_AXIS_LEFTX, 32767); err != nil {
		t.Fatal(err)
	}
	s.pump()
	if got := s.l.App.Cursor().String(); got != "i8" {
		t.Fatalf("pushing the stick moved to %s, want i8 at once", got)
	}
	// Held for 22 more frames of 16 ms: past the 250 ms delay, repeating.
	for i := 0; i < 22; i++ {
		s.pump()
	}
	if x := s.l.App.Cursor().X; x <= 8 {
		t.Fatalf("holding the stick did not auto-repeat: cursor %v", s.l.App.Cursor())
	}
	if err := pad.Axis(sdl.CONTROLLER_AXIS_LEFTX, 0); err != nil {
		t.Fatal(err)
	}
	s.pump()
	at := s.l.App.Cursor()
	for i := 0; i < 30; i++ {
		s.pump()
	}
	if s.l.App.Cursor() != at {
		t.Fatal("the cursor kept moving after the stick was let go")
	}
	// The loop sleeps until a repeat is due, not a busy poll.
	if err := pad.Axis(sdl.CONTROLLER_AXIS_LEFTY, -32768); err != nil {
		t.Fatal(err)
	}
	s.pump()
	if d, ok := s.l.Input.NextWake(s.now); !ok || d <= 0 || d > 250*time.Millisecond {
		t.Fatalf("NextWake with the stick held = %v, %v", d, ok)
	}
}

// padFocus walks a menu's focus with the d-pad to the row labelled label.
func (s *session) padFocus(p *vpad.Pad, label string) {
	s.t.Helper()
	for _, b := range []sdl.GameControllerButton{sdl.CONTROLLER_BUTTON_DPAD_DOWN, sdl.CONTROLLER_BUTTON_DPAD_UP} {
		for i := 0; i < 20; i++ {
			v := s.l.App.View()
			if v.Menu == nil {
				s.t.Fatal("no menu open")
			}
			for _, it := range v.Menu.Items {
				if it.Focused && it.Label == label {
					return
				}
			}
			s.tap(p, b)
		}
	}
	s.t.Fatalf("menu item %q never got the focus", label)
}

// With a pad, B at "Start this game again?" keeps the game, and LB right
// after a restart brings it back; the notice names LB, not Ctrl+Z.
func TestPadBKeepsTheGameAndLBBringsItBack(t *testing.T) {
	s := newSession(t)
	s.startPads()
	pad := s.attach("Xbox One Controller", 0x045e, 0x02ea)
	s.padPlay(pad, "h8i9j10k11")
	s.tap(pad, sdl.CONTROLLER_BUTTON_START)
	s.padFocus(pad, "Restart")
	s.tap(pad, sdl.CONTROLLER_BUTTON_A)
	if v := s.l.App.View(); v.Menu == nil || v.Menu.Title != "Start this game again?" {
		t.Fatalf("Restart did not ask: %+v", v.Menu)
	}
	s.tap(pad, sdl.CONTROLLER_BUTTON_B)
	if v := s.l.App.View(); v.Menu != nil || s.l.App.Game().MoveCount() != 4 {
		t.Fatalf("B at the question: %d moves, menu %v", s.l.App.Game().MoveCount(), v.Menu)
	}
	s.tap(pad, sdl.CONTROLLER_BUTTON_START)
	s.padFocus(pad, "Restart")
	s.tap(pad, sdl.CONTROLLER_BUTTON_A)
	s.padFocus(pad, "Restart")
	s.tap(pad, sdl.CONTROLLER_BUTTON_A)
	if n := s.l.App.Game().MoveCount(); n != 0 {
		t.Fatalf("Restart, Restart left %d moves", n)
	}
	if said := strings.ReplaceAll(s.panel(), "\n", " "); !strings.Contains(said, "LB brings it back") {
		t.Fatalf("the notice does not name the pad's undo button:\n%s", said)
	}
	s.tap(pad, sdl.CONTROLLER_BUTTON_LEFTSHOULDER)
	if got := engine.FormatMoves(s.l.App.Game().Moves()); got != "h8i9j10k11" {
		t.Fatalf("LB after the restart: %s", got)
	}
}
