package render

import (
	"image"
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// liveApp plays moves under rule with the live evaluation (depth 4) and
// the threat marks on, and waits for the engine, as `gomoku render --live`
// does.
func liveApp(t testing.TB, rule engine.Rule, moves string, w, h int) *app.App {
	t.Helper()
	settings := app.DefaultSettings()
	settings.Animations = false
	settings.LiveEval, settings.ThreatMarks = app.LiveAlways, true
	settings.Setup.Game = engine.Config{Size: 15, Rule: rule}
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h, LiveDepth: 4})
	if err != nil {
		t.Fatal(err)
	}
	play(t, a, moves)
	a.FinishLive()
	if v := a.View(); v.Live == nil || len(v.Live.PV) == 0 {
		t.Fatalf("no live evaluation: %+v", v.Live)
	}
	return a
}

// liveBar guards the win-chance bar and a little around it.
func liveBar(_ testing.TB, v app.View) image.Rectangle {
	return rect(v.Live.Bar).Inset(-3)
}

// TestGoldenLive pins the live evaluation: the engine's line as numbered
// see-through stones, the bar beside the board (Black's share dark, from
// the bottom; under the board in portrait), and the threat marks —
// Black's triangles, White's diamonds, larger for a four, ringed when it
// cannot be stopped (the Renju four whose block h8 is forbidden for
// Black), with the panel's lines saying so, or saying what the side not
// to move threatens.
func TestGoldenLive(t *testing.T) {
	const game = "h8i9j8i8i7j9"              // Black to move, both sides with threes about
	const renju = "f8i9g8j10h6k11h7l12m13a1" // White's four i9–l12, block h8 forbidden
	// The first VCF puzzle of the freestyle set, Black's stone o15 far off:
	// White to move has no win, Black threatens its VCF of 4.
	const threatened = "h8g6f9e8g9e9e10f10g11g8i9f7h5d9c10h9e6g7h10j8f12e13g4g10j7i6h6g12e11h7e7f8d10c9f5c8d8k4j5h3o15"
	cases := []struct {
		name   string
		rule   engine.Rule
		moves  string
		w, h   int
		region region
	}{
		{"live-pv", engine.Freestyle, game, 1280, 800, around("f5", "l10", 0.5)},
		{"live-bar", engine.Freestyle, game, 1280, 800, liveBar},
		{"live-bar-portrait", engine.Freestyle, game, 720, 1280, liveBar},
		{"live-panel", engine.Freestyle, game, 1280, 800, panelOnly},
		{"threats-renju", engine.Renju, renju, 1280, 800, around("e5", "m13", 0.5)},
		{"threats-renju-panel", engine.Renju, renju, 1280, 800, panelOnly},
		{"threats-opponent-panel", engine.Freestyle, threatened, 1280, 800, panelOnly},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := liveApp(t, tc.rule, tc.moves, tc.w, tc.h)
			v := a.View()
			img, err := Snapshot(v)
			if err != nil {
				t.Fatal(err)
			}
			checkGoldenRegion(t, tc.name, img, v, tc.region)
		})
	}
}

// Threat marks read on every theme: the colour-blind and high-contrast
// boards get the same shapes.
func TestGoldenThreatThemes(t *testing.T) {
	for _, th := range []app.Theme{app.ThemeContrast, app.ThemeColourBlind} {
		t.Run(string(th), func(t *testing.T) {
			settings := app.DefaultSettings()
			settings.Animations, settings.Theme = false, th
			settings.LiveEval, settings.ThreatMarks = app.LiveOff, true
			settings.Setup.Game = engine.Config{Size: 15, Rule: engine.Renju}
			a, err := app.New(app.Options{Settings: settings, Width: 1280, Height: 800})
			if err != nil {
				t.Fatal(err)
			}
			// Black's open three f8 g8 h8 (triangles at e8 and i8) and
			// White's four i9–l12, blocked below by h8 (a diamond at m13).
			play(t, a, "f8i9g8j10h8k11a1l12")
			a.FinishLive()
			v := a.View()
			if len(v.Threats) == 0 {
				t.Fatal("no threat marks")
			}
			img, err := Snapshot(v)
			if err != nil {
				t.Fatal(err)
			}
			checkGoldenRegion(t, "threats-"+string(th), img, v, around("d7", "n14", 0.5))
		})
	}
}

// BenchmarkDrawLive is a steady frame of a middle game with the live
// evaluation (bar, panel line, eight ghost stones) and the threat marks
// shown: against BenchmarkDrawMidGame15, what drawing them costs.
func BenchmarkDrawLive(b *testing.B) {
	a := liveApp(b, engine.Renju, "f8i9g8j10h6k11h7l12m13a1", 1280, 800)
	benchDraw(b, a.View())
}
