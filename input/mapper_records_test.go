package input

import (
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

func TestRecordKeys(t *testing.T) {
	m := NewMapper()
	for _, tc := range []struct {
		name string
		ev   sdl.Event
		want app.IntentKind
	}{
		{"Ctrl+S saves", down(sdl.K_s, sdl.KMOD_LCTRL, false), app.SaveGame},
		{"Ctrl+C copies", down(sdl.K_c, sdl.KMOD_RCTRL, false), app.Copy},
		{"Ctrl+V pastes", down(sdl.K_v, sdl.KMOD_LCTRL, false), app.Paste},
		{"F12 takes a screenshot", down(sdl.K_F12, 0, false), app.Screenshot},
	} {
		got := m.Event(tc.ev, t0)
		if len(got) != 1 || got[0].Kind != tc.want {
			t.Errorf("%s: got %v", tc.name, kinds(got))
		}
	}
	// Plain S, C and V are not bound: a stray key must not save or paste.
	for _, sym := range []sdl.Keycode{sdl.K_s, sdl.K_c, sdl.K_v} {
		if got := m.Event(down(sym, 0, false), t0); len(got) != 0 {
			t.Errorf("%c without Ctrl gave %v", rune(sym), kinds(got))
		}
	}
}
