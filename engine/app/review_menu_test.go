package app

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/analysis"
)

// TestReviewMenu: M (the pad's Start) in review opens its menu over it,
// an analysis running on under it; Main line returns from a variation,
// Play on starts a game from the position shown, Leave the review goes
// back where the review came from.
func TestReviewMenu(t *testing.T) {
	a := reviewApp(t, "h8a1i8a3j8a5", &analysis.Memory{})
	a.FinishAnalysis() // the cache lookup
	a.Apply(Intent{Kind: StepFirst})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	clickPoint(t, a, "o15") // a variation after move 2
	a.Apply(Intent{Kind: Analyse})
	a.Apply(Intent{Kind: Menu})
	if _, ok := a.scene.(*reviewMenuScene); !ok || a.View().Menu == nil || a.Screen() != ScreenReview {
		t.Fatalf("M opened %T", a.scene)
	}
	r := a.scene.(*reviewMenuScene).r
	if r.an.job == nil {
		t.Fatal("the menu stopped the analysis")
	}
	shownMenu(a).focusID(rowReviewMainLine)
	a.Apply(Intent{Kind: Place})
	if a.scene != scene(r) || r.line != r.tree || engine.FormatMoves(a.View().Order) != "h8a1" {
		t.Fatalf("Main line: %T, %s", a.scene, engine.FormatMoves(a.View().Order))
	}
	if !a.FinishAnalysis() || r.an.report == nil {
		t.Fatal("the analysis begun before the menu did not finish")
	}
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowReviewPlayOn)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenPlay || engine.FormatMoves(a.Game().Moves()) != "h8a1" {
		t.Fatalf("Play on: %v with %s", a.Screen(), engine.FormatMoves(a.Game().Moves()))
	}
}
