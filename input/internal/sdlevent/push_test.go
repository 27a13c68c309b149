package sdlevent

import (
	"os"
	"runtime"
	"testing"

	"github.com/veandco/go-sdl2/sdl"
)

// TestPushedEventsComeBackIntact pushes the kinds of event the loop tests
// use and reads them back through go-sdl2; under -race this is the path
// that used to die in checkptr.
func TestPushedEventsComeBackIntact(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEODRIVER") == "" {
		t.Setenv("SDL_VIDEODRIVER", "offscreen")
	}
	if err := sdl.Init(sdl.INIT_VIDEO | sdl.INIT_EVENTS); err != nil {
		t.Fatal(err)
	}
	defer sdl.Quit()
	sdl.FlushEvents(sdl.FIRSTEVENT, sdl.LASTEVENT)
	key := &sdl.KeyboardEvent{Type: sdl.KEYDOWN, WindowID: 3, State: sdl.PRESSED, Repeat: 1,
		Keysym: sdl.Keysym{Sym: sdl.K_SPACE, Scancode: sdl.SCANCODE_SPACE, Mod: sdl.KMOD_LCTRL}}
	click := &sdl.MouseButtonEvent{Type: sdl.MOUSEBUTTONDOWN, WindowID: 3, Button: sdl.BUTTON_LEFT,
		State: sdl.PRESSED, Clicks: 2, X: 640, Y: -7}
	pad := &sdl.ControllerAxisEvent{Type: sdl.CONTROLLERAXISMOTION, Which: 9, Axis: 1, Value: -32768}
	for _, ev := range []sdl.Event{key, click, pad} {
		if err := Push(ev); err != nil {
			t.Fatal(err)
		}
	}
	// go-sdl2's PollEvent returns a view of one shared C buffer: check
	// each event before polling the next.
	if k, ok := sdl.PollEvent().(*sdl.KeyboardEvent); !ok || k.Keysym != key.Keysym || k.WindowID != 3 || k.Repeat != 1 {
		t.Fatalf("key came back as %#v", k)
	}
	if m, ok := sdl.PollEvent().(*sdl.MouseButtonEvent); !ok || m.X != 640 || m.Y != -7 || m.Clicks != 2 || m.Button != sdl.BUTTON_LEFT {
		t.Fatalf("click came back as %#v", m)
	}
	if a, ok := sdl.PollEvent().(*sdl.ControllerAxisEvent); !ok || a.Which != 9 || a.Value != -32768 {
		t.Fatalf("axis came back as %#v", a)
	}
	if err := Push(&sdl.DropEvent{Type: sdl.DROPFILE, File: "x"}); err == nil {
		t.Fatal("an event with a Go string was pushed")
	}
}
