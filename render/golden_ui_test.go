package render

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// newAppWith starts a game with the given settings in a w×h window.
func newAppWith(t testing.TB, s app.Settings, w, h int) *app.App {
	t.Helper()
	s.Animations = false     // goldens show the board at rest
	s.LiveEval = app.LiveOff // the live evaluation is timing-dependent; golden_live_test.go pins it
	a, err := app.New(app.Options{Settings: s, Width: w, Height: h})
	if err != nil {
		t.Fatalf("app.New: %v", err)
	}
	return a
}

// focusMenu moves the menu focus down to the row labelled label.
func focusMenu(t testing.TB, a *app.App, label string) {
	t.Helper()
	for range 30 {
		m := a.View().Menu
		if m == nil {
			t.Fatalf("no menu open")
		}
		for _, it := range m.Items {
			if it.Focused && it.Label == label {
				return
			}
		}
		a.Apply(app.Intent{Kind: app.MoveCursor, DY: -1})
	}
	t.Fatalf("menu row %q never took the focus", label)
}

func renjuSettings() app.Settings {
	s := app.DefaultSettings()
	s.Setup.Game.Rule = engine.Renju
	return s
}

func themed(th app.Theme) app.Settings {
	s := app.DefaultSettings()
	s.Theme = th
	return s
}

// uiGoldenCases are the menus, marks and themes.
func uiGoldenCases() []struct {
	name     string
	settings app.Settings
	w, h     int
	setup    func(t testing.TB, a *app.App)
	region   region // nil: the whole frame
} {
	type tc = struct {
		name     string
		settings app.Settings
		w, h     int
		setup    func(t testing.TB, a *app.App)
		region   region
	}
	pro := app.DefaultSettings()
	pro.Setup.Game.Rule = engine.Renju
	pro.Setup.Game.Opening = engine.OpeningPro
	numbers := app.DefaultSettings()
	numbers.MoveNumbers = true
	confirm := app.DefaultSettings()
	confirm.ConfirmPlacement = true
	large := app.DefaultSettings()
	large.LargeUI = true
	noCoords := app.DefaultSettings()
	noCoords.Coordinates = false
	renju := app.DefaultSettings()
	renju.Setup.Game.Rule = engine.Renju
	return []tc{
		// How to play under Renju: the five, then Black's forbidden
		// double-three, double-four and overline, crossed out.
		{"howto_renju", renju, 1280, 800, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Learn…") // How to play, Puzzles, Board editor
			a.Apply(app.Intent{Kind: app.Place})
			focusMenu(t, a, "How to play")
			a.Apply(app.Intent{Kind: app.Place})
		}, nil},
		{"menu_overlay", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: -1})
		}, nil},
		{"menu_newgame", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "New game")
			a.Apply(app.Intent{Kind: app.Place})
		}, nil},
		{"menu_settings", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Settings")
			a.Apply(app.Intent{Kind: app.Place})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: -1})
		}, nil},
		{"menu_small", app.DefaultSettings(), 640, 400, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "New game")
			a.Apply(app.Intent{Kind: app.Place})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: 1})
		}, nil},
		{"renju_forbidden", renjuSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h9a1g8a3i8a5h7a7")
			cursorTo(t, a, "k4")
		}, around("g9", "i7", 1.5)},
		{"renju_toast", renjuSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h9a1g8a3i8a5h7a7")
			cursorTo(t, a, "h8")
			a.Apply(app.Intent{Kind: app.Place})
		}, around("a3", "o1", 1)},
		{"pro_zone", pro, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h8i9")
		}, boardOnly},
		{"move_numbers", numbers, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "k9")
		}, around("g10", "k6", 1)},
		{"theme_wood", themed(app.ThemeWood), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "j9")
		}, rowsAcross(10, 6)},
		{"theme_contrast", themed(app.ThemeContrast), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "j9")
		}, rowsAcross(10, 6)},
		{"theme_colourblind", themed(app.ThemeColourBlind), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "j9")
		}, rowsAcross(10, 6)},
		{"colourblind_won", themed(app.ThemeColourBlind), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h8a1i9a2j10a3k11a4l12")
		}, around("h8", "l12", 1)},
		{"confirm_pending", confirm, 1280, 800, func(t testing.TB, a *app.App) {
			// Each move takes two presses: pick, then confirm.
			for _, p := range []string{"h8", "i9"} {
				cursorTo(t, a, p)
				a.Apply(app.Intent{Kind: app.Place})
				a.Apply(app.Intent{Kind: app.Place})
			}
			cursorTo(t, a, "j10")
			a.Apply(app.Intent{Kind: app.Place})
		}, around("h8", "j10", 1.5)},
		{"over_focus", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h8a1i9a2j10a3k11a4l12")
			a.Apply(app.Intent{Kind: app.FocusPanel}) // Tab: Rematch
			a.Apply(app.Intent{Kind: app.MoveCursor, DX: 1})
		}, panelOnly},
		// The take-back question sits over the panel: the board it asks
		// about stays in full view, undimmed.
		{"undo_ask_aside", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Undo})
		}, nil},
		// The review's step buttons under the move counter, the first two
		// greyed at the start.
		{"review_buttons", app.DefaultSettings(), 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, "h8a1i8a2j8a3k8a4l8")
			a.Apply(app.Intent{Kind: app.FocusPanel})
			a.Apply(app.Intent{Kind: app.MoveCursor, DX: 1})
			a.Apply(app.Intent{Kind: app.Place})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: 1})
		}, panelOnly},
		{"no_coords", noCoords, 1280, 800, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
		}, boardOnly},
		{"large_ui_hd", large, 1920, 1080, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			a.Apply(app.Intent{Kind: app.Menu})
		}, nil},
		{"large_ui_hd_play", large, 1920, 1080, func(t testing.TB, a *app.App) {
			play(t, a, midGame)
			cursorTo(t, a, "j9")
		}, nil},
	}
}

func TestGoldenUI(t *testing.T) {
	for _, tc := range uiGoldenCases() {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, tc.settings, tc.w, tc.h)
			tc.setup(t, a)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGoldenRegion(t, tc.name, img, a.View(), tc.region)
		})
	}
}

// clickButton clicks the panel button with the given ID.
func clickButton(t testing.TB, a *app.App, id app.ButtonID) {
	t.Helper()
	for _, b := range a.View().Buttons {
		if b.ID == id {
			a.Apply(app.Intent{Kind: app.PointerDown, X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2})
			return
		}
	}
	t.Fatalf("no button %d", id)
}

// TestGoldenScreens covers the screens reached through the game-over
// buttons and marks only an engine produces (the hint), set on the view.
func TestGoldenScreens(t *testing.T) {
	cases := []struct {
		name  string
		w, h  int
		setup func(t testing.TB, a *app.App) app.View
	}{
		{"review", 1280, 800, func(t testing.TB, a *app.App) app.View {
			play(t, a, "h8a1i9a2j10a3k11a4l12")
			clickButton(t, a, app.ButtonReview)
			return a.View()
		}},
		{"title", 1280, 800, func(t testing.TB, a *app.App) app.View {
			play(t, a, "h8a1i9a2j10a3k11a4l12")
			clickButton(t, a, app.ButtonTitle)
			return a.View()
		}},
		{"hint", 1280, 800, func(t testing.TB, a *app.App) app.View {
			play(t, a, midGame)
			cursorTo(t, a, "k9")
			v := a.View()
			v.Hint, v.ShowHint = engine.Point{X: 6, Y: 9}, true
			return v
		}},
		{"portrait_toast", 720, 1280, func(t testing.TB, a *app.App) app.View {
			play(t, a, midGame)
			v := a.View()
			v.Toast = "Controller 1 connected: plays Black"
			return v
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, app.DefaultSettings(), tc.w, tc.h)
			v := tc.setup(t, a)
			img, err := Snapshot(v)
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGolden(t, tc.name, img, goldenTolerance(tc.w, tc.h))
		})
	}
}
