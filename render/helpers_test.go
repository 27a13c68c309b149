package render

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// newApp starts a two-player game of the given size in a w×h window.
func newApp(t testing.TB, size, w, h int) *app.App {
	t.Helper()
	settings := app.DefaultSettings()
	settings.Setup.Game.Size = size
	settings.Animations = false     // goldens show the board at rest
	settings.LiveEval = app.LiveOff // timing-dependent; golden_live_test.go pins it
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h})
	if err != nil {
		t.Fatalf("app.New: %v", err)
	}
	return a
}

// play enters a move string the way a keyboard player would: walk the
// cursor to each point, then place.
func play(t testing.TB, a *app.App, moves string) {
	t.Helper()
	size := a.Game().Config().Size
	pts, err := engine.ParseMoves(moves, size)
	if err != nil {
		t.Fatalf("moves %q: %v", moves, err)
	}
	for _, p := range pts {
		c := a.Cursor()
		a.Apply(app.Intent{Kind: app.MoveCursor, DX: p.X - c.X, DY: p.Y - c.Y})
		n := a.Game().MoveCount()
		a.Apply(app.Intent{Kind: app.Place})
		if a.Game().MoveCount() != n+1 {
			t.Fatalf("moves %q: %s was not played", moves, p)
		}
	}
}

// cursorTo walks the cursor to a point given in notation.
func cursorTo(t testing.TB, a *app.App, s string) {
	t.Helper()
	p, err := engine.ParsePoint(s, a.Game().Config().Size)
	if err != nil {
		t.Fatalf("point %q: %v", s, err)
	}
	c := a.Cursor()
	a.Apply(app.Intent{Kind: app.MoveCursor, DX: p.X - c.X, DY: p.Y - c.Y})
}

// pointerAt hovers the pointer over a point given in notation.
func pointerAt(t testing.TB, a *app.App, s string) {
	t.Helper()
	p, err := engine.ParsePoint(s, a.Game().Config().Size)
	if err != nil {
		t.Fatalf("point %q: %v", s, err)
	}
	x, y := a.View().Layout.Grid.Center(p)
	// A mouse moving there, not one resting where the window appeared.
	a.Apply(app.Intent{Kind: app.PointerMove, X: int(x) + 2, Y: int(y)})
	a.Apply(app.Intent{Kind: app.PointerMove, X: int(x), Y: int(y)})
}
