package render

import (
	"image"
	"runtime"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawSequence draws each view in turn on one renderer and checks every
// frame against a fresh draw of the same view: cached boards, patched
// layers and theme switches must never show stale pixels.
func drawSequence(t *testing.T, w, h int, views []app.View, names []string) {
	t.Helper()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(w, h, func(r *Renderer) error {
		for i, v := range views {
			if err := r.Draw(v); err != nil {
				return err
			}
			got, err := ReadOutput(r.sr)
			if err != nil {
				return err
			}
			want, err := Snapshot(v)
			if err != nil {
				return err
			}
			if diff, n := compare(want, got, exact()); n != 0 {
				gp, dp := saveDiff(t, "sequence", got, diff)
				t.Errorf("after %s: %d pixels differ from a fresh draw\n  actual: %s\n  diff:   %s", names[i], n, gp, dp)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Move numbers and the Pro zone live in the cached board layer; playing
// on, undoing and switching them must look exactly like a fresh draw.
func TestNumbersAndZoneMatchFreshDraw(t *testing.T) {
	s := app.DefaultSettings()
	s.MoveNumbers = true
	s.Setup.Game.Rule = engine.Renju
	s.Setup.Game.Opening = engine.OpeningPro
	a := newAppWith(t, s, 1280, 800)
	var views []app.View
	var names []string
	add := func(name string) {
		views = append(views, a.View())
		names = append(names, name)
	}
	add("start")
	for _, m := range []string{"h8", "i9", "l12", "g7"} {
		play(t, a, m)
		add(m)
	}
	// Same stones, another order: h8 and l12 (both Black) swap numbers.
	swapped := a.View()
	swapped.Order = append([]engine.Point(nil), swapped.Order...)
	swapped.Order[0], swapped.Order[2] = swapped.Order[2], swapped.Order[0]
	views, names = append(views, swapped), append(names, "same stones, other order")
	a.Apply(app.Intent{Kind: app.Restart})
	a.Apply(app.Intent{Kind: app.MoveCursor, DY: 1}) // "Restart", not the focused "Keep playing"
	a.Apply(app.Intent{Kind: app.Place})
	add("restart")
	play(t, a, "h8i9")
	add("h8i9 again")
	off := a.View()
	off.MoveNumbers = false
	views, names = append(views, off), append(names, "numbers off")
	drawSequence(t, 1280, 800, views, names)
}

// Switching theme or coordinates mid-game redraws board and stones in the
// new look, with nothing left from the old one.
func TestThemeSwitchMatchesFreshDraw(t *testing.T) {
	a := newApp(t, 15, 800, 600)
	play(t, a, midGame)
	var views []app.View
	var names []string
	for _, th := range []app.Theme{app.ThemeContrast, app.ThemeColourBlind, app.ThemeWood, ""} {
		v := a.View()
		v.Theme = th
		views, names = append(views, v), append(names, "theme "+string(th))
	}
	v := a.View()
	v.ShowCoords = false
	views, names = append(views, v), append(names, "coordinates off")
	drawSequence(t, 800, 600, views, names)
}

// A menu row's text, however long, stays inside its row: the picture
// changes only within the row when its label grows.
func TestMenuTextStaysInRow(t *testing.T) {
	a := newApp(t, 15, 1280, 800)
	a.Apply(app.Intent{Kind: app.Menu})
	v := a.View()
	if v.Menu == nil || len(v.Menu.Items) < 2 {
		t.Fatal("menu did not open")
	}
	before, err := Snapshot(v)
	if err != nil {
		t.Fatal(err)
	}
	items := append([]app.MenuItemView(nil), v.Menu.Items...)
	long := strings.Repeat("Extraordinarily long label ", 8)
	items[1].Label = long
	items[2].Choice = true
	items[2].Label, items[2].Value = long, long
	r := items[2].Rect
	items[2].Prev = app.Rect{X: r.X + r.W*5/11, Y: r.Y, W: r.H, H: r.H}
	items[2].Next = app.Rect{X: r.X + r.W - r.H, Y: r.Y, W: r.H, H: r.H}
	items[3].Info, items[3].Label, items[3].Value = true, long, long
	menu := *v.Menu
	menu.Items = items
	v.Menu = &menu
	after, err := Snapshot(v)
	if err != nil {
		t.Fatal(err)
	}
	rows := []app.Rect{items[1].Rect, items[2].Rect, items[3].Rect}
	for y := range 800 {
		for x := range 1280 {
			if before.RGBAAt(x, y) == after.RGBAAt(x, y) {
				continue
			}
			in := false
			for _, r := range rows {
				in = in || image.Pt(x, y).In(image.Rect(r.X, r.Y, r.X+r.W, r.Y+r.H))
			}
			if !in {
				t.Fatalf("pixel (%d, %d) outside the rows changed when their text grew", x, y)
			}
		}
	}
}

// Menus, marks and toasts with odd values draw without crashing.
func TestOddOverlays(t *testing.T) {
	a := newApp(t, 15, 320, 200)
	play(t, a, midGame)
	v := a.View()
	v.Forbidden = []app.Mark{{Point: engine.Point{X: -1, Y: 99}}, {Point: engine.Point{X: 7, Y: 7}}}
	v.Zone, v.ShowZone = app.Zone{Center: engine.Point{X: 0, Y: 14}, Radius: 40}, true
	v.Hint, v.ShowHint = engine.Point{X: 99}, true
	v.Pending, v.ShowPending, v.ToMove = engine.Point{X: 3, Y: 3}, true, engine.Empty
	v.MoveNumbers = true
	v.Order = []engine.Point{{X: 50, Y: 50}, {X: 7, Y: 7}}
	v.Toast = strings.Repeat("A very long message. ", 30)
	v.Buttons = append(v.Buttons, app.Button{Label: "f", Focused: true, Rect: app.Rect{X: 1, Y: 1, W: 1, H: 1}})
	v.Menu = &app.MenuView{Title: strings.Repeat("Title ", 40), Rect: app.Rect{X: -50, Y: -50, W: 500, H: 30}, Px: 0, Overlay: true,
		Items: []app.MenuItemView{{Label: "x", Choice: true}, {Label: "y", Rect: app.Rect{W: 3, H: 2}, Focused: true, Enabled: true}}}
	for _, th := range []app.Theme{app.ThemeWood, app.ThemeContrast, app.ThemeColourBlind, "unknown"} {
		v.Theme = th
		if _, err := Snapshot(v); err != nil {
			t.Errorf("theme %q: %v", th, err)
		}
	}
	v.Menu = &app.MenuView{}
	if _, err := Snapshot(v); err != nil {
		t.Errorf("empty menu: %v", err)
	}
}
