package input

import (
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

var t0 = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)

func down(sym sdl.Keycode, mod sdl.Keymod, repeat bool) *sdl.KeyboardEvent {
	e := &sdl.KeyboardEvent{Type: sdl.KEYDOWN, State: sdl.PRESSED, Keysym: sdl.Keysym{Sym: sym, Mod: uint16(mod)}}
	if repeat {
		e.Repeat = 1
	}
	return e
}

func up(sym sdl.Keycode) *sdl.KeyboardEvent {
	return &sdl.KeyboardEvent{Type: sdl.KEYUP, State: sdl.RELEASED, Keysym: sdl.Keysym{Sym: sym}}
}

func kinds(in []app.Intent) []app.IntentKind {
	var k []app.IntentKind
	for _, i := range in {
		k = append(k, i.Kind)
	}
	return k
}

func TestKeyBindings(t *testing.T) {
	cases := []struct {
		name string
		ev   sdl.Event
		want app.IntentKind
	}{
		{"space places", down(sdl.K_SPACE, 0, false), app.Place},
		{"enter places", down(sdl.K_RETURN, 0, false), app.Place},
		{"keypad enter places", down(sdl.K_KP_ENTER, 0, false), app.Place},
		{"alt+enter is full screen, not a placement", down(sdl.K_RETURN, sdl.KMOD_LALT, false), app.ToggleFullscreen},
		{"F11 is full screen", down(sdl.K_F11, 0, false), app.ToggleFullscreen},
		{"R restarts", down(sdl.K_r, 0, false), app.Restart},
		{"ctrl+Q quits", down(sdl.K_q, sdl.KMOD_RCTRL, false), app.Quit},
		{"window close quits", &sdl.QuitEvent{Type: sdl.QUIT}, app.Quit},
		{"right arrow moves", down(sdl.K_RIGHT, 0, false), app.MoveCursor},
		{"M opens the menu", down(sdl.K_m, 0, false), app.Menu},
		{"N opens the new-game screen", down(sdl.K_n, 0, false), app.NewGame},
		{"F10 opens the menu", down(sdl.K_F10, 0, false), app.Menu},
		{"H asks for a hint", down(sdl.K_h, 0, false), app.Hint},
		{"E shows or hides the live evaluation", down(sdl.K_e, 0, false), app.ToggleLive},
		{"T shows or hides the threat marks", down(sdl.K_t, 0, false), app.ToggleThreats},
		{"ctrl+Z undoes", down(sdl.K_z, sdl.KMOD_LCTRL, false), app.Undo},
		{"U undoes", down(sdl.K_u, 0, false), app.Undo},
		{"ctrl+Y redoes", down(sdl.K_y, sdl.KMOD_LCTRL, false), app.Redo},
		{"ctrl+shift+Z redoes", down(sdl.K_z, sdl.KMOD_LCTRL|sdl.KMOD_LSHIFT, false), app.Redo},
		{"backspace is back", down(sdl.K_BACKSPACE, 0, false), app.Back},
		{"one Escape is back", down(sdl.K_ESCAPE, 0, false), app.Back},
	}
	for _, c := range cases {
		m := NewMapper()
		got := kinds(m.Event(c.ev, t0))
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: got %v, want [%v]", c.name, got, c.want)
		}
	}
	m := NewMapper()
	for _, ev := range []sdl.Event{down(sdl.K_q, 0, false), down(sdl.K_r, sdl.KMOD_LCTRL, false), down(sdl.K_SPACE, 0, true)} {
		if got := m.Event(ev, t0); len(got) != 0 {
			t.Errorf("%+v gave %v, want nothing", ev, kinds(got))
		}
	}
}

func TestArrowDirections(t *testing.T) {
	m := NewMapper()
	want := map[sdl.Keycode][2]int{sdl.K_UP: {0, 1}, sdl.K_DOWN: {0, -1}, sdl.K_LEFT: {-1, 0}, sdl.K_RIGHT: {1, 0}}
	for sym, d := range want {
		in := m.Event(down(sym, 0, false), t0)
		m.Event(up(sym), t0)
		if len(in) != 1 || in[0].DX != d[0] || in[0].DY != d[1] {
			t.Errorf("%v: %+v", sdl.GetKeyName(sym), in)
		}
	}
}

func TestEscapeTwiceWithin500msIsTheBossKey(t *testing.T) {
	m := NewMapper()
	if got := m.Event(down(sdl.K_ESCAPE, 0, false), t0); len(got) != 1 || got[0].Kind != app.Back {
		t.Fatal("one Escape must only go back")
	}
	got := m.Event(down(sdl.K_ESCAPE, 0, false), t0.Add(400*time.Millisecond))
	if len(got) != 1 || got[0].Kind != app.BossKey {
		t.Fatalf("second Escape within 500 ms: %v", kinds(got))
	}
	// A third press starts a new pair.
	if got := m.Event(down(sdl.K_ESCAPE, 0, false), t0.Add(500*time.Millisecond)); len(got) != 1 || got[0].Kind != app.Back {
		t.Fatal("third Escape must not toggle again")
	}
	if got := m.Event(down(sdl.K_ESCAPE, 0, false), t0.Add(1200*time.Millisecond)); len(got) != 1 || got[0].Kind != app.Back {
		t.Fatal("Escapes 700 ms apart are not a double tap")
	}
	// Auto-repeat of a held Escape is not a second press.
	m = NewMapper()
	m.Event(down(sdl.K_ESCAPE, 0, false), t0)
	if got := m.Event(down(sdl.K_ESCAPE, 0, true), t0.Add(100*time.Millisecond)); len(got) != 0 {
		t.Fatal("a held Escape toggled the boss screen")
	}
}

func TestAutoRepeatTiming(t *testing.T) {
	m := NewMapper()
	if in := m.Event(down(sdl.K_LEFT, 0, false), t0); len(in) != 1 {
		t.Fatal("press must move at once")
	}
	// The OS's own repeats are ignored: our clock paces held keys.
	if in := m.Event(down(sdl.K_LEFT, 0, true), t0.Add(30*time.Millisecond)); len(in) != 0 {
		t.Fatal("OS key repeat must be ignored")
	}
	if in := m.Tick(t0.Add(repeatDelay - time.Millisecond)); len(in) != 0 {
		t.Fatal("repeat before the delay")
	}
	if d, ok := m.NextWake(t0.Add(100 * time.Millisecond)); !ok || d != repeatDelay-100*time.Millisecond {
		t.Fatalf("next wake %v %v", d, ok)
	}
	if in := m.Tick(t0.Add(repeatDelay)); len(in) != 1 {
		t.Fatalf("one repeat at the delay, got %d", len(in))
	}
	// A late frame catches up: 3 intervals later, 3 more steps.
	if in := m.Tick(t0.Add(repeatDelay + 3*repeatInterval)); len(in) != 3 {
		t.Fatalf("catch-up steps %d, want 3", len(in))
	}
	m.Event(up(sdl.K_LEFT), t0.Add(time.Second))
	if in := m.Tick(t0.Add(2 * time.Second)); len(in) != 0 {
		t.Fatal("repeat after release")
	}
	if _, ok := m.NextWake(t0); ok {
		t.Fatal("nothing held, nothing due")
	}
}

func TestFocusLossStopsRepeat(t *testing.T) {
	m := NewMapper()
	m.Event(down(sdl.K_UP, 0, false), t0)
	m.Event(&sdl.WindowEvent{Type: sdl.WINDOWEVENT, Event: sdl.WINDOWEVENT_FOCUS_LOST}, t0)
	if in := m.Tick(t0.Add(time.Second)); len(in) != 0 {
		t.Fatal("cursor runs away after focus loss")
	}
}

func TestPointerScaling(t *testing.T) {
	m := NewMapper()
	m.SetScale(2, 2) // HiDPI: output pixels are twice the window points
	in := m.Event(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, Button: sdl.BUTTON_LEFT, X: 100, Y: 50}, t0)
	if len(in) != 1 || in[0].Kind != app.PointerDown || in[0].X != 200 || in[0].Y != 100 {
		t.Fatalf("%+v", in)
	}
	if in := m.Event(&sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, Button: sdl.BUTTON_RIGHT}, t0); len(in) != 0 {
		t.Fatal("right button must not place")
	}
}
