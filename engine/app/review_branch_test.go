package app

import (
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/record"
)

// click presses the pointer on intersection s.
func clickPoint(t *testing.T, a *App, s string) {
	t.Helper()
	x, y := a.layout.Grid.Center(pt(t, s))
	a.Apply(Intent{Kind: PointerDown, X: int(x), Y: int(y)})
}

// TestBranchIsPlayedKeptAndSaved steps back to move 2 of a review, plays
// two other moves by clicking, steps in the branch, returns to the main
// line with Esc, and finds the branch in the record saved as SGF.
func TestBranchIsPlayedKeptAndSaved(t *testing.T) {
	a := reviewApp(t, "h8a1i8a3j8a5", &analysis.Memory{})
	for i := 0; i < 4; i++ {
		a.Apply(Intent{Kind: MoveCursor, DX: -1})
	}
	clickPoint(t, a, "k8") // Black's move 3 instead of i8
	clickPoint(t, a, "h8") // taken: refused
	clickPoint(t, a, "g8")
	v := a.View()
	if v.Board.At(pt(t, "k8")) != engine.Black || v.Board.At(pt(t, "g8")) != engine.White || v.Board.At(pt(t, "i8")) != engine.Empty {
		t.Fatalf("branch board wrong: %s", engine.FormatMoves(v.Order))
	}
	if !strings.Contains(flatText(v), "Variation (depth 1) · move 4 / 4") {
		t.Fatalf("panel: %q", lineTexts(v))
	}
	a.Apply(Intent{Kind: MoveCursor, DX: -1})
	if got := engine.FormatMoves(a.View().Order); got != "h8a1k8" {
		t.Fatalf("← in the branch shows %s", got)
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenReview || engine.FormatMoves(a.View().Order) != "h8a1" {
		t.Fatalf("Back from the branch: %v, %s", a.Screen(), engine.FormatMoves(a.View().Order))
	}
	a.Apply(Intent{Kind: StepLast}) // to the end: the main line is whole
	if got := engine.FormatMoves(a.View().Order); got != "h8a1i8a3j8a5" {
		t.Fatalf("main line after the branch: %s", got)
	}
	rec := a.scene.(*reviewScene).record()
	data, err := record.Write(rec, record.FormatSGF)
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.ReadWith(data, record.FormatSGF, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Variations) != 1 || back.Variations[0].At != 2 || engine.FormatMoves(back.Variations[0].Moves) != "k8g8" {
		t.Fatalf("saved variations %+v\n%s", back.Variations, data)
	}
}

// TestEngineLineBecomesABranch: at the blunder, the engine's line shown
// and a click go on from it as the player's own branch.
func TestEngineLineBecomesABranch(t *testing.T) {
	a := reviewApp(t, openThreeBlunder, &analysis.Memory{})
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	a.Apply(Intent{Kind: Analyse}) // into the better line, one move shown
	before := engine.FormatMoves(a.View().Order)
	clickPoint(t, a, "o15")
	r := a.scene.(*reviewScene)
	if vars := r.tree.variations(); r.line == r.tree || engine.FormatMoves(a.View().Order) != before+"o15" || vars[0].At != 5 {
		t.Fatalf("click on the line: %s after %s, vars %+v", engine.FormatMoves(a.View().Order), before, vars)
	}
}

// TestReviewBoardFocusAtTheEnd: with the cursor on the board, Enter at
// the end of a won game plays nothing and says why; at the end of an
// unfinished record it plays on, a new game from there with the cursor
// where Enter was pressed.
func TestReviewBoardFocusAtTheEnd(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	a.openReview()
	a.Apply(Intent{Kind: Place}) // the cursor onto the board
	a.Apply(Intent{Kind: MoveCursor, DY: 1})
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenReview || len(a.View().Order) != 9 || a.View().Toast != "The game ended here: step back to try another move" {
		t.Fatalf("Enter after the five: %v, %d stones, toast %q", a.Screen(), len(a.View().Order), a.View().Toast)
	}

	b := reviewApp(t, "h8a1i8a3", &analysis.Memory{})
	b.Apply(Intent{Kind: Place})
	b.Apply(Intent{Kind: MoveCursor, DX: 1}) // from a3 to b3
	b.Apply(Intent{Kind: Place})
	if b.Screen() != ScreenPlay || engine.FormatMoves(b.Game().Moves()) != "h8a1i8a3" || b.Cursor().String() != "b3" {
		t.Fatalf("Enter after the last move: %v, %s, cursor %v", b.Screen(), engine.FormatMoves(b.Game().Moves()), b.Cursor())
	}
}
