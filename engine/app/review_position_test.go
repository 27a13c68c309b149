package app

import (
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/analysis"
)

// TestEditorAnalysesThePosition: Black's open three h8 i8 j8 set up in the
// editor, Black to move; "Analyse it" opens the review, whose analysis
// says Black wins, names a move that makes the four (g8 or k8), draws it
// as a ghost, and plays the engine's line on the board with A; Back
// returns to the editor with the stones as they were.
func TestEditorAnalysesThePosition(t *testing.T) {
	a := newApp(t, func(o *Options) { o.AnalysisCache, o.AnalysisDepth = &analysis.Memory{}, 4 })
	e := openEditorFromTitle(t, a)
	editStones(t, a, e, "h8i8j8", "a15c15e15")
	pressEditorButton(t, a, e, ButtonEditorAnalyse)
	if a.Screen() != ScreenReview {
		t.Fatalf("Analyse it went to %v: %s", a.Screen(), a.toast)
	}
	a.FinishAnalysis() // blocks until the analysis is in
	v := a.View()
	text := lineTexts(v)
	if !strings.Contains(text, "Position from the board editor · 6 stones") || !strings.Contains(text, "Black's win chance 100% · review, depth 4") {
		t.Fatalf("panel:\n%s", text)
	}
	if strings.Contains(text, "Mistake") || strings.Contains(text, "Blunder") || v.Graph != nil {
		t.Fatalf("the set-up order is graded:\n%s", text)
	}
	if len(v.Ghosts) == 0 || (v.Ghosts[0].Point.String() != "g8" && v.Ghosts[0].Point.String() != "k8") ||
		v.Ghosts[0].Color != engine.Black || !strings.Contains(text, "Best move here: "+v.Ghosts[0].Point.String()) {
		t.Fatalf("best move ghosts %+v\n%s", v.Ghosts, text)
	}
	best := v.Ghosts[0].Point
	a.Apply(Intent{Kind: Analyse}) // the engine's line as stones
	if v := a.View(); v.Board.At(best) != engine.Black || len(v.Order) != 7 {
		t.Fatalf("A did not play the line: %s", engine.FormatMoves(v.Order))
	}
	a.Apply(Intent{Kind: Back}) // out of the line
	a.Apply(Intent{Kind: Back}) // to the editor
	if a.Screen() != ScreenEditor || a.scene != scene(e) || e.board.Count(engine.Black) != 3 {
		t.Fatalf("Back went to %v", a.Screen())
	}
}
