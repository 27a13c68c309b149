package render

import (
	"runtime"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// The game draws through a renderer into a window. Draw the same view that
// way (offscreen window, the software renderer and GL where there is one)
// and check it matches the Snapshot picture.
func TestWindowMatchesSnapshot(t *testing.T) {
	if testing.Short() {
		t.Skip("opens SDL windows")
	}
	for _, tc := range []struct {
		driver string
		tol    tolerance
	}{
		{"software", exact()},
		// GL rounds blending differently: allow small channel differences
		// and a sprinkling of pixels beyond that.
		{"opengl", tolerance{channel: 8, pixels: 640 * 400 / 200}},
		{"opengles2", tolerance{channel: 8, pixels: 640 * 400 / 200}},
	} {
		t.Run(tc.driver, func(t *testing.T) { windowMatches(t, tc.driver, tc.tol) })
	}
}

func windowMatches(t *testing.T, driver string, tol tolerance) {
	a := newApp(t, 15, 640, 400)
	play(t, a, midGame)
	cursorTo(t, a, "j9")

	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := sdl.Init(sdl.INIT_VIDEO); err != nil {
		t.Skipf("no video: %v", err)
	}
	defer sdl.Quit()
	sdl.SetHintWithPriority(sdl.HINT_RENDER_DRIVER, driver, sdl.HINT_OVERRIDE)
	defer sdl.SetHintWithPriority(sdl.HINT_RENDER_DRIVER, "", sdl.HINT_OVERRIDE)
	win, err := sdl.CreateWindow("render test", 0, 0, 640, 400, sdl.WINDOW_HIDDEN)
	if err != nil {
		t.Skipf("no window: %v", err)
	}
	defer win.Destroy()
	sr, err := sdl.CreateRenderer(win, -1, 0)
	if err != nil {
		t.Skipf("no %s renderer: %v", driver, err)
	}
	defer sr.Destroy()
	if info, err := sr.GetInfo(); err != nil || info.Name != driver {
		t.Skipf("asked for %s, got %q (%v)", driver, info.Name, err)
	}
	r, err := New(sr)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// Frames: the first builds everything, the second reuses the board
	// layer, the third patches a new stone into it.
	for i := range 3 {
		if i == 2 {
			a.Apply(app.Intent{Kind: app.Place})
		}
		v := a.View()
		if err := r.Draw(v); err != nil {
			t.Fatal(err)
		}
		got, err := ReadOutput(r.sr)
		if err != nil {
			t.Fatal(err)
		}
		sr.Present()
		want, err := Snapshot(v)
		if err != nil {
			t.Fatal(err)
		}
		_, exactN := compare(want, got, exact())
		t.Logf("%s frame %d: %d pixels not exactly equal to the snapshot", driver, i, exactN)
		if diff, n := compare(want, got, tol); n > tol.pixels {
			gp, dp := saveDiff(t, "window-"+driver, got, diff)
			t.Errorf("%s frame %d differs from the snapshot in %d pixels\n  actual: %s\n  diff:   %s", driver, i, n, gp, dp)
		}
	}
}
