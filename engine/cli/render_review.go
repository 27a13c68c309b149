package cli

import (
	"fmt"

	"gomoku/engine/analysis"
	"gomoku/engine/app"
	"gomoku/engine/record"
)

// renderReviewDepth is the search depth of `gomoku render --review`: the
// picture is for showing the screen, and a small depth draws a 60-move
// game's graph in a few seconds.
const renderReviewDepth = 4

// reviewView opens the record at path in review, as --open does in the
// game, and with analyse runs the analysis to its end before the picture
// (synchronously: there is no frame loop to keep drawing). Nothing is
// cached on disk. ply >= 0 steps back to the position after that move,
// as the review's Back key (LB) does, so a flagged move can be shown.
func reviewView(path string, w, h int, analyse bool, depth int, live bool, ply int) (app.View, error) {
	rec, err := record.Load(path)
	if err != nil {
		return app.View{}, err
	}
	if _, err := rec.Replay(); err != nil {
		return app.View{}, fmt.Errorf("%s: %w", path, err)
	}
	settings := app.DefaultSettings()
	settings.Animations = false
	settings.LiveEval, settings.ThreatMarks = liveSettings(live)
	a, err := app.New(app.Options{Settings: settings, Width: w, Height: h, Open: rec, OpenName: path,
		AnalysisCache: &analysis.Memory{}, AnalysisDepth: depth, LiveDepth: depth})
	if err != nil {
		return app.View{}, err
	}
	a.FinishAnalysis() // the cache lookup on opening
	if analyse {
		a.Apply(app.Intent{Kind: app.Analyse})
		a.FinishAnalysis()
		if g := a.View().Graph; g == nil || len(g.Black) == 0 {
			return app.View{}, fmt.Errorf("%s: the analysis failed: %s", path, a.View().Toast)
		}
	}
	for n := len(rec.Moves); ply >= 0 && n > ply; n-- {
		a.Apply(app.Intent{Kind: app.Undo})
	}
	if live {
		a.FinishLive()
	}
	return a.View(), nil
}
