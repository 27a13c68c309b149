package render

import (
	"image"
	"testing"
	"time"

	"gomoku/engine/analysis"
	"gomoku/engine/app"
	"gomoku/engine/record"
)

// moveListOnly guards the review's move list.
func moveListOnly(t testing.TB, v app.View) image.Rectangle {
	if v.MoveList == nil {
		t.Fatal("no move list")
	}
	return rect(v.MoveList.Rect)
}

// TestGoldenMoveList pins the review's move list after the analysis: the
// numbered moves in the board's notation, White's blunder a5 in red with
// "??", the move shown on the focus bar; in landscape (under the graph),
// in portrait (beside it) and with large UI.
func TestGoldenMoveList(t *testing.T) {
	for _, tc := range []struct {
		name  string
		w, h  int
		large bool
	}{
		{"review-movelist", 1280, 800, false},
		{"review-movelist-portrait", 720, 1280, false},
		{"review-movelist-large", 1280, 800, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := reviewAppLarge(t, "h8a1i8a3j8a5k8", tc.w, tc.h, tc.large)
			a.Apply(app.Intent{Kind: app.MoveCursor, DX: -1}) // on the blunder a5
			img, err := Snapshot(a.View())
			if err != nil {
				t.Fatal(err)
			}
			checkGoldenRegion(t, tc.name, img, a.View(), moveListOnly)
		})
	}
}

// nestedSGF: h8 i9 j10 k11 l12 m13, a variation a1 a2 a3 after move 2,
// and inside it b2 b3 instead of a2 a3.
const nestedSGF = "(;GM[4]SZ[15]RU[freestyle];B[hh];W[ig](;B[jf];W[ke];B[ld];W[mc])(;B[ao](;W[an];B[am])(;W[bn];B[bm])))"

// TestGoldenNestedVariation pins a variation inside a variation, read
// from an SGF file: the board shows its stones, numbered from the game's
// start; the panel says how deep it is, and the list shows its moves with
// the branch marks where the others leave.
func TestGoldenNestedVariation(t *testing.T) {
	rec, err := record.ReadWith([]byte(nestedSGF), record.FormatSGF, record.Options{})
	if err != nil {
		t.Fatal(err)
	}
	settings := app.DefaultSettings()
	settings.Animations = false
	a, err := app.New(app.Options{Settings: settings, Width: 1280, Height: 800, Open: rec, OpenName: "nested.sgf",
		AnalysisCache: &analysis.Memory{}, Now: time.Unix(0, 0)})
	if err != nil {
		t.Fatal(err)
	}
	a.FinishAnalysis()
	a.Apply(app.Intent{Kind: app.StepFirst})
	for _, in := range []app.Intent{{Kind: app.MoveCursor, DX: 1}, {Kind: app.MoveCursor, DX: 1}, {Kind: app.MoveCursor, DX: 1},
		{Kind: app.MoveCursor, DY: -1}, {Kind: app.MoveCursor, DX: 1}, {Kind: app.MoveCursor, DY: -1}, {Kind: app.StepLast}} {
		a.Apply(in)
	}
	v := a.View()
	img, err := Snapshot(v)
	if err != nil {
		t.Fatal(err)
	}
	checkGoldenRegion(t, "review-nested-board", img, v, around("a1", "j10", 0.6))
	checkGoldenRegion(t, "review-nested-panel", img, v, panelOnly)
}
