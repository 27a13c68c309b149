package app

import (
	"testing"

	"gomoku/engine"
)

// The mouse's preview stone and the keyboard cursor never point at two
// different intersections: moving the mouse moves the cursor (Space places
// under the mouse), an arrow key moves the cursor and the preview steps
// aside, and a pointer resting where the window appeared takes nothing.
func TestPreviewStoneAndCursorAgree(t *testing.T) {
	a := newApp(t, nil)
	at := func(p engine.Point) (int, int) {
		x, y := a.View().Layout.Grid.Center(p)
		return int(x), int(y)
	}
	c13 := engine.Point{X: 2, Y: 12}
	x, y := at(c13)
	a.Apply(Intent{Kind: PointerMove, X: x, Y: y}) // resting there at start
	if v := a.View(); v.ShowHover || a.Cursor() == c13 {
		t.Fatal("a resting pointer took the cursor or showed a preview away from it")
	}
	a.Apply(Intent{Kind: PointerMove, X: x + 2, Y: y})
	if v := a.View(); !v.ShowHover || v.Hover != a.Cursor() || a.Cursor() != c13 {
		t.Fatalf("moving the mouse: preview %v (%v), cursor %v; want both on c13", v.Hover, v.ShowHover, a.Cursor())
	}
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if v := a.View(); v.ShowHover && v.Hover != a.Cursor() {
		t.Fatalf("after an arrow the preview (%v) and the cursor (%v) differ", v.Hover, a.Cursor())
	}
	a.Apply(Intent{Kind: Place})
	if a.Game().At(engine.Point{X: 3, Y: 12}) != engine.Black {
		t.Fatal("Space did not place on the cursor the player saw")
	}
}
