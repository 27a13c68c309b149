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
func (a *App) gridButtons(bs []Button, hintsH, px int) []Button {
	l := a.layout
	panel := l.Panel
	pad := max(l.TextPx/2, 4)
	h := max(px*2, a.touchPx())
	gap := l.TextPx / 2
	w := panel.W - 2*pad
	half := (w - gap) / 2
	// Two to a row; a label too long for half a row ("Play vs computer"
	// in a small window) gets a row of its own rather than smaller text.
	full := make([]bool, len(bs))
	rows, col := 0, 0
	for i := range bs {
		full[i] = !labelsFit(bs[i:i+1], px, half)
		if full[i] || col == 0 {
			rows++
		}
		col = (col + 1) % 2
		if full[i] {
			col = 0
		}
	}
	y := panel.Y + panel.H - pad - hintsH - gap - rows*(h+gap)
	col = 0
	for i := range bs {
		if full[i] && col == 1 {
			y += h + gap
			col = 0
		}
		bs[i].Rect = Rect{panel.X + pad + col*(half+gap), y, half, h}
		last := i == len(bs)-1 || full[i+1]
		if full[i] || (col == 0 && last) {
			bs[i].Rect.W = w // a lone button spans the row
		}
		bs[i].Px = px
		bs[i].Hot = a.pointerIn && bs[i].Rect.Contains(a.pointerX, a.pointerY)
		if full[i] || col == 1 {
			y += h + gap
			col = 0
		} else {
			col = 1
		}
	}
	return bs
}
