package render

import (
	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// drawMoveList draws the review's move list: each move's number and
// point, the move shown on a filled bar (the focus colour while the list
// has the keys, the row colour when the board cursor has them), moves not
// yet on the board muted, mistakes in amber and blunders in red as on the
// graph, and a small corner mark where another variation plays the move
// differently.
func (r *Renderer) drawMoveList(v *app.View) error {
	ml := v.MoveList
	if ml == nil {
		return nil
	}
	_, _, _, _, miss := graphColours()
	for i := range ml.Cells {
		c := &ml.Cells[i]
		rc := c.Rect
		if c.Current {
			bar := r.pal.rowHot
			if ml.Focused {
				bar = r.pal.rowFocus
			}
			if err := r.fillRects(toColor(bar), sdl.Rect{X: int32(rc.X), Y: int32(rc.Y), W: int32(rc.W - 2), H: int32(rc.H)}); err != nil {
				return err
			}
		}
		col := r.pal.body
		switch {
		case c.Mark == app.MarkBlunder:
			col = r.pal.alert
		case c.Mark == app.MarkMistake:
			col = miss
		case c.Ahead:
			col = r.pal.muted
		}
		pad := max(ml.Px/4, 2)
		if _, err := r.drawText(c.Text, rc.X+pad, rc.Y+(rc.H-ml.Px*5/4)/2, ml.Px, c.Current, col, rc.W-2*pad-ml.Px/3); err != nil {
			return err
		}
		if c.Branch {
			s := int32(max(ml.Px/3, 3))
			x, y := int32(rc.X+rc.W-2)-s, int32(rc.Y+2)
			if err := r.fillRects(r.pal.good, sdl.Rect{X: x, Y: y, W: s, H: s}); err != nil {
				return err
			}
		}
	}
	return nil
}
