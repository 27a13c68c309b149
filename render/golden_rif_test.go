package render

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

func rifSettings(o engine.Opening) app.Settings {
	s := app.DefaultSettings()
	s.Setup.Game.Rule = engine.Renju
	s.Setup.Game.Opening = o
	return s
}

// TestGoldenRIFOpenings pins one picture per step of the RIF opening rules
// as a player sees it — each prompt over the panel, the framed central
// square, offers as numbered see-through stones, White's choice — and the
// Learn page of the 26 openings and How to play under Soosõrv-8.
func TestGoldenRIFOpenings(t *testing.T) {
	answer := func(a *app.App) { a.Apply(app.Intent{Kind: app.Place}) }
	cases := []struct {
		name  string
		rule  engine.Opening
		setup func(t testing.TB, a *app.App)
	}{
		{"rif_third_stone_square", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) { play(t, a, "h8i9") }},
		{"rif_swap_prompt", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) { play(t, a, "h8i9j8") }},
		{"rif_declare_prompt", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			play(t, a, "h8i9j8")
			answer(a) // keep White
			play(t, a, "g10")
		}},
		{"rif_second_swap_prompt", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			play(t, a, "h8i9j8")
			answer(a)
			play(t, a, "g10")
			answer(a) // two offers
		}},
		{"rif_offers", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			play(t, a, "h8i9j8")
			answer(a)
			play(t, a, "g10")
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: 1})
			a.Apply(app.Intent{Kind: app.MoveCursor, DX: 1})
			a.Apply(app.Intent{Kind: app.MoveCursor, DY: -1})
			answer(a) // three offers
			answer(a) // keep Black
			offer(t, a, "j7")
		}},
		{"rif_pick_offer", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			play(t, a, "h8i9j8")
			answer(a)
			play(t, a, "g10")
			answer(a) // two offers
			answer(a) // keep Black
			offer(t, a, "j7g7")
		}},
		{"rif_yamaguchi_declare", engine.OpeningYamaguchi, func(t testing.TB, a *app.App) { play(t, a, "h8h9i9") }},
		{"rif_taraguchi_fifth_prompt", engine.OpeningTaraguchi10, func(t testing.TB, a *app.App) {
			play(t, a, "h8")
			answer(a)
			play(t, a, "h9")
			answer(a)
			play(t, a, "i10")
			answer(a)
			play(t, a, "g11")
		}},
		{"renju_openings_page", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Learn…")
			a.Apply(app.Intent{Kind: app.Place})
			focusMenu(t, a, "The 26 renju openings")
			a.Apply(app.Intent{Kind: app.Place})
		}},
		{"howto_soosorv8", engine.OpeningSoosorv8, func(t testing.TB, a *app.App) {
			a.Apply(app.Intent{Kind: app.Menu})
			focusMenu(t, a, "Learn…")
			a.Apply(app.Intent{Kind: app.Place})
			focusMenu(t, a, "How to play")
			a.Apply(app.Intent{Kind: app.Place})
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := newAppWith(t, rifSettings(tc.rule), 1280, 800)
			tc.setup(t, a)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatalf("Snapshot: %v", err)
			}
			checkGoldenRegion(t, tc.name, img, a.View(), nil)
		})
	}
}

// offer places 5th-move offers with the keys (they are not moves yet).
func offer(t testing.TB, a *app.App, points string) {
	t.Helper()
	pts, err := engine.ParseMoves(points, a.Game().Config().Size)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pts {
		n := len(a.Game().Offers())
		c := a.Cursor()
		a.Apply(app.Intent{Kind: app.MoveCursor, DX: p.X - c.X, DY: p.Y - c.Y})
		a.Apply(app.Intent{Kind: app.Place})
		if got := a.Game().Offers(); len(got) != n+1 && a.Game().Turn().Phase == engine.PhaseOffers {
			t.Fatalf("offer %v was not placed", p)
		}
	}
}
