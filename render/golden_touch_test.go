package render

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/app"
)

// holdAt rests a finger on point s until the magnifier opens, then slides
// it by (dx, dy) pixels.
func holdAt(t testing.TB, a *app.App, s string, dx, dy int) {
	t.Helper()
	p, err := engine.ParsePoint(s, a.Game().Config().Size)
	if err != nil {
		t.Fatal(err)
	}
	fx, fy := a.View().Layout.Grid.Center(p)
	x, y := int(fx), int(fy)
	a.Apply(app.Intent{Kind: app.TouchDown, X: x, Y: y})
	a.Update(time.Time{}.Add(400 * time.Millisecond))
	a.Apply(app.Intent{Kind: app.TouchMove, X: x + dx, Y: y + dy})
	if a.View().Magnifier == nil {
		t.Fatalf("holding %s opened no magnifier", s)
	}
}

// The touch screen pictures, on the official 7" 800×480 display (and
// turned to portrait): the magnifier over the board (above the finger,
// beside it on the top rows, greyed off the board), and long menus in
// finger-sized rows.
func TestGoldenTouch(t *testing.T) {
	cases := []struct {
		name  string
		w, h  int
		setup func(t testing.TB, a *app.App)
	}{
		{"touch_magnifier", 800, 480, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "j9", 3, -2) // a fingertip is never exactly on the point
		}},
		{"touch_magnifier_top", 800, 480, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "c14", 0, 0)
		}},
		{"touch_magnifier_off", 800, 480, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "a8", -60, 0) // slid off the board: a lift cancels
		}},
		{"touch_menu", 800, 480, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
		}},
		{"touch_settings", 800, 480, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Settings")
			a.Apply(app.Intent{Kind: app.Place})
		}},
		{"touch_portrait", 480, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "e5", 0, 0)
		}},
		{"touch_portrait_settings", 480, 800, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Settings")
			a.Apply(app.Intent{Kind: app.Place})
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, app.DefaultSettings(), tc.w, tc.h)
			a.SetTouchScreen(true)
			tc.setup(t, a)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGolden(t, tc.name, img, goldenTolerance(tc.w, tc.h))
		})
	}
}
