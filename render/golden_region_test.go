package render

import (
	"image"
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// A golden keeps only the part of the frame its test guards: a whole frame
// of wood grain costs about 220 KB of repository for every re-render, a
// panel or a few intersections a fraction of that. Layout tests keep the
// whole frame (region nil).

// region picks the guarded part of a frame from its view.
type region func(t testing.TB, v app.View) image.Rectangle

// wholeFrame is the region of layout goldens.
func wholeFrame(_ testing.TB, v app.View) image.Rectangle {
	return image.Rect(0, 0, v.Layout.Width, v.Layout.Height)
}

func rect(r app.Rect) image.Rectangle { return image.Rect(r.X, r.Y, r.X+r.W, r.Y+r.H) }

// panelOnly guards the side panel: texts, buttons and their focus.
func panelOnly(_ testing.TB, v app.View) image.Rectangle { return rect(v.Layout.Panel) }

// boardOnly guards the board with its coordinates.
func boardOnly(_ testing.TB, v app.View) image.Rectangle { return rect(v.Layout.Board) }

// around guards the intersections spanned by the corner points from and
// to, plus margin steps on every side, within the board.
func around(from, to string, margin float64) region {
	return func(t testing.TB, v app.View) image.Rectangle {
		g := v.Layout.Grid
		a, err := engine.ParsePoint(from, v.Size)
		if err != nil {
			t.Fatal(err)
		}
		b, err := engine.ParsePoint(to, v.Size)
		if err != nil {
			t.Fatal(err)
		}
		ax, ay := g.Center(a)
		bx, by := g.Center(b)
		m := margin * g.Step
		r := image.Rect(int(min(ax, bx)-m), int(min(ay, by)-m), int(max(ax, bx)+m)+1, int(max(ay, by)+m)+1)
		return r.Intersect(boardOnly(t, v))
	}
}

// rowsAcross guards a full-width band from row top down to row bottom
// (half a step beyond each): board, stones and the panel beside them, for
// themes, which colour everything.
func rowsAcross(top, bottom int) region {
	return func(_ testing.TB, v app.View) image.Rectangle {
		g := v.Layout.Grid
		_, y0 := g.Center(engine.Point{Y: top - 1})
		_, y1 := g.Center(engine.Point{Y: bottom - 1})
		return image.Rect(0, int(y0-g.Step/2), v.Layout.Width, int(y1+g.Step/2)+1)
	}
}

// checkGoldenRegion compares the part r of img with the golden name.
func checkGoldenRegion(t *testing.T, name string, img *image.RGBA, v app.View, r region) {
	t.Helper()
	if r == nil {
		r = wholeFrame
	}
	box := r(t, v).Intersect(img.Bounds())
	if box.Empty() {
		t.Fatalf("%s: empty golden region", name)
	}
	crop := image.NewRGBA(image.Rect(0, 0, box.Dx(), box.Dy()))
	for y := 0; y < box.Dy(); y++ {
		copy(crop.Pix[y*crop.Stride:(y+1)*crop.Stride], img.Pix[(box.Min.Y+y)*img.Stride+box.Min.X*4:])
	}
	checkGolden(t, name, crop, goldenTolerance(box.Dx(), box.Dy()))
}
