package app

import (
	"testing"

	"gomoku/engine"
)

func TestLayoutKeepsBoardSquareInsideAndHitTestsEveryPoint(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {1920, 1080}, {3840, 2160}, {720, 1280}, {640, 400}, {320, 240}} {
		for _, size := range []int{5, 9, 15, 19, 26} {
			l := ComputeLayout(sz[0], sz[1], size, false)
			b := l.Board
			if b.W != b.H {
				t.Errorf("%v/%d: board %dx%d not square", sz, size, b.W, b.H)
			}
			if b.X < 0 || b.Y < 0 || b.X+b.W > sz[0] || b.Y+b.H > sz[1] {
				t.Errorf("%v/%d: board %+v outside the window", sz, size, b)
			}
			p := l.Panel
			if p.X < 0 || p.Y < 0 || p.X+p.W > sz[0] || p.Y+p.H > sz[1] {
				t.Errorf("%v/%d: panel %+v outside the window", sz, size, p)
			}
			for x := 0; x < size; x++ {
				for y := 0; y < size; y++ {
					pt := engine.Point{X: x, Y: y}
					cx, cy := l.Grid.Center(pt)
					got, ok := l.Grid.PointAt(int(cx), int(cy))
					if !ok || got != pt {
						t.Fatalf("%v/%d: %v hit-tests as %v", sz, size, pt, got)
					}
				}
			}
		}
	}
}

func TestLayoutCentresBoardAndScalesText(t *testing.T) {
	small := ComputeLayout(800, 500, 15, false)
	big := ComputeLayout(3840, 2160, 15, false)
	if big.TextPx <= small.TextPx {
		t.Fatalf("text does not scale: %d vs %d", small.TextPx, big.TextPx)
	}
	l := ComputeLayout(1280, 800, 15, false)
	left := l.Board.X
	right := 1280 - (l.Panel.X + l.Panel.W)
	if d := left - right; d < -2 || d > 2 {
		t.Fatalf("board+panel not centred: margins %d and %d", left, right)
	}
}

func TestPointAtRejectsFarPixels(t *testing.T) {
	l := ComputeLayout(1280, 800, 15, false)
	if _, ok := l.Grid.PointAt(l.Board.X+1, l.Board.Y+1); ok {
		t.Fatal("the board's corner is not an intersection")
	}
}

func TestPanelTextNeverOverlapsButtons(t *testing.T) {
	for _, sz := range [][2]int{{1920, 1080}, {1280, 720}, {1280, 800}, {800, 480}, {720, 1280}, {640, 400}} {
		for _, large := range []bool{false, true} {
			a := newApp(t, func(o *Options) {
				o.Width, o.Height = sz[0], sz[1]
				o.Settings.LargeUI = large
				o.Settings.Setup.Clock = ClockGame5
				o.Problems = []Problem{{File: "settings.json", Err: errTest}}
			})
			playKeys(t, a, "h8i9")
			v := a.View()
			top := v.Buttons[0].Rect.Y
			for _, ln := range v.Lines[:len(v.Lines)-3] {
				if ln.Y+ln.Px > top {
					t.Errorf("%v large=%v: %q (y %d, %dpx) runs into the buttons at y %d", sz, large, ln.Text, ln.Y, ln.Px, top)
				}
			}
		}
	}
}
