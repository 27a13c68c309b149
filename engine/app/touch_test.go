package app

import (
	"testing"
	"time"

	"gomoku/engine"
)

// fingerAt is the pixel of board point p.
func fingerAt(a *App, p engine.Point) (int, int) {
	x, y := a.layout.Grid.Center(p)
	return int(x), int(y)
}

func pt(t *testing.T, s string) engine.Point {
	t.Helper()
	p, err := engine.ParsePoint(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestTapPlacesAndHoldMagnifiesThenPlacesWhereLifted(t *testing.T) {
	a := newApp(t, nil)
	x, y := fingerAt(a, pt(t, "h8"))
	a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
	a.Apply(Intent{Kind: TouchUp, X: x, Y: y})
	if a.Game().At(pt(t, "h8")) != engine.Black {
		t.Fatalf("a tap on h8 placed nothing")
	}

	// Press and hold on j10: nothing before 350 ms, then the lens.
	x, y = fingerAt(a, pt(t, "j10"))
	a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
	a.Update(t0.Add(300 * time.Millisecond))
	if a.View().Magnifier != nil {
		t.Fatalf("magnifier open after 300 ms")
	}
	if d, ok := a.NextWake(); !ok || d > 50*time.Millisecond {
		t.Fatalf("NextWake %v %v: the loop must wake for the hold", d, ok)
	}
	a.Update(t0.Add(360 * time.Millisecond))
	m := a.View().Magnifier
	if m == nil || !m.OnBoard || m.Target != pt(t, "j10") {
		t.Fatalf("magnifier after 360 ms: %+v", m)
	}
	if m.Lens.Y+m.Lens.H > y {
		t.Errorf("lens %+v is not above the finger at y=%d", m.Lens, y)
	}
	// Slide to k11 and lift: White's stone goes there, not on j10.
	x, y = fingerAt(a, pt(t, "k11"))
	a.Apply(Intent{Kind: TouchMove, X: x, Y: y})
	if m := a.View().Magnifier; m == nil || m.Target != pt(t, "k11") {
		t.Fatalf("after sliding, magnifier %+v", m)
	}
	a.Apply(Intent{Kind: TouchUp, X: x, Y: y})
	if a.Game().At(pt(t, "k11")) != engine.White || a.Game().At(pt(t, "j10")) != engine.Empty {
		t.Fatalf("lift after sliding: k11=%v j10=%v", a.Game().At(pt(t, "k11")), a.Game().At(pt(t, "j10")))
	}
	if a.View().Magnifier != nil {
		t.Fatalf("magnifier still open after the lift")
	}
}

func TestTouchGesturesThatPlaceNothing(t *testing.T) {
	cases := []struct {
		name string
		run  func(a *App, x, y int)
	}{
		{"hold, then lift off the board", func(a *App, x, y int) {
			a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
			a.Update(t0.Add(400 * time.Millisecond))
			a.Apply(Intent{Kind: TouchMove, X: 2, Y: 2})
			if m := a.View().Magnifier; m == nil || m.OnBoard {
				panic("the lens should stay open, marked off the board")
			}
			a.Apply(Intent{Kind: TouchUp, X: 2, Y: 2})
		}},
		{"a swipe across the board", func(a *App, x, y int) {
			a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
			a.Apply(Intent{Kind: TouchMove, X: x + 120, Y: y})
			a.Apply(Intent{Kind: TouchUp, X: x + 120, Y: y})
		}},
		{"a second finger (cancel)", func(a *App, x, y int) {
			a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
			a.Update(t0.Add(400 * time.Millisecond))
			a.Apply(Intent{Kind: TouchCancel})
			a.Update(t0.Add(900 * time.Millisecond))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := newApp(t, nil)
			x, y := fingerAt(a, pt(t, "h8"))
			c.run(a, x, y)
			if n := a.Game().MoveCount(); n != 0 {
				t.Fatalf("%d stones placed", n)
			}
			if a.View().Magnifier != nil {
				t.Fatalf("magnifier left open")
			}
		})
	}
}

func TestTapWithClickToPlaceOffMovesTheCursor(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.ClickToPlace = false })
	x, y := fingerAt(a, pt(t, "c3"))
	a.Apply(Intent{Kind: TouchDown, X: x, Y: y})
	a.Apply(Intent{Kind: TouchUp, X: x, Y: y})
	if a.Cursor() != pt(t, "c3") || a.Game().MoveCount() != 0 {
		t.Fatalf("cursor %v, %d moves: a tap should only move the cursor", a.Cursor(), a.Game().MoveCount())
	}
	for _, b := range a.View().Buttons {
		if b.ID == ButtonPlace {
			a.Apply(Intent{Kind: TouchDown, X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
			a.Apply(Intent{Kind: TouchUp, X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
		}
	}
	if a.Game().At(pt(t, "c3")) != engine.Black {
		t.Fatalf("tapping Place stone placed nothing on c3")
	}
}

// tapScreens are the screens a finger must be able to work, opened from a
// fresh game.
var tapScreens = []struct {
	name string
	open func(t *testing.T, a *App)
}{
	{"play", func(t *testing.T, a *App) {}},
	{"game menu", func(t *testing.T, a *App) { a.Apply(Intent{Kind: Menu}) }},
	{"learn", func(t *testing.T, a *App) { a.Apply(Intent{Kind: Menu}); a.openLearnMenu() }},
	{"review", func(t *testing.T, a *App) { playKeys(t, a, "h8a1i8a2j8a3k8a4l8"); a.openReview() }},
	{"review menu", func(t *testing.T, a *App) {
		playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
		a.openReview()
		a.Apply(Intent{Kind: Menu})
	}},
	{"title", func(t *testing.T, a *App) { a.openTitle() }},
	{"new game", func(t *testing.T, a *App) { a.openNewGame(a.play) }},
	{"settings", func(t *testing.T, a *App) { a.openSettings(a.play) }},
	{"game over", func(t *testing.T, a *App) { playKeys(t, a, "h8a1i8a2j8a3k8a4l8") }},
}

// On the official 7" 800×480 touch display (133 px per inch) 9 mm is 47
// px: every row and button must be at least that tall, inside the window,
// and no two may overlap — in landscape and with the display turned.
func TestTouchTargetsOn7InchScreen(t *testing.T) {
	for _, size := range [][2]int{{800, 480}, {480, 800}} {
		for _, touch := range []bool{false, true} {
			for _, s := range tapScreens {
				checkTargets(t, size[0], size[1], touch, s.name, s.open)
			}
		}
	}
}

func checkTargets(t *testing.T, w, h int, touch bool, name string, open func(t *testing.T, a *App)) {
	t.Helper()
	a := newApp(t, func(o *Options) { o.Width, o.Height = w, h })
	a.SetTouchScreen(touch)
	open(t, a)
	v := a.View()
	var rects []Rect
	for _, b := range v.Buttons {
		rects = append(rects, b.Rect)
	}
	if v.Menu != nil {
		rects = rects[:0]
		for _, it := range v.Menu.Items {
			if it.Rect.H > 0 { // rows scrolled out of view are not targets
				rects = append(rects, it.Rect)
			}
		}
	}
	least := 1 << 30
	for _, r := range rects {
		least = min(least, r.H)
	}
	t.Logf("%dx%d touch=%-5v %-9s %2d targets, smallest %d px", w, h, touch, name, len(rects), least)
	if !touch {
		return
	}
	if len(rects) == 0 {
		t.Fatalf("%dx%d %s: nothing to tap", w, h, name)
	}
	for i, r := range rects {
		if r.H < 47 {
			t.Errorf("%dx%d %s: target %d is %d px tall, below 9 mm (47 px)", w, h, name, i, r.H)
		}
		if r.X < 0 || r.Y < 0 || r.X+r.W > w || r.Y+r.H > h {
			t.Errorf("%dx%d %s: target %d %+v leaves the window", w, h, name, i, r)
		}
		for j := range i {
			if overlap(r, rects[j]) {
				t.Errorf("%dx%d %s: targets %d and %d overlap", w, h, name, j, i)
			}
		}
	}
	// The panel's text must still clear the buttons.
	if v.Menu == nil && len(v.Buttons) > 0 {
		for _, ln := range v.Lines {
			if ln.Y < v.Buttons[0].Rect.Y && ln.Y+ln.Px > v.Buttons[0].Rect.Y {
				t.Errorf("%dx%d %s: panel line %q runs into the buttons", w, h, name, ln.Text)
			}
		}
	}
}

func overlap(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
