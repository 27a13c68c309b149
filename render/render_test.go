package render

import (
	"image"
	"runtime"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// reddish is how the Alert style's text looks, anti-aliased edges included.
func reddish(img *image.RGBA, x, y int) bool {
	c := img.RGBAAt(x, y)
	return c.R > 110 && int(c.R) > int(c.G)+50 && int(c.R) > int(c.B)+50
}

// A translated line far too long for the panel is shrunk to fit: no text
// lands right of its MaxW, and it is not simply cut off either.
func TestLongLineShrinksToFit(t *testing.T) {
	for _, stone := range []engine.Color{engine.Empty, engine.White} {
		a := newApp(t, 15, 1280, 800)
		v := a.View()
		ln := &v.Lines[0]
		ln.Text = strings.Repeat("Very long translated status line ", 6)
		ln.Style = app.StyleAlert
		ln.Stone = stone
		img, err := Snapshot(v)
		if err != nil {
			t.Fatal(err)
		}
		limit := ln.X + ln.MaxW
		inside, outside, right := 0, 0, 0
		for y := ln.Y; y < ln.Y+ln.Px*3/2; y++ {
			for x := ln.X; x < v.Layout.Width; x++ {
				if !reddish(img, x, y) {
					continue
				}
				if x >= limit {
					outside++
				} else {
					inside++
					right = max(right, x)
				}
			}
		}
		if outside > 0 {
			t.Errorf("stone %v: %d text pixels right of MaxW (x >= %d)", stone, outside, limit)
		}
		if inside < 200 || right < ln.X+ln.MaxW*8/10 {
			t.Errorf("stone %v: text not drawn across the line (%d pixels, rightmost x=%d, limit %d)", stone, inside, right, limit)
		}
	}
}

// Redrawing an unchanged screen, or one where only the cursor moved, does
// no font rasterisation: every string is already a texture.
func TestSteadyFrameRendersNoText(t *testing.T) {
	a := newApp(t, 15, 1280, 800)
	play(t, a, midGame)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(1280, 800, func(r *Renderer) error {
		if err := r.Draw(a.View()); err != nil {
			return err
		}
		first := r.ttfRenders
		if first == 0 {
			t.Error("first frame rendered no text at all")
		}
		if err := r.Draw(a.View()); err != nil {
			return err
		}
		cursorTo(t, a, "a1")
		if err := r.Draw(a.View()); err != nil {
			return err
		}
		if r.ttfRenders != first {
			t.Errorf("steady frames rendered %d strings, want 0", r.ttfRenders-first)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Text that leaves the screen is freed after a few frames, so a long
// session with changing messages does not pile up textures.
func TestUnusedTextIsEvicted(t *testing.T) {
	a := newApp(t, 15, 1280, 800)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(1280, 800, func(r *Renderer) error {
		v := a.View()
		v.Lines = append(v.Lines, app.TextLine{Text: "A passing notice", X: 900, Y: 400, Px: 20, MaxW: 300})
		if err := r.Draw(v); err != nil {
			return err
		}
		has := func() bool {
			for k := range r.texts {
				if k.s == "A passing notice" {
					return true
				}
			}
			return false
		}
		if !has() {
			t.Fatal("notice was never cached")
		}
		for range textKeepFrames + 1 {
			if err := r.Draw(a.View()); err != nil {
				return err
			}
		}
		if has() {
			t.Error("notice texture still cached after it left the screen")
		}
		if len(r.texts) == 0 {
			t.Error("on-screen text was evicted too")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The boss screen must not give the game away: none of the board's wood
// tone, no stones, even with a game in progress underneath.
func TestBossScreenShowsNoGame(t *testing.T) {
	a := newApp(t, 15, 1280, 800)
	play(t, a, midGame)
	a.Apply(app.Intent{Kind: app.BossKey})
	img, err := Snapshot(a.View())
	if err != nil {
		t.Fatal(err)
	}
	wood, dark := 0, 0
	for y := 0; y < 800; y++ {
		for x := 0; x < 1280; x++ {
			c := img.RGBAAt(x, y)
			if c.R > 180 && c.G > 130 && c.G < 200 && c.B < 130 {
				wood++
			}
			if c.R < 20 && c.G < 20 && c.B < 20 {
				dark++
			}
		}
	}
	if wood > 0 || dark > 50 {
		t.Errorf("boss screen has %d wood-coloured and %d near-black pixels", wood, dark)
	}
}

// Calling Snapshot repeatedly in one process gives the same picture each
// time: nothing leaks from one SDL context into the next.
func TestSnapshotRepeatable(t *testing.T) {
	a := newApp(t, 15, 640, 400)
	play(t, a, midGame)
	first, err := Snapshot(a.View())
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		again, err := Snapshot(a.View())
		if err != nil {
			t.Fatal(err)
		}
		if _, n := compare(first, again, exact()); n != 0 {
			t.Fatalf("repeated snapshot differs in %d pixels", n)
		}
	}
}

// Odd views (nothing laid out, labels missing, marks off the board) are
// drawn or refused with an error, never a crash.
func TestOddViews(t *testing.T) {
	if _, err := Snapshot(app.View{}); err == nil {
		t.Error("Snapshot of a 0×0 view: want an error")
	}
	a := newApp(t, 15, 320, 200)
	v := a.View()
	v.Columns, v.Rows = nil, []string{""}
	v.StarPoints = []engine.Point{{X: -1, Y: 40}}
	v.WinLine = []engine.Point{{X: 99, Y: 99}, {X: 0, Y: 0}}
	v.LastMove, v.HasLast = engine.Point{X: 30, Y: 2}, true
	v.Hover, v.ShowHover, v.HoverColor = engine.Point{X: 3, Y: 3}, true, engine.White
	v.Invalid, v.ShowInvalid = engine.Point{X: -5, Y: 0}, true
	v.Lines = append(v.Lines, app.TextLine{Text: "", Px: 12}, app.TextLine{Text: "x", Px: 0}, app.TextLine{Text: "tiny", Px: 3, MaxW: 1})
	v.Buttons = append(v.Buttons, app.Button{Label: "zero", Rect: app.Rect{X: 5, Y: 5}})
	if _, err := Snapshot(v); err != nil {
		t.Errorf("odd view: %v", err)
	}
	v.Layout = app.ComputeLayout(64, 40, 15)
	if _, err := Snapshot(v); err != nil {
		t.Errorf("tiny window: %v", err)
	}
	v.Boss = true
	v.Sheet = app.BossSheet{Rows: [][]string{{"1"}, {}, {"", "x", "1,000"}}}
	if _, err := Snapshot(v); err != nil {
		t.Errorf("odd sheet: %v", err)
	}
}
