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
	v.Layout = app.ComputeLayout(64, 40, 15, false)
	if _, err := Snapshot(v); err != nil {
		t.Errorf("tiny window: %v", err)
	}
	v.Boss = true
	for _, sheet := range []app.BossSheet{
		{Rows: [][]string{{"1"}, {}, {"", "x", "1,000"}}},
		{},
		{Title: strings.Repeat("long ", 100), Columns: []string{""}},
	} {
		v.Sheet = sheet
		if _, err := Snapshot(v); err != nil {
			t.Errorf("odd sheet %+v: %v", sheet, err)
		}
	}
}

// After each move the board is patched around the new stone rather than
// redrawn; what the player sees must be exactly what a fresh draw of the
// same position shows, whether stones were added (one by one or several
// at once), taken back, or all cleared by a restart.
func TestMovesMatchFreshDraw(t *testing.T) {
	for _, tc := range []struct {
		size, w, h int
	}{
		{15, 1280, 800},
		{19, 200, 120}, // tiny steps: stone images overlap more than neighbours
	} {
		a := newApp(t, tc.size, tc.w, tc.h)
		runtime.LockOSThread()
		err := withSoftware(tc.w, tc.h, func(r *Renderer) error {
			checkView := func(what string, v app.View) {
				t.Helper()
				if err := r.Draw(v); err != nil {
					t.Fatal(err)
				}
				got, err := ReadOutput(r.sr)
				if err != nil {
					t.Fatal(err)
				}
				want, err := Snapshot(v)
				if err != nil {
					t.Fatal(err)
				}
				if diff, n := compare(want, got, exact()); n != 0 {
					gp, dp := saveDiff(t, "moves", got, diff)
					t.Errorf("%dx%d after %s: %d pixels differ from a fresh draw\n  actual: %s\n  diff:   %s", tc.w, tc.h, what, n, gp, dp)
				}
			}
			check := func(what string) {
				t.Helper()
				checkView(what, a.View())
			}
			check("start")
			for _, m := range []string{"h8", "i9", "h9", "i8", "g8"} {
				play(t, a, m)
				check(m)
			}
			play(t, a, "j10k11j11")
			check("three moves at once")
			// A stone taken back (as an undo would) and one recoloured.
			v := a.View()
			v.Board.Set(engine.Point{X: 7, Y: 8}, engine.Empty)
			checkView("a stone removed", v)
			v.Board.Set(engine.Point{X: 6, Y: 7}, engine.White)
			checkView("a stone recoloured", v)
			a.Apply(app.Intent{Kind: app.Restart})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: 1}) // "Restart", not the focused "Keep playing"
			a.Apply(app.Intent{Kind: app.Place})
			check("restart")
			play(t, a, "a1b1")
			check("corner moves")
			return nil
		})
		runtime.UnlockOSThread()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// Whatever the view holds, drawing it returns (maybe an error) and never
// crashes.
func FuzzSnapshot(f *testing.F) {
	f.Add(320, 200, 15, "Black to move", 14, 100, 3, 4, false)
	f.Add(1, 1, 5, "", 0, 0, -1, 30, true)
	f.Add(90, 700, 26, "ÿ\x00é—", 300, -5, 25, 25, false)
	f.Fuzz(func(t *testing.T, w, h, size int, text string, px, maxW, x, y int, boss bool) {
		if w > 2000 || h > 2000 || w*h > 1<<20 || px > 400 {
			t.Skip("too big to draw quickly")
		}
		size = max(engine.MinSize, min(size, engine.MaxSize))
		if w < 1 || h < 1 {
			w, h = 1, 1
		}
		a := newApp(t, size, w, h)
		play(t, a, "")
		v := a.View()
		v.Boss = boss
		v.Lines = append(v.Lines, app.TextLine{Text: text, X: x, Y: y, Px: px, MaxW: maxW, Stone: engine.Color(uint(x) % 4)})
		v.Buttons = append(v.Buttons, app.Button{Label: text, Rect: app.Rect{X: x, Y: y, W: maxW, H: px}, Px: px, Enabled: y%2 == 0})
		v.Sheet.Rows = append(v.Sheet.Rows, []string{text, text})
		v.Cursor, v.ShowCursor = engine.Point{X: x, Y: y}, true
		v.WinLine = []engine.Point{{X: x, Y: y}, {X: y, Y: x}}
		Snapshot(v)
	})
}
