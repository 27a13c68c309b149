package render

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/app"
	"gomoku/engine/record"
)

// reviewApp opens moves (freestyle 15×15) in review in a w×h window and
// analyses it at a small depth, as `gomoku render --review` does.
func reviewApp(t *testing.T, moves string, w, h int) *app.App {
	t.Helper()
	return reviewAppLarge(t, moves, w, h, false)
}

// reviewAppLarge is reviewApp with the large UI setting as given.
func reviewAppLarge(t *testing.T, moves string, w, h int, large bool) *app.App {
	t.Helper()
	rec := &record.Game{Size: 15, Rule: engine.Freestyle}
	var err error
	if rec.Moves, err = engine.ParseMoves(moves, 15); err != nil {
		t.Fatal(err)
	}
	settings := app.DefaultSettings()
	settings.Animations = false
	settings.LargeUI = large
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h, Open: rec,
		AnalysisCache: &analysis.Memory{}, AnalysisDepth: 4, Now: time.Unix(0, 0)})
	if err != nil {
		t.Fatal(err)
	}
	a.FinishAnalysis() // the cache lookup
	a.Apply(app.Intent{Kind: app.Analyse})
	if !a.FinishAnalysis() {
		t.Fatal("Analyse started nothing")
	}
	if g := a.View().Graph; g == nil || len(g.Black) != len(rec.Moves)+1 {
		t.Fatalf("no graph after the analysis: %+v", g)
	}
	a.Update(time.Unix(10, 0)) // the "analysis done" toast has gone
	return a
}

// TestGoldenReviewGraph pins the review's evaluation graph (the dark area
// is Black's win chance, the blue mark the move shown, notches the flagged
// moves) and, at White's blunder a1, the better block as a numbered ghost.
func TestGoldenReviewGraph(t *testing.T) {
	cases := []struct {
		name   string
		w, h   int
		region region
	}{
		{"review-graph-panel", 1280, 800, panelOnly},
		{"review-graph-portrait", 720, 1280, panelOnly},
		{"review-graph-ghost", 1280, 800, around("e6", "l10", 0.5)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			// Black's open three h8 i7 j6, left open by White's a1
			// in a game still about even for White.
			a := reviewApp(t, "h8h9i7i9j6a1", tc.w, tc.h)
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatal(err)
			}
			checkGoldenRegion(t, tc.name, img, a.View(), tc.region)
		})
	}
}
