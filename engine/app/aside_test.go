package app

import (
	"testing"

	"gomoku/engine"
)

// The take-back consent and an opening's colour choice ask about the
// position: their card lies over the panel and never over the board.
func TestQuestionsAboutThePositionLeaveTheBoardClear(t *testing.T) {
	overlaps := func(r, b Rect) bool {
		return r.X < b.X+b.W && b.X < r.X+r.W && r.Y < b.Y+b.H && b.Y < r.Y+r.H
	}
	undo := newApp(t, nil)
	playKeys(t, undo, "h8i9")
	undo.Apply(Intent{Kind: Undo})
	swap := newApp(t, func(o *Options) { o.Settings.Setup.Game.Opening = engine.OpeningSwap2 })
	playKeys(t, swap, "h8i9j10")
	for name, a := range map[string]*App{"take-back consent": undo, "Swap2 choice": swap} {
		v := a.View()
		if v.Menu == nil {
			t.Fatalf("%s: no question shown", name)
		}
		if overlaps(v.Menu.Rect, v.Layout.Board) || !v.Menu.Aside {
			t.Errorf("%s: card %+v covers the board %+v", name, v.Menu.Rect, v.Layout.Board)
		}
	}
}
