package app

import (
	"testing"

	"gomoku/engine/analysis"
)

// thirtyMoves is a 30-move freestyle game, long enough for the move list
// to scroll on a small panel.
const thirtyMoves = "h8i9h9h10g10i8i10j11f9e8g8g9f7e6f8f10e9d10g6h5d9c9e10f11j8k7k9l10j10k10"

// TestMoveListFitsBesideTheGraph: in landscape and portrait, with large
// UI and on the 7-inch screen both ways, the analysed review shows its
// move list inside the panel, on none of the graph, the buttons and the
// text lines, with the move shown among the cells drawn (the list scrolls
// to it).
func TestMoveListFitsBesideTheGraph(t *testing.T) {
	cache := &analysis.Memory{} // one analysis for every size
	moves := thirtyMoves
	if testing.Short() {
		moves = thirtyMoves[:28] // 12 moves: the -race run analyses ten times slower
	}
	type size struct {
		w, h  int
		large bool
		live  LiveEval // the live evaluation's line wants a row too
	}
	var sizes []size
	for _, live := range []LiveEval{LiveInAnalysis, LiveOff} {
		sizes = append(sizes, []size{{1280, 800, false, live}, {1280, 800, true, live}, {1920, 1080, false, live}, {720, 1280, false, live},
			{720, 1280, true, live}, {1920, 1080, true, live}, {800, 480, false, live}, {480, 800, false, live}}...)
	}
	for _, tc := range sizes {
		a := reviewApp(t, moves, cache)
		a.settings.LargeUI, a.settings.LiveEval = tc.large, tc.live
		a.Apply(Intent{Kind: Resize, X: tc.w, Y: tc.h})
		a.FinishAnalysis() // the cache lookup on opening
		a.Apply(Intent{Kind: Analyse})
		a.FinishAnalysis() // blocks: no frame budget to run out under -race
		for _, at := range []int{len(a.scene.(*reviewScene).moves), 12, 1} {
			a.scene.(*reviewScene).goTo(a.scene.(*reviewScene).tree, at)
			v := a.View()
			ml := v.MoveList
			if ml == nil || len(ml.Cells) == 0 {
				if tc.h >= 800 && tc.w >= 720 {
					t.Fatalf("%dx%d large=%v: no move list", tc.w, tc.h, tc.large)
				}
				continue
			}
			name := itoa(tc.w) + "x" + itoa(tc.h) + " live " + string(tc.live)
			if tc.large {
				name += " large"
			}
			p := v.Layout.Panel
			current := false
			for _, c := range ml.Cells {
				current = current || c.Current
				if !inside(c.Rect, p) {
					t.Fatalf("%s: cell %q %+v outside the panel %+v", name, c.Text, c.Rect, p)
				}
				if v.Graph != nil && overlap(c.Rect, v.Graph.Rect) {
					t.Fatalf("%s: cell %q over the graph", name, c.Text)
				}
				for _, b := range v.Buttons {
					if overlap(c.Rect, b.Rect) {
						t.Fatalf("%s: cell %q over a button", name, c.Text)
					}
				}
				for _, ln := range v.Lines {
					if overlap(c.Rect, Rect{X: ln.X, Y: ln.Y, W: ln.MaxW, H: ln.Px}) {
						t.Fatalf("%s: cell %q over the line %q", name, c.Text, ln.Text)
					}
				}
			}
			for _, ln := range v.Lines {
				if tc.h >= 800 && ln.Y+ln.Px > p.Y+p.H {
					t.Fatalf("%s: line %q runs off the panel", name, ln.Text)
				}
			}
			if !current {
				t.Fatalf("%s: move %d is not among the cells drawn", name, at)
			}
			if tc.h >= 800 && tc.w >= 720 && v.Graph == nil {
				t.Fatalf("%s: no graph", name)
			}
		}
	}
}
