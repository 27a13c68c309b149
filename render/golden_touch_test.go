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

// The touch screen pictures, on the official 7" 800×480 display: the
// magnifier over the board (above the finger, and beside it on the top
// rows), and a long menu in finger-sized rows.
func TestGoldenTouch(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t testing.TB, a *app.App)
	}{
		{"touch_magnifier", func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "j9", 3, -2) // a fingertip is never exactly on the point
		}},
		{"touch_magnifier_top", func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "c14", 0, 0)
		}},
		{"touch_magnifier_off", func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			holdAt(t, a, "a8", -60, 0) // slid off the board: a lift cancels
		}},
		{"touch_menu", func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, app.DefaultSettings(), 800, 480)
			a.SetTouchScreen(true)
			tc.setup(t, a)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGolden(t, tc.name, img, goldenTolerance(800, 480))
		})
	}
}
