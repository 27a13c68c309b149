package render

import (
	"testing"

	"gomoku/engine/app"
)

// TestToastLeavesTheReviewGraph: the "analysis done" toast, in portrait
// (where toasts sit at the window's bottom, over the panel) and in
// landscape, never covers the review's graph or move list: in a review
// it sits on the board instead.
func TestToastLeavesTheReviewGraph(t *testing.T) {
	for _, size := range [][2]int{{720, 1280}, {480, 800}, {1280, 800}} {
		a := reviewApp(t, "h8h9i7i9j6a1", size[0], size[1])
		a.Apply(app.Intent{Kind: app.Analyse}) // into the line: a toast-free view…
		a.Apply(app.Intent{Kind: app.Analyse}) // …and back
		v := a.View()
		v.Toast = "Analysis done — mistakes: 1, blunders: 1"
		_, w, h, y, ok := toastPlace(&v)
		if !ok {
			t.Fatalf("%v: no toast", size)
		}
		area := toastArea(&v)
		box := app.Rect{X: area.X + area.W/2 - w/2, Y: y, W: w, H: h}
		for _, r := range []*app.Rect{graphRect(v), listRect(v)} {
			if r != nil && box.X < r.X+r.W && r.X < box.X+box.W && box.Y < r.Y+r.H && r.Y < box.Y+box.H {
				t.Errorf("%v: the toast %+v covers %+v", size, box, *r)
			}
		}
	}
}

func graphRect(v app.View) *app.Rect {
	if v.Graph == nil {
		return nil
	}
	return &v.Graph.Rect
}

func listRect(v app.View) *app.Rect {
	if v.MoveList == nil {
		return nil
	}
	return &v.MoveList.Rect
}
