package render

import (
	"fmt"

	"gomoku/engine"
	"gomoku/engine/app"
)

// drawSequence draws a line of moves to come (a puzzle's refutation, the
// solver's answer in the board editor) as see-through stones numbered in
// playing order, so the line reads at a glance without hiding the
// position under it.
func (r *Renderer) drawSequence(v *app.View) error { return r.drawSeq(v, v.Sequence) }

// drawSeq draws one such line over v's board (also the live evaluation's).
func (r *Renderer) drawSeq(v *app.View, seq []app.SeqStone) error {
	g := v.Layout.Grid
	n := g.Size
	if len(seq) == 0 || n <= 0 || g.Step <= 0 {
		return nil
	}
	d := stoneDiameter(g)
	for _, st := range seq {
		if !st.Point.In(n) || v.Board.At(st.Point) != engine.Empty || (st.Color != engine.Black && st.Color != engine.White) {
			continue
		}
		s, err := r.stone(st.Color, d)
		if err != nil {
			return err
		}
		if err := s.tex.SetAlphaMod(150); err != nil {
			return fmt.Errorf("render: sequence alpha: %w", err)
		}
		px, py := pixel(g, st.Point)
		err = r.drawCentered(s, px, py)
		if e := s.tex.SetAlphaMod(255); e != nil && err == nil {
			err = fmt.Errorf("render: sequence alpha: %w", e)
		}
		if err != nil {
			return err
		}
		if err := r.drawMoveNumber(st.N, st.Color, px, py, g.Step); err != nil {
			return err
		}
	}
	return nil
}
