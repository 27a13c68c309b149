package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// The title screen's art: in a landscape window the left half shows a
// board with a finished five and the game's name under it, the menu card
// the right half (menu.artLeft); portrait windows keep the plain card.
// Both sit on the window's plain backdrop, never over a game's board.

// titleArtMoves are the art's stones on a 9×9 board: Black's diagonal
// five (the win line) among White's stones.
const (
	titleArtBlack = "c3d4e5f6g7d6f4"
	titleArtWhite = "c4d5e6f5e3g6h8"
	titleArtWin   = "c3d4e5f6g7"
	titleArtSize  = 9
)

// view composes the title screen on its own backdrop: no board of a game
// behind it (the layout it hands the renderer has no board and no panel),
// just the art and the menu.
func (t *titleScene) view(a *App, v *View) {
	v.Menu = a.menuView(&t.m, false)
	v.Layout.Board, v.Layout.Panel, v.Layout.Grid = Rect{}, Rect{}, Grid{}
	l := a.layout
	if l.Width <= l.Height {
		return
	}
	half := l.Width / 2
	side := min(half*7/10, l.Height*6/10)
	x, y := (half-side)/2, (l.Height-side)/2-l.TitlePx
	moves := func(s string) []engine.Point { return mustMovesOn(s, titleArtSize) }
	px := l.TitlePx * 2
	name := a.t(i18n.KeyAppTitle)
	// Centred under the board (bold display type is about 1.3 times the
	// estimate's width).
	nx := x + max((side-textWidth(name, px)*13/10)/2, 0)
	v.Diagrams = append(v.Diagrams, Diagram{
		Rect: Rect{x, y, side, side}, Size: titleArtSize,
		Black: moves(titleArtBlack), White: moves(titleArtWhite), Win: moves(titleArtWin),
		Lines: []TextLine{{Text: name, X: nx, Y: y + side + px/3, Px: px, MaxW: side, Style: StyleTitle}},
	})
}
