package app

import "gomoku/engine"

// SeqStone is one stone of a line drawn over the board as a numbered,
// see-through stone: a puzzle's refutation, the solver's answer in the
// board editor. N counts from 1 in the order the moves would be played.
type SeqStone struct {
	Point engine.Point
	Color engine.Color
	N     int
}

// sequence numbers a line of moves, alternating colours from first.
func sequence(line []engine.Point, first engine.Color) []SeqStone {
	out := make([]SeqStone, 0, len(line))
	c := first
	for i, p := range line {
		out = append(out, SeqStone{Point: p, Color: c, N: i + 1})
		c = c.Opponent()
	}
	return out
}

// Buttons of the Puzzles mode and the board editor, numbered apart from
// view.go's so the lists can grow separately.
const (
	ButtonPuzzleHint ButtonID = 100 + iota
	ButtonPuzzleRetry
	ButtonPuzzleNext
	ButtonPuzzleBack
	ButtonEditorToMove
	ButtonEditorRule
	ButtonEditorCheck
	ButtonEditorSolve
	ButtonEditorPlay
	ButtonEditorTwoPlayer
	ButtonEditorClear
	ButtonEditorBack
)

// Screens of this file's modes, numbered apart from view.go's.
const (
	ScreenPuzzles Screen = 100 + iota
	ScreenEditor
)

// gridButtons lays buttons out two to a row at the bottom of the panel,
// above the key-hint lines (hintsH tall), sized for a finger on a touch
// screen.
func (a *App) gridButtons(bs []Button, hintsH int) []Button {
	l := a.layout
	panel := l.Panel
	pad := max(l.TextPx/2, 4)
	h := max(l.TextPx*2, a.touchPx())
	gap := l.TextPx / 2
	w := panel.W - 2*pad
	half := (w - gap) / 2
	rows := (len(bs) + 1) / 2
	y := panel.Y + panel.H - pad - hintsH - gap - rows*(h+gap)
	for i := range bs {
		row, col := i/2, i%2
		bs[i].Rect = Rect{panel.X + pad + col*(half+gap), y + row*(h+gap), half, h}
		if i == len(bs)-1 && col == 0 {
			bs[i].Rect.W = w
		}
		bs[i].Px = l.TextPx
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
	}
	return bs
}
